#include "layerfill.h"

#include "fillloop.h"
#include "layermap.h"
#include "simd.h"

#include <cstring>

namespace cd {

namespace {

using namespace movers;

template <int N> CD_INLINE void scatter(const Lanes<N>& v, std::array<Bitboard, kFillLanes>& a)
{
    std::memcpy(a.data(), &v, sizeof v);
}

// Keeps every layer of a batch, and its distance planes if WithPlanes (the FillBatch).
template <int N, bool WithPlanes> struct KeepLayers {
    FillBatch& out;
    Lanes<N> planes[kMaxPlanes] = {};
    CD_INLINE void start(const Lanes<N>& origin) { scatter<N>(origin, out.at[0]); }
    CD_INLINE void layer(const Lanes<N>& frontier, int d)
    {
        scatter<N>(frontier, out.at[static_cast<std::size_t>(d)]);
        // The distance d bit by bit, for the maps (layermap.h).
        if constexpr (WithPlanes)
            addToPlanes<N>(planes, frontier, d);
    }
    CD_INLINE void finish(const Lanes<N>& reached, int depth)
    {
        out.depth = depth;
        scatter<N>(reached, out.reached);
        if constexpr (WithPlanes)
            for (std::size_t k = 0; k < kMaxPlanes; ++k)
                scatter<N>(planes[k], out.planes[k]);
    }
};

template <bool WithPlanes>
CD_INLINE void fillBatch(PieceType kind, Color color, CaptureMode captures,
                         std::span<const FillLane> lanes, FillBatch& out)
{
    lanes = oneBatch(lanes);
    out.lanes = static_cast<int>(lanes.size());
    fillLanes(kind, color, captures, lanes,
              [&]<int N>() CD_BODY { return KeepLayers<N, WithPlanes>{out}; });
}

} // namespace

// The two kinds of fill as two bodies, so that neither pays for the other's test at every move,
// nor has its code moved about by the other's.
void layeredFill(PieceType kind, Color color, CaptureMode captures, std::span<const FillLane> lanes,
                 FillBatch& out, FillPlanes planes)
{
    using L = std::span<const FillLane>;
    if (planes == FillPlanes::Write)
        simd::dispatch([](PieceType k, Color c, CaptureMode m, L l, FillBatch* o)
                           CD_BODY { fillBatch<true>(k, c, m, l, *o); },
                       kind, color, captures, lanes, &out);
    else
        simd::dispatch([](PieceType k, Color c, CaptureMode m, L l, FillBatch* o)
                           CD_BODY { fillBatch<false>(k, c, m, l, *o); },
                       kind, color, captures, lanes, &out);
}

FillLane fillLane(const MoveContext& ctx)
{
    return {ctx.origin, ctx.own, ctx.enemy, ctx.taboo};
}

DistanceMap distanceMap(const FillBatch& batch, int lane)
{
    const auto l = static_cast<std::size_t>(lane);
    std::array<Bitboard, kMaxPlanes> planes;
    for (std::size_t k = 0; k < kMaxPlanes; ++k)
        planes[k] = batch.planes[k][l];
    return mapOfPlanes(~batch.reached[l], std::span(planes).first(planeCount(batch.depth)));
}

} // namespace cd
