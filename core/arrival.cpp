#include "arrival.h"

#include "layermap.h"
#include "piecefills.h"

#include <algorithm>

namespace cd {

namespace {

ReachOptions withoutPromotion(ReachOptions opts)
{
    opts.promotion.reset();
    return opts;
}

// One piece's fill, kept small: where it stands, what it reaches and its distances as bit planes.
// No default values: SideFills writes each entry it uses, and clearing all 64 cost more than the
// rest of the bookkeeping.
struct PieceReach {
    Square square;
    Piece piece;
    Bitboard reached;
    std::array<Bitboard, kMaxPlanes> planes;
};

// The fills of the pieces of one or both sides: each piece's reach, and for each side the
// squares some piece of it first reaches at move d.
struct SideFills {
    std::array<PieceReach, 64> pieces;
    std::size_t count = 0;
    std::array<std::array<Bitboard, kMaxLayers>, 2> any{};
    std::array<int, 2> depth{};
    PieceSets sets;

    SideFills(const Position& pos, const ReachOptions& opts, std::optional<Color> side) : sets(pos)
    {
        forEachPieceFill(pos, sets, opts, side, [&](const PieceBatch& b) {
            for (int i = 0; i < b.fill.lanes; ++i) {
                const auto lane = static_cast<std::size_t>(i);
                const auto c = static_cast<std::size_t>(b.pieces[lane].color);
                auto& fresh = any[c];
                depth[c] = std::max(depth[c], b.fill.depth);
                for (int d = 0; d < b.fill.depth; ++d)
                    fresh[static_cast<std::size_t>(d)] |= b.fill.layer(d, i);
                PieceReach& p = pieces[count++];
                p = {b.squares[lane], b.pieces[lane], b.fill.reached[lane], {}};
                for (std::size_t k = 0; k < kMaxPlanes; ++k)
                    p.planes[k] = b.fill.planes[k][lane];
            }
        });
    }

    // The map of `side`, which must be among the sides filled.
    ArrivalMap map(Color side) const
    {
        const auto c = static_cast<std::size_t>(side);
        // fresh[d]: the squares the side reaches at move d and not before.
        std::array<Bitboard, kMaxLayers> fresh{};
        Bitboard seen = 0;
        for (std::size_t d = 0; d < static_cast<std::size_t>(depth[c]); ++d) {
            fresh[d] = any[c][d] & ~seen;
            seen |= fresh[d];
        }
        const auto layerAt = [&](int d) { return fresh[static_cast<std::size_t>(d)]; };
        const auto sidePlanes = planesOfLayers(depth[c], layerAt);
        ArrivalMap map;
        map.side = side;
        map.moves = mapOfPlanes(~seen, std::span(sidePlanes).first(planeCount(depth[c])));
        const PieceIndex index(sets, side);
        map.pieces.resize(index.size());
        for (std::size_t i = 0; i < count; ++i) {
            const PieceReach& p = pieces[i];
            if (p.piece.color != side)
                continue;
            // First where its distance equals the side's, bit for bit.
            Bitboard differs = 0;
            for (std::size_t k = 0; k < kMaxPlanes; ++k)
                differs |= p.planes[k] ^ sidePlanes[k];
            map.pieces[index(p.square)] = {p.square, p.reached & ~differs};
        }
        return map;
    }
};

} // namespace

ArrivalMap arrivalMap(const Position& pos, Color side, const ReachOptions& opts)
{
    return SideFills(pos, opts, side).map(side);
}

Arrival arrival(const Position& pos, const ReachOptions& opts)
{
    const SideFills fills(pos, opts, std::nullopt);
    return {fills.map(Color::White), fills.map(Color::Black)};
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
