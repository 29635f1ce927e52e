// The shapes of a route drawn as arrows: one arrow per move (a knight's move straight, as printed
// diagrams draw it, or as an L, long leg first), each starting and ending short of the square
// centres, and with a gap wherever its shaft would cross one of the given number boxes, so that the
// numbers stay readable. Sizes are fractions of the square size.
#pragma once

#include "diagram/boardlayout.h"

#include <QPainterPath>
#include <QPolygonF>

#include <span>
#include <vector>

class QPainter;
class QColor;

namespace cd {

struct ArrowStyle {
    bool knightL = false; // a knight's move as an L, long leg first
    qreal width = 1;      // scale of the shaft's and the head's width
    qreal offset = 0;     // shift to the left of each move's direction, in square sizes
};

// A move's arrow before gaps are cut: its shaft (a polyline from short of the source's centre to
// the head's base), the shaft's width and the head.
struct ArrowParts {
    std::vector<QPointF> shaft;
    qreal width = 0;
    QPolygonF head;
};

// One filled outline (shaft plus head) per move of `stops`.
std::vector<QPainterPath> routeArrows(const std::vector<Square>& stops, const BoardLayout& layout,
                                      bool flipped, std::span<const QRectF> keepClear = {},
                                      const ArrowStyle& style = {});
// The same before gaps are cut, and an arrow's outline with its gaps.
std::vector<ArrowParts> routeArrowParts(const std::vector<Square>& stops, const BoardLayout& layout,
                                        bool flipped, const ArrowStyle& style = {});
QPainterPath cutArrow(const ArrowParts& arrow, std::span<const QRectF> keepClear);

// Fills the arrow `shape` in `color` inside a casing: a rim `rim` wide that contrasts with the
// colour and a hairline `hairline` wide in the other of black and white, so that the arrow shows
// on squares of its own hue and one of the two on every fill. `ownTile`: nothing is under the
// arrow yet on this pixel painter (faster).
void paintCasedArrow(QPainter& painter, const QPainterPath& shape, const QColor& color, qreal rim,
                     qreal hairline, bool ownTile);

// The parts of a polyline outside every box grown by `margin` (gaps cut square to the line).
std::vector<std::vector<QPointF>> splitAround(const std::vector<QPointF>& line,
                                              std::span<const QRectF> boxes, qreal margin);

} // namespace cd
