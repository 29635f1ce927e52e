#include "piecefills.h"

namespace cd {

namespace {

constexpr PieceType kKindOrder[] = {PieceType::King,   PieceType::Queen,  PieceType::Rook,
                                    PieceType::Bishop, PieceType::Knight, PieceType::Pawn};

} // namespace

PieceIndex::PieceIndex(const Position& pos, std::optional<Color> side)
{
    // One pass over the board into twelve buckets (colour, kind), then the buckets in order.
    std::array<std::array<Bitboard, 7>, 2> buckets{};
    forEachSquare(side ? pos.pieces(*side) : pos.occupied(), [&](Square s) {
        const Piece p = *pos.pieceAt(s);
        buckets[static_cast<std::size_t>(p.color)][static_cast<std::size_t>(p.type)] |= bit(s);
    });
    for (const auto& bucket : buckets)
        for (const PieceType t : kKindOrder)
            forEachSquare(bucket[static_cast<std::size_t>(t)], [&](Square s) {
                m_slot[static_cast<std::size_t>(s)] = static_cast<std::uint8_t>(m_size++);
            });
}

std::vector<Square> pieceOrder(const Position& pos, std::optional<Color> side)
{
    const PieceIndex index(pos, side);
    std::vector<Square> order(index.size());
    forEachSquare(side ? pos.pieces(*side) : pos.occupied(),
                  [&](Square s) { order[index(s)] = s; });
    return order;
}

std::array<Bitboard, 8> pieceGroups(const Position& pos, std::optional<Color> side)
{
    std::array<Bitboard, 8> groups{};
    forEachSquare(side ? pos.pieces(*side) : pos.occupied(), [&](Square s) {
        const Piece p = *pos.pieceAt(s);
        const bool blackPawn = p.type == PieceType::Pawn && p.color == Color::Black;
        groups[blackPawn ? 7 : static_cast<std::size_t>(p.type)] |= bit(s);
    });
    return groups;
}

} // namespace cd
