#include "diagram/squaremarks.h"

#include <QPainter>
#include <QPainterPath>
#include <QPainterPathStroker>
#include <QtMath>

#include <algorithm>
#include <cmath>
#include <numbers>
#include <utility>
#include <vector>

namespace cd {

namespace {

const QColor kHalo(0, 0, 0, 150);
constexpr qreal kPi = std::numbers::pi; // a dark edge around marks so they read on every fill

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

// Whether the segment a-b meets `r` (Liang-Barsky clipping).
bool segmentMeets(QPointF a, QPointF b, const QRectF& r)
{
    const QPointF d = b - a;
    qreal t0 = 0, t1 = 1;
    const auto clip = [&](qreal p, qreal q) {
        if (p == 0)
            return q >= 0;
        const qreal t = q / p;
        if (p < 0)
            t0 = std::max(t0, t);
        else
            t1 = std::min(t1, t);
        return t0 <= t1;
    };
    return clip(-d.x(), a.x() - r.left()) && clip(d.x(), r.right() - a.x()) &&
           clip(-d.y(), a.y() - r.top()) && clip(d.y(), r.bottom() - a.y());
}

// The arc of a ring (radius `radius`, `band` wide) left out so that it does not cover `clear`:
// its middle and its size, in radians clockwise from the right (screen coordinates); a size of 0
// when the ring misses `clear`.
struct Gap {
    qreal middle = 0;
    qreal size = 0;
};

Gap ringGap(QPointF center, qreal radius, qreal band, const QRectF& clear)
{
    if (clear.isEmpty())
        return {};
    constexpr int kSteps = 720;
    const qreal step = 2 * kPi / kSteps;
    std::vector<bool> blocked(kSteps);
    bool any = false;
    for (int k = 0; k < kSteps; ++k) {
        const QPointF u(std::cos(k * step), std::sin(k * step));
        blocked[k] =
            segmentMeets(center + (radius - band / 2) * u, center + (radius + band / 2) * u, clear);
        any = any || blocked[k];
    }
    if (!any)
        return {};
    // The longest run of free steps is drawn, one step shorter at each end for what lies between.
    int bestStart = 0, bestLength = 0;
    for (int k = 0; k < kSteps; ++k) {
        if (blocked[k] || !blocked[(k + kSteps - 1) % kSteps])
            continue;
        int n = 0;
        while (n < kSteps && !blocked[(k + n) % kSteps])
            ++n;
        if (n > bestLength) {
            bestStart = k;
            bestLength = n;
        }
    }
    const qreal drawn = std::max(0, bestLength - 3) * step;
    return {(bestStart + 1) * step + drawn + (2 * kPi - drawn) / 2, 2 * kPi - drawn};
}

// Strokes a ring about `center` in `color`, `width` wide, over a slightly wider dark halo (if
// `withHalo`), leaving out the arc that would cover `clear`. Drawn as an ellipse with at most one
// dash, which an SVG holds as one <circle>: a ring cut by a rectangle would be kilobytes of
// polyline.
void ringWithHalo(QPainter& p, QPointF center, qreal radius, const QColor& color, qreal width,
                  qreal q, const QRectF& clear, bool withHalo = true)
{
    const qreal halo = width + 0.05 * q;
    const Gap gap = ringGap(center, radius, halo, clear);
    if (gap.size >= 2 * kPi)
        return;
    p.save();
    p.translate(center);
    // The gap is centred on the ellipse's start (the right, here) so that it falls in the same
    // place whichever way a device runs round the ellipse.
    p.rotate(qRadiansToDegrees(gap.middle));
    p.setBrush(Qt::NoBrush);
    const qreal length = 2 * kPi * radius;
    for (const auto& [ink, w] : {std::pair{kHalo, halo}, std::pair{color, width}}) {
        if (!withHalo && w == halo)
            continue;
        QPen pen(ink, w, Qt::SolidLine, Qt::FlatCap);
        if (gap.size > 0) {
            const qreal g = gap.size * radius;
            pen.setDashPattern({(length - g) / w, g / w}); // in pen widths
            pen.setDashOffset((length - g / 2) / w);
        }
        p.setPen(pen);
        p.drawEllipse(QPointF(0, 0), radius, radius);
    }
    p.restore();
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
        ringWithHalo(p, c, 0.41 * q, palette.sourceColor(), 0.07 * q, q, clear);
        break;
    case MarkKind::Target: // a double ring, like a target
        ringWithHalo(p, c, 0.44 * q, palette.targetColor(), 0.045 * q, q, clear);
        ringWithHalo(p, c, 0.33 * q, palette.targetColor(), 0.045 * q, q, clear);
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

void paintRing(QPainter& p, QPointF center, qreal radius, const QColor& color, qreal width, qreal q,
               const QRectF& clear)
{
    p.save();
    p.setRenderHint(QPainter::Antialiasing);
    ringWithHalo(p, center, radius, color, width, q, clear, false);
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
