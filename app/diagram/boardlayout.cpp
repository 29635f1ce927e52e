#include "diagram/boardlayout.h"

#include <QFontMetricsF>
#include <QTextLayout>

#include <algorithm>
#include <cmath>

using namespace Qt::Literals::StringLiterals;

namespace cd {

namespace {

// Lengths in square sizes.
constexpr qreal kCoordMargin = 0.42; // left and bottom, for rank digits and file letters
constexpr qreal kPad = 0.14;         // top and right with coordinates; below legend or caption
constexpr qreal kLegendGap = 0.22;
constexpr qreal kSwatch = 0.46;
constexpr qreal kSwatchGap = 0.08;
constexpr qreal kLegendRowGap = 0.1;
constexpr qreal kLabelGap = 0.1;
constexpr qreal kCaptionGap = 0.2;
constexpr qreal kToMoveMargin = 0.5; // right of the board, for the side-to-move marker
constexpr qreal kToMoveSize = 0.3;

QFont makeFont(qreal pixels, QFont::Weight weight)
{
    QFont f;
    f.setFamilies(
        {u"DejaVu Sans"_s, u"Noto Sans"_s, u"Liberation Sans"_s, u"Arial"_s, u"Helvetica"_s});
    f.setStyleHint(QFont::SansSerif);
    f.setPixelSize(std::max(1, static_cast<int>(std::lround(pixels))));
    f.setWeight(weight);
    return f;
}

DiagramFonts fontsFor(qreal q, qreal captionScale)
{
    return {makeFont(0.40 * q, QFont::DemiBold), makeFont(0.24 * q, QFont::DemiBold),
            makeFont(0.19 * q, QFont::Bold),     makeFont(0.26 * q, QFont::Normal),
            makeFont(0.25 * q, QFont::Normal),   makeFont(0.26 * q * captionScale, QFont::Normal),
            makeFont(0.28 * q, QFont::Bold)};
}

bool legendShown(const Diagram& d)
{
    return d.show.legend && !d.legend.empty();
}

bool captionShown(const Diagram& d)
{
    return d.show.caption && !d.caption.trimmed().isEmpty();
}

// Flows the swatches left to right from `top`, wrapping at the board's width; returns the bottom.
qreal layoutLegend(const Diagram& d, BoardLayout& l, qreal top)
{
    const qreal q = l.square;
    const QFontMetricsF fm(l.fonts.legend);
    const qreal left = l.xs[0];
    const qreal right = l.xs[8];
    qreal x = left;
    qreal y = top;
    for (std::size_t i = 0; i < d.legend.size(); ++i) {
        const LegendEntry& e = d.legend[i];
        const qreal textWidth = fm.horizontalAdvance(e.label);
        qreal swatchWidth = kSwatch * q;
        qreal labelWidth = 0;
        if (e.value)
            swatchWidth = std::max(swatchWidth, textWidth + 0.16 * q);
        else
            labelWidth = kLabelGap * q + textWidth;
        const qreal itemWidth = swatchWidth + labelWidth;
        if (x > left && x + itemWidth > right) {
            x = left;
            y += (kSwatch + kLegendRowGap) * q;
        }
        LegendItem item;
        item.entry = i;
        item.swatch = QRectF(x, y, swatchWidth, kSwatch * q);
        if (!e.value)
            item.label = QRectF(x + swatchWidth + kLabelGap * q, y, textWidth, kSwatch * q);
        l.legend.push_back(item);
        x += itemWidth + kSwatchGap * q;
    }
    return y + kSwatch * q;
}

// The caption font, smaller where the paragraph's widest word would not fit on a line: words
// (a FEN's fields) never break in the middle.
QFont paragraphFont(const QString& paragraph, const QFont& caption, qreal width)
{
    const QFontMetricsF fm(caption);
    qreal widest = 0;
    for (const QString& word : paragraph.split(u' ', Qt::SkipEmptyParts))
        widest = std::max(widest, fm.horizontalAdvance(word));
    if (widest <= width)
        return caption;
    QFont smaller = caption;
    smaller.setPixelSize(std::max(1, static_cast<int>(caption.pixelSize() * width / widest)));
    return smaller;
}

// Wraps each caption paragraph to the width and centres its lines; returns the bottom.
qreal layoutCaption(const QString& caption, BoardLayout& l, qreal top)
{
    const QRectF column = captionColumn(l);
    const qreal width = column.width();
    QTextOption option;
    option.setWrapMode(QTextOption::WrapAtWordBoundaryOrAnywhere);
    constexpr QChar kJoiner(0x2060); // no line break after a slash, as in a FEN's placement
    qreal y = top;
    for (const QString& shown : caption.split(u'\n')) {
        const QFont font = paragraphFont(shown, l.fonts.caption, width);
        QString paragraph = shown;
        paragraph.replace(u'/', QStringLiteral("/") + kJoiner);
        QTextLayout text(paragraph, font);
        text.setTextOption(option);
        text.beginLayout();
        qreal height = 0;
        for (QTextLine line = text.createLine(); line.isValid(); line = text.createLine()) {
            line.setLineWidth(width);
            line.setPosition(QPointF(0, height));
            height += line.height();
        }
        text.endLayout();
        for (int i = 0; i < text.lineCount(); ++i) {
            const QTextLine line = text.lineAt(i);
            const qreal x = column.left() + (width - line.naturalTextWidth()) / 2;
            l.caption.push_back(
                {QRectF(x, y + line.y(), line.naturalTextWidth(), line.ascent() + line.descent()),
                 paragraph.mid(line.textStart(), line.textLength()).remove(kJoiner), font});
        }
        y += height;
    }
    return y;
}

} // namespace

QRectF captionColumn(const BoardLayout& l)
{
    const qreal pad = kPad * l.square;
    return QRectF(l.outer.left() + pad, l.outer.top(),
                  std::max<qreal>(1, l.outer.width() - 2 * pad), l.outer.height());
}

QRectF BoardLayout::squareRect(Square s, bool flipped) const
{
    const auto c = static_cast<std::size_t>(column(s, flipped));
    const auto r = static_cast<std::size_t>(row(s, flipped));
    return QRectF(QPointF(xs[c], ys[r]), QPointF(xs[c + 1], ys[r + 1]));
}

std::optional<Square> BoardLayout::squareAt(QPointF p, bool flipped) const
{
    const auto index = [](const std::array<qreal, 9>& edges, qreal v) -> std::optional<int> {
        for (int i = 0; i < 8; ++i)
            if (v >= edges[static_cast<std::size_t>(i)] &&
                v < edges[static_cast<std::size_t>(i + 1)])
                return i;
        return std::nullopt;
    };
    const auto c = index(xs, p.x());
    const auto r = index(ys, p.y());
    if (!c || !r)
        return std::nullopt;
    return flipped ? makeSquare(7 - *c, *r) : makeSquare(*c, 7 - *r);
}

BoardLayout layoutDiagram(const Diagram& d, qreal width, QPointF origin)
{
    BoardLayout l;
    if (!(width > 0))
        return l;
    const bool coords = d.show.coordinates;
    const qreal right = d.toMove ? kToMoveMargin : coords ? kPad : 0;
    const qreal q = width / (8 + (coords ? kCoordMargin : 0) + right);
    l.square = q;
    l.fonts = fontsFor(q, d.show.captionScale > 0 ? d.show.captionScale : 1);
    if (d.control) // "2 : 1" in place of a number: as wide as the square allows
        l.fonts.number = makeFont(0.30 * q, QFont::DemiBold);
    const qreal left = origin.x() + (coords ? kCoordMargin * q : 0);
    const qreal top = origin.y() + (coords ? kPad * q : 0);
    for (std::size_t i = 0; i <= 8; ++i) {
        l.xs[i] = std::round(left + static_cast<qreal>(i) * q);
        l.ys[i] = std::round(top + static_cast<qreal>(i) * q);
    }
    l.coordinates =
        coords ? QRectF(QPointF(origin.x(), l.ys[0]), QPointF(l.xs[8], l.ys[8] + kCoordMargin * q))
               : l.board();
    l.outer = QRectF(origin, QSizeF(width, l.coordinates.bottom() - origin.y()));
    if (d.toMove) { // beside the middle of the rank nearest to the side's own edge
        const bool bottom = (*d.toMove == Color::White) != d.flipped;
        const qreal y = bottom ? (l.ys[7] + l.ys[8]) / 2 : (l.ys[0] + l.ys[1]) / 2;
        const QPointF centre(l.xs[8] + kToMoveMargin * q / 2, y);
        l.toMove = QRectF(centre - QPointF(kToMoveSize, kToMoveSize) * q / 2,
                          QSizeF(kToMoveSize, kToMoveSize) * q);
    }

    qreal y = l.coordinates.bottom();
    const bool legend = legendShown(d);
    const bool caption = captionShown(d);
    const int reservedRows = d.show.legend ? std::max(0, d.show.legendRows) : 0;
    if (legend || reservedRows > 0) {
        const qreal legendTop = y + kLegendGap * q;
        y = legend ? layoutLegend(d, l, legendTop) : legendTop;
        const qreal rows = static_cast<qreal>(reservedRows);
        y = std::max(y, legendTop + rows * kSwatch * q +
                            std::max<qreal>(0, rows - 1) * kLegendRowGap * q);
    }
    if (caption)
        y = layoutCaption(d.caption, l, y + kCaptionGap * q);
    if (legend || caption || reservedRows > 0)
        y += kPad * q;
    l.outer.setBottom(y);
    return l;
}

BoardLayout fitDiagram(const Diagram& d, const QRectF& area)
{
    // Whole units only, so that snapped square edges stay inside the area.
    const QRectF target(QPointF(std::ceil(area.left()), std::ceil(area.top())),
                        QPointF(std::floor(area.right()), std::floor(area.bottom())));
    qreal width = target.width();
    BoardLayout l = layoutDiagram(d, width);
    // An export's area is the diagram's own exact height, a fraction over the whole pixels: it
    // fits as it is, at the width asked (else its squares would lie a pixel off the homework
    // page's, laid out at that width).
    const qreal room = std::max(target.height(), area.bottom() - target.top());
    // The height grows about linearly with the width; a narrower caption may wrap once more.
    for (int i = 0; i < 6 && l.outer.height() > room + 1e-6 && l.outer.height() > 0; ++i) {
        width *= room / l.outer.height() * (i == 0 ? 1.0 : 0.99);
        l = layoutDiagram(d, width);
    }
    const QPointF offset(std::round((target.width() - l.outer.width()) / 2),
                         std::round((target.height() - l.outer.height()) / 2));
    const QPointF origin = target.topLeft() + offset;
    // An export's column is the diagram's own size at the origin: the layout is already there.
    return origin.isNull() ? l : layoutDiagram(d, width, origin);
}

} // namespace cd
