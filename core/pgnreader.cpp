// The PGN reader: a loop over tokens with a variation depth counter, no recursion, so any nesting
// and any length is read in linear time and constant stack.
#include "pgn.h"

#include "pgntokens.h"
#include "san.h"
#include "variant.h"

#include <unordered_set>

namespace cd {

const char* pgnErrorLine(bool withPlayers)
{
    return withPlayers ? translatable("game %1 (%2), line %3, column %4: %5").text
                       : translatable("game %1, line %2, column %3: %4").text;
}

namespace {

std::vector<std::string> errorArgs(int game, const std::string& players, int line, int column,
                                   const Message& detail)
{
    std::vector<std::string> args{std::to_string(game)};
    if (!players.empty())
        args.push_back(players);
    for (const std::string& a : {std::to_string(line), std::to_string(column), detail.english()})
        args.push_back(a);
    return args;
}

// The messages of the reader, here so that lupdate files them under "cd".
Message badTag()
{
    return {translatable("a tag pair must look like [Name \"value\"]")};
}

Message tagsBeforeResult()
{
    return {translatable("the tags of a new game start before this game's result")};
}

Message strayParenthesis()
{
    return {translatable("')' closes no variation")};
}

Message unclosedVariation()
{
    return {translatable("the variation opened here with '(' is never closed")};
}

Message noResult()
{
    return {translatable("the text ends before the game's result (1-0, 0-1, 1/2-1/2 or *)")};
}

Message badFenTag(const std::string& why)
{
    return {translatable("bad FEN tag: %1"), {why}};
}

Message tooManyGames(std::size_t limit)
{
    return {translatable("more than %1 games in one file: split it"), {std::to_string(limit)}};
}

Message tooManyPlies(std::size_t limit)
{
    return {translatable("more than %1 moves in one file: split it"), {std::to_string(limit)}};
}

Message tooManyTags(std::size_t limit)
{
    return {translatable("more than %1 tag pairs in one file"), {std::to_string(limit)}};
}

bool isResult(std::string_view s)
{
    return s == "1-0" || s == "0-1" || s == "1/2-1/2";
}

bool isMoveNumber(std::string_view s)
{
    for (char c : s)
        if (c < '0' || c > '9')
            return false;
    return true;
}

class Reader {
public:
    Reader(std::string_view text, const PgnLimits& limits) : m_tokens(text), m_limits(limits) {}

    std::vector<Game> run()
    {
        using K = PgnToken::Kind;
        while (true) {
            const PgnToken t = next();
            if (t.kind == K::End)
                break;
            if (m_depth > 0) {
                skipInVariation(t);
                continue;
            }
            switch (t.kind) {
            case K::TagOpen:
                readTag(t);
                break;
            case K::VariationOpen:
                m_depth = 1;
                m_openLine = t.line;
                m_openColumn = t.column;
                break;
            case K::VariationClose:
                fail(t, strayParenthesis());
            case K::Asterisk:
                finish("*");
                break;
            case K::Symbol:
                readSymbol(t);
                break;
            default: // move number periods, NAGs, annotations
                m_started = true;
                break;
            }
        }
        if (m_depth > 0)
            fail(m_openLine, m_openColumn, unclosedVariation());
        if (m_started)
            fail(m_lastLine, m_lastColumn, noResult());
        return std::move(m_games);
    }

private:
    PgnToken next()
    {
        try {
            PgnToken t = m_tokens.next();
            m_lastLine = t.line;
            m_lastColumn = t.column;
            return t;
        } catch (const PgnSyntaxError& e) {
            fail(e.line, e.column, e.message);
        }
    }

    [[noreturn]] void fail(int line, int column, const Message& detail)
    {
        const std::string white = m_game.tag("White"), black = m_game.tag("Black");
        std::string players;
        if (!white.empty() || !black.empty())
            players = (white.empty() ? "?" : white) + "\u2013" + (black.empty() ? "?" : black);
        throw PgnError(static_cast<int>(m_games.size()) + 1, players, line, column, detail);
    }
    [[noreturn]] void fail(const PgnToken& t, const Message& detail)
    {
        fail(t.line, t.column, detail);
    }

