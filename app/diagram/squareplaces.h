// Where the text on a square goes: its number (centred, or small in the top left corner beside a
// piece, which moves clear of it), the hole marks and frames leave for a corner number, a
// trajectory layer's badge, and the width of an arrow's casing. The renderer paints with these and
// the homework page's data (pagelayout.h) hands the same places to its script, so the two cannot
// drift apart.
#pragma once

#include "diagram/boardlayout.h"
#include "piece.h"

#include <QFont>
#include <QPointF>
#include <QRectF>
#include <QString>

namespace cd {

inline constexpr float kArrowOpacity = 0.72f; // a route's arrows over the numbers
inline constexpr qreal kProbeOpacity = 0.45;  // a stand-in piece, drawn as a ghost

// The box of a small number in the top left corner of `square`.
QRectF cornerNumberBox(const BoardLayout& l, const QRectF& square, const QString& text);
// What marks and frames leave clear around a corner number: its box, a little enlarged.
QRectF cornerNumberHole(const BoardLayout& l, const QRectF& square, const QString& text);
// The box a centred number is drawn into, and the ink of that number a little enlarged (what
// arrows leave a gap around).
QRectF centredNumberBox(const BoardLayout& l, const QRectF& square, const QString& text);
QRectF centredNumberArea(const BoardLayout& l, const QRectF& square, const QString& text);

// Where piece `p` on `square` is drawn: at the board's square size `l.square`, centred, or lower
// and smaller where its drawing would touch the corner number `text` (empty: none).
QRectF pieceRectBeside(const BoardLayout& l, const QRectF& square, Piece p, const QString& text);

// A layer label's badge in the bottom right corner of `square`, and its corner radius.
QRectF layerBadge(const BoardLayout& l, const QRectF& square, const QString& text);
qreal badgeRadius(const BoardLayout& l);

// The two rings around an arrow: the rim in the arrow's outline colour, then a hairline.
qreal arrowRim(const BoardLayout& l);
qreal arrowHairline(const BoardLayout& l);

// Where QPainter::drawText(box, flags, text) puts the start of the text's baseline (one line,
// flags of Qt::Alignment).
QPointF textBaseline(const QRectF& box, int flags, const QString& text, const QFont& font);

// The same for drawTextCached on an image at scale 1, which draws the text into a tile put on
// whole pixels.
QPointF cachedTextBaseline(const QRectF& box, int flags, const QString& text, const QFont& font);

} // namespace cd
