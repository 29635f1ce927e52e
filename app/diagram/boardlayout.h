// Where every part of a diagram goes in a rectangle: the board's square edges, the coordinate
// margins, the legend swatches and the caption lines. Every length is a multiple of the square
// size, so a diagram looks the same at 64 and at 8192 pixels; square edges are snapped to whole
// units so that neighbouring fills meet without seams.
#pragma once

#include "diagram/diagram.h"

#include <QFont>
#include <QRectF>
#include <QString>

#include <array>
#include <optional>
#include <vector>

namespace cd {

struct DiagramFonts {
    QFont number;      // a value alone on its square
    QFont smallNumber; // a value in the corner of a square that holds a piece
    QFont layer;       // overlay layer labels
    QFont coordinate;
    QFont legend;
    QFont caption;
    // A zone's counts and labels, read from the back of a room: at least 2.5 % of the board's
    // height (0.2 of a square), here 0.28.
    QFont zone;
};

struct LegendItem {
    std::size_t entry = 0; // index into Diagram::legend
    QRectF swatch;
    QRectF label; // empty for values: their number is written on the swatch
};

struct CaptionLine {
    QRectF box; // the line's extent: ascent above the baseline, descent below
    QString text;
    QFont font; // the caption's font, smaller for a paragraph with a word wider than the line
};

struct BoardLayout {
    qreal square = 0;          // nominal side of a square
    std::array<qreal, 9> xs{}; // column edges, left to right on screen
    std::array<qreal, 9> ys{}; // row edges, top to bottom on screen
    QRectF outer;              // the whole diagram
    QRectF coordinates;        // board plus coordinate margins (equal to the board without them)
    std::vector<LegendItem> legend;
    std::vector<CaptionLine> caption;
    QRectF toMove; // the side-to-move marker's box, right of that side's edge; empty without one
    DiagramFonts fonts;

    QRectF board() const { return QRectF(QPointF(xs[0], ys[0]), QPointF(xs[8], ys[8])); }
    // Screen column and row (0..7, from the top left) of square s in this orientation.
    static int column(Square s, bool flipped) { return flipped ? 7 - fileOf(s) : fileOf(s); }
    static int row(Square s, bool flipped) { return flipped ? rankOf(s) : 7 - rankOf(s); }
    QRectF squareRect(Square s, bool flipped) const;
    QPointF squareCenter(Square s, bool flipped) const { return squareRect(s, flipped).center(); }
    std::optional<Square> squareAt(QPointF p, bool flipped) const;
};

// The column caption lines are wrapped to and centred in.
QRectF captionColumn(const BoardLayout& l);

// The layout of `d` at `width` with its top left corner at `origin`.
BoardLayout layoutDiagram(const Diagram& d, qreal width, QPointF origin = {});
// The largest layout that fits into `target`, centred in it.
BoardLayout fitDiagram(const Diagram& d, const QRectF& target);

} // namespace cd
