// Reachability fill (docs/reach.md): the fewest moves a single piece needs to reach each square of
// a position, with every other piece frozen. A bitboard frontier fill is the fast path; a plain
// breadth-first search over the same move rules is the reference.
#pragma once

#include "bitboard.h"
#include "board.h"
#include "distance.h"
#include "filltypes.h"
#include "movecontext.h"
#include "piece.h"

#include <array>
#include <optional>
#include <span>
#include <string_view>

namespace cd {

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

// The context for `piece` standing on `origin` (whatever stands there is replaced by it); the
// options' blocked squares join the mover's own blockers.
// Throws InputError for a pawn on its first or last rank or a promotion piece that is not Q, R,
// B or N.
MoveContext makeContext(const Board& pos, Square origin, Piece piece, const ReachOptions& opts);

// Squares the pieces of `side` attack when `occupied` holds the blockers; `except` is skipped.
Bitboard attackedBy(const Board& pos, Color side, Bitboard occupied, Bitboard except = 0);

// One-move targets of the context's piece standing on u as a `kind` (docs/reach.md); empty when u
// holds an enemy piece in mode stop. Reference implementation, one square at a time.
Bitboard successors(const MoveContext& ctx, PieceType kind, Square u);

// The distance map by bitboard frontier fill (docs/reach.md#how-the-map-is-computed).
DistanceMap reachFill(const MoveContext& ctx);
// The distance map by breadth-first search over (square, kind) states (docs/reach.md).
DistanceMap reachBfs(const MoveContext& ctx);

// The fills' entry points, and the one place that chooses among them (reach.cpp): the lone slider
// fill (lonefill.h) where it runs, else the layered fill (layerfill.h), else reachFill.

// Fills every lane (at most kFillLanes) for a piece of `kind` and `color`. No promotion: a pawn
// on its last rank stops there. A pawn must not start on its first or last rank.
void fillLayers(PieceType kind, Color color, CaptureMode captures, std::span<const FillLane> lanes,
                FillBatch& out, FillPlanes planes = FillPlanes::Write);

// The context's distance map by the fastest fill that serves it: equal to reachFill (which it
// takes for a promoting pawn).
DistanceMap fastReach(const MoveContext& ctx);

// The map of the piece standing on `origin` (fastReach); InputError when the square is empty.
DistanceMap reach(const Board& pos, Square origin, const ReachOptions& opts = {});

// Row s: the map of `piece` placed on s: for a slider, every source at once (pairfill.h), for
// other pieces four sources at a time by layered fill. Rows of pawns on their first or last rank
// are all unreachable.
AllPairs reachPairs(const Board& pos, Piece piece, const ReachOptions& opts = {});
// The same table, one reachFill per row: the reference reachPairs is checked against.
AllPairs reachPairsByFill(const Board& pos, Piece piece, const ReachOptions& opts = {});

} // namespace cd
