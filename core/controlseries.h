// Square control over a game: how many squares each side attacks more often than the other,
// position by position (plain counts, control.h), for the game panel's chart.
#pragma once

#include "board.h"
#include "position.h"

#include <vector>

namespace cd {

// The squares White attacks more often than Black, and those Black attacks more often than White
// (squares both attack equally, or neither, are nobody's).
struct ControlBalance {
    int white = 0;
    int black = 0;
    friend bool operator==(const ControlBalance&, const ControlBalance&) = default;
};

ControlBalance controlBalance(const Board& board);

// controlBalance of every position, in order: series[k] belongs to positions[k].
std::vector<ControlBalance> controlSeries(const std::vector<Position>& positions);

} // namespace cd
