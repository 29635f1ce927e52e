// The profile of one piece (mobility.h): its reach map in figures, the types the profiles and the
// counting fill that writes them (layertally.h) share.
#pragma once

#include "filltypes.h"
#include "piece.h"
#include "square.h"

#include <array>
#include <cstdint>

namespace cd {

// A reach map in figures. The score weighs a square reached in d moves by w(d) = 2^(1-d)
// (1, 1/2, 1/4, ...): score = sum over the squares reached in one move or more of w(d).
struct ReachSummary {
    // What a summary of nothing reached holds.
    ReachSummary() : counts{}, maxDistance(0), reachable(0), unreachable(63), mean(0), score(0) {}
    // Every member left unset, for one about to be written whole (mobility's entries): zeroing
    // them first cost about 7 % of the profiles' time.
    enum class Unset { Tag };
    explicit ReachSummary(Unset) {}

    std::array<std::uint8_t, kMaxLayers> counts; // counts[d]: squares at distance d (d >= 1)
    int maxDistance; // the largest distance; 0 when the piece cannot move
    int reachable;   // squares at distance 1 or more
    int unreachable; // squares no route reaches (the origin is neither)
    double mean;     // mean distance over the reachable squares; 0 when there are none
    double score;
    friend bool operator==(const ReachSummary&, const ReachSummary&) = default;
};

// The summary of `piece` alone on the empty board on `square`, from a table built once.
const ReachSummary& emptyBoardSummary(Piece piece, Square square);

// One piece of a position: its summary there and on the empty board from the same square.
struct PieceMobility {
    PieceMobility() = default;
    explicit PieceMobility(ReachSummary::Unset u) : inPosition(u) {}
    Square square = Square(0);
    Piece piece;
    ReachSummary inPosition;
    double ratio = 0; // inPosition.score / emptyBoard().score (0 when the latter is 0)
    // The same piece alone on the board (no options apply there); read from the table, not
    // copied into each entry.
    const ReachSummary& emptyBoard() const { return emptyBoardSummary(piece, square); }
    friend bool operator==(const PieceMobility&, const PieceMobility&) = default;
};

} // namespace cd
