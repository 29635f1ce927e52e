// Query -> Answer: everything a user can ask, answered by one function (docs/architecture.md).
#pragma once

#include "board.h"
#include "metrics.h"
#include "reach.h"
#include "trajectory.h"

#include <optional>
#include <stdexcept>
#include <vector>

namespace cd {

struct Query {
    Metric metric = Metric::Knight;
    std::optional<Square> from;
    std::optional<Square> to;
    std::optional<Square> via;
    Board board;                // only reach looks at it
    std::optional<Piece> piece; // reach: stands on `from`; otherwise the piece already there
    ReachOptions reach;
    std::optional<int> length; // trajectory length; default the shortest
    bool distinctStops = false;
    std::size_t limit = 100; // how many trajectories to list
    friend bool operator==(const Query&, const Query&) = default;
};

struct Answer {
    DistanceMap map = unreachableMap();
    std::optional<Piece> mover; // the piece whose moves are counted, if the metric has one
    std::optional<TrajectorySet> trajectories; // with a target, for move metrics and reach
    Distance maximum = kUnreachable;           // largest value on the map
    std::vector<int> histogram;                // histogram[d]: squares at distance d, 0..maximum
    int unreachable = 64;                      // squares that cannot be reached
};

// A query that cannot be answered; message() names the problem in one line.
class QueryError : public InputError {
public:
    using InputError::InputError;
};

// False for the single-square metrics (center, center-manhattan, edge, corner).
bool needsSource(Metric m);
// Move metrics (their piece on the empty board) and reach.
bool supportsTrajectories(Metric m);

// Throws QueryError.
Answer answer(const Query& q);

// The graph trajectories of the query run on; throws QueryError.
MoveGraph queryGraph(const Query& q);

} // namespace cd
