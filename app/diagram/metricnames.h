// What the program calls each metric, in one table: the short label of menus and panels and
// the phrase that heads a caption.
#pragma once

#include "metrics.h"
#include "piece.h"

#include <QString>

#include <optional>

namespace cd {

// Menu and panel label, e.g. "Chebyshev (king)".
QString metricLabel(Metric m);

// Caption heading: "Knight distance", "Moves of the white queen", ...
QString metricCaptionLabel(Metric metric, const std::optional<Piece>& mover);

} // namespace cd
