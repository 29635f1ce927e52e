// The text format of docs/board.md#text-maps: eight lines, rank 8 first, then the file letters.
#pragma once

#include "bitboard.h"
#include "distance.h"

#include <array>
#include <optional>
#include <string>

namespace cd::cli {

// One character per value: 0-9, then a-z for 10..35, '+' beyond, '-' for unreachable.
char cellChar(int value);
// A distance map as the text grid.
std::string mapGrid(const DistanceMap& map);
// A square set as the text grid: members '1', others '.'.
std::string setGrid(Bitboard set);
// Signed values (a difference map) three characters a square: "-2", " 0", "+1", and " ." where
// there is no value.
std::string signedGrid(const std::array<std::optional<int>, 64>& values);

} // namespace cd::cli
