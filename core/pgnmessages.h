// What the PGN reader says about a game it cannot read, or a text past its caps
// (core/pgnreader.cpp); in namespace cd, so that lupdate files the texts under "cd".
#pragma once

#include "message.h"

#include <cstddef>
#include <string>
#include <string_view>

namespace cd {

Message pgnBadTag();
Message pgnTagsBeforeResult();
Message pgnStrayParenthesis();
Message pgnUnclosedVariation();
Message pgnNoResult();
Message pgnBadFenTag(const std::string& why);
Message pgnTooManyGames(std::size_t limit);
Message pgnTooManyBadGames(std::size_t limit, std::size_t skipped);
Message pgnTooManyPlies(std::size_t limit);
Message pgnTooManyTags(std::size_t limit);
Message pgnTooManyGameTags(std::size_t limit);
Message pgnTooManyMarks(std::size_t limit);
Message pgnNullMoveInMainLine(std::string_view text);

} // namespace cd
