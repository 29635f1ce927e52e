// The zone's and the wavefront's layers of BoardRenderer::paint (boardrenderer.h).
#include "diagram/boardrenderer.h"

#include "diagram/diagramtext.h"
#include "diagram/palette.h"

#include <QFontMetricsF>
#include <QPainter>

namespace cd {

namespace {

// "t3": a zone stop's time. Outside BoardRenderer, so that lupdate files it under "cd".
QString stopTimeText(int budget)
{
    return tr("t%1", "a zone stop's time: the other side's moves before the attacker arrives")
        .arg(budget);
}

} // namespace

void BoardRenderer::paintFrontier(QPainter& p, const BoardLayout& l) const
{
    // A white frame inside a black one: it stands out on every fill and in grey print.
    const qreal q = l.square;
    p.setRenderHint(QPainter::Antialiasing);
    p.setBrush(Qt::NoBrush);
    for (const Square s : m_diagram.frontier) {
        const QRectF r = l.squareRect(s, m_diagram.flipped);
        p.setPen(QPen(Qt::black, 0.09 * q, Qt::SolidLine, Qt::SquareCap, Qt::MiterJoin));
        p.drawRect(r.adjusted(0.045 * q, 0.045 * q, -0.045 * q, -0.045 * q));
        p.setPen(QPen(Qt::white, 0.045 * q, Qt::SolidLine, Qt::SquareCap, Qt::MiterJoin));
        p.drawRect(r.adjusted(0.09 * q, 0.09 * q, -0.09 * q, -0.09 * q));
    }
}

void BoardRenderer::paintZone(QPainter& p, const BoardLayout& l) const
{
    const ZoneOverlay& z = m_diagram.zone;
    const qreal q = l.square;
    // Blue where the main routes are red and green where they are blue: apart for colour-blind
    // eyes too, and dashed, so that the two kinds of route differ in print as well.
    const QColor main = Palette(m_diagram.palette).arrowColor();
    const QColor color =
        main.blue() > main.red() ? QColor(0x00, 0x9E, 0x73) : QColor(0x00, 0x72, 0xB2);
    const auto centre = [&](Square s) { return l.squareRect(s, m_diagram.flipped).center(); };
    p.setRenderHint(QPainter::Antialiasing);
    p.setBrush(Qt::NoBrush);
    for (const Arrow& a : z.routes) {
        QPolygonF line;
        for (const Square s : a.stops)
            line << centre(s);
        // The route stops at the edge of the square it meets, so that the square's number shows.
        if (line.size() >= 2) {
            QLineF last(line[line.size() - 2], line.back());
            if (last.length() > 0.6 * q) {
                last.setLength(last.length() - 0.36 * q);
                line.back() = last.p2();
            }
        }
        p.setPen(QPen(Qt::white, 0.14 * q, Qt::SolidLine, Qt::RoundCap, Qt::RoundJoin));
        p.drawPolyline(line);
        QPen dash(color, 0.09 * q, Qt::CustomDashLine, Qt::FlatCap, Qt::RoundJoin);
        dash.setDashPattern({2.0, 1.2});
        p.setPen(dash);
        p.drawPolyline(line);
        // Where it meets the stop: a dot, as the head of the dashed route.
        p.setPen(QPen(Qt::white, 0.03 * q));
        p.setBrush(color);
        p.drawEllipse(line.back(), 0.12 * q, 0.12 * q);
        p.setBrush(Qt::NoBrush);
    }
    for (const Square s : z.interceptors) {
        const QRectF r = l.squareRect(s, m_diagram.flipped);
        const QRectF ring = r.adjusted(0.06 * q, 0.06 * q, -0.06 * q, -0.06 * q);
        p.setPen(QPen(Qt::white, 0.12 * q));
        p.drawEllipse(ring);
        QPen dash(color, 0.07 * q, Qt::CustomDashLine, Qt::FlatCap);
        dash.setDashPattern({2.0, 1.0});
        p.setPen(dash);
        p.drawEllipse(ring);
    }
    // Each stop's time: the other side's moves before the attacker arrives, top right.
    p.setFont(l.fonts.layer);
    const QFontMetricsF fm(l.fonts.layer);
    for (const ZoneStop& stop : z.stops) {
        const QString text = stopTimeText(stop.budget);
        const QRectF r = l.squareRect(stop.square, m_diagram.flipped);
        const QSizeF size(fm.horizontalAdvance(text) + 0.1 * q, fm.height());
        const QRectF badge(QPointF(r.right() - size.width() - 0.09 * q, r.top() + 0.09 * q), size);
        p.setPen(QPen(Qt::white, 0.02 * q));
        p.setBrush(color);
        p.drawRoundedRect(badge, 0.05 * q, 0.05 * q);
        p.setPen(textColorOn(color));
        p.drawText(badge, Qt::AlignCenter, text);
    }
}

} // namespace cd
