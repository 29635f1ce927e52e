#include "diagram/piecenoun.h"

#include "diagram/diagramtext.h"

namespace cd {

QString pieceNoun(Piece p)
{
    const bool white = p.color == Color::White;
    switch (p.type) {
    case PieceType::Pawn:
        return white ? tr("white pawn") : tr("black pawn");
    case PieceType::Knight:
        return white ? tr("white knight") : tr("black knight");
    case PieceType::Bishop:
        return white ? tr("white bishop") : tr("black bishop");
    case PieceType::Rook:
        return white ? tr("white rook") : tr("black rook");
    case PieceType::Queen:
        return white ? tr("white queen") : tr("black queen");
    case PieceType::King:
        return white ? tr("white king") : tr("black king");
    case PieceType::Wazir:
        break;
    }
    return tr("wazir");
}

} // namespace cd
