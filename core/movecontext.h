// The mover and the board it moves on, as every fill and the reference searches take it
// (docs/reach.md): its own header, so that the fills need not include reach.h.
#pragma once

#include "bitboard.h"
#include "piece.h"

#include <cstdint>
#include <optional>

namespace cd {

// What an enemy piece on the way means (docs/reach.md#what-stands-in-the-way).
enum class CaptureMode : std::uint8_t {
    Stop,     // capture it; the capture ends the trajectory (default)
    Continue, // capture it and move on as if it vanished
    Block,    // an obstacle, like an own piece
};

// The mover and the board it moves on, with the mover lifted off its origin.
struct MoveContext {
    Piece piece;
    Square origin = A1;
    Bitboard own = 0;   // blockers of the mover's colour
    Bitboard enemy = 0; // the opponent's pieces
    Bitboard taboo = 0; // squares that may be passed but not stopped on
    CaptureMode captures = CaptureMode::Stop;
    std::optional<PieceType> promotion;

    Bitboard occupied() const { return own | enemy; }
};

} // namespace cd