    void skipInVariation(const PgnToken& t)
    {
        if (t.kind == PgnToken::Kind::VariationOpen)
            ++m_depth;
        else if (t.kind == PgnToken::Kind::VariationClose)
            --m_depth;
    }

    void readTag(const PgnToken& open)
    {
        if (m_moving || (m_started && !m_inTags))
            fail(open, tagsBeforeResult());
        const PgnToken name = next();
        const PgnToken value = next();
        const PgnToken close = next();
        if (name.kind != PgnToken::Kind::Symbol || value.kind != PgnToken::Kind::String ||
            close.kind != PgnToken::Kind::TagClose)
            fail(open, badTag());
        if (++m_tagCount > m_limits.tags)
            fail(open, tooManyTags(m_limits.tags));
        m_started = m_inTags = true;
        // A repeat is dropped: the first tag of a name is the one shown, written and checked.
        if (!m_tagNames.insert(name.text).second)
            return;
        m_game.tags.push_back({std::string(name.text), value.value});
        if (name.text == "FEN") {
            m_fenLine = value.line;
            m_fenColumn = value.column;
        }
    }

    // The start position, from the FEN tag if there is one, before the first move.
    void setUp()
    {
        if (m_moving)
            return;
        m_moving = true;
        m_inTags = false;
        const bool chess960 = variantOfTag(m_game.tag("Variant")) == Variant::Chess960;
        if (chess960 && m_fenLine == 0)
            m_game.start = Position::fromBoard(Board::startPosition(), true);
        if (m_fenLine > 0) {
            try {
                m_game.start = Position::fromFen(m_game.tag("FEN"), chess960);
            } catch (const InputError& e) {
                fail(m_fenLine, m_fenColumn, badFenTag(e.message().english()));
            }
        }
        m_board = m_game.start;
    }

    void readSymbol(const PgnToken& t)
    {
        m_started = true;
        if (isResult(t.text))
            return finish(std::string(t.text));
        if (isMoveNumber(t.text))
            return;
        setUp();
        if (++m_plyCount > m_limits.plies)
            fail(t, tooManyPlies(m_limits.plies));
        try {
            const Move m = parseSan(m_board, t.text);
            m_game.moves.push_back(m);
            m_board.play(m);
        } catch (const InputError& e) {
            fail(t, e.message());
        }
    }

    void finish(std::string result)
    {
        if (m_games.size() >= m_limits.games)
            fail(m_lastLine, m_lastColumn, tooManyGames(m_limits.games));
        setUp();
        m_game.result = std::move(result);
        m_game.moves.shrink_to_fit(); // no room for moves that will not come
        m_game.tags.shrink_to_fit();
        m_games.push_back(std::move(m_game));
        m_game = Game();
        m_started = m_moving = m_inTags = false;
        m_fenLine = m_fenColumn = 0;
        m_tagNames.clear();
    }

    PgnTokenizer m_tokens;
    PgnLimits m_limits;
    std::size_t m_tagCount = 0, m_plyCount = 0; // of all games so far
    std::vector<Game> m_games;
    Game m_game;
    std::unordered_set<std::string_view> m_tagNames; // of m_game, viewing the text
    Position m_board;
    bool m_started = false;               // anything of the current game read
    bool m_inTags = false;                // the last thing read was a tag
    bool m_moving = false;                // the start position is set up
    int m_depth = 0;                      // variations open
    int m_openLine = 0, m_openColumn = 0; // the outermost '(' still open
    int m_fenLine = 0, m_fenColumn = 0;   // the FEN tag's value
    int m_lastLine = 1, m_lastColumn = 1; // the last token (the end of the text at the end)
};

} // namespace

PgnError::PgnError(int game, std::string players, int line, int column, Message detail)
    : InputError(Message(Translatable{pgnErrorLine(!players.empty())},
                         errorArgs(game, players, line, column, detail))),
      m_game(game), m_line(line), m_column(column), m_players(std::move(players)),
      m_detail(std::move(detail))
{}

std::vector<Game> readPgn(std::string_view text, const PgnLimits& limits)
{
    return Reader(text, limits).run();
}

} // namespace cd
