// Stilman's zone as a board shows it (docs/zones.md): the overlay of interceptors, their routes
// and the stops' times, the verdict a headline says and the words a hover says.
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

// The verdict: "The white king catches the a-pawn" / "No white piece can stop the h-pawn in time".
QString zoneVerdict(const Zone& z);

// What the zone says about square s, "" when s is neither an interceptor nor a stop: "White king
// e2 → a1: 4 moves; the pawn arrives on a1 after Black's move 4: in time, by capture".
QString zoneSquareText(const Zone& z, Square s);

} // namespace cd
