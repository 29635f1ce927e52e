// Reachability fill (docs/reach.md): the fewest moves a single piece needs to reach each square of
// a position, with every other piece frozen. A bitboard frontier fill is the fast path; a plain
// breadth-first search over the same move rules is the reference.
#pragma once

#include "bitboard.h"
#include "distance.h"
#include "piece.h"
#include "position.h"

#include <array>
#include <optional>
#include <string_view>

namespace cd {

// What an enemy piece on the way means (docs/reach.md#what-stands-in-the-way).
enum class CaptureMode : std::uint8_t {
    Stop,     // capture it; the capture ends the trajectory (default)
    Continue, // capture it and move on as if it vanished
    Block,    // an obstacle, like an own piece
};

std::string_view captureModeName(CaptureMode m);
std::optional<CaptureMode> parseCaptureMode(std::string_view name);

struct ReachOptions {
    CaptureMode captures = CaptureMode::Stop;
    bool avoidAttacked = false; // never stop on a square the opponent attacks
    Bitboard taboo = 0;         // more squares to pass but never stop on
    Bitboard blocked = 0;       // neutral blockers: no piece may pass or stop on them (what-if)
    std::optional<PieceType> promotion; // a pawn on its last rank continues as this piece
    friend bool operator==(const ReachOptions&, const ReachOptions&) = default;
};

// The mover and the board it moves on, with the mover lifted off its origin.
struct MoveContext {
    Piece piece;
    Square origin = A1;
    Bitboard own = 0;   // blockers of the mover's colour
    Bitboard enemy = 0; // the opponent's pieces
    Bitboard taboo = 0; // squares that may be passed but not stopped on
    CaptureMode captures = CaptureMode::Stop;
    std::optional<PieceType> promotion;

    Bitboard occupied() const { return own | enemy; }
};

// The context for `piece` standing on `origin` (whatever stands there is replaced by it); the
// options' blocked squares join the mover's own blockers.
// Throws InputError for a pawn on its first or last rank or a promotion piece that is not Q, R,
// B or N.
MoveContext makeContext(const Position& pos, Square origin, Piece piece, const ReachOptions& opts);

// Squares the pieces of `side` attack when `occupied` holds the blockers; `except` is skipped.
Bitboard attackedBy(const Position& pos, Color side, Bitboard occupied, Bitboard except = 0);

// One-move targets of the context's piece standing on u as a `kind` (docs/reach.md); empty when u
// holds an enemy piece in mode stop. Reference implementation, one square at a time.
Bitboard successors(const MoveContext& ctx, PieceType kind, Square u);

// The distance map by bitboard frontier fill (docs/reach.md#how-the-map-is-computed).
DistanceMap reachFill(const MoveContext& ctx);
// The distance map by breadth-first search over (square, kind) states (docs/reach.md).
DistanceMap reachBfs(const MoveContext& ctx);

// The map of the piece standing on `origin` (layered fill, layerfill.h); InputError when the
// square is empty.
DistanceMap reach(const Position& pos, Square origin, const ReachOptions& opts = {});

// Row s: the map of `piece` placed on s: for a slider, every source at once (pairfill.h), for
// other pieces four sources at a time by layered fill. Rows of pawns on their first or last rank
// are all unreachable.
AllPairs reachPairs(const Position& pos, Piece piece, const ReachOptions& opts = {});
// The same table, one reachFill per row: the reference reachPairs is checked against.
AllPairs reachPairsByFill(const Position& pos, Piece piece, const ReachOptions& opts = {});

} // namespace cd
