// The PGN reader: a loop over tokens with a variation depth counter, no recursion, so any nesting
// and any length is read in linear time and constant stack.
#include "pgn.h"

#include "pgnmessages.h"
#include "pgnsetup.h"
#include "pgnskip.h"
#include "pgnsymbols.h"
#include "pgntagindex.h"
#include "pgntokens.h"
#include "san.h"

#include <optional>

namespace cd {

namespace {

// Thrown past the reader's loop when a cap of PgnLimits is passed: the whole text is refused.
struct CapPassed {
    PgnError error;
};

// Thrown when the game being read is bad: where, and why. The PgnError is built from it only when
// it is kept, so that a text of bad games costs a count for each once the reasons kept are full.
struct BadGame {
    int line, column;
    Message detail;
};

class Reader {
public:
    Reader(std::string_view text, const PgnLimits& limits, bool skipBadGames)
        : m_text(text), m_tokens(text, [this](std::string_view c) { keepMarks(c); }),
          m_limits(limits), m_skipBadGames(skipBadGames)
    {}

    PgnReading run()
    {
        try {
            while (true) {
                if (stopped())
                    return std::move(m_reading); // what was read so far
                const PgnToken t = next();
                if (t.kind == K::End)
                    break;
                if (m_skip.active() && !passOver(t))
                    continue;
                guarded([&] { take(t); });
            }
            guarded([&] { end(); });
        } catch (const CapPassed& c) {
            throw c.error;
        }
        return std::move(m_reading);
    }

private:
    using K = PgnToken::Kind;

    // Checked at every token, skipped ones too: a load, not a lock.
    bool stopped() const { return m_limits.stop && m_limits.stop->load(std::memory_order_relaxed); }

    // Runs one step of reading; when it fails and bad games are skipped, the game is dropped and
    // the reader looks for the next one.
    template <typename Step> void guarded(Step step)
    {
        try {
            step();
        } catch (const BadGame& b) {
            if (!m_skip.active()) // else more of the game already skipped
                skipGame(b);
        }
    }

    // The game being read is bad: the text refused, or the game dropped and passed over.
    void skipGame(const BadGame& b)
    {
        if (!m_skipBadGames)
            throw error(b.line, b.column, b.detail);
        countSkipped(b);
        m_skip.start(m_moving || (m_started && !m_inTags));
        newGame();
    }

    // One token of a bad game passed over; true when it starts the next game, to be read.
    bool passOver(const PgnToken& t)
    {
        const PgnSkip::Step step =
            m_skip.pass(t, t.kind == K::Symbol && !pgnResultOf(t.text).empty());
        if (step == PgnSkip::Step::NextStarts) {
            m_gameBegin = offsetOf(t);
            return true;
        }
        m_gameBegin.reset(); // the next game starts after the tokens skipped
        return false;
    }

    // A game counted as skipped, its reason kept while there is room.
    void countSkipped(const BadGame& b)
    {
        countGame(b.line, b.column);
        if (reasonKept())
            m_reading.skipped.push_back(error(b.line, b.column, b.detail));
        ++m_reading.skippedCount;
    }

    // One more game, read or skipped: past the cap, the whole text is refused.
    void countGame(int line, int column)
    {
        if (m_reading.games.size() + m_reading.skippedCount < m_limits.games)
            return;
        const std::size_t skipped = m_reading.skippedCount;
        capPassed(line, column,
                  skipped > m_reading.games.size() ? pgnTooManyBadGames(m_limits.games, skipped)
                                                   : pgnTooManyGames(m_limits.games));
    }

    void take(const PgnToken& t)
    {
        if (t.kind == K::Bad)
            failBad(t);
        if (m_depth > 0) {
            skipInVariation(t);
            return;
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
            fail(t, pgnStrayParenthesis());
        case K::Asterisk:
            finish("*");
            break;
        case K::Symbol:
            readSymbol(t);
            break;
        case K::Nag: // "1. e4 * +-": after a result it belongs to that game and starts none
            m_started = m_started || !m_game.tags.empty();
            break;
        default: // move number periods, annotations
            m_started = true;
            break;
        }
    }

    // The end of the text: a game of tags alone is complete, anything else needs its result.
    void end()
    {
        if (m_depth > 0)
            fail(m_openLine, m_openColumn, pgnUnclosedVariation());
        if (m_inTags)
            finishTagsOnly();
        if (m_started)
            fail(m_lastLine, m_lastColumn, pgnNoResult());
    }

    // The next token; a Bad one is left for take() or the skip, unrecorded.
    PgnToken next()
    {
        PgnToken t = m_tokens.next();
        if (t.kind == K::Bad)
            return t;
        m_lastLine = t.line;
        m_lastColumn = t.column;
        if (t.kind != K::End) {
            if (!m_gameBegin)
                m_gameBegin = offsetOf(t);
            m_lastEnd = offsetOf(t) + t.text.size();
        }
        return t;
    }

