// The frontier fill of the layered fills (docs/reach.md, "How the map is computed") for one, two
// or four lanes, each layer handed to a keeper that makes of it what its caller needs: the layers
// themselves (layerfill.cpp) or their counts (layertally.cpp). Internal to the fills: inlined
// into each fill's code, built for one path of simd.h.
#pragma once

#include "fillmovers.h"

#include <algorithm>
#include <cstring>
#include <type_traits>

namespace cd::movers {

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

// The fill of N lanes together, each layer handed to `keep`.
template <int N, typename Keep, typename M>
CD_INLINE void fill(const M& mover, const Boards<N>& b, Keep& keep)
{
    Lanes<N> reached = b.origin, frontier = b.origin;
    keep.start(b.origin);
    int d = 1;
    for (; d < kMaxLayers; ++d) {
        frontier = mover.targets(frontier & ~b.stop) & b.land & ~reached;
        reached |= frontier;
        keep.layer(frontier, d);
        if (!anyLive<N>(frontier, b.land & ~reached))
            break;
    }
    keep.finish(reached, std::min(d + 1, kMaxLayers));
}

template <int N, typename Keep>
CD_INLINE void fillN(PieceType kind, Color color, const Boards<N>& b, Keep& keep)
{
    const auto run = [&](const auto& mover) CD_BODY { fill<N>(mover, b, keep); };
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

// The narrowest kernel that holds the lanes of `source` (a span of FillLane or a BatchBoard; a
// lone queen need not pay for four), with the keeper keepOf<N>() makes for it. A keeper has
// start(origin), layer(frontier, d) for d = 1, 2, ... and finish(reached, depth).
template <typename Source, typename KeepOf>
CD_INLINE void fillLanes(PieceType kind, Color color, CaptureMode captures, const Source& source,
                         const KeepOf& keepOf)
{
    std::size_t size;
    if constexpr (std::is_same_v<Source, BatchBoard>)
        size = source.size;
    else
        size = source.size();
    if (size <= 1) {
        auto keep = keepOf.template operator()<1>();
        fillN<1>(kind, color, boardsOf<1>(source, captures), keep);
    } else if (size <= 2) {
        auto keep = keepOf.template operator()<2>();
        fillN<2>(kind, color, boardsOf<2>(source, captures), keep);
    } else {
        auto keep = keepOf.template operator()<4>();
        fillN<4>(kind, color, boardsOf<4>(source, captures), keep);
    }
}

} // namespace cd::movers
