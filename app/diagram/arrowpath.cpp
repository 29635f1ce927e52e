#include "diagram/arrowpath.h"

#include "diagram/palette.h"
#include "diagram/rastercache.h"

#include <QLineF>
#include <QPainter>
#include <QPainterPathStroker>
#include <QPolygonF>

#include <algorithm>
#include <cmath>
#include <cstdlib>
#include <optional>
#include <utility>

namespace cd {

namespace {

// In square sizes.
constexpr qreal kStartGap = 0.25;
constexpr qreal kEndGap = 0.24;
constexpr qreal kShaftWidth = 0.085;
constexpr qreal kHeadLength = 0.26;
constexpr qreal kHeadHalfWidth = 0.16;

// p moved towards q by `distance`.
QPointF towards(QPointF p, QPointF q, qreal distance)
{
    const QLineF line(p, q);
    if (line.length() <= 0)
        return p;
    return p + (q - p) * (distance / line.length());
}

// The parameter interval [t0, t1] of segment a-b inside `box` (Liang-Barsky); empty if none.
std::optional<std::pair<qreal, qreal>> insideInterval(QPointF a, QPointF b, const QRectF& box)
{
    qreal t0 = 0;
    qreal t1 = 1;
    const QPointF d = b - a;
    const qreal p[4] = {-d.x(), d.x(), -d.y(), d.y()};
    const qreal q[4] = {a.x() - box.left(), box.right() - a.x(), a.y() - box.top(),
                        box.bottom() - a.y()};
    for (int i = 0; i < 4; ++i) {
        if (p[i] == 0) {
            if (q[i] < 0)
                return std::nullopt;
            continue;
        }
        const qreal t = q[i] / p[i];
        if (p[i] < 0)
            t0 = std::max(t0, t);
        else
            t1 = std::min(t1, t);
    }
    if (t0 >= t1)
        return std::nullopt;
    return std::pair{t0, t1};
}

ArrowParts moveArrow(std::vector<QPointF> points, qreal q, qreal widthScale)
{
    const std::size_t last = points.size() - 1;
    const qreal firstLeg = QLineF(points[0], points[1]).length();
    const qreal lastLeg = QLineF(points[last - 1], points[last]).length();
    points[0] = towards(points[0], points[1], std::min(kStartGap * q, firstLeg / 3));
    points[last] = towards(points[last], points[last - 1], std::min(kEndGap * q, lastLeg / 3));
    const qreal room = QLineF(points[last - 1], points[last]).length();
    const qreal head = std::min(kHeadLength * q, room * 0.6);
    const QPointF tip = points[last];
    const QPointF base = towards(tip, points[last - 1], head);
    points[last] = base;

    const QLineF axis(base, tip);
    const QPointF normal = axis.length() > 0 ? QPointF(-(tip.y() - base.y()), tip.x() - base.x()) *
                                                   (kHeadHalfWidth * q * widthScale / axis.length())
                                             : QPointF();
    return {std::move(points), kShaftWidth * q * widthScale,
            QPolygonF({base + normal, tip, base - normal, base + normal})};
}

} // namespace

std::vector<std::vector<QPointF>> splitAround(const std::vector<QPointF>& line,
                                              std::span<const QRectF> boxes, qreal margin)
{
    std::vector<std::vector<QPointF>> parts;
    std::vector<QPointF> current;
    const auto finish = [&] {
        if (current.size() >= 2 && QLineF(current.front(), current.back()).length() > 0)
            parts.push_back(current);
        current.clear();
    };
    for (std::size_t i = 0; i + 1 < line.size(); ++i) {
        const QPointF a = line[i];
        const QPointF b = line[i + 1];
        std::vector<std::pair<qreal, qreal>> gaps;
        for (const QRectF& box : boxes)
            if (const auto gap =
                    insideInterval(a, b, box.adjusted(-margin, -margin, margin, margin)))
                gaps.push_back(*gap);
        std::sort(gaps.begin(), gaps.end());
        if (current.empty())
            current.push_back(a);
        qreal t = 0;
        for (const auto& [t0, t1] : gaps) {
            if (t1 <= t)
                continue;
            if (t0 > t)
                current.push_back(a + (b - a) * t0);
            finish();
            t = t1;
            current.push_back(a + (b - a) * t);
        }
        if (t < 1)
            current.push_back(b);
        else
            current.clear();
    }
    finish();
    return parts;
}

std::vector<ArrowParts> routeArrowParts(const std::vector<Square>& stops, const BoardLayout& layout,
                                        bool flipped, const ArrowStyle& style)
{
    std::vector<ArrowParts> arrows;
    for (std::size_t i = 1; i < stops.size(); ++i) {
        const Square a = stops[i - 1];
        const Square b = stops[i];
        if (a == b)
            continue;
        std::vector<QPointF> points{layout.squareCenter(a, flipped)};
        const int df = std::abs(fileOf(b) - fileOf(a));
        const int dr = std::abs(rankOf(b) - rankOf(a));
        if (style.knightL && ((df == 2 && dr == 1) || (df == 1 && dr == 2))) {
            const Square corner =
                df == 2 ? makeSquare(fileOf(b), rankOf(a)) : makeSquare(fileOf(a), rankOf(b));
            points.push_back(layout.squareCenter(corner, flipped));
        }
        points.push_back(layout.squareCenter(b, flipped));
        if (style.offset != 0) {
            // Parallel routes side by side: the whole move shifted across its direction.
            const QLineF along(points.front(), points.back());
            const QPointF left = QPointF(along.dy(), -along.dx()) / along.length();
            for (QPointF& p : points)
                p += left * (style.offset * layout.square);
        }
        arrows.push_back(moveArrow(std::move(points), layout.square, style.width));
    }
    return arrows;
}

QPainterPath cutArrow(const ArrowParts& arrow, std::span<const QRectF> keepClear)
{
    QPainterPathStroker stroker;
    stroker.setWidth(arrow.width);
    stroker.setCapStyle(Qt::FlatCap);
    stroker.setJoinStyle(Qt::MiterJoin);
    QPainterPath outline;
    outline.setFillRule(Qt::WindingFill);
    for (const std::vector<QPointF>& part : splitAround(arrow.shaft, keepClear, arrow.width / 2)) {
        QPainterPath shaft;
        shaft.moveTo(part[0]);
        for (std::size_t i = 1; i < part.size(); ++i)
            shaft.lineTo(part[i]);
        outline.addPath(stroker.createStroke(shaft));
    }
    outline.addPolygon(arrow.head);
    return outline;
}

std::vector<QPainterPath> routeArrows(const std::vector<Square>& stops, const BoardLayout& layout,
                                      bool flipped, std::span<const QRectF> keepClear,
                                      const ArrowStyle& style)
{
    std::vector<QPainterPath> arrows;
    for (const ArrowParts& arrow : routeArrowParts(stops, layout, flipped, style))
        arrows.push_back(cutArrow(arrow, keepClear));
    return arrows;
}

void paintCasedArrow(QPainter& painter, const QPainterPath& shape, const QColor& color, qreal rim,
                     qreal hairline, bool ownTile)
{
    painter.save();
    painter.setRenderHint(QPainter::Antialiasing);
    const QColor inner = arrowOutline(color);
    // Alone in a pixel tile: strokes, then the arrow replacing what is under it; over a board or
    // in vector output: the rings themselves, cut out of the arrow (slower).
    const bool replace = ownTile && paintsPixels(painter);
    QPainterPathStroker stroker;
    stroker.setJoinStyle(Qt::RoundJoin);
    for (const auto& [width, ink] :
         {std::pair(rim + hairline, textColorOn(inner)), std::pair(rim, inner)}) {
        stroker.setWidth(2 * width);
        const QPainterPath ring = stroker.createStroke(shape);
        painter.fillPath(replace ? ring : ring.subtracted(shape), ink);
    }
    if (replace)
        painter.setCompositionMode(QPainter::CompositionMode_Source);
    painter.fillPath(shape, color);
    painter.restore();
}

} // namespace cd
