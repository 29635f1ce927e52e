#include "arrival.h"

#include "arrivalfill.h"
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

// The fills of the pieces of one or both sides: each piece's reach as distance planes, and for
// each side the squares some piece of it first reaches at move d.
struct SideFills {
    std::array<PieceReach, 64> pieces; // by square; only the squares of the pieces filled
    SideLayers layers;
    std::array<int, 2> depth{};
    PieceSets sets;

    SideFills(const Board& pos, const ReachOptions& opts, std::optional<Color> side) : sets(pos)
    {
        PieceReach scratch; // the reach of a batch's unused lanes
        forEachPieceBatch(pos, sets, opts, side, [&](const PieceLanes& b) {
            ArrivalTally t;
            t.sides = &layers;
            for (std::size_t i = 0; i < kFillLanes; ++i) {
                t.black[i] = i < b.size() && b.pieces[i].color == Color::Black;
                t.into[i] =
                    i < b.size() ? &pieces[static_cast<std::size_t>(b.square(i))] : &scratch;
            }
            const Color c = b.pieces[0].color;
            withBatchBoards(pos, b, opts, [&](const auto& boards) {
                arrivalFill(b.kind, c, opts.captures, boards, t);
            });
            for (std::size_t i = 0; i < b.size(); ++i) {
                int& d = depth[static_cast<std::size_t>(b.pieces[i].color)];
                d = std::max(d, t.depth);
            }
        });
    }

    // The map of `side`, which must be among the sides filled.
    ArrivalMap map(Color side) const
    {
        const auto c = static_cast<std::size_t>(side);
        Bitboard sidePieces = 0;
        for (const Bitboard kind : sets.of[c])
            sidePieces |= kind;
        // The squares the side first reaches at move d: what some piece reaches then that the
        // side had not reached before.
        std::array<Bitboard, kMaxLayers> fresh;
        fresh[0] = sidePieces;
        Bitboard seen = sidePieces;
        for (std::size_t d = 1; d < static_cast<std::size_t>(depth[c]); ++d) {
            fresh[d] = layers.at(c, d) & ~seen;
            seen |= fresh[d];
        }
        const auto sidePlanes =
            planesOfLayers(depth[c], [&](int d) { return fresh[static_cast<std::size_t>(d)]; });
        ArrivalMap map;
        map.side = side;
        map.moves = mapOfPlanes(~seen, std::span(sidePlanes).first(planeCount(depth[c])));
        map.pieces.reserve(static_cast<std::size_t>(std::popcount(sidePieces)));
        forEachInPieceOrder(sets, side, [&](Square s) {
            const PieceReach& p = pieces[static_cast<std::size_t>(s)];
            // First where it arrives in as few moves as the side: where its distance and the
            // side's agree in every bit.
            Bitboard differ = 0;
            for (std::size_t k = 0; k < kMaxPlanes; ++k)
                differ |= p.planes[k] ^ sidePlanes[k];
            map.pieces.push_back({s, p.reached & ~differ});
        });
        return map;
    }
};

} // namespace

ArrivalMap arrivalMap(const Board& pos, Color side, const ReachOptions& opts)
{
    return SideFills(pos, opts, side).map(side);
}

Arrival arrival(const Board& pos, const ReachOptions& opts)
{
    const SideFills fills(pos, opts, std::nullopt);
    return {fills.map(Color::White), fills.map(Color::Black)};
}

ArrivalMap arrivalMapByFill(const Board& pos, Color side, const ReachOptions& opts)
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
