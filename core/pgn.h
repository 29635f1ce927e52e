// Portable Game Notation: reading files of one or many games, and writing them
// (docs/games.md#pgn).
#pragma once

#include "game.h"
#include "message.h"

#include <atomic>
#include <string>
#include <string_view>
#include <utility>
#include <vector>

namespace cd {

// Why a PGN was refused: the game (1-based), its players if the tags named them ("Anand–Carlsen"),
// the 1-based line and column, and what is wrong. what() is the whole line in English.
class PgnError : public InputError {
public:
    PgnError(int game, std::string players, int line, int column, Message detail);
    int game() const { return m_game; }
    const std::string& players() const { return m_players; }
    int line() const { return m_line; }
    int column() const { return m_column; }
    const Message& detail() const { return m_detail; }

private:
    int m_game, m_line, m_column;
    std::string m_players;
    Message m_detail;
};

// The template of that line: %1 game, (%2 players,) then line, column, detail.
const char* pgnErrorLine(bool withPlayers);

// The most one PGN text may hold (docs/games.md#limits), so that memory stays in proportion to
// the text: a game of a single "*" would otherwise cost a hundred times its size.
inline constexpr std::size_t kMaxPgnGames = 100'000;    // games read and games skipped together
inline constexpr std::size_t kMaxPgnPlies = 10'000'000; // main-line moves of all games
inline constexpr std::size_t kMaxPgnTags = 2'000'000;   // tag pairs of all games, repeats too
inline constexpr std::size_t kMaxPgnMarks = 1'000'000;  // positions with arrows or circles
// Tag pairs of one game, repeats not counted: a game with more is bad (and skipped), since the
// copy it is kept in would cost a file of it alone 16 times its size.
inline constexpr std::size_t kMaxPgnGameTags = 1'000;
// The skipped games whose reasons readPgnGames keeps: the others are counted only.
inline constexpr std::size_t kMaxPgnReasons = 500;
struct PgnLimits {
    std::size_t games = kMaxPgnGames;
    std::size_t plies = kMaxPgnPlies;
    std::size_t tags = kMaxPgnTags;
    std::size_t gameTags = kMaxPgnGameTags;
    std::size_t marks = kMaxPgnMarks;
    std::size_t reasons = kMaxPgnReasons;
    // Set (by another thread) to end the reading early: what was read so far is returned. The
    // window's Cancel; null for none.
    const std::atomic<bool>* stop = nullptr;
};

// Every game of a PGN text, main lines only: moves inside variations "( ... )" are skipped
// unchecked, NAGs dropped, comments dropped but for the arrows and circled squares they draw
// (Game::marks, core/pgnmarks.h); a tag repeated in a game is dropped (the first one counts,
// as Game::tag reads it). All games or a PgnError: nothing is read partly, and nothing beyond
// `limits`.
std::vector<Game> readPgn(std::string_view text, const PgnLimits& limits = {});

// A PGN text read game by game: the games that could be read, and why each other one was skipped.
struct PgnReading {
    std::vector<Game> games;
    std::vector<int> numbers; // numbers[i]: the place of games[i] in the text, from 1
    // spans[i]: the bytes of games[i] in the text, from its first token to its last; read alone
    // they give the same game.
    std::vector<std::pair<std::size_t, std::size_t>> spans;
    std::vector<PgnError> skipped; // the first games skipped (limits.reasons), in text order
    std::size_t skippedCount = 0;  // every game skipped, those in `skipped` too
};

// Like readPgn, but a game that cannot be read is skipped and reported, and reading goes on with
// the next game: after the skipped game's result, or at a tag that starts a line after its moves
// or after an empty line (where a comment never closed ends too). A skipped game leaves no trace
// in the others, and costs no more than its count once limits.reasons are kept. Only passing
// `limits` ends the reading (PgnError); skipped games count toward limits.games.
PgnReading readPgnGames(std::string_view text, const PgnLimits& limits = {});

// PGN export format: the seven tag roster first ("?" for a missing tag), the other tags (Variant
// "Chess960" for a Chess960 game), SetUp and FEN when the game does not start from the initial
// position, numbered moves in SAN on lines
// of at most 80 characters (a comment may be longer), each ply's arrows and circles as a comment
// after its move, the result. Games are separated by an empty line.
std::string writePgn(const Game& game);
std::string writePgn(const std::vector<Game>& games);

} // namespace cd
