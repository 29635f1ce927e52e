#include "movegraph.h"

#include <cassert>

namespace cd {

MoveGraph moveGraph(const MoveContext& ctx)
{
    MoveGraph g;
    for (Square u = A1; u <= H8; ++u)
        g[static_cast<std::size_t>(u)] = successors(ctx, ctx.piece.type, u);
    return g;
}

MoveGraph emptyBoardGraph(PieceType type)
{
    MoveContext ctx;
    ctx.piece = {Color::White, type};
    return moveGraph(ctx);
}

MoveGraph reversed(const MoveGraph& g)
{
    MoveGraph r{};
    for (Square u = A1; u <= H8; ++u)
        forEachSquare(g[static_cast<std::size_t>(u)],
                      [&](Square v) { r[static_cast<std::size_t>(v)] |= bit(u); });
    return r;
}

DistanceMap graphDistances(const MoveGraph& g, Square from)
{
    DistanceMap dist = unreachableMap();
    assert(isSquare(from));
    dist[static_cast<std::size_t>(from)] = 0;
    Bitboard reached = bit(from), frontier = reached;
    for (int d = 1; frontier; ++d) {
        Bitboard next = 0;
        forEachSquare(frontier, [&](Square u) { next |= g[static_cast<std::size_t>(u)]; });
        frontier = next & ~reached;
        reached |= frontier;
        forEachSquare(frontier, [&](Square v) {
            dist[static_cast<std::size_t>(v)] = static_cast<std::int8_t>(d);
        });
    }
    return dist;
}

DistanceMap graphDistancesTo(const MoveGraph& g, Square to)
{
    DistanceMap dist = unreachableMap();
    assert(isSquare(to));
    dist[static_cast<std::size_t>(to)] = 0;
    Bitboard reached = bit(to), frontier = reached;
    for (int d = 1; frontier; ++d) {
        Bitboard next = 0;
        forEachSquare(~reached, [&](Square u) {
            if (g[static_cast<std::size_t>(u)] & frontier)
                next |= bit(u);
        });
        frontier = next;
        reached |= next;
        forEachSquare(next, [&](Square v) {
            dist[static_cast<std::size_t>(v)] = static_cast<std::int8_t>(d);
        });
    }
    return dist;
}

} // namespace cd
