// The all-pairs table of a slider by one fill of every pair at once (docs/reach.md, "All pairs at
// once"): each square holds a word whose bit t says that the mover on that square reaches t, so
// one step of the fill moves all 64 targets back by a move with a few word operations per square,
// and a table takes as many steps as its longest distance. Each word is then its square's row.
#pragma once

#include "distance.h"
#include "movecontext.h"

#include <memory>

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

// The fill of sliderPairs set up, for the benchmark of its floor (tests/bench): run() does its
// first round once, from the targets, and returns the union of the layer's words; rounds() is the
// number of layers of the table, the targets' own included: the rounds of a fill that stops only
// at a round that finds nothing.
class PairFillRound {
public:
    PairFillRound(PieceType kind, CaptureMode captures, const SharedBoard& board);
    ~PairFillRound();
    Bitboard run() const;
    int rounds() const;

private:
    struct State;
    std::unique_ptr<State> state_;
};

} // namespace cd
