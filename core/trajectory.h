// Stilman's trajectories (docs/trajectories.md): the squares on shortest routes layer by layer,
// their exact count, their enumeration, degree-2 admissible routes of a given length and routes via
// a square.
#pragma once

#include "movegraph.h"

#include <cstdint>
#include <optional>
#include <span>
#include <vector>

namespace cd {

inline constexpr int kMaxTrajectoryLength = 127; // Stilman's bound l < 2n

// A count that stops at the largest 64-bit value instead of wrapping.
struct PathCount {
    std::uint64_t value = 0;
    bool saturated = false; // the true count is at least `value`
};

struct TrajectoryRequest {
    Square from = A1;
    Square to = A1;
    std::optional<int> length;  // default: the shortest; longer: degree-2 admissible routes
    std::optional<Square> via;  // a shortest route to `via`, then a shortest route on to `to`
    bool distinctStops = false; // keep only routes that never stand on a square twice
    std::size_t limit = 100;    // how many routes to list
};

struct TrajectorySet {
    Distance distance = kUnreachable; // MAP_from(to)
    int length = 0;                   // length of the counted routes (0 when there are none)
    Bitboard squares = 0;             // every square on some counted route
    std::vector<Bitboard> layers;     // layers[i]: the squares standing at move i, 0..length
    Bitboard dock = 0;                // SUM(from, to, length): candidate intermediate stops
    PathCount count;
    // The first `limit` routes in lexicographic order of square indices, each from..to.
    std::vector<std::vector<Square>> routes;
};

// Throws InputError for a length outside 0..kMaxTrajectoryLength or a length that
// contradicts `via`.
TrajectorySet trajectories(const MoveGraph& g, const TrajectoryRequest& request);

// Stilman's sets: ST_k(x) = {v : map(v) = k}; SUM(l) = {v : fromMap(v) + toMap(v) = l}.
Bitboard stSet(const DistanceMap& map, int k);
Bitboard sumSet(const DistanceMap& fromMap, const DistanceMap& toMap, int l);
// MOVE_l(x) = ST_1(x) ∩ ST_{l0-l+1}(x0) ∩ SUM(x0, y0, l0), with l moves still to go.
Bitboard moveSet(const MoveGraph& g, const DistanceMap& fromMap, const DistanceMap& toMap, Square x,
                 int l);

// The smallest k such that the sequence splits into k shortest trajectories; 0 when it is not
// a trajectory at all (a step that is not a move). A single square has degree 1.
int admissibleDegree(const MoveGraph& g, std::span<const Square> stops);

} // namespace cd
