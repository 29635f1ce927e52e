// A game's own drawing ([%cal] arrows and [%csl] circles of its comments, core/pgnmarks.h): as
// Lichess draws them (diagram/pgnarrow.h), above the fills and the program's marks, with gaps
// around the numbers.
#include "diagram/arrowpath.h"
#include "diagram/boardrenderer.h"
#include "diagram/pgnarrow.h"
#include "diagram/squaremarks.h"

#include <QPainter>
#include <QPainterPathStroker>

#include <array>
#include <vector>

namespace cd {

namespace {

// One arrow's outline: its shaft with gaps where it crosses a number, its head without them.
QPainterPath arrowOutline(const PgnArrowShape& a, const std::vector<QRectF>& numbers)
{
    QPainterPathStroker stroker;
    stroker.setWidth(a.width);
    stroker.setCapStyle(Qt::FlatCap);
    QPainterPath outline;
    outline.setFillRule(Qt::WindingFill);
    const std::vector<QPointF> shaft{a.shaft.p1(), a.shaft.p2()};
    for (const std::vector<QPointF>& part : splitAround(shaft, numbers, a.width / 2)) {
        QPainterPath line(part.front());
        line.lineTo(part.back());
        outline.addPath(stroker.createStroke(line));
        if (part.front() == a.shaft.p1()) // Lichess's round start, where no number is
            outline.addEllipse(a.shaft.p1(), a.width / 2, a.width / 2);
    }
    QPainterPath head;
    head.addPolygon(a.head);
    for (const QRectF& n : numbers)
        if (n.intersects(a.head.boundingRect())) {
            QPainterPath hole;
            hole.addRect(n.adjusted(-a.width / 4, -a.width / 4, a.width / 4, a.width / 4));
            head = head.subtracted(hole);
        }
    outline.addPath(head);
    return outline.simplified(); // one fill: no darker overlap where shaft and head meet
}

} // namespace

void BoardRenderer::paintAnnotations(QPainter& p, const BoardLayout& l) const
{
    const BoardMarks& marks = m_diagram.annotations;
    const qreal q = l.square;
    p.save();
    p.setRenderHint(QPainter::Antialiasing);
    p.setPen(Qt::NoPen);
    const PgnRing ring = pgnRing(q);
    for (const BoardCircle& c : marks.circles) {
        QColor color = pgnMarkColour(c.colour);
        color.setAlphaF(kPgnMarkOpacity);
        paintRing(p, l.squareCenter(c.square, m_diagram.flipped), ring.radius, color, ring.width, q,
                  keepClear(l, c.square, true));
    }
    if (marks.arrows.empty()) {
        p.restore();
        return;
    }
    std::vector<QRectF> numbers;
    for (Square s = A1; s <= H8; ++s)
        if (const QRectF n = numberArea(l, s); !n.isEmpty())
            numbers.push_back(n);
    std::array<int, 64> ending{};
    for (const BoardArrow& a : marks.arrows)
        ++ending[a.to];
    for (const BoardArrow& a : marks.arrows) {
        QColor color = pgnMarkColour(a.colour);
        color.setAlphaF(kPgnMarkOpacity);
        const PgnArrowShape shape =
            pgnArrowShape(l.squareCenter(a.from, m_diagram.flipped),
                          l.squareCenter(a.to, m_diagram.flipped), q, ending[a.to] > 1);
        p.fillPath(arrowOutline(shape, numbers), color);
    }
    p.restore();
}

} // namespace cd
