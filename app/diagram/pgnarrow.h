// A game's own arrow ([%cal], core/pgnmarks.h) shaped as Lichess's board draws it, so that a study
// looks the same here and there: a straight shaft from the source's centre, 10/64 of a square
// wide, and a head 3 widths long and 4 wide whose tip stops just short of the target's centre
// (a little shorter when several arrows meet there), in Lichess's four brushes, translucent. Its
// circles ([%csl]) likewise: a ring 4/64 of a square wide just inside the square's edge.
#pragma once

#include "pgnmarks.h"

#include <QColor>
#include <QLineF>
#include <QPolygonF>

namespace cd {

// Lichess's brush opacity for a game's arrows and circles.
inline constexpr float kPgnMarkOpacity = 0.8f;

// Lichess's brushes: green #15781B, red #882020, blue #003088, yellow #e68f00 (opaque).
QColor pgnMarkColour(MarkColour colour);

struct PgnArrowShape {
    QLineF shaft; // from the source's centre to the head's base
    qreal width = 0;
    QPolygonF head; // base corners and tip
    QPointF tip;
};

// The arrow from `from` to `to` (square centres) on squares `square` wide; `shared`: another
// arrow ends on the same square (Lichess then stops each one a further 10/64 short).
PgnArrowShape pgnArrowShape(QPointF from, QPointF to, qreal square, bool shared = false);

// The ring circling a square `square` wide: the radius of its stroke's middle and its width.
struct PgnRing {
    qreal radius = 0;
    qreal width = 0;
};
PgnRing pgnRing(qreal square);

} // namespace cd
