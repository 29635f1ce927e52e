#include "sideswitch.h"

#include "reach.h"
#include "zone.h"

#include <cassert>

namespace cd {

bool kingAttacked(const Board& board, Color side)
{
    const Bitboard kings = board.pieces(side, PieceType::King);
    return (attackedBy(board, opposite(side), board.occupied()) & kings) != 0;
}

std::optional<Board> withSideSwitched(const Board& board)
{
    const bool white = whiteToMove(board);
    if (kingAttacked(board, white ? Color::White : Color::Black))
        return std::nullopt;
    std::string fen = board.placement() + (white ? " b" : " w");
    if (board.castling()) { // the fields after it are there only when it is
        fen += ' ' + *board.castling();
        if (board.enPassant())
            fen += " -";
        for (const auto* field : {&board.halfmoveClock(), &board.fullmoveNumber()})
            if (*field)
                fen += ' ' + **field;
    }
    auto switched = Board::fromFen(fen);
    assert(switched); // the same placement and fields, no en passant square to check
    return switched;
}

} // namespace cd
