// One paragraph on what each metric means, and the metrics in menu order.
#pragma once

#include "diagram/metricnames.h"
#include "metrics.h"

#include <QString>

namespace cd::gui {

using cd::metricLabel; // the one table of names, in diagram/metricnames.h
// One paragraph for the Help menu, written for this program.
QString metricExplanation(Metric m);
// The metrics in menu order (number keys 1-9 pick the first nine).
const std::vector<Metric>& menuMetrics();

} // namespace cd::gui
