// A count of trajectories in words, shared by captions, worksheets and the trajectory command.
#pragma once

#include "trajectory.h"

#include <QString>

namespace cd {

// "108", or "at least 1000000" for a count that stopped at its cap.
QString countText(const PathCount& count);

// The `n` of tr() for a count of routes, which may exceed int or be a lower bound ("many").
int pluralOf(const PathCount& count);

} // namespace cd
