// The all-pairs table of a slider by one fill of every source at once (docs/reach.md, "All pairs
// at once"): each square holds a word whose bit s says that source s has reached it, so one step
// of the fill moves all 64 sources with a few word operations per square, and a table takes as
// many steps as its longest distance. The words are transposed into rows at the end.
#pragma once

#include "reach.h"

namespace cd {

// The board every source of a table shares. The origin is not lifted off it: a shortest route
// never passes its own origin again, so lifting it changes no distance.
struct SharedBoard {
    Bitboard own = 0;   // blockers the mover may neither pass nor stop on
    Bitboard enemy = 0; // pieces it may capture (as the capture mode says)
    Bitboard taboo = 0; // squares it may pass but not stop on
};

// Writes the rows of `sources` of the all-pairs table of a queen, rook or bishop; the rows of the
// other squares come out unreachable.
void sliderPairs(PieceType kind, CaptureMode captures, const SharedBoard& board, Bitboard sources,
                 AllPairs& out);

namespace detail {
// Transposes a 64x64 bit matrix in place: bit j of word i goes to bit i of word j.
void transposeBits(std::array<Bitboard, 64>& m);
} // namespace detail

} // namespace cd
