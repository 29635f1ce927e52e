// Distance values and 64-square distance maps (docs/board.md: UNREACHABLE is no number).
#pragma once

#include <array>
#include <cstdint>

namespace cd {

using Distance = int;
inline constexpr Distance kUnreachable = -1;

// dist[s] for every square s; kUnreachable where no route exists.
using DistanceMap = std::array<std::int8_t, 64>;

constexpr DistanceMap unreachableMap()
{
    DistanceMap m{};
    m.fill(static_cast<std::int8_t>(kUnreachable));
    return m;
}

// pairs[a][b]: the distance from a to b, one map per source square.
using AllPairs = std::array<DistanceMap, 64>;

// Largest reachable value in the map, or kUnreachable if none is reachable.
constexpr Distance maxDistance(const DistanceMap& m)
{
    Distance best = kUnreachable;
    for (const auto d : m)
        best = d > best ? d : best;
    return best;
}

} // namespace cd
