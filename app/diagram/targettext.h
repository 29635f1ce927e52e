// What a caption says of its target: its distance and the routes to it. The renderer's captions
// say it (diagrambuilder.cpp), and the homework page's script fills in the same words as
// templates (pagejson.cpp), so that its caption reads as `render`'s.
#pragma once

#include "trajectory.h"

#include <QString>

#include <optional>

namespace cd {

// What joins the parts of a caption's first line: " · ".
QString captionSeparator();

// "distance 3", or "unreachable" for a negative distance; the first as a template ("distance %1").
QString targetDistanceText(int distance);
QString targetDistanceTemplate();

// "%1 shortest route" (one) or "%1 shortest routes" (`plural` of them): %1 stands for the count.
QString shortestRoutesTemplate(bool one, int plural);

// "no routes", or "no routes of length L" when a length was asked.
QString noRoutesText(std::optional<int> length);

// The routes of `t` in words: "108 shortest routes", "1 route of length 5", "no routes".
QString trajectoryText(const TrajectorySet& t, std::optional<int> length);

} // namespace cd
