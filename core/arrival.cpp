#include "arrival.h"

#include "piecefills.h"

#include <algorithm>

namespace cd {

namespace {

ReachOptions withoutPromotion(ReachOptions opts)
{
    opts.promotion.reset();
    return opts;
}

// moves from the squares first reached at each move: fresh[d] = squares whose fewest is d.
void writeMoves(DistanceMap& moves, const std::array<Bitboard, kMaxLayers>& fresh, int depth)
{
    moves = unreachableMap();
    for (int d = 0; d < depth; ++d)
        forEachSquare(fresh[static_cast<std::size_t>(d)], [&](Square s) {
            moves[static_cast<std::size_t>(s)] = static_cast<std::int8_t>(d);
        });
}

// The map of `side` from fills that hold (at least) all of its pieces.
ArrivalMap sideMap(const Position& pos, Color side, const std::vector<PieceBatch>& batches)
{
    // any[d]: the squares some piece of the side first reaches at move d.
    std::array<Bitboard, kMaxLayers> any{};
    int depth = 0;
    for (const PieceBatch& b : batches)
        for (int i = 0; i < b.fill.lanes; ++i)
            if (b.pieces[static_cast<std::size_t>(i)].color == side) {
                depth = std::max(depth, b.fill.depth);
                for (int d = 0; d < b.fill.depth; ++d)
                    any[static_cast<std::size_t>(d)] |= b.fill.layer(d, i);
            }
    // fresh[d]: the squares the side reaches at move d and not before.
    std::array<Bitboard, kMaxLayers> fresh{};
    Bitboard seen = 0;
    for (int d = 0; d < depth; ++d) {
        fresh[static_cast<std::size_t>(d)] = any[static_cast<std::size_t>(d)] & ~seen;
        seen |= fresh[static_cast<std::size_t>(d)];
    }
    ArrivalMap map;
    map.side = side;
    writeMoves(map.moves, fresh, depth);
    const std::vector<Square> order = pieceOrder(pos, side);
    std::array<std::uint8_t, 64> slot{};
    for (std::size_t i = 0; i < order.size(); ++i)
        slot[static_cast<std::size_t>(order[i])] = static_cast<std::uint8_t>(i);
    map.pieces.resize(order.size());
    for (const PieceBatch& b : batches)
        for (int i = 0; i < b.fill.lanes; ++i) {
            const Square s = b.squares[static_cast<std::size_t>(i)];
            if (b.pieces[static_cast<std::size_t>(i)].color != side)
                continue;
            Bitboard first = 0;
            for (int d = 0; d < b.fill.depth; ++d)
                first |= b.fill.layer(d, i) & fresh[static_cast<std::size_t>(d)];
            map.pieces[slot[static_cast<std::size_t>(s)]] = {s, first};
        }
    return map;
}

} // namespace

ArrivalMap arrivalMap(const Position& pos, Color side, const ReachOptions& opts)
{
    return sideMap(pos, side, fillPieces(pos, opts, side));
}

Arrival arrival(const Position& pos, const ReachOptions& opts)
{
    const std::vector<PieceBatch> batches = fillPieces(pos, opts, std::nullopt);
    return {sideMap(pos, Color::White, batches), sideMap(pos, Color::Black, batches)};
}

ArrivalMap arrivalMapByFill(const Position& pos, Color side, const ReachOptions& opts)
{
    ArrivalMap map;
    map.side = side;
    const std::vector<Square> order = pieceOrder(pos, side);
    std::vector<DistanceMap> maps;
    for (const Square s : order)
        maps.push_back(reachFill(makeContext(pos, s, *pos.pieceAt(s), withoutPromotion(opts))));
    for (std::size_t t = 0; t < 64; ++t)
        for (const DistanceMap& m : maps)
            if (m[t] != kUnreachable && (map.moves[t] == kUnreachable || m[t] < map.moves[t]))
                map.moves[t] = m[t];
    for (std::size_t k = 0; k < maps.size(); ++k) {
        Bitboard first = 0;
        for (std::size_t t = 0; t < 64; ++t)
            if (maps[k][t] != kUnreachable && maps[k][t] == map.moves[t])
                first |= bit(Square(static_cast<int>(t)));
        map.pieces.push_back({order[k], first});
    }
    return map;
}

Bitboard arriversAt(const ArrivalMap& map, Square s)
{
    Bitboard result = 0;
    for (const Arriver& a : map.pieces)
        if (has(a.first, s))
            result |= bit(a.square);
    return result;
}

std::array<std::optional<int>, 64> arrivalDifference(const Arrival& a)
{
    std::array<std::optional<int>, 64> diff{};
    for (std::size_t s = 0; s < 64; ++s) {
        const int w = a.white.moves[s], b = a.black.moves[s];
        if (w != kUnreachable && b != kUnreachable)
            diff[s] = w - b;
    }
    return diff;
}

Bitboard contestedSquares(const Arrival& a)
{
    Bitboard result = 0;
    for (std::size_t s = 0; s < 64; ++s)
        if (a.white.moves[s] != kUnreachable && a.white.moves[s] == a.black.moves[s])
            result |= bit(Square(static_cast<int>(s)));
    return result;
}

} // namespace cd
