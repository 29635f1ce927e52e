// The renderer's layers in groups, and what the groups a click leaves alone are drawn from, so
// that a screen can keep those as a picture (BoardView) and repaint only the rest.
#pragma once

#include "diagram/boardlayout.h"
#include "diagram/diagram.h"

#include <QRect>

namespace cd {

// Which groups BoardRenderer::paint draws. The ground (the background) lies under everything; the
// board (fills, pieces, numbers, marks, overlay, arrows, annotations, zone) stays inside the 8x8
// squares, except a zone's; the labels (legend and caption, which change with the question) and
// the surround (coordinates, side to move) lie outside them. So the board, the labels and the
// surround may be painted in any order.
struct BoardLayers {
    bool ground = true;
    bool board = true;
    bool labels = true;
    bool surround = true;
};

// True when `a` and `b` lay out alike in any rectangle (BoardLayout: squares, margins, legend,
// caption, side-to-move marker).
bool sameLayout(const Diagram& a, const Diagram& b);
// True when the ground and the surround of `a` laid out as `la` and of `b` laid out as `lb`
// are the same pixels.
bool sameSurround(const Diagram& a, const BoardLayout& la, const Diagram& b, const BoardLayout& lb);
// True when the board layers of `d` stay inside its squares (a zone's labels may not).
bool boardStaysInside(const Diagram& d);
// True when the labels (legend and caption) of `a` laid out as `la` and of `b` laid out as `lb`
// are the same pixels on the same ground.
bool sameLabels(const Diagram& a, const BoardLayout& la, const Diagram& b, const BoardLayout& lb);
// The part of `target` the labels of `l` may paint (the band below the coordinates), in whole
// units; empty without labels.
QRect labelsRect(const BoardLayout& l, const QRect& target);
// The part of `target` whose pixels may differ between `a` laid out as `la` and `b` laid out as
// `lb` in it: all of it when their grounds or surrounds differ or a board leaves its squares, else
// the board and the labels below it (legend and caption), as one rectangle.
QRect changedArea(const Diagram& a, const BoardLayout& la, const Diagram& b, const BoardLayout& lb,
                  const QRect& target);

} // namespace cd
