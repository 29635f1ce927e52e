// The race of a zone move by move (render --animate zone): the attacker along its chosen main
// route against each piece that can stop it in time, then each piece that comes too late, one race
// after the other, the sides alternating from the side to move, each frame captioned with its move
// as a score sheet numbers it ("2. Kd1 a3", racescore.h).
#pragma once

#include "diagram/diagram.h"
#include "diagram/diagrambuilder.h"
#include "zone.h"

#include <vector>

namespace cd {

// The caption's size on a race's frames against a still's: at least 3.5 % of a frame's height,
// readable when the animation fills a slide.
inline constexpr qreal kRaceCaptionScale = 1.75;

// Each race opens with the position; then one frame a move until the attacker is taken, blocked,
// stopped by a guarded square or stands on its target and the other piece has run its route. A
// piece in time runs to its meeting (a guard to the square from which it guards the stop); a late
// piece runs to where it comes too late (a capture or a guard up to the square next to the stop).
// A pawn on its last rank becomes the query's promotion piece (a queen without one). With no
// piece of the other side reaching a stop at all the attacker runs alone.
std::vector<Diagram> zoneFrames(const Query& query, const Answer& answer, const Zone& z,
                                const DisplayOptions& display);

} // namespace cd
