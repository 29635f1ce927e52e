// What the fills share (layerfill.h, lonefill.h, piecefills.h): the lanes of a batch and the
// layers they fill, without any fill.
#pragma once

#include "bitboard.h"
#include "layermap.h"

#include <algorithm>
#include <array>
#include <span>

namespace cd {

inline constexpr int kFillLanes = 4;
static_assert(kFillLanes == 4, "the widest vector of lanes holds four (simd.h)");
inline constexpr int kMaxLayers = 64; // a fill without promotion never needs more than 63 moves

// One source of a batch: where the piece stands and the board it sees (mover lifted off).
struct FillLane {
    Square origin = Square(0);
    Bitboard own = 0;   // blockers it may neither pass nor stop on
    Bitboard enemy = 0; // pieces it may capture (as the capture mode says)
    Bitboard taboo = 0; // squares it may pass but not stop on
};

// The lanes one batch fills: the first kFillLanes at most.
inline std::span<const FillLane> oneBatch(std::span<const FillLane> lanes)
{
    return lanes.first(std::min<std::size_t>(lanes.size(), kFillLanes));
}

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

} // namespace cd
