// Square control: which pieces attack a square, plainly and with x-rays, and how many of each
// colour attack every square (docs/control.md). Pins, checks and the side to move are ignored:
// a piece attacks a square when it could capture an enemy piece standing there.
#pragma once

#include "bitboard.h"
#include "board.h"
#include "piece.h"

#include <array>
#include <cstdint>

namespace cd {

// The pieces of a placement by kind, both colours together: what the attack lookups need.
struct PieceSets {
    std::array<Bitboard, 2> byColor{};
    std::array<Bitboard, 6> byType{}; // Pawn .. King

    static PieceSets of(const Board& board);
    Bitboard occupied() const { return byColor[0] | byColor[1]; }
    Bitboard pieces(Color c) const { return byColor[static_cast<std::size_t>(c)]; }
    Bitboard pieces(PieceType t) const { return byType[static_cast<std::size_t>(t)]; }
};

// The pieces of both colours in `occupied` that attack `square` when only the pieces in
// `occupied` stand on the board (a slider up to and including the first occupied square).
Bitboard attackersTo(const PieceSets& sets, Square square, Bitboard occupied);

// The pieces of colour `c` attacking `square`, plainly.
Bitboard attackers(const Board& board, Square square, Color c);
// The pieces of colour `c` attacking `square` with x-rays: also those that attack it once every
// piece attacking it, of either side, has left the board, repeated until nothing changes.
Bitboard xrayAttackers(const Board& board, Square square, Color c);

// How many pieces of each colour attack each square (index a1 = 0 .. h8 = 63).
struct ControlCounts {
    std::array<std::uint8_t, 64> white{}, black{};

    int count(Color c, Square s) const
    {
        return (c == Color::White ? white : black)[static_cast<std::size_t>(s)];
    }
    friend bool operator==(const ControlCounts&, const ControlCounts&) = default;
};

// Both count maps of a placement: `plain` counts attackers, `xray` attackers with x-rays.
struct Control {
    ControlCounts plain, xray;
    friend bool operator==(const Control&, const Control&) = default;
};

Control control(const Board& board);

} // namespace cd
