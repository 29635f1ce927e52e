// Distance maps from layers (the squares first reached at move 0, 1, 2, ...). The distances are
// written bit by bit: plane k holds the squares whose distance has bit k set, so the cost grows
// with the number of bits of the depth, not with the depth.
#pragma once

#include "bitboard.h"
#include "distance.h"

#include <array>
#include <bit>
#include <span>

namespace cd {

// Enough planes for any distance below 64.
inline constexpr int kMaxPlanes = 6;

// The map whose unreached squares are kUnreachable and whose other squares hold the number made
// of their bits in `planes` (plane k: bit k).
DistanceMap mapOfPlanes(Bitboard unreached, std::span<const Bitboard> planes);

// Where mapsOfPlanes finds its maps: map i has its unreached squares at unreached[i] and its
// plane k at planes[k * stride + i], for the first `count` planes (at most kMaxPlanes). Each
// pointer is the start of contiguous words, such as a fill's arrays or a table of vectors.
struct PlaneWords {
    const Bitboard* unreached = nullptr;
    const Bitboard* planes = nullptr;
    std::size_t stride = 0;
    std::size_t count = 0;
};

// The maps of n sources at once, map i into *out[i]: one call for a batch or a whole table
// instead of one per map.
void mapsOfPlanes(std::size_t n, const PlaneWords& in, DistanceMap* const* out);

namespace detail {
// mapOfPlanes without the processor's vector instructions (what other processors run).
DistanceMap mapOfPlanesPortable(Bitboard unreached, std::span<const Bitboard> planes);
} // namespace detail

// The planes of layers 0 .. depth-1 (depth <= 64): layerAt(d) gives the squares first reached at
// move d, and is called once for each d from 1 up, in order; plane k holds the squares whose
// distance has bit k set.
template <typename LayerAt>
std::array<Bitboard, kMaxPlanes> planesOfLayers(int depth, const LayerAt& layerAt)
{
    std::array<Bitboard, kMaxPlanes> planes{};
    for (int d = 1; d < depth; ++d) {
        const Bitboard layer = layerAt(d);
        for (std::size_t k = 0; k < kMaxPlanes; ++k)
            if ((d >> k) & 1)
                planes[k] |= layer;
    }
    return planes;
}

// The number of planes distances below `depth` need.
constexpr std::size_t planeCount(int depth)
{
    return depth > 1 ? static_cast<std::size_t>(std::bit_width(static_cast<unsigned>(depth - 1)))
                     : 0;
}

// The map of layers 0 .. depth-1; every square outside `reached` is unreachable.
template <typename LayerAt>
DistanceMap mapOfLayers(Bitboard reached, int depth, const LayerAt& layerAt)
{
    const auto planes = planesOfLayers(depth, layerAt);
    return mapOfPlanes(~reached, std::span(planes).first(planeCount(depth)));
}

} // namespace cd
