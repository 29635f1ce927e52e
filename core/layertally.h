// The layered fill (layerfill.h) counted as it goes: each layer's population count per lane and
// the figures of a mobility profile made of them while the layer is still in a register, so that
// no layer is written to memory and read back (docs/performance.md, "Floors of the core
// figures").
#pragma once

#include "batchboard.h"
#include "filltypes.h"
#include "movecontext.h"
#include "profile.h"

#include <span>

namespace cd {

// What a counting fill writes: each lane's profile, but for its square and piece.
struct FillTally {
    // Where lane i's profile goes: all of inPosition (its 64 counts too) and the ratio. All
    // kFillLanes must be set, those of unused lanes too (to scratch): a batch of three runs four.
    std::array<PieceMobility*, kFillLanes> into{};
    // The score each lane's ratio divides by (its empty-board score).
    std::array<double, kFillLanes> base{};
};

// Fills every lane (at most kFillLanes) for a piece of `kind` and `color` as layeredFill does
// (no promotion; a pawn must not start on its first or last rank) and writes its tally to `out`.
void layeredTally(PieceType kind, Color color, CaptureMode captures,
                  std::span<const FillLane> lanes, FillTally& out);
// The same for the lanes of `board` (at most kFillLanes).
void layeredTally(PieceType kind, Color color, CaptureMode captures, const BatchBoard& board,
                  FillTally& out);

namespace detail {
// The same with the counting every path can run, one lane at a time: what the tests check the
// counting of this processor's path against.
void layeredTallyPortable(PieceType kind, Color color, CaptureMode captures,
                          std::span<const FillLane> lanes, FillTally& out);
void layeredTallyPortable(PieceType kind, Color color, CaptureMode captures,
                          const BatchBoard& board, FillTally& out);
} // namespace detail

} // namespace cd
