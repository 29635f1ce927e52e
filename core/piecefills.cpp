#include "piecefills.h"

namespace cd {

PieceSets::PieceSets(const Board& pos)
{
    for (const Color c : {Color::White, Color::Black})
        for (std::size_t k = 0; k < 7; ++k)
            of[static_cast<std::size_t>(c)][k] = pos.pieces(c, static_cast<PieceType>(k));
}

Bitboard PieceSets::ofKind(PieceType t, std::optional<Color> side) const
{
    const auto k = static_cast<std::size_t>(t);
    return side ? of[static_cast<std::size_t>(*side)][k] : of[0][k] | of[1][k];
}

PieceIndex::PieceIndex(const PieceSets& sets, std::optional<Color> side)
{
    for (const Color c : {Color::White, Color::Black}) {
        if (side && *side != c)
            continue;
        forEachInPieceOrder(sets, c, [&](Square s) {
            m_slot[static_cast<std::size_t>(s)] = static_cast<std::uint8_t>(m_size++);
        });
    }
}

std::vector<Square> pieceOrder(const Board& pos, std::optional<Color> side)
{
    const PieceIndex index(pos, side);
    std::vector<Square> order(index.size());
    forEachSquare(side ? pos.pieces(*side) : pos.occupied(),
                  [&](Square s) { order[index(s)] = s; });
    return order;
}

std::array<FillLane, kFillLanes> lanesOf(const Board& pos, const PieceLanes& b,
                                         const ReachOptions& opts)
{
    std::array<FillLane, kFillLanes> lanes;
    for (std::size_t i = 0; i < b.size(); ++i)
        lanes[i] = pieceLane(pos, b.square(i), b.pieces[i].color, b.board.byColor, opts);
    return lanes;
}

std::array<Bitboard, 8> pieceGroups(const PieceSets& sets, std::optional<Color> side)
{
    std::array<Bitboard, 8> groups{};
    for (std::size_t k = 0; k < 7; ++k)
        groups[k] = sets.ofKind(static_cast<PieceType>(k), side);
    // Pawns by colour: they move in opposite directions.
    const auto pawn = static_cast<std::size_t>(PieceType::Pawn);
    groups[7] = groups[pawn] & sets.of[static_cast<std::size_t>(Color::Black)][pawn];
    groups[pawn] &= ~groups[7];
    return groups;
}

} // namespace cd
