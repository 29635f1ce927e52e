// What the window calls each metric, and one paragraph on what it means.
#pragma once

#include "metrics.h"

#include <QString>

namespace cd::gui {

// Menu and panel label, e.g. "Chebyshev (king)".
QString metricLabel(Metric m);
// One paragraph for the Help menu, written for this program.
QString metricExplanation(Metric m);
// The metrics in menu order (number keys 1-9 pick the first nine).
const std::vector<Metric>& menuMetrics();

} // namespace cd::gui
