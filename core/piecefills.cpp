#include "piecefills.h"

namespace cd {

namespace {

constexpr PieceType kKindOrder[] = {PieceType::King,   PieceType::Queen,  PieceType::Rook,
                                    PieceType::Bishop, PieceType::Knight, PieceType::Pawn};

} // namespace

std::vector<Square> pieceOrder(const Position& pos, std::optional<Color> side)
{
    // One pass over the board into twelve buckets (colour, kind), then the buckets in order.
    std::array<std::array<Bitboard, 7>, 2> buckets{};
    const Bitboard pieces = side ? pos.pieces(*side) : pos.occupied();
    forEachSquare(pieces, [&](Square s) {
        const Piece p = *pos.pieceAt(s);
        buckets[static_cast<std::size_t>(p.color)][static_cast<std::size_t>(p.type)] |= bit(s);
    });
    std::vector<Square> order;
    order.reserve(static_cast<std::size_t>(count(pieces)));
    for (const auto& bucket : buckets)
        for (const PieceType t : kKindOrder)
            forEachSquare(bucket[static_cast<std::size_t>(t)],
                          [&](Square s) { order.push_back(s); });
    return order;
}

FillLane pieceLane(const Position& pos, Square square, const ReachOptions& opts)
{
    const Color c = pos.pieceAt(square)->color;
    const Bitboard lifted = ~bit(square);
    FillLane lane{square, (pos.pieces(c) | opts.blocked) & lifted, pos.pieces(opposite(c)) & lifted,
                  opts.taboo};
    if (opts.avoidAttacked)
        lane.taboo |= attackedBy(pos, opposite(c), lane.own | lane.enemy, bit(square));
    return lane;
}

std::vector<PieceBatch> fillPieces(const Position& pos, const ReachOptions& opts,
                                   std::optional<Color> side)
{
    // Groups of one kind, pawns split by colour (they move in opposite directions).
    std::array<Bitboard, 8> groups{};
    forEachSquare(side ? pos.pieces(*side) : pos.occupied(), [&](Square s) {
        const Piece p = *pos.pieceAt(s);
        const bool blackPawn = p.type == PieceType::Pawn && p.color == Color::Black;
        groups[blackPawn ? 7 : static_cast<std::size_t>(p.type)] |= bit(s);
    });
    std::vector<PieceBatch> batches;
    batches.reserve(static_cast<std::size_t>(count(pos.occupied())) / kFillLanes + 8);
    std::array<FillLane, kFillLanes> lanes;
    for (std::size_t g = 0; g < groups.size(); ++g) {
        Bitboard group = groups[g];
        while (group) {
            PieceBatch& b = batches.emplace_back();
            std::size_t n = 0;
            for (; n < kFillLanes && group; ++n) {
                const Square s = popLowest(group);
                b.squares[n] = s;
                b.pieces[n] = *pos.pieceAt(s);
                lanes[n] = pieceLane(pos, s, opts);
            }
            fillLayers(b.pieces[0].type, b.pieces[0].color, opts.captures,
                       std::span(lanes).first(n), b.fill);
        }
    }
    return batches;
}

} // namespace cd
