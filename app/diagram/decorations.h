// The parts of a diagram around the board (coordinates, legend, caption) and the hatch that
// marks unreachable squares and their legend swatch.
#pragma once

#include "diagram/boardlayout.h"
#include "diagram/palette.h"

#include <QColor>

class QPainter;

namespace cd {

// Diagonal lines across `rect`, spaced and sized from the square size q (no clipping needed).
void paintHatch(QPainter& painter, const QRectF& rect, const QColor& color, qreal q);
// The hatch colour on an unreachable fill: the fill's text colour, faint enough that the text
// keeps a contrast of 4.5:1 on the stripes.
QColor hatchColor(const QColor& fill);

// The ink of coordinates, legend labels and caption; a legend swatch's outline and its width.
QColor decorationInk();
QColor swatchOutline();
qreal swatchOutlineWidth(const BoardLayout& l);

// The box a caption line is drawn into.
QRectF captionBox(const BoardLayout& l, const CaptionLine& line);

void paintCoordinates(QPainter& painter, const Diagram& d, const BoardLayout& l);
void paintLegend(QPainter& painter, const Diagram& d, const BoardLayout& l);
void paintCaption(QPainter& painter, const Diagram& d, const BoardLayout& l);
// The side to move: a disc of its colour beside its edge of the board, as printed diagrams mark it.
void paintSideToMove(QPainter& painter, const Diagram& d, const BoardLayout& l);

} // namespace cd
