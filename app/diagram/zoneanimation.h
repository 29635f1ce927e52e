// The race of a zone move by move (render --animate zone): the attacker along its chosen main
// route and each interceptor along its chosen route to its earliest meeting, one race after the
// other, the sides alternating from the side to move, each frame captioned with the move
// ("move 3: Kc3 … a2").
#pragma once

#include "diagram/diagram.h"
#include "diagram/diagrambuilder.h"
#include "zone.h"

#include <vector>

namespace cd {

// Each race opens with the position; then one frame a ply until the attacker is taken, is blocked
// or stands on its target and the interceptor has run its route. With no interceptor the attacker
// runs alone.
std::vector<Diagram> zoneFrames(const Query& query, const Answer& answer, const Zone& z,
                                const DisplayOptions& display);

} // namespace cd
