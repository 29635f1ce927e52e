// A game's own drawing ([%cal] arrows and [%csl] circles of its comments, core/pgnmarks.h): in
// Lichess's four colours, above the fills and the program's marks, with gaps around the numbers.
#include "diagram/arrowpath.h"
#include "diagram/boardrenderer.h"
#include "diagram/squaremarks.h"

#include <QPainter>

#include <algorithm>
#include <vector>

namespace cd {

namespace {

constexpr float kOpacity = 0.8f;

// Lichess's green, red, yellow and blue, a little lighter where theirs are too dark to tell apart
// under the casing.
QColor markColour(MarkColour colour)
{
    switch (colour) {
    case MarkColour::Green:
        return {0x15, 0x78, 0x1b};
    case MarkColour::Red:
        return {0xc0, 0x25, 0x25};
    case MarkColour::Yellow:
        return {0xe6, 0x8f, 0x00};
    case MarkColour::Blue:
        return {0x1a, 0x55, 0xc8};
    }
    return {0x15, 0x78, 0x1b};
}

} // namespace

void BoardRenderer::paintAnnotations(QPainter& p, const BoardLayout& l) const
{
    const BoardMarks& marks = m_diagram.annotations;
    const qreal q = l.square;
    for (const BoardCircle& c : marks.circles) {
        const QRectF r = l.squareRect(c.square, m_diagram.flipped);
        paintCircle(p, r, markColour(c.colour), q, keepClear(l, c.square, true));
    }
    if (marks.arrows.empty())
        return;
    std::vector<QRectF> numbers;
    for (Square s = A1; s <= H8; ++s)
        if (const QRectF n = numberArea(l, s); !n.isEmpty())
            numbers.push_back(n);
    p.setRenderHint(QPainter::Antialiasing);
    const qreal rim = std::max<qreal>(1.5, 0.03 * q);
    const qreal hairline = std::max<qreal>(1.5, 0.02 * q);
    const ArrowStyle style; // straight, as Lichess draws a knight's arrow too
    for (const BoardArrow& a : marks.arrows) {
        QColor color = markColour(a.colour);
        color.setAlphaF(kOpacity);
        for (const QPainterPath& path :
             routeArrows({a.from, a.to}, l, m_diagram.flipped, numbers, style))
            paintCasedArrow(p, path, color, rim, hairline, false);
    }
}

} // namespace cd
