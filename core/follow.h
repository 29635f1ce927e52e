// Following one piece through a game: where it stands after a move, and where it stood before.
#pragma once

#include "position.h"

#include <optional>

namespace cd {

// Where the piece standing on `tracked` in `before` stands once `move` is played: the move's
// target when it is the mover (a pawn that promotes goes on as the new piece), the rook's new
// square when a castling moves it, the same square when another piece moves, nullopt when the
// move captures it (en passant included).
std::optional<Square> squareAfterMove(const Position& before, const Move& move, Square tracked);

// The inverse: where the piece standing on `tracked` once `move` is played on `before` stood in
// `before`.
Square squareBeforeMove(const Position& before, const Move& move, Square tracked);

} // namespace cd
