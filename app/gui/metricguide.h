// The Explanation panel's text and figures for each metric: definition, how the program computes
// it, a worked example, and its distribution over all square pairs. Longer than metricinfo's one
// paragraph, and written for this program.
#pragma once

#include "metrics.h"
#include "reach.h"

#include <QString>

#include <vector>

namespace cd::gui {

struct MetricGuide {
    QString definition;  // what the number means
    QString computation; // how the program gets it: formula, table, fill or matrix
    QString example;     // one worked example
};

MetricGuide metricGuide(Metric m);

// How often each value occurs over a set of (source, square) pairs.
struct PairHistogram {
    std::vector<int> counts; // counts[d]: pairs at distance d, 0..largest
    int unreachable = 0;
    int pairs = 0;  // how many pairs were counted
    QString domain; // what was counted, e.g. "all 4096 ordered pairs of squares"

    long long sum() const;
    double mean() const; // over the reachable pairs; 0 when none
};

// Empty-board metrics: all 4096 ordered pairs (the white pawn: the 3072 with its origin on ranks
// 2-7); square metrics: the 64 squares. Reach has no empty-board histogram: empty result.
PairHistogram metricHistogram(Metric m);
// Reach: `piece` put on each square of `pos` in turn (a pawn only on ranks 2-7), every square as
// the destination.
PairHistogram reachHistogram(const Position& pos, Piece piece, const ReachOptions& options);

} // namespace cd::gui
