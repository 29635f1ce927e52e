// A batch of pieces of one kind given by where they stand on one board, as the profiles and the
// arrival maps fill them (piecefills.h): each lane's boards follow from its origin and the board
// (what makeContext makes of a position without ReachOptions::avoidAttacked), so the fills build
// them in vector registers for all lanes at once instead of reading them lane by lane.
#pragma once

#include "filltypes.h"

namespace cd {

struct BatchBoard {
    std::array<Bitboard, 2> byColor{}; // the pieces of each colour, the lanes' own among them
    Bitboard blocked = 0;              // squares no lane may pass or stop on
    Bitboard taboo = 0;                // squares every lane may pass but not stop on
    std::array<Square, kFillLanes> origins{};
    std::size_t size = 0; // the lanes used
};

} // namespace cd
