// Reach as layers (docs/reach.md, "How the map is computed"): the squares a piece first reaches at
// move 0, 1, 2, ..., for up to kFillLanes sources of one kind at once. Each step is a constant
// number of set-wise operations (Kogge-Stone occluded fills for sliders) whatever the size of the
// frontier, and the sources run side by side in a loop the compiler vectorises. Callers go through
// fillLayers and fastReach (reach.h), which choose between this fill and the others; reachFill
// and reachBfs stay the reference.
#pragma once

#include "distance.h"
#include "filltypes.h"
#include "movecontext.h"

#include <span>

namespace cd {

// Fills every lane (at most kFillLanes) for a piece of `kind` and `color` by the layered fill,
// built for the path of simd.h. No promotion: a pawn on its last rank stops there. A pawn must
// not start on its first or last rank.
void layeredFill(PieceType kind, Color color, CaptureMode captures, std::span<const FillLane> lanes,
                 FillBatch& out, FillPlanes planes = FillPlanes::Write);

// The lane of a context (its promotion is ignored).
FillLane fillLane(const MoveContext& ctx);

// The distance map of one lane.
DistanceMap distanceMap(const FillBatch& batch, int lane);

} // namespace cd
