// The outlines drawn over single squares: the source, target and via marks (rings and a diamond,
// distinct in shape as well as colour) and the frame of a trajectory square. Each leaves a given
// rectangle (the square's corner number) uncovered. Sizes are fractions of the square size q.
#pragma once

#include "diagram/diagram.h"
#include "diagram/palette.h"

#include <QRectF>

class QPainter;

namespace cd {

// Paints mark `kind` centred in `square`, leaving `clear` (may be empty) uncovered.
void paintMark(QPainter& p, MarkKind kind, const QRectF& square, const Palette& palette, qreal q,
               const QRectF& clear);
// Paints a plain ring (no halo) about `center` in `color`, `width` wide, leaving the arc over
// `clear` (may be empty) out: as one SVG <circle>.
void paintRing(QPainter& p, QPointF center, qreal radius, const QColor& color, qreal width, qreal q,
               const QRectF& clear);
// Paints the frame of a trajectory square, leaving `clear` (may be empty) uncovered.
void paintFrame(QPainter& p, const QRectF& square, const QColor& color, qreal q,
                const QRectF& clear);

} // namespace cd
