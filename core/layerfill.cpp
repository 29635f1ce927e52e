#include "layerfill.h"

#include "fillmovers.h"
#include "layermap.h"
#include "simd.h"

#include <algorithm>
#include <cstring>

namespace cd {

namespace {

using namespace movers;

template <int N> CD_INLINE void scatter(const Lanes<N>& v, std::array<Bitboard, kFillLanes>& a)
{
    std::memcpy(a.data(), &v, sizeof v);
}

// Whether some lane has a frontier and squares it may stop on but has not reached.
template <int N> CD_INLINE bool anyLive(const Lanes<N>& frontier, const Lanes<N>& missing)
{
    Bitboard f[N], m[N];
    std::memcpy(f, &frontier, sizeof f);
    std::memcpy(m, &missing, sizeof m);
    bool live = false;
    for (int i = 0; i < N; ++i)
        live |= f[i] != 0 && m[i] != 0;
    return live;
}

// The frontier fill of docs/reach.md ("How the map is computed") for N lanes together.
// Inlined into layeredFill, so that each path of simd.h gets its own copy.
template <int N, bool WithPlanes, typename M>
CD_INLINE void fill(const M& mover, const Boards<N>& b, FillBatch& out)
{
    Lanes<N> reached = b.origin, frontier = b.origin;
    Lanes<N> planes[kMaxPlanes] = {};
    scatter<N>(b.origin, out.at[0]);
    int d = 1;
    for (; d < kMaxLayers; ++d) {
        frontier = mover.targets(frontier & ~b.stop) & b.land & ~reached;
        reached |= frontier;
        scatter<N>(frontier, out.at[static_cast<std::size_t>(d)]);
        // The distance d bit by bit, for the maps (layermap.h).
        if constexpr (WithPlanes)
            addToPlanes<N>(planes, frontier, d);
        if (!anyLive<N>(frontier, b.land & ~reached))
            break;
    }
    out.depth = std::min(d + 1, kMaxLayers);
    scatter<N>(reached, out.reached);
    if constexpr (WithPlanes)
        for (std::size_t k = 0; k < kMaxPlanes; ++k)
            scatter<N>(planes[k], out.planes[k]);
}

template <int N, bool WithPlanes>
CD_INLINE void fillN(PieceType kind, Color color, const Boards<N>& b, FillBatch& out)
{
    const auto run = [&](const auto& mover) CD_BODY { fill<N, WithPlanes>(mover, b, out); };
    switch (kind) {
    case PieceType::Pawn:
        if (color == Color::White)
            run(Mover<PieceType::Pawn, Color::White, N>(b));
        else
            run(Mover<PieceType::Pawn, Color::Black, N>(b));
        return;
    case PieceType::Knight:
        return run(Mover<PieceType::Knight, Color::White, N>(b));
    case PieceType::King:
        return run(Mover<PieceType::King, Color::White, N>(b));
    case PieceType::Wazir:
        return run(Mover<PieceType::Wazir, Color::White, N>(b));
    case PieceType::Bishop:
        return run(SliderMover<false, true, N>(b));
    case PieceType::Rook:
        return run(SliderMover<true, false, N>(b));
    case PieceType::Queen:
        return run(SliderMover<true, true, N>(b));
    }
}

template <bool WithPlanes>
CD_INLINE void fillLanes(PieceType kind, Color color, CaptureMode captures,
                         std::span<const FillLane> lanes, FillBatch& out)
{
    out.lanes = static_cast<int>(std::min<std::size_t>(lanes.size(), kFillLanes));
    lanes = lanes.first(static_cast<std::size_t>(out.lanes));
    // The narrowest kernel that holds the lanes: a lone queen need not pay for four.
    if (out.lanes <= 1)
        fillN<1, WithPlanes>(kind, color, boardsOf<1>(lanes, captures), out);
    else if (out.lanes <= 2)
        fillN<2, WithPlanes>(kind, color, boardsOf<2>(lanes, captures), out);
    else
        fillN<4, WithPlanes>(kind, color, boardsOf<4>(lanes, captures), out);
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
                           CD_BODY { fillLanes<true>(k, c, m, l, *o); },
                       kind, color, captures, lanes, &out);
    else
        simd::dispatch([](PieceType k, Color c, CaptureMode m, L l, FillBatch* o)
                           CD_BODY { fillLanes<false>(k, c, m, l, *o); },
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
