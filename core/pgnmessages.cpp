#include "pgnmessages.h"

namespace cd {

Message pgnBadTag()
{
    return {translatable("a tag pair must look like [Name \"value\"]")};
}

Message pgnTagsBeforeResult()
{
    return {translatable("the tags of a new game start before this game's result")};
}

Message pgnStrayParenthesis()
{
    return {translatable("')' closes no variation")};
}

Message pgnUnclosedVariation()
{
    return {translatable("the variation opened here with '(' is never closed")};
}

Message pgnNoResult()
{
    return {translatable("the text ends before the game's result (1-0, 0-1, 1/2-1/2 or *)")};
}

Message pgnBadFenTag(const std::string& why)
{
    return {translatable("bad FEN tag: %1"), {why}};
}

Message pgnTooManyGames(std::size_t limit)
{
    return {translatable("more than %1 games in one file: split it"), {std::to_string(limit)}};
}

Message pgnTooManyBadGames(std::size_t limit, std::size_t skipped)
{
    return {translatable("more than %1 games in one file, %2 of them bad: it is probably not a PGN "
                         "file of standard chess or Chess960"),
            {std::to_string(limit), std::to_string(skipped)}};
}

Message pgnTooManyPlies(std::size_t limit)
{
    return {translatable("more than %1 moves in one file: split it"), {std::to_string(limit)}};
}

Message pgnTooManyTags(std::size_t limit)
{
    return {translatable("more than %1 tag pairs in one file"), {std::to_string(limit)}};
}

Message pgnTooManyGameTags(std::size_t limit)
{
    return {translatable("more than %1 tag pairs in one game"), {std::to_string(limit)}};
}

Message pgnTooManyMarks(std::size_t limit)
{
    return {translatable("more than %1 positions with arrows or circles in one file: split it"),
            {std::to_string(limit)}};
}

Message pgnNullMoveInMainLine(std::string_view text)
{
    return {translatable("the null move %1 stands in the main line: no position follows it"),
            {std::string(text)}};
}

} // namespace cd
