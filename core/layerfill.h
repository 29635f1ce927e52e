// Reach as layers (docs/reach.md, "How the map is computed"): the squares a piece first reaches at
// move 0, 1, 2, ..., for up to kFillLanes sources of one kind at once. Each step is a constant
// number of set-wise operations (Kogge-Stone occluded fills for sliders) whatever the size of the
// frontier, and the sources run side by side in a loop the compiler vectorises. The fast path
// behind reach, reachPairs, the mobility profiles and the arrival maps; reachFill and reachBfs stay
// the reference.
#pragma once

#include "layermap.h"
#include "reach.h"

#include <array>
#include <span>

namespace cd {

inline constexpr int kFillLanes = 4;
static_assert(kFillLanes == 4, "the widest vector of lanes holds four (fillmovers.h)");
inline constexpr int kMaxLayers = 64; // a fill without promotion never needs more than 63 moves

// One source of a batch: where the piece stands and the board it sees (mover lifted off).
struct FillLane {
    Square origin = Square(0);
    Bitboard own = 0;   // blockers it may neither pass nor stop on
    Bitboard enemy = 0; // pieces it may capture (as the capture mode says)
    Bitboard taboo = 0; // squares it may pass but not stop on
};

// The layers of up to kFillLanes sources: at[d][lane] holds the squares that lane first reaches
// at move d (at[0][lane] is its origin); layers at or beyond `depth` are empty for every lane.
struct FillBatch {
    FillBatch() {} // leaves the layers uninitialised: the fill writes what it uses
    int lanes = 0;
    int depth = 0;
    std::array<std::array<Bitboard, kFillLanes>, kMaxLayers> at;
    std::array<Bitboard, kFillLanes> reached; // every square the lane reaches, its origin included
    // planes[k][lane]: the squares whose distance has bit k set (layermap.h); left as they were
    // when the fill was asked to skip them.
    std::array<std::array<Bitboard, kFillLanes>, kMaxPlanes> planes;

    // The layer of one lane; empty for d >= depth.
    Bitboard layer(int d, int lane) const
    {
        return d < depth ? at[static_cast<std::size_t>(d)][static_cast<std::size_t>(lane)] : 0;
    }
};

// Whether a fill writes the distance planes as well as the layers. The mobility profiles need the
// layers alone, and skipping the planes saves a tenth of their time.
enum class FillPlanes : bool { Skip, Write };

// Fills every lane (at most kFillLanes) for a piece of `kind` and `color`. No promotion: a pawn
// on its last rank stops there. A pawn must not start on its first or last rank.
void fillLayers(PieceType kind, Color color, CaptureMode captures, std::span<const FillLane> lanes,
                FillBatch& out, FillPlanes planes = FillPlanes::Write);

// The lane of a context (its promotion is ignored).
FillLane fillLane(const MoveContext& ctx);

// The distance map of one lane.
DistanceMap distanceMap(const FillBatch& batch, int lane);

// The context's distance map by layered fill: equal to reachFill (which handles promotion; this
// falls back to it for a promoting pawn).
DistanceMap fastReach(const MoveContext& ctx);

} // namespace cd
