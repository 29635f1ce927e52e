#include "diagram/squaremarks.h"

#include <QPainter>
#include <QPainterPath>
#include <QPainterPathStroker>

namespace cd {

namespace {

const QColor kHalo(0, 0, 0, 150); // a dark edge around marks so they read on every fill

// Fills the outline of `path` stroked `width` wide, leaving out `clear`.
void strokeExcept(QPainter& p, const QPainterPath& path, const QColor& color, qreal width,
                  const QRectF& clear)
{
    QPainterPathStroker stroker;
    stroker.setWidth(width);
    stroker.setCapStyle(Qt::FlatCap);
    stroker.setJoinStyle(Qt::MiterJoin);
    QPainterPath outline = stroker.createStroke(path);
    if (!clear.isEmpty() && outline.intersects(clear)) {
        QPainterPath hole;
        hole.addRect(clear);
        outline = outline.subtracted(hole);
    }
    p.fillPath(outline, color);
}

// Strokes `path` in `color` over a slightly wider dark halo.
void strokeWithHalo(QPainter& p, const QPainterPath& path, const QColor& color, qreal width,
                    qreal q, const QRectF& clear)
{
    strokeExcept(p, path, kHalo, width + 0.05 * q, clear);
    strokeExcept(p, path, color, width, clear);
}

QPainterPath ring(QPointF center, qreal radius)
{
    QPainterPath path;
    path.addEllipse(center, radius, radius);
    return path;
}

QPainterPath diamond(QPointF c, qreal r)
{
    QPainterPath path;
    path.moveTo(c + QPointF(0, -r));
    path.lineTo(c + QPointF(r, 0));
    path.lineTo(c + QPointF(0, r));
    path.lineTo(c + QPointF(-r, 0));
    path.closeSubpath();
    return path;
}

// A square outline over a contrasting band, so that it shows on every fill.
void paintPairOutline(QPainter& p, const QRectF& square, const QColor& color, bool dashed, qreal q)
{
    const qreal w = std::max<qreal>(3.0, q / 14);
    const QRectF inner = square.adjusted(w / 2, w / 2, -w / 2, -w / 2);
    p.setBrush(Qt::NoBrush);
    p.setPen(QPen(relativeLuminance(color) > 0.5 ? Qt::black : Qt::white, w + 2));
    p.drawRect(inner);
    p.setPen(QPen(color, w, dashed ? Qt::DashLine : Qt::SolidLine));
    p.drawRect(inner);
}

} // namespace

void paintMark(QPainter& p, MarkKind kind, const QRectF& square, const Palette& palette, qreal q,
               const QRectF& clear)
{
    p.save();
    p.setRenderHint(QPainter::Antialiasing);
    const QPointF c = square.center();
    switch (kind) {
    case MarkKind::Source: // one solid ring
        strokeWithHalo(p, ring(c, 0.41 * q), palette.sourceColor(), 0.07 * q, q, clear);
        break;
    case MarkKind::Target: // a double ring, like a target
        strokeWithHalo(p, ring(c, 0.44 * q), palette.targetColor(), 0.045 * q, q, clear);
        strokeWithHalo(p, ring(c, 0.33 * q), palette.targetColor(), 0.045 * q, q, clear);
        break;
    case MarkKind::Via: // a diamond; its mitred corners stay inside the square
        strokeWithHalo(p, diamond(c, 0.4 * q), palette.viaColor(), 0.06 * q, q, clear);
        break;
    case MarkKind::PairFrom: // a square outline: solid for the first square of the pair
    case MarkKind::PairTo:   // dashed for the second
        paintPairOutline(p, square,
                         kind == MarkKind::PairFrom ? palette.sourceColor() : palette.targetColor(),
                         kind == MarkKind::PairTo, q);
        break;
    case MarkKind::Blocked: { // a dark block with a light cross: "closed", on every fill
        const QRectF block = square.adjusted(0.14 * q, 0.14 * q, -0.14 * q, -0.14 * q);
        p.setPen(Qt::NoPen);
        p.setBrush(QColor(0x33, 0x33, 0x33));
        p.drawRoundedRect(block, 0.08 * q, 0.08 * q);
        p.setPen(QPen(QColor(0xf2, 0xf2, 0xf2), 0.07 * q, Qt::SolidLine, Qt::RoundCap));
        const qreal r = 0.2 * q;
        p.drawLine(c + QPointF(-r, -r), c + QPointF(r, r));
        p.drawLine(c + QPointF(-r, r), c + QPointF(r, -r));
        break;
    }
    case MarkKind::Unsafe: { // a warning triangle in the corner: the number stays readable
        const QPointF top = square.topRight() + QPointF(-0.22 * q, 0.05 * q);
        const qreal h = 0.34 * q;
        const QPolygonF triangle{top, top + QPointF(0.19 * q, h), top + QPointF(-0.19 * q, h)};
        p.setPen(
            QPen(QColor(0xf2, 0xf2, 0xf2), 0.03 * q, Qt::SolidLine, Qt::RoundCap, Qt::RoundJoin));
        p.setBrush(QColor(0x33, 0x33, 0x33));
        p.drawPolygon(triangle);
        p.setPen(QPen(QColor(0xf2, 0xf2, 0xf2), 0.04 * q, Qt::SolidLine, Qt::RoundCap));
        p.drawLine(top + QPointF(0, 0.12 * q), top + QPointF(0, 0.22 * q));
        p.drawPoint(top + QPointF(0, 0.28 * q));
        break;
    }
    }
    p.restore();
}

void paintCircle(QPainter& p, const QRectF& square, const QColor& color, qreal q,
                 const QRectF& clear)
{
    p.save();
    p.setRenderHint(QPainter::Antialiasing);
    // Wider than the source's ring and just inside the square's edge, as Lichess draws it.
    strokeWithHalo(p, ring(square.center(), 0.455 * q), color, 0.075 * q, q, clear);
    p.restore();
}

void paintFrame(QPainter& p, const QRectF& square, const QColor& color, qreal q,
                const QRectF& clear)
{
    p.save();
    p.setRenderHint(QPainter::Antialiasing);
    const qreal inset = 0.05 * q;
    QPainterPath frame;
    frame.addRect(square.adjusted(inset, inset, -inset, -inset));
    strokeExcept(p, frame, color, 0.045 * q, clear);
    p.restore();
}

} // namespace cd