    // The next token, inside a tag pair: a Bad one fails the game.
    PgnToken nextInTag()
    {
        PgnToken t = next();
        if (t.kind == K::Bad)
            failBad(t);
        return t;
    }

    [[noreturn]] void failBad(const PgnToken& t) { fail(t, pgnTokenProblem(t)); }

    // The arrows and circles of a comment just skipped: they belong to the position the main
    // line has reached (comments inside variations and in a game being skipped count for nothing).
    void keepMarks(std::string_view comment)
    {
        if (m_depth > 0 || m_skip.active())
            return;
        if (!m_gameBegin) // the game's text starts at its '{', so that read alone it draws them too
            m_gameBegin = static_cast<std::size_t>(comment.data() - m_text.data()) - 1;
        const std::size_t ply = m_moves.size();
        std::vector<PlyMarks>& marks = m_game.marks;
        if (marks.empty() || marks.back().ply != ply)
            marks.push_back({ply, {}});
        const bool added = marks.back().marks.empty();
        readMarks(comment, marks.back().marks);
        if (marks.back().marks.empty())
            marks.pop_back();
        else if (added && ++m_markCount > m_limits.marks) // each costs about 100 bytes
            capPassed(m_lastLine, m_lastColumn, pgnTooManyMarks(m_limits.marks));
    }

    std::size_t offsetOf(const PgnToken& t) const
    {
        return static_cast<std::size_t>(t.text.data() - m_text.data());
    }

    PgnError error(int line, int column, const Message& detail) const
    {
        const std::string white = m_game.tag("White"), black = m_game.tag("Black");
        std::string players;
        if (!white.empty() || !black.empty())
            players = (white.empty() ? "?" : white) + "\u2013" + (black.empty() ? "?" : black);
        return PgnError(m_number, players, line, column, detail);
    }
    [[noreturn]] void fail(int line, int column, const Message& detail)
    {
        throw BadGame{line, column, detail};
    }
    [[noreturn]] void fail(const PgnToken& t, const Message& detail)
    {
        fail(t.line, t.column, detail);
    }
    [[noreturn]] void capPassed(int line, int column, const Message& detail)
    {
        throw CapPassed{error(line, column, detail)};
    }

    void skipInVariation(const PgnToken& t)
    {
        if (t.kind == K::VariationOpen)
            ++m_depth;
        else if (t.kind == K::VariationClose)
            --m_depth;
        else if (t.kind == K::TagOpen && t.column == 1) { // a new game's tags: this one ended
            endBadGame({m_openLine, m_openColumn, pgnUnclosedVariation()});
            m_gameBegin = offsetOf(t);
            readTag(t);
        }
    }

    void readTag(const PgnToken& open)
    {
        if (m_moving || (m_started && !m_inTags)) {
            if (open.column != 1) // a '[' among the moves, not a new game's tags
                fail(open, pgnTagsBeforeResult());
            endBadGame({open.line, open.column, pgnTagsBeforeResult()});
            m_gameBegin = offsetOf(open);
        }
        const PgnToken name = nextInTag();
        if (name.kind != K::Symbol)
            fail(open, pgnBadTag());
        // A tag the game has already, after an empty line, starts the next game: the one before
        // has tags alone, as broadcasts export the games not begun yet.
        if (m_inTags && open.afterEmptyLine && open.column == 1 && hasTag(name.text)) {
            try {
                finishTagsOnly();
            } catch (const BadGame& b) { // a game of another variant: skipped, this tag read
                endBadGame(b);
            }
            m_gameBegin = offsetOf(open);
        }
        const PgnToken value = nextInTag();
        if (value.kind != K::String)
            fail(open, pgnBadTag());
        if (nextInTag().kind != K::TagClose)
            fail(open, pgnBadTag());
        if (++m_tagCount > m_limits.tags)
            capPassed(open.line, open.column, pgnTooManyTags(m_limits.tags));
        m_started = m_inTags = true;
        m_tagsEnd = m_lastEnd;
        // A repeat is dropped: the first tag of a name is the one shown, written and checked.
        if (hasTag(name.text))
            return;
        if (m_game.tags.size() >= m_limits.gameTags)
            fail(open, pgnTooManyGameTags(m_limits.gameTags));
        m_tagIndex.add(m_game.tags, name.text, value.value);
        if (name.text == "FEN") {
            m_fenLine = value.line;
            m_fenColumn = value.column;
        } else if (name.text == "Variant") {
            m_variantLine = value.line;
            m_variantColumn = value.column;
        }
    }

    // A game that ends where the next one's tags begin: skipped, and the tags read as the next
    // game's (or the whole text refused when bad games are not skipped).
    void endBadGame(const BadGame& b)
    {
        if (!m_skipBadGames)
            throw error(b.line, b.column, b.detail);
        countSkipped(b);
        newGame();
    }

    bool hasTag(std::string_view name) const { return m_tagIndex.has(m_game.tags, name); }

