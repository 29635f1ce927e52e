// The other side to move, as a teacher switches it to ask a position's question for both sides
// (docs/manual.md#the-side-to-move).
#pragma once

#include "board.h"

#include <optional>

namespace cd {

// Whether a king of `side` stands attacked by a piece of the other side.
bool kingAttacked(const Board& board, Color side);

// The board with the other side to move: the en passant square, which only the side that was to
// move could use, becomes "-"; castling rights and the move counters stay. nullopt when the side
// to move is in check: after the switch the side not to move would be in check, which no game
// reaches.
std::optional<Board> withSideSwitched(const Board& board);

} // namespace cd
