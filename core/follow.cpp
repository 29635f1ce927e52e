#include "follow.h"

namespace cd {

namespace {

bool isCastling(const Position& before, const Move& m)
{
    const int step = m.to - m.from;
    return before.pieceAt(m.from)->type == PieceType::King && (step == 2 || step == -2);
}

// The rook's squares of a castling (the king's two-square step), as Position::play moves it.
std::pair<Square, Square> castlingRook(const Move& m)
{
    const bool kingside = m.to > m.from;
    return {Square(kingside ? m.from + 3 : m.from - 4), Square(kingside ? m.from + 1 : m.from - 1)};
}

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
    if (tracked == move.from)
        return move.to;
    if (takenSquare(before, move) == tracked)
        return std::nullopt;
    if (isCastling(before, move) && castlingRook(move).first == tracked)
        return castlingRook(move).second;
    return tracked;
}

Square squareBeforeMove(const Position& before, const Move& move, Square tracked)
{
    if (tracked == move.to)
        return move.from;
    if (isCastling(before, move) && castlingRook(move).second == tracked)
        return castlingRook(move).first;
    return tracked;
}

} // namespace cd