    // The start position, from the FEN tag if there is one, before the first move.
    void setUp()
    {
        if (m_moving)
            return;
        m_moving = true;
        m_inTags = false;
        try {
            if (auto start = pgnSetUp(m_game, m_variantLine > 0, m_fenLine > 0))
                m_game.start = std::move(*start);
        } catch (const PgnSetUpProblem& p) {
            if (p.tag == PgnSetUpProblem::Tag::Variant)
                fail(m_variantLine, m_variantColumn, p.detail);
            fail(m_fenLine, m_fenColumn, p.detail);
        }
        m_board = m_game.start;
    }

    void readSymbol(const PgnToken& t)
    {
        m_started = true;
        if (const std::string result = pgnResultOf(t.text); !result.empty())
            return finish(result);
        if (isPgnMoveNumber(t.text) || t.text == "ep") // "exd6 ep": the capture says it already
            return;
        if (isPgnNullMove(t.text))
            fail(t, pgnNullMoveInMainLine(t.text));
        setUp();
        if (++m_plyCount > m_limits.plies)
            capPassed(t.line, t.column, pgnTooManyPlies(m_limits.plies));
        if (const auto m = trySan(m_board, t.text)) {
            m_moves.push_back(*m);
            m_board.play(*m);
            return;
        }
        // Neither thrown nor, unless it is kept, put into words: a file of bad moves.
        skipGame({t.line, t.column, reasonKept() ? sanProblem(m_board, t.text) : Message()});
    }

    // Whether the reason of the next bad game is kept: in the error of readPgn, or among the
    // first limits.reasons of readPgnGames.
    bool reasonKept() const
    {
        return !m_skipBadGames || m_reading.skipped.size() < m_limits.reasons;
    }

    // A game of tags and no moves: its result is the Result tag's, or "*".
    void finishTagsOnly()
    {
        const std::string result = pgnResultOf(m_game.tag("Result"));
        m_lastEnd = m_tagsEnd;
        finish(result.empty() ? "*" : result);
    }

    void finish(std::string result)
    {
        countGame(m_lastLine, m_lastColumn);
        setUp();
        m_game.result = std::move(result);
        m_game.moves.assign(m_moves.begin(), m_moves.end()); // one allocation, of the right size
        m_game.tags.shrink_to_fit();
        m_reading.games.push_back(std::move(m_game));
        m_reading.numbers.push_back(m_number);
        m_reading.spans.emplace_back(m_gameBegin.value_or(m_lastEnd), m_lastEnd);
        newGame();
    }

    void newGame()
    {
        // Emptied in place rather than replaced by a new Game: a file of bad games starts one for
        // each. (After finish() its members are moved from: clear() makes sure they are empty.)
        m_game.tags.clear();
        m_game.start = m_startPosition;
        m_game.moves.clear();
        m_game.result.assign(1, '*'); // not = "*": GCC 12 warns (-Wrestrict) on a moved-from string
        m_game.marks.clear();
        m_moves.clear();
        ++m_number;
        m_tagIndex.clear();
        m_started = m_moving = m_inTags = false;
        m_fenLine = m_fenColumn = m_variantLine = m_variantColumn = 0;
        m_depth = 0;
        m_gameBegin.reset();
    }

    std::string_view m_text;
    PgnTokenizer m_tokens;
    PgnLimits m_limits;
    bool m_skipBadGames;
    std::size_t m_tagCount = 0, m_plyCount = 0, m_markCount = 0; // of all games so far
    PgnReading m_reading;
    int m_number = 1; // of m_game in the text, from 1
    Game m_game;
    const Position m_startPosition = Position::startPosition(); // what a Game starts from
    PgnTagIndex m_tagIndex;                                     // of m_game's tags
    std::vector<Move> m_moves; // of m_game, in a buffer that keeps its room from game to game
    Position m_board;
    bool m_started = false;                     // anything of the current game read
    bool m_inTags = false;                      // the last thing read was a tag
    bool m_moving = false;                      // the start position is set up
    PgnSkip m_skip;                             // passing over a bad game
    int m_depth = 0;                            // variations open
    int m_openLine = 0, m_openColumn = 0;       // the outermost '(' still open
    int m_fenLine = 0, m_fenColumn = 0;         // the FEN tag's value
    int m_variantLine = 0, m_variantColumn = 0; // the Variant tag's value
    int m_lastLine = 1, m_lastColumn = 1;       // the last token (the end of the text at the end)
    std::optional<std::size_t> m_gameBegin;     // the byte of m_game's first token
    std::size_t m_lastEnd = 0;                  // the byte after the last token read
    std::size_t m_tagsEnd = 0;                  // the byte after m_game's last tag
};

} // namespace

std::vector<Game> readPgn(std::string_view text, const PgnLimits& limits)
{
    return Reader(text, limits, false).run().games;
}

PgnReading readPgnGames(std::string_view text, const PgnLimits& limits)
{
    return Reader(text, limits, true).run();
}

} // namespace cd
