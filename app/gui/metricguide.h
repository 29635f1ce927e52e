// What each metric means, for the Explanation panel and Help > What the metrics mean: one plain
// sentence a 12-year-old understands, then how the program computes it, a worked example, and
// what its distribution over all square pairs (pairhistogram.h) counts.
#pragma once

#include "metrics.h"
#include "pairhistogram.h"

#include <QString>

namespace cd::gui {

struct MetricGuide {
    QString plain;       // what the number means, in one sentence without jargon
    QString computation; // how the program gets it: formula, table, fill or matrix
    QString example;     // one worked example
};

MetricGuide metricGuide(Metric m);

// What a histogram of the metric counted, e.g. "all 4096 ordered pairs of squares" (reach: of
// the position's histogram `h`).
QString histogramDomain(Metric m, const PairHistogram& h);

} // namespace cd::gui
