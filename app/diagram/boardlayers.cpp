#include "diagram/boardlayers.h"

#include "diagram/palette.h"

#include <algorithm>

namespace cd {

bool sameLayout(const Diagram& a, const Diagram& b)
{
    // What layoutDiagram reads: the margins, the legend's labels, the caption's lines and the
    // side-to-move marker's edge.
    const DisplaySwitches& x = a.show;
    const DisplaySwitches& y = b.show;
    return x.coordinates == y.coordinates && x.legend == y.legend && x.caption == y.caption &&
           x.legendRows == y.legendRows && x.captionScale == y.captionScale &&
           a.legend == b.legend && a.caption == b.caption && a.toMove == b.toMove &&
           a.flipped == b.flipped;
}

bool sameSurround(const Diagram& a, const BoardLayout& la, const Diagram& b, const BoardLayout& lb)
{
    // What the background, paintCoordinates and paintSideToMove read.
    return a.show.transparent == b.show.transparent && a.show.coordinates == b.show.coordinates &&
           a.flipped == b.flipped && a.toMove == b.toMove && la.square == lb.square &&
           la.xs == lb.xs && la.ys == lb.ys && la.coordinates == lb.coordinates &&
           la.toMove == lb.toMove && la.fonts.coordinate == lb.fonts.coordinate;
}

bool boardStaysInside(const Diagram& d)
{
    return d.zone.empty();
}

namespace {

// Everything the legend and the caption of `l` may paint: the band below the coordinates, and
// each swatch, label and line, grown for antialiasing and the glyphs' overhang.
QRectF labelsArea(const BoardLayout& l)
{
    QRectF area(QPointF(l.outer.left(), l.coordinates.bottom()), l.outer.bottomRight());
    for (const LegendItem& item : l.legend)
        area |= item.swatch | item.label;
    for (const CaptionLine& line : l.caption)
        area |= line.box;
    if (area.height() <= 0)
        return {};
    const qreal m = 0.1 * l.square + 1;
    return area.adjusted(-m, -m, m, m);
}

// The fill of legend entry `e` (paintLegend's).
QColor swatchFill(const Diagram& d, const LegendEntry& e)
{
    return e.value ? d.valueFill(*e.value, true) : Palette(d.palette).unreachableColor(true);
}

} // namespace

bool sameLabels(const Diagram& a, const BoardLayout& la, const Diagram& b, const BoardLayout& lb)
{
    // What paintLegend and paintCaption read.
    if (a.show.legend != b.show.legend || a.show.caption != b.show.caption ||
        a.legend != b.legend || a.caption != b.caption || la.square != lb.square ||
        la.fonts.legend != lb.fonts.legend || la.legend.size() != lb.legend.size() ||
        la.caption.size() != lb.caption.size())
        return false;
    for (std::size_t i = 0; i < la.legend.size(); ++i) {
        const LegendItem& x = la.legend[i];
        const LegendItem& y = lb.legend[i];
        if (x.entry != y.entry || x.swatch != y.swatch || x.label != y.label ||
            swatchFill(a, a.legend[x.entry]) != swatchFill(b, b.legend[y.entry]))
            return false;
    }
    for (std::size_t i = 0; i < la.caption.size(); ++i) {
        const CaptionLine& x = la.caption[i];
        const CaptionLine& y = lb.caption[i];
        if (x.box != y.box || x.text != y.text || x.font != y.font)
            return false;
    }
    return true;
}

QRect labelsRect(const BoardLayout& l, const QRect& target)
{
    return labelsArea(l).toAlignedRect() & target;
}

QRect changedArea(const Diagram& a, const BoardLayout& la, const Diagram& b, const BoardLayout& lb,
                  const QRect& target)
{
    if (!sameSurround(a, la, b, lb) || !boardStaysInside(a) || !boardStaysInside(b))
        return target;
    // One rectangle, not a region: a painter clipped to a rectangle keeps its fast fills and
    // copies. A pixel more round the board for device pixel ratios such as 1.5.
    const QRectF area = la.board().adjusted(-1, -1, 1, 1) | labelsArea(la) | labelsArea(lb);
    return area.toAlignedRect() & target;
}

} // namespace cd
