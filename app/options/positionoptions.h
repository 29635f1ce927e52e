// Where a command's position comes from: --fen, or a game of a PGN file (--pgn FILE, --game N and
// --ply K or --move "23. Nf3"); --plies A-B lets frames and worksheet take several of its
// positions. Every command that takes a position reads it here (docs/manual.md).
#pragma once

#include "board.h"
#include "game.h"
#include "options/gamefile.h"
#include "options/given.h"
#include "options/optionrules.h"

#include <QCommandLineOption>
#include <QList>
#include <QString>

#include <cstdint>

#include <optional>
#include <string>
#include <vector>

namespace cd::options {

// --fen (described by `fenHelp`), --pgn, --game, --ply, --move and --strict.
QList<QCommandLineOption> positionOptions(const QString& fenHelp);
// --plies, described by `help`: several positions of the game (see gamePlies).
QCommandLineOption pliesOption(const QString& help);

// The position options as given, their values unread (each is checked where it is used, so a
// bad one is named as it always was).
struct PositionRequest {
    std::optional<QString> fen, pgn, game, ply, move, plies;
    bool strict = false; // refuse a --pgn file at its first bad game instead of skipping it
    // Whether a position is given (--fen or --pgn); says nothing about its validity.
    bool given() const { return fen || pgn; }
    BadGames badGames() const { return strict ? BadGames::Refuse : BadGames::Skip; }
};

PositionRequest positionRequest(const Given& given);

// The rules of the position options, the end of every table of a command that takes them:
// --fen and --pgn together, --game, --ply, --move, --plies or --strict without --pgn, --ply with
// --move, --plies with --ply or --move, --pgn without a ply.
const RuleTable& positionRules();

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

// The position the request gives (the rules of positionRules checked already); throws
// UsageError naming the problem: a game, ply or move the file does not have, a FEN or a file
// that cannot be read. With --plies, the position at the first of them.
// With `games`, the --pgn file's games read already: the file is not read again (a pipe can be
// read only once).
GivenPosition positionFrom(const PositionRequest& request, const GameFile* games = nullptr);

// A game's positions chosen by --plies.
struct GamePlies {
    Game game;
    int number = 1;                 // the game, from 1
    std::vector<std::size_t> plies; // in the order given
};

// --pgn, --game and --plies read as positionFrom does; `lists` accepts "12,18,25" and ranges
// inside a list, else only "A-B" or "A". Every item is checked, but only the first `limit` plies
// are kept (a caller that uses no more asks for no more). Throws UsageError.
GamePlies gamePlies(const PositionRequest& request, bool lists, std::size_t limit = SIZE_MAX);

// The index in file.games of the game `game` names by its place in the file (the first game read
// when not given); throws UsageError naming the range, or why the game was skipped.
std::size_t gameIndex(const std::optional<QString>& game, const GameFile& file);
// The ply `text` of game `number` (counted from 1): 0 .. its number of moves; throws UsageError
// naming the range.
std::size_t plyIndex(const QString& text, const Game& game, int number);

// The position after `ply` of the game, with its move and moment.
GivenPosition gamePosition(const Game& game, std::size_t ply);

} // namespace cd::options
