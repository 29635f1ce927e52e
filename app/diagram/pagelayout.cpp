#include "diagram/pagelayout.h"

#include "diagram/decorations.h"
#include "diagram/diagrambuilder.h"
#include "diagram/squareplaces.h"
#include "diagram/xmltext.h"

#include <QFontMetricsF>
#include <QJsonArray>

#include <algorithm>
#include <cmath>
#include <set>

using namespace Qt::Literals::StringLiterals;

namespace cd {

namespace {

double rounded(qreal v)
{
    return std::round(v * 100) / 100;
}

// For values the script adds up line by line before it puts a line on whole pixels, as the
// renderer does: 0.01 px per line would add up to a pixel's difference.
double precise(qreal v)
{
    return std::round(v * 10000) / 10000;
}

QJsonArray rectArray(const QRectF& r)
{
    return {rounded(r.x()), rounded(r.y()), rounded(r.width()), rounded(r.height())};
}

QJsonArray pointArray(QPointF p)
{
    return {rounded(p.x()), rounded(p.y())};
}

QString cssColor(const QColor& c)
{
    return u"rgba(%1,%2,%3,%4)"_s.arg(c.red()).arg(c.green()).arg(c.blue()).arg(
        rounded(c.alphaF()));
}

QJsonObject fonts(const DiagramFonts& f)
{
    QStringList families;
    for (const QString& family : f.number.families())
        families << u'"' + family + u'"';
    families << u"sans-serif"_s;
    const auto font = [](const QFont& one) {
        return QJsonArray{one.pixelSize(), static_cast<int>(one.weight())};
    };
    return {{u"family"_s, families.join(u", "_s)}, {u"number"_s, font(f.number)},
            {u"small"_s, font(f.smallNumber)},     {u"layer"_s, font(f.layer)},
            {u"legend"_s, font(f.legend)},         {u"caption"_s, font(f.caption)}};
}

// Per square: the baseline of a centred number and where a corner number starts,
// as drawTextCached puts them on an image (render's PNG).
QJsonObject squares(const Diagram& d, const BoardLayout& l)
{
    QJsonArray centre, corner;
    const QString digit = u"0"_s;
    for (Square s = A1; s <= H8; ++s) {
        const QRectF r = l.squareRect(s, d.flipped);
        centre.append(rounded(cachedTextBaseline(centredNumberBox(l, r, digit), Qt::AlignCenter,
                                                 digit, l.fonts.number)
                                  .y()));
        corner.append(pointArray(cachedTextBaseline(cornerNumberBox(l, r, digit),
                                                    Qt::AlignLeft | Qt::AlignTop, digit,
                                                    l.fonts.smallNumber)));
    }
    return {{u"centre"_s, centre}, {u"corner"_s, corner}};
}

// Per number text, where it starts when centred on each screen column.
QJsonObject centredStarts(const Diagram& d, const BoardLayout& l, int maximum)
{
    QJsonObject starts;
    for (int v = -1; v <= maximum; ++v) {
        const QString text = v < 0 ? u"\u2013"_s : QString::number(v);
        QJsonArray columns;
        for (int c = 0; c < 8; ++c) {
            const Square s = d.flipped ? makeSquare(7 - c, 0) : makeSquare(c, 0);
            const QRectF box = centredNumberBox(l, l.squareRect(s, d.flipped), text);
            columns.append(
                rounded(cachedTextBaseline(box, Qt::AlignCenter, text, l.fonts.number).x()));
        }
        starts.insert(text, columns);
    }
    return starts;
}

// Per number text: the hole around it in a corner (from the square's top left) and, on each size
// of square, the area arrows leave a gap around when it is centred; per layer label its badge and
// the label's start (from the square's bottom right).
QJsonObject holesAndBadges(const Diagram& d, const BoardLayout& l, int maximum)
{
    const QRectF unit(0, 0, l.square, l.square);
    const std::map<QString, QRectF> sizes = squareSizes(l, d.flipped);
    QJsonObject holes, badges, areas;
    for (const auto& [key, square] : sizes) {
        QJsonObject texts;
        for (int v = -1; v <= maximum; ++v) {
            const QString text = v < 0 ? u"\u2013"_s : QString::number(v);
            texts.insert(
                text, rectArray(centredNumberArea(l, square, text).translated(-square.topLeft())));
        }
        areas.insert(key, texts);
    }
    for (int v = -1; v <= maximum; ++v) {
        const QString text = v < 0 ? u"\u2013"_s : QString::number(v);
        holes.insert(text, rectArray(cornerNumberHole(l, unit, text)));
        if (v < 0)
            continue;
        const QRectF badge = layerBadge(l, unit, text).translated(-unit.bottomRight());
        const QPointF at = textBaseline(badge, Qt::AlignCenter, text, l.fonts.layer);
        badges.insert(text, QJsonArray{rectArray(badge), pointArray(at)});
    }
    return {{u"holes"_s, holes},
            {u"areas"_s, areas},
            {u"badges"_s, badges},
            {u"radius"_s, rounded(badgeRadius(l))}};
}

// What a click on a square under a metric shows: the map's cells (unreachable without a table).
std::array<Cell, 64> clickCells(const PageMetric& pm, Square s)
{
    std::array<Cell, 64> cells;
    cells.fill(Cell{CellRole::Unreachable, 0});
    const int t = pm.tableOf[static_cast<std::size_t>(s)];
    if (t < 0)
        return cells;
    const auto& table = pm.tables[static_cast<std::size_t>(t)];
    for (std::size_t y = 0; y < 64; ++y) {
        const Distance v = table[64 * static_cast<std::size_t>(s) + y];
        if (v >= 0)
            cells[y] = Cell{CellRole::Value, v};
    }
    return cells;
}

QString legendKey(const std::vector<LegendEntry>& legend)
{
    QStringList parts;
    for (const LegendEntry& e : legend)
        parts << (e.value ? QString::number(*e.value) : u"u"_s);
    return parts.join(u',');
}

// The swatches of a legend: each rectangle, its text's anchor and an unreachable label's.
QJsonArray legendItems(const Diagram& d, const BoardLayout& l)
{
    QJsonArray items;
    for (const LegendItem& item : l.legend) {
        const LegendEntry& e = d.legend[item.entry];
        const QString onSwatch = e.value ? e.label : u"\u2013"_s;
        QJsonObject o{{u"swatch"_s, rectArray(item.swatch)},
                      {u"at"_s, pointArray(cachedTextBaseline(item.swatch, Qt::AlignCenter,
                                                              onSwatch, l.fonts.legend))}};
        if (!item.label.isEmpty())
            o.insert(u"label"_s,
                     pointArray(cachedTextBaseline(item.label, Qt::AlignLeft | Qt::AlignVCenter,
                                                   e.label, l.fonts.legend)));
        items.append(o);
    }
    return items;
}

QJsonArray captionLines(const BoardLayout& l)
{
    QJsonArray lines;
    for (const CaptionLine& line : l.caption) {
        // As paintCaption draws it: into its box a little widened, from the top left.
        const QRectF box = captionBox(l, line);
        const QPointF at =
            cachedTextBaseline(box, Qt::AlignLeft | Qt::AlignTop, line.text, line.font);
        lines.append(
            QJsonArray{rounded(at.x()), rounded(at.y()), line.font.pixelSize(), line.text});
    }
    return lines;
}

// The legend, caption and height under each click of each metric, and what the script needs to
// lay out a caption of its own once a target is chosen (render's words, which it fills in): the
// top of each click's caption, the caption column, the line step, where a line's baseline lies
// in its box and the room under the last line.
struct Below {
    QJsonObject legends;
    QJsonArray metrics;
    QJsonObject caption;
};

Below belowBoard(const Diagram& d, const BoardLayout& l, const std::vector<PageMetric>& metrics)
{
    Below out;
    const qreal width = l.outer.width();
    const auto laidOut = [&](const std::array<Cell, 64>& cells, const QString& caption) {
        Diagram click = d;
        click.cells = cells;
        click.legend = valueLegend(cells);
        click.caption = caption;
        return withPrintableText({click}).front();
    };
    for (const PageMetric& pm : metrics) {
        QJsonArray clicks;
        for (Square s = A1; s <= H8; ++s) {
            const Diagram click =
                laidOut(clickCells(pm, s), pm.caption[static_cast<std::size_t>(s)]);
            const BoardLayout cl = layoutDiagram(click, width, l.outer.topLeft());
            const QString key = legendKey(click.legend);
            if (!out.legends.contains(key))
                out.legends.insert(key, legendItems(click, cl));
            const qreal captionTop =
                cl.caption.empty() ? cl.outer.bottom() : cl.caption.front().box.top();
            clicks.append(QJsonObject{{u"legend"_s, key},
                                      {u"lines"_s, captionLines(cl)},
                                      {u"bottom"_s, rounded(cl.outer.bottom())},
                                      {u"captionTop"_s, precise(captionTop)}});
            if (out.caption.isEmpty() && !cl.caption.empty()) {
                const CaptionLine& first = cl.caption.front();
                const QRectF column = captionColumn(cl);
                // As paintCaption draws a line: from the top left of its box, put on whole pixels.
                const QPointF at =
                    textBaseline(QRectF(QPointF(0, 0), captionBox(cl, first).size()),
                                 Qt::AlignLeft | Qt::AlignTop, first.text, l.fonts.caption);
                out.caption = {
                    {u"step"_s, std::ceil(first.box.height())}, // QTextLine::height() rounds up,
                    {u"ascent"_s, rounded(at.y())},
                    {u"pad"_s, rounded(cl.outer.bottom() - cl.caption.back().box.bottom())},
                    {u"left"_s, rounded(column.left())},
                    {u"width"_s, rounded(column.width())}};
            }
        }
        out.metrics.append(clicks);
    }
    return out;
}

// The width of each word of the templates of a target's caption and of each character it may
// hold, as the caption's font measures them (a word with its kerning).
QJsonObject advances(const QFont& font, const QStringList& texts)
{
    const QFontMetricsF fm(font);
    std::set<QChar> chars;
    QJsonObject words;
    for (const QString& text : texts)
        for (const QString& word : text.split(u' ', Qt::SkipEmptyParts)) {
            for (const QChar c : word)
                chars.insert(c);
            if (!word.contains(u'%'))
                words.insert(word, rounded(fm.horizontalAdvance(word)));
        }
    for (const QChar c : u"0123456789abcdefgh -"_s)
        chars.insert(c);
    QJsonObject out;
    for (const QChar c : chars)
        out.insert(QString(c), rounded(fm.horizontalAdvance(QString(c))));
    return {{u"chars"_s, out}, {u"words"_s, words}};
}

} // namespace

std::map<QString, QRectF> squareSizes(const BoardLayout& l, bool flipped)
{
    std::map<QString, QRectF> sizes;
    for (Square s = A1; s <= H8; ++s) {
        const QRectF r = l.squareRect(s, flipped);
        sizes.emplace(QString::number(r.width()) + u'x' + QString::number(r.height()), r);
    }
    return sizes;
}

QJsonObject pageLayout(const Diagram& d, const BoardLayout& l,
                       const std::vector<PageMetric>& metrics, const QStringList& captionTexts)
{
    int maximum = 0;
    for (const PageMetric& pm : metrics)
        maximum = std::max(maximum, pm.maximum);
    Below below = belowBoard(d, l, metrics);
    Diagram blank = d;
    blank.cells.fill(Cell{});
    blank.legend.clear();
    blank.caption.clear();
    const qreal blankBottom =
        layoutDiagram(blank, l.outer.width(), l.outer.topLeft()).outer.bottom();
    below.caption.insert(u"advances"_s, advances(l.fonts.caption, captionTexts));
    const qreal rim = arrowRim(l);
    const qreal hairline = arrowHairline(l);
    return {
        {u"fonts"_s, fonts(l.fonts)},
        {u"squares"_s, squares(d, l)},
        {u"marks"_s, holesAndBadges(d, l, maximum)},
        {u"starts"_s, centredStarts(d, l, maximum)},
        // Stroke widths of the arrow's two rings (each ring's width on both sides).
        {u"arrow"_s, QJsonObject{{u"casing"_s, rounded(2 * (rim + hairline))},
                                 {u"rim"_s, rounded(2 * rim)},
                                 {u"opacity"_s, kArrowOpacity}}},
        {u"ghost"_s, kProbeOpacity},
        {u"legendOutline"_s, QJsonArray{cssColor(swatchOutline()), rounded(swatchOutlineWidth(l))}},
        {u"ink"_s, decorationInk().name(QColor::HexRgb)},
        {u"legends"_s, below.legends},
        {u"below"_s, below.metrics},
        {u"blank"_s, rounded(blankBottom)},
        {u"caption"_s, below.caption}};
}

} // namespace cd
