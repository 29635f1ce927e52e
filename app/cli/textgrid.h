// The text format of docs/board.md#text-maps: eight lines, rank 8 first, then the file letters.
#pragma once

#include "bitboard.h"
#include "distance.h"

#include <string>

namespace cd::cli {

// One character per value: 0-9, then a-z for 10..35, '+' beyond, '-' for unreachable.
char cellChar(int value);
// A distance map as the text grid.
std::string mapGrid(const DistanceMap& map);
// A square set as the text grid: members '1', others '.'.
std::string setGrid(Bitboard set);

} // namespace cd::cli
