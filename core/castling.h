// Castling as a Move, in the one encoding the whole core uses (docs/games.md#chess960): in a
// standard position the king's two-square step (e1g1, e1c1), as UCI and the tests have always
// written it; in a Chess960 position (Position::chess960) the king taking its own rook (e1h1), as
// UCI_Chess960 engines write it, since there the king may move one square or none at all. Play,
// move generation, SAN and following a piece ask these functions; nothing else needs to know.
#pragma once

#include "move.h"
#include "position.h"

namespace cd {

// The four squares of a castling: the king and the rook, before and after (g/f or c/d file).
struct Castling {
    Square kingFrom, kingTo, rookFrom, rookTo;
    bool kingside;
};

// Whether a legal move of `before` is a castling.
inline bool isCastling(const Position& before, const Move& m)
{
    const auto mover = before.pieceAt(m.from);
    if (!mover || mover->type != PieceType::King)
        return false;
    if (before.chess960())
        return before.pieceAt(m.to) == Piece{mover->color, PieceType::Rook};
    return m.to - m.from == 2 || m.from - m.to == 2;
}

// The squares of a castling move of `before` (isCastling): the king to the g- or c-file, the rook
// to the f- or d-file of its rank.
inline Castling castlingOf(const Position& before, const Move& m)
{
    const bool kingside = m.to > m.from;
    const int rank = rankOf(m.from);
    const Square rookFrom = before.chess960() ? m.to : makeSquare(kingside ? 7 : 0, rank);
    return {m.from, makeSquare(kingside ? 6 : 2, rank), rookFrom,
            makeSquare(kingside ? 5 : 3, rank), kingside};
}

// The move that castles with `right`, a right of the side to move that `b` holds.
inline Move castlingMove(const Position& b, CastlingRight right)
{
    const Square king = b.king(b.sideToMove());
    const Square rook = *b.castlingRook(right);
    const Square to =
        b.chess960() ? rook : makeSquare(rook > king ? 6 : 2, rankOf(king)); // e1g1 or e1h1
    return {king, to, std::nullopt};
}

} // namespace cd
