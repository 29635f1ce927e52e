// Stilman's zone as a board shows it (docs/zones.md): the overlay of interceptors, their routes
// and the stops' times (its words are in zonetext.h).
#pragma once

#include "diagram/diagram.h"
#include "zone.h"

#include <QString>

namespace cd {

// The interceptors, one route of each interception to its stop, and every stop of the main set
// with its time (the budget of its first layer).
ZoneOverlay zoneOverlay(const Zone& z);

// Draws the zone over `d` (a diagram of the attacker's trajectory set): the overlay, and the
// verdict as the first line of the caption, the key to the drawing as its last.
void addZone(Diagram& d, const Zone& z);

} // namespace cd
