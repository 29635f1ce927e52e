// Who gets there first: for each square the fewest moves any piece of a side needs to stand on
// it (each piece's reach map, docs/reach.md, with the same options), the pieces that need exactly
// that many, and the difference White − Black.
#pragma once

#include "reach.h"

#include <optional>
#include <vector>

namespace cd {

// A piece of the side and the squares where it is (one of) the first of its side to arrive.
struct Arriver {
    Square square = Square(0);
    Bitboard first = 0;
    friend bool operator==(const Arriver&, const Arriver&) = default;
};

struct ArrivalMap {
    Color side = Color::White;
    DistanceMap moves = unreachableMap(); // fewest moves; 0 where a piece of the side stands
    std::vector<Arriver> pieces;          // every piece of the side, in pieceOrder
    friend bool operator==(const ArrivalMap&, const ArrivalMap&) = default;
};

struct Arrival {
    ArrivalMap white;
    ArrivalMap black;
};

// The arrival map of `side`; the options as for mobility (blocked squares empty, no promotion).
ArrivalMap arrivalMap(const Board& pos, Color side, const ReachOptions& opts = {});
// Both sides.
Arrival arrival(const Board& pos, const ReachOptions& opts = {});

// The same map as the minimum over the side's pieces' reachFill maps: the reference.
ArrivalMap arrivalMapByFill(const Board& pos, Color side, const ReachOptions& opts = {});

// The squares of the pieces that reach s first.
Bitboard arriversAt(const ArrivalMap& map, Square s);

// White − Black where both sides reach the square; nullopt where either cannot.
std::array<std::optional<int>, 64> arrivalDifference(const Arrival& a);

// The squares both sides reach in the same number of moves.
Bitboard contestedSquares(const Arrival& a);

} // namespace cd
