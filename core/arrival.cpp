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

// One piece's fill: the squares it first reaches at move d, for d below depth. Its layers rather
// than its distance planes: a fill that makes no planes costs a tenth less. No default values:
// SideFills writes each entry it uses, and clearing all 64 cost more than the rest of the
// bookkeeping.
struct PieceReach {
    int depth;
    std::array<Bitboard, kMaxLayers> layers;
};

// The fills of the pieces of one or both sides: each piece's reach, and for each side the
// squares some piece of it first reaches at move d.
struct SideFills {
    std::array<PieceReach, 64> pieces; // by square; only the squares of the pieces filled
    std::array<std::array<Bitboard, kMaxLayers>, 2> any{};
    std::array<int, 2> depth{};
    PieceSets sets;

    SideFills(const Board& pos, const ReachOptions& opts, std::optional<Color> side) : sets(pos)
    {
        forEachPieceFill(pos, sets, opts, side, FillPlanes::Skip, [&](const PieceBatch& b) {
            // Each lane's layers join its side's: a mask per lane picks the side, so that each
            // side's layer is written once per batch instead of once per piece.
            std::array<Bitboard, kFillLanes> isBlack{};
            std::array<PieceReach*, kFillLanes> reach{};
            const auto lanes = static_cast<std::size_t>(b.fill.lanes);
            const auto batchDepth = static_cast<std::size_t>(b.fill.depth);
            for (std::size_t lane = 0; lane < lanes; ++lane) {
                const Color c = b.pieces[lane].color;
                isBlack[lane] = c == Color::Black ? kAll : 0;
                const auto ci = static_cast<std::size_t>(c);
                depth[ci] = std::max(depth[ci], b.fill.depth);
                reach[lane] = &pieces[static_cast<std::size_t>(b.squares[lane])];
                reach[lane]->depth = b.fill.depth;
            }
            // One pass over the layers: each kept by its piece and joined to its side's.
            for (std::size_t d = 0; d < batchDepth; ++d) {
                Bitboard white = 0, black = 0;
                for (std::size_t lane = 0; lane < lanes; ++lane) {
                    const Bitboard layer = b.fill.at[d][lane];
                    reach[lane]->layers[d] = layer;
                    white |= layer & ~isBlack[lane];
                    black |= layer & isBlack[lane];
                }
                any[0][d] |= white;
                any[1][d] |= black;
            }
        });
    }

    // The map of `side`, which must be among the sides filled.
    ArrivalMap map(Color side) const
    {
        const auto c = static_cast<std::size_t>(side);
        // The squares the side first reaches at move d: what some piece reaches then that the
        // side had not reached before.
        std::array<Bitboard, kMaxLayers> fresh;
        Bitboard seen = 0;
        for (std::size_t d = 0; d < static_cast<std::size_t>(depth[c]); ++d) {
            fresh[d] = any[c][d] & ~seen;
            seen |= fresh[d];
        }
        const auto sidePlanes =
            planesOfLayers(depth[c], [&](int d) { return fresh[static_cast<std::size_t>(d)]; });
        ArrivalMap map;
        map.side = side;
        map.moves = mapOfPlanes(~seen, std::span(sidePlanes).first(planeCount(depth[c])));
        Bitboard sidePieces = 0;
        for (const Bitboard kind : sets.of[c])
            sidePieces |= kind;
        map.pieces.reserve(static_cast<std::size_t>(std::popcount(sidePieces)));
        forEachInPieceOrder(sets, side, [&](Square s) {
            const PieceReach& p = pieces[static_cast<std::size_t>(s)];
            // First where it arrives in as few moves as the side.
            Bitboard first = 0;
            for (std::size_t d = 0; d < static_cast<std::size_t>(p.depth); ++d)
                first |= p.layers[d] & fresh[d];
            map.pieces.push_back({s, first});
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
