// The CSV tables that `chess-distance map` / `pairs` and the window's tables share; an
// unreachable square is an empty cell.
#pragma once

#include "distance.h"

#include <string>

namespace cd {

// A header `square,distance`, then one line per square a1..h8.
std::string mapCsv(const DistanceMap& map);
// A header `from,a1,…,h8`, then one row per source square.
std::string pairsCsv(const AllPairs& pairs);

} // namespace cd
