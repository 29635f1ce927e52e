// How often each distance occurs over all (source, square) pairs of a metric on the empty board
// or of a piece in a position: the distribution docs/metrics.md#counting-all-pairs tabulates.
#pragma once

#include "metrics.h"
#include "reach.h"

#include <vector>

namespace cd {

struct PairHistogram {
    std::vector<int> counts; // counts[d]: pairs at distance d, 0..largest
    int unreachable = 0;
    int pairs = 0; // how many pairs were counted

    long long sum() const; // of the reachable distances
    double mean() const;   // over the reachable pairs; 0 when none
};

// Empty-board metrics: all 4096 ordered pairs (the white pawn: the 3072 with its origin on ranks
// 2-7); square metrics: the 64 squares. Reach has no empty-board histogram: empty result.
PairHistogram metricHistogram(Metric m);
// Reach: `piece` put on each square of `pos` in turn (a pawn only on ranks 2-7), every square as
// the destination. Empty when the options are rejected (a promotion piece that is not Q, R, B, N).
PairHistogram reachHistogram(const Board& pos, Piece piece, const ReachOptions& options);

} // namespace cd
