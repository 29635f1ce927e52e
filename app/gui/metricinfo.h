// The metrics in menu order, and the one table of their names.
#pragma once

#include "diagram/metricnames.h"
#include "metrics.h"

#include <QString>

namespace cd::gui {

using cd::metricLabel; // the one table of names, in diagram/metricnames.h
// The metrics in menu order (number keys 1-9 pick the first nine).
const std::vector<Metric>& menuMetrics();

} // namespace cd::gui
