// The layered fill (layerfill.h) as the arrival maps need it (arrival.h): each piece's distances
// as bit planes, and each side's layers joined over its pieces, made while the layers are still
// in registers instead of written per piece and copied (docs/performance.md, "Floors of the core
// figures").
#pragma once

#include "batchboard.h"
#include "filltypes.h"
#include "movecontext.h"

#include <span>

namespace cd {

// One piece's fill: every square it reaches (its own included) and its distances bit by bit
// (layermap.h): plane k holds the squares whose distance has bit k set.
struct PieceReach {
    Bitboard reached;
    std::array<Bitboard, kMaxPlanes> planes;
};

// The layers of a side's pieces joined over all batches, kept lane by lane until the end:
// lane[c][d][i] holds what lane i of some batch of colour c first reaches at move d. Layers
// from `cleared` on hold nothing yet and are cleared by the fill that first reaches them.
struct SideLayers {
    SideLayers() {} // nothing cleared: the fills clear what they reach
    std::array<std::array<std::array<Bitboard, kFillLanes>, kMaxLayers>, 2> lane;
    int cleared = 1; // move 0 (the pieces themselves) is not kept

    // The squares some piece of colour c first reaches at move d (1 <= d < cleared).
    Bitboard at(std::size_t c, std::size_t d) const
    {
        const auto& l = lane[c][d];
        return l[0] | l[1] | l[2] | l[3];
    }
};

// What an arrival fill reads and writes besides the lanes.
struct ArrivalTally {
    std::array<bool, kFillLanes> black{}; // the colour of each lane's piece
    // Where each lane's reach goes. All kFillLanes must be set, those of unused lanes too (to
    // scratch): a batch of three runs four.
    std::array<PieceReach*, kFillLanes> into{};
    SideLayers* sides = nullptr;
    int depth = 0; // out: the batch's depth (its deepest layer + 1)
};

// Fills every lane (at most kFillLanes) for a piece of `kind` and `color` as layeredFill does
// (no promotion; a pawn must not start on its first or last rank), writes each lane's reach and
// joins its layers to its side's.
void arrivalFill(PieceType kind, Color color, CaptureMode captures, std::span<const FillLane> lanes,
                 ArrivalTally& out);
// The same for the lanes of `board` (at most kFillLanes).
void arrivalFill(PieceType kind, Color color, CaptureMode captures, const BatchBoard& board,
                 ArrivalTally& out);

} // namespace cd
