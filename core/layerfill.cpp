#include "layerfill.h"

#include "fillmovers.h"
#include "layermap.h"
#include "targetclones.h"

#include <algorithm>
#include <cstring>
#include <utility>

namespace cd {

namespace {

using namespace movers;

template <int N>
CD_LANES_INLINE void scatter(const Lanes<N>& v, std::array<Bitboard, kFillLanes>& a)
{
    std::memcpy(a.data(), &v, sizeof v);
}

// The lanes' values side by side, built in registers: written to memory one by one and read
// back as one vector, they would stall the processor (a load cannot take several stores).
template <int N, typename F> CD_LANES_INLINE Lanes<N> lanesOf(std::span<const FillLane> lanes, F f)
{
    const auto at = [&](std::size_t i) -> Bitboard { return i < lanes.size() ? f(lanes[i]) : 0; };
    if constexpr (N == 1)
        return at(0);
    else if constexpr (N == 2)
        return Lanes<N>{at(0), at(1)};
    else
        return Lanes<N>{at(0), at(1), at(2), at(3)};
}

template <int N>
CD_LANES_INLINE Boards<N> boardsOf(std::span<const FillLane> lanes, CaptureMode captures)
{
    const bool block = captures == CaptureMode::Block, stop = captures == CaptureMode::Stop;
    // An unused lane keeps an empty origin: nothing to fill.
    return {
        lanesOf<N>(lanes, [](const FillLane& l) { return ~(l.own | l.enemy); }),
        lanesOf<N>(lanes, [](const FillLane& l) { return l.enemy; }),
        lanesOf<N>(lanes,
                   [&](const FillLane& l) { return ~(l.own | l.taboo | (block ? l.enemy : 0)); }),
        lanesOf<N>(lanes, [&](const FillLane& l) { return stop ? l.enemy : Bitboard{0}; }),
        lanesOf<N>(lanes, [](const FillLane& l) { return bit(l.origin); })};
}

// Whether some lane has a frontier and squares it may stop on but has not reached.
template <int N> CD_LANES_INLINE bool anyLive(const Lanes<N>& frontier, const Lanes<N>& missing)
{
    Bitboard f[N], m[N];
    std::memcpy(f, &frontier, sizeof f);
    std::memcpy(m, &missing, sizeof m);
    bool live = false;
    for (int i = 0; i < N; ++i)
        live |= f[i] != 0 && m[i] != 0;
    return live;
}

// Adds a layer to the planes of the bits of its distance d. Each plane by a constant index, so
// that the six stay in registers: a variable index kept them in memory, loaded and stored again
// at every move.
template <int N>
CD_LANES_INLINE void addToPlanes(Lanes<N> (&planes)[kMaxPlanes], Lanes<N> layer, int d)
{
    [&]<std::size_t... K>(std::index_sequence<K...>)
    {
        ((planes[K] |= ((d >> K) & 1) ? layer : Lanes<N>{}), ...);
    }
    (std::make_index_sequence<kMaxPlanes>{});
}

// The frontier fill of docs/reach.md ("How the map is computed") for N lanes together.
// Inlined into fillLayers, so that each of its target clones gets its own copy.
template <int N, bool WithPlanes, typename M>
CD_LANES_INLINE void fill(const M& mover, const Boards<N>& b, FillBatch& out)
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

// The fill of one lane for a lone slider: as `fill`, with the frontier kept in every lane of a
// vector between moves.
template <bool Straight, bool Diagonal, bool WithPlanes>
CD_LANES_INLINE void fillLone(const Boards<1>& b, FillBatch& out)
{
    using Four = typename DirectionMover<Straight, Diagonal>::Four;
    const DirectionMover<Straight, Diagonal> mover(b);
    const Four land = Four{b.land, b.land, b.land, b.land};
    const Four moveOn = ~Four{b.stop, b.stop, b.stop, b.stop};
    Four reached = Four{b.origin, b.origin, b.origin, b.origin}, frontier = reached;
    Bitboard planes[kMaxPlanes] = {};
    out.at[0][0] = b.origin;
    int d = 1;
    for (; d < kMaxLayers; ++d) {
        frontier = mover.targets(frontier & moveOn, land & ~reached);
        reached |= frontier;
        const Bitboard layer = frontier[0];
        out.at[static_cast<std::size_t>(d)][0] = layer;
        if constexpr (WithPlanes)
            addToPlanes<1>(planes, layer, d);
        if (layer == 0 || (b.land & ~reached[0]) == 0)
            break;
    }
    out.depth = std::min(d + 1, kMaxLayers);
    out.reached[0] = reached[0];
    if constexpr (WithPlanes)
        for (std::size_t k = 0; k < kMaxPlanes; ++k)
            out.planes[k][0] = planes[k];
}

template <int N, bool WithPlanes>
CD_LANES_INLINE void fillN(PieceType kind, Color color, const Boards<N>& b, FillBatch& out)
{
    const auto run = [&](const auto& mover) __attribute__((always_inline))
    {
        fill<N, WithPlanes>(mover, b, out);
    };
    if constexpr (N == 1) {
        static const bool avx2 = __builtin_cpu_supports("avx2");
        if (avx2 && kind == PieceType::Queen)
            return fillLone<true, true, WithPlanes>(b, out);
        if (avx2 && kind == PieceType::Rook)
            return fillLone<true, false, WithPlanes>(b, out);
        if (avx2 && kind == PieceType::Bishop)
            return fillLone<false, true, WithPlanes>(b, out);
    }
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
CD_LANES_INLINE void fillLanes(PieceType kind, Color color, CaptureMode captures,
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

// The two kinds of fill as two functions, so that neither pays for the other's test at every
// move, nor has its code moved about by the other's.
CD_TARGET_CLONES void fillWithPlanes(PieceType kind, Color color, CaptureMode captures,
                                     std::span<const FillLane> lanes, FillBatch& out)
{
    fillLanes<true>(kind, color, captures, lanes, out);
}

CD_TARGET_CLONES void fillLayersOnly(PieceType kind, Color color, CaptureMode captures,
                                     std::span<const FillLane> lanes, FillBatch& out)
{
    fillLanes<false>(kind, color, captures, lanes, out);
}

} // namespace

void fillLayers(PieceType kind, Color color, CaptureMode captures, std::span<const FillLane> lanes,
                FillBatch& out, FillPlanes planes)
{
    if (planes == FillPlanes::Write)
        fillWithPlanes(kind, color, captures, lanes, out);
    else
        fillLayersOnly(kind, color, captures, lanes, out);
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

DistanceMap fastReach(const MoveContext& ctx)
{
    if (ctx.piece.type == PieceType::Pawn && ctx.promotion)
        return reachFill(ctx);
    FillBatch batch;
    const FillLane lane = fillLane(ctx);
    fillLayers(ctx.piece.type, ctx.piece.color, ctx.captures, {&lane, 1}, batch);
    return distanceMap(batch, 0);
}

} // namespace cd
