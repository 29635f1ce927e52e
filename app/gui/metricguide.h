// The Explanation panel's text for each metric: definition, how the program computes it, a worked
// example, and what its distribution over all square pairs (pairhistogram.h) counts. Longer than
// metricinfo's one paragraph, and written for this program.
#pragma once

#include "metrics.h"
#include "pairhistogram.h"

#include <QString>

namespace cd::gui {

struct MetricGuide {
    QString definition;  // what the number means
    QString computation; // how the program gets it: formula, table, fill or matrix
    QString example;     // one worked example
};

MetricGuide metricGuide(Metric m);

// What a histogram of the metric counted, e.g. "all 4096 ordered pairs of squares" (reach: of
// the position's histogram `h`).
QString histogramDomain(Metric m, const PairHistogram& h);

} // namespace cd::gui
