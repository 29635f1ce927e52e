#include "diagram/boardlayers.h"

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

} // namespace cd
