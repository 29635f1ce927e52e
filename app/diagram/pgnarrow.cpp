#include "diagram/pgnarrow.h"

#include <algorithm>

namespace cd {

namespace {

// Lichess's sizes, in 64ths of a square: the line's width, how far before the target's centre
// the line ends (twice as far when arrows share the target), and its head marker, 3 × 4 line
// widths, placed 2.05 widths back from the line's end.
constexpr qreal kWidth = 10.0 / 64;
constexpr qreal kMargin = 10.0 / 64;
constexpr qreal kSharedMargin = 20.0 / 64;
constexpr qreal kHeadLength = 3;
constexpr qreal kHeadHalfWidth = 2;
constexpr qreal kHeadBack = 2.05;
// A circle's stroke, its outer edge on the square's.
constexpr qreal kRingWidth = 4.0 / 64;

} // namespace

QColor pgnMarkColour(MarkColour colour)
{
    switch (colour) {
    case MarkColour::Green:
        return {0x15, 0x78, 0x1b};
    case MarkColour::Red:
        return {0x88, 0x20, 0x20};
    case MarkColour::Blue:
        return {0x00, 0x30, 0x88};
    case MarkColour::Yellow:
        return {0xe6, 0x8f, 0x00};
    }
    return {0x15, 0x78, 0x1b};
}

PgnArrowShape pgnArrowShape(QPointF from, QPointF to, qreal square, bool shared)
{
    const QLineF line(from, to);
    const qreal length = line.length();
    const qreal w = kWidth * square;
    if (length <= 0)
        return {QLineF(from, from), w, {}, from};
    const QPointF unit = (to - from) / length;
    const QPointF normal(-unit.y(), unit.x());
    const qreal lineEnd = length - (shared ? kSharedMargin : kMargin) * square;
    // A very short arrow keeps its head: the shaft shrinks to nothing first.
    const qreal base = std::max<qreal>(0, lineEnd - kHeadBack * w);
    const QPointF baseAt = from + unit * base;
    const QPointF tip = baseAt + unit * (kHeadLength * w);
    const QPointF side = normal * (kHeadHalfWidth * w);
    return {QLineF(from, baseAt), w, QPolygonF({baseAt + side, tip, baseAt - side, baseAt + side}),
            tip};
}

PgnRing pgnRing(qreal square)
{
    return {square / 2 - kRingWidth * square / 2, kRingWidth * square};
}

} // namespace cd
