// Shared by the metric tests: the metrics with pair and square histograms, file and rank
// differences.
#pragma once

#include "assertdeath.h"
#include "boardtext.h"
#include "metrics.h"
#include "pairhistogram.h"
#include <QTest>
#include <algorithm>
#include <cstdlib>
#include <functional>
#include <map>
#include <type_traits>

using namespace cd;
using testutil::sq;

Q_DECLARE_METATYPE(cd::Metric)

namespace metricref {

constexpr Metric kPairMetrics[] = {Metric::File,      Metric::Rank,   Metric::Chebyshev,
                                   Metric::Manhattan, Metric::Knight, Metric::Rook,
                                   Metric::Bishop,    Metric::Queen,  Metric::KbnkCorner};
constexpr Metric kSquareMetrics[] = {Metric::Center, Metric::CenterManhattan, Metric::Edge,
                                     Metric::Corner};

inline int df(Square a, Square b)
{
    return std::abs(a % 8 - b % 8);
}
inline int dr(Square a, Square b)
{
    return std::abs(a / 8 - b / 8);
}

} // namespace metricref
