// Where a command's position comes from: --fen, or a game of a PGN file (--pgn FILE, --game N and
// --ply K or --move "23. Nf3"); --plies A-B lets frames and worksheet take several of its
// positions. Every command that takes a position reads it here (docs/manual.md).
#pragma once

#include "board.h"
#include "game.h"
#include "options/gamefile.h"

#include <QCommandLineParser>
#include <QString>

#include <cstdint>

#include <optional>
#include <string>
#include <vector>

namespace cd::options {

// Adds --fen (described by `fenHelp`), --pgn, --game, --ply, --move and --strict.
void addPositionOptions(QCommandLineParser& parser, const QString& fenHelp);

// Whether --strict refuses a --pgn file at its first bad game, or such games are skipped.
BadGames badGamesOption(const QCommandLineParser& parser);
// Adds --plies, described by `help`: several positions of the game (see gamePliesFromParser).
void addPliesOption(QCommandLineParser& parser, const QString& help);

// Whether the options give a position (--fen or --pgn); says nothing about its validity.
bool positionGiven(const QCommandLineParser& parser);

struct GivenPosition {
    Board board; // the empty board when none is given
    // From a game: the move that led there ("23. Nf3"), "" at the game's start.
    std::optional<std::string> gameMove;
    QString after; // from a game: "after 23. Nf3" or "at the start of the game"; else empty
    std::optional<std::size_t> ply; // from a game: the ply, 0 at its start
    int game = 0;                   // from a game: its number in the file, from 1
    BoardMarks marks{};             // from a game: the arrows and circles its comments draw there
    // From a game: it is Chess960 (its Variant tag, or its castling rights), which a FEN does not
    // say when king and rooks stand where standard chess has them.
    bool chess960 = false;
};

// The position the options give; throws UsageError naming the problem: --fen and --pgn together,
// --game, --ply, --move or --plies without --pgn, --ply with --move, --pgn without a ply, a game,
// ply or move the file does not have, a FEN or a file that cannot be read. With --plies, the
// position at the first of them.
// With `games`, the --pgn file's games read already: the file is not read again (a pipe can be
// read only once).
GivenPosition positionFromParser(const QCommandLineParser& parser, const GameFile* games = nullptr);

// A game's positions chosen by --plies.
struct GamePlies {
    Game game;
    int number = 1;                 // the game, from 1
    std::vector<std::size_t> plies; // in the order given
};

// --pgn, --game and --plies checked as positionFromParser does; `lists` accepts "12,18,25" and
// ranges inside a list, else only "A-B" or "A". Every item is checked, but only the first `limit`
// plies are kept (a caller that uses no more asks for no more). Throws UsageError.
GamePlies gamePliesFromParser(const QCommandLineParser& parser, bool lists,
                              std::size_t limit = SIZE_MAX);

// The index in file.games of the game --game names by its place in the file (the first game read
// when not given); throws UsageError naming the range, or why the game was skipped.
std::size_t gameIndexOption(const QCommandLineParser& parser, const GameFile& file);
// --ply of game `number` (counted from 1): 0 .. its number of moves; throws UsageError naming
// the range.
std::size_t plyOption(const QCommandLineParser& parser, const Game& game, int number);

// The position after `ply` of the game, with its move and moment.
GivenPosition gamePosition(const Game& game, std::size_t ply);

} // namespace cd::options
