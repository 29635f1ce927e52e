// A count of trajectories in words, shared by captions, worksheets and the trajectory command.
#pragma once

#include "trajectory.h"

#include <QString>

namespace cd {

// "108", or "at least 1000000" for a count that stopped at its cap.
QString countText(const PathCount& count);

// The `n` of tr() for a count of routes, which may exceed int or be a lower bound ("many").
int pluralOf(const PathCount& count);

// Exactly one route. English says "1 trajectory" but "at least 1 trajectories", and tr() has no
// plural forms without a catalogue, so the texts of one route are written in the singular.
bool isSingle(const PathCount& count);

} // namespace cd
