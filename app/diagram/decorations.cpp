#include "diagram/decorations.h"

#include "diagram/rastercache.h"

#include <QPainter>
#include <QPainterPath>
#include <QPolygonF>

#include <algorithm>
#include <cmath>

using namespace Qt::Literals::StringLiterals;

namespace cd {

namespace {

const QColor kInk(0x40, 0x40, 0x40); // coordinates, legend labels and caption

// The part of a convex polygon where x + y >= c (Sutherland-Hodgman, one edge).
QPolygonF clipAbove(const QPolygonF& poly, qreal c)
{
    QPolygonF out;
    const auto value = [c](QPointF p) { return p.x() + p.y() - c; };
    for (qsizetype i = 0; i < poly.size(); ++i) {
        const QPointF a = poly[i];
        const QPointF b = poly[(i + 1) % poly.size()];
        const qreal va = value(a);
        const qreal vb = value(b);
        if (va >= 0)
            out << a;
        if ((va >= 0) != (vb >= 0))
            out << a + (b - a) * (va / (va - vb));
    }
    return out;
}

// The part of a convex polygon where x + y <= c.
QPolygonF clipBelow(const QPolygonF& poly, qreal c)
{
    QPolygonF mirrored;
    for (const QPointF p : poly)
        mirrored << -p;
    QPolygonF out;
    for (const QPointF p : clipAbove(mirrored, -c))
        out << -p;
    return out;
}

} // namespace

QColor hatchColor(const QColor& fill)
{
    // As strong as it may be without taking the number written over it below WCAG's 4.5:1 (with
    // a little to spare for anti-aliasing): the stripes run under the dash.
    const QColor ink = textColorOn(fill);
    float alpha = 0.32f;
    const auto over = [&](float a) {
        const auto mix = [a](int x, int y) {
            return static_cast<int>(
                std::lround(static_cast<float>(x) + static_cast<float>(y - x) * a));
        };
        return QColor(mix(fill.red(), ink.red()), mix(fill.green(), ink.green()),
                      mix(fill.blue(), ink.blue()));
    };
    while (alpha > 0.12f && contrastRatio(ink, over(alpha)) < 4.7)
        alpha -= 0.02f;
    QColor c = ink;
    c.setAlphaF(alpha);
    return c;
}

void paintHatch(QPainter& painter, const QRectF& rect, const QColor& color, qreal q)
{
    const QByteArray key =
        "hatch" + QByteArray::number(color.rgba(), 16) + '/' + QByteArray::number(q, 'f', 3);
    drawCached(painter, rect, key, [color, q](QPainter& p, const QRectF& r) {
        // Stripes between the lines x + y = c -+ w, cut to the rectangle exactly so that
        // nothing spills into the neighbours and vector output needs no clipping.
        const qreal step = q / 5.5;
        const qreal half = std::max<qreal>(0.35, q / 52) * std::sqrt(2.0);
        const QPolygonF box({r.topLeft(), r.topRight(), r.bottomRight(), r.bottomLeft()});
        // Pixels: one polygon at a time, which Qt's rasteriser fills about four times faster
        // than one path of all stripes (60-120 ms for a square of an 8192 px export). Vector
        // output: one path, one element in the file.
        const bool pixels = paintsPixels(p);
        QPainterPath stripes;
        p.save();
        p.setRenderHint(QPainter::Antialiasing);
        p.setPen(Qt::NoPen);
        p.setBrush(color);
        for (qreal c = r.left() + r.top() + step / 2; c < r.right() + r.bottom(); c += step) {
            const QPolygonF band = clipBelow(clipAbove(box, c - half), c + half);
            if (band.size() < 3)
                continue;
            if (pixels)
                p.drawPolygon(band);
            else
                stripes.addPolygon(band);
        }
        if (!pixels)
            p.fillPath(stripes, color);
        p.restore();
    });
}

QColor decorationInk()
{
    return kInk;
}

QColor swatchOutline()
{
    return QColor(0, 0, 0, 90);
}

qreal swatchOutlineWidth(const BoardLayout& l)
{
    return std::max<qreal>(0.5, l.square / 60);
}

QRectF captionBox(const BoardLayout& l, const CaptionLine& line)
{
    return line.box.adjusted(0, 0, 0.1 * l.square, 0);
}

void paintCoordinates(QPainter& painter, const Diagram& d, const BoardLayout& l)
{
    const QRectF board = l.board();
    for (int i = 0; i < 8; ++i) {
        const auto at = static_cast<std::size_t>(i);
        const int file = d.flipped ? 7 - i : i;
        const int rank = d.flipped ? i + 1 : 8 - i;
        const QRectF below(QPointF(l.xs[at], board.bottom()),
                           QPointF(l.xs[at + 1], l.coordinates.bottom()));
        drawTextCached(painter, below, Qt::AlignCenter, QString(QChar(u'a' + file)),
                       l.fonts.coordinate, kInk);
        const QRectF left(QPointF(l.coordinates.left(), l.ys[at]),
                          QPointF(board.left(), l.ys[at + 1]));
        drawTextCached(painter, left, Qt::AlignCenter, QString::number(rank), l.fonts.coordinate,
                       kInk);
    }
}

void paintLegend(QPainter& painter, const Diagram& d, const BoardLayout& l)
{
    const Palette palette(d.palette);
    const qreal q = l.square;
    painter.save();
    for (const LegendItem& item : l.legend) {
        const LegendEntry& e = d.legend[item.entry];
        const QColor fill = e.value ? d.valueFill(*e.value, true) : palette.unreachableColor(true);
        painter.setRenderHint(QPainter::Antialiasing, false);
        painter.fillRect(item.swatch, fill);
        if (!e.value)
            paintHatch(painter, item.swatch, hatchColor(fill), q);
        painter.setRenderHint(QPainter::Antialiasing);
        painter.setPen(QPen(swatchOutline(), swatchOutlineWidth(l)));
        painter.setBrush(Qt::NoBrush);
        painter.drawRect(item.swatch);
        drawTextCached(painter, item.swatch, Qt::AlignCenter, e.value ? e.label : u"\u2013"_s,
                       l.fonts.legend, textColorOn(fill));
        if (!item.label.isEmpty())
            drawTextCached(painter, item.label, Qt::AlignLeft | Qt::AlignVCenter, e.label,
                           l.fonts.legend, kInk);
    }
    painter.restore();
}

void paintCaption(QPainter& painter, const Diagram& /*d*/, const BoardLayout& l)
{
    for (const CaptionLine& line : l.caption)
        drawTextCached(painter, captionBox(l, line), Qt::AlignLeft | Qt::AlignTop, line.text,
                       line.font, kInk);
}

void paintSideToMove(QPainter& painter, const Diagram& d, const BoardLayout& l)
{
    if (!d.toMove || l.toMove.isEmpty())
        return;
    // The white disc keeps an outline of ink, so that it shows on a white page too.
    const qreal outline = std::max<qreal>(1, 0.03 * l.square);
    painter.setRenderHint(QPainter::Antialiasing);
    painter.setPen(QPen(kInk, outline));
    painter.setBrush(*d.toMove == Color::White ? QColor(Qt::white) : QColor(0x20, 0x20, 0x20));
    const qreal inset = outline / 2;
    painter.drawEllipse(l.toMove.adjusted(inset, inset, -inset, -inset));
}

} // namespace cd
