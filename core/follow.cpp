#include "follow.h"

#include "castling.h"

namespace cd {

namespace {

// The square of the piece a move takes: its target, or beside it for en passant.
std::optional<Square> takenSquare(const Position& before, const Move& m)
{
    if (before.pieceAt(m.to))
        return m.to;
    const bool pawn = before.pieceAt(m.from)->type == PieceType::Pawn;
    if (pawn && before.enPassant() == m.to)
        return Square(m.to + (before.sideToMove() == Color::White ? -8 : 8));
    return std::nullopt;
}

} // namespace

std::optional<Square> squareAfterMove(const Position& before, const Move& move, Square tracked)
{
    if (isCastling(before, move)) {
        const Castling c = castlingOf(before, move);
        return tracked == c.kingFrom ? c.kingTo : tracked == c.rookFrom ? c.rookTo : tracked;
    }
    if (tracked == move.from)
        return move.to;
    if (takenSquare(before, move) == tracked)
        return std::nullopt;
    return tracked;
}

Square squareBeforeMove(const Position& before, const Move& move, Square tracked)
{
    if (isCastling(before, move)) {
        const Castling c = castlingOf(before, move);
        return tracked == c.kingTo ? c.kingFrom : tracked == c.rookTo ? c.rookFrom : tracked;
    }
    if (tracked == move.to)
        return move.from;
    return tracked;
}

} // namespace cd
