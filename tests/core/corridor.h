// Test helper: a position whose distances go far deeper than random positions'.
#pragma once

#include "board.h"
#include "boardtext.h"

#include <string>

namespace testutil {

// Black's lone king in a corridor one square wide winding through the board (White's knights on
// ranks 2, 4, 6 and 8 but for one square at alternate ends), its far end a8 28 moves away.
inline cd::Board corridorPosition()
{
    cd::Board pos;
    for (const char* rank : {"2", "4", "6", "8"})
        for (char file = 'a'; file <= 'h'; ++file)
            pos.setPiece(sq(std::string(1, file) + rank),
                         cd::Piece{cd::Color::White, cd::PieceType::Knight});
    for (const char* gap : {"h2", "a4", "h6", "a8"})
        pos.setPiece(sq(gap), std::nullopt);
    pos.setPiece(sq("a1"), cd::Piece{cd::Color::Black, cd::PieceType::King});
    pos.setPiece(sq("e8"), cd::Piece{cd::Color::White, cd::PieceType::King});
    return pos;
}

} // namespace testutil
