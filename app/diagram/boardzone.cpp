// The zone's and the wavefront's layers of BoardRenderer::paint (boardrenderer.h).
#include "diagram/boardrenderer.h"

#include "diagram/palette.h"

#include <QFontMetricsF>
#include <QPainter>

#include <algorithm>

namespace cd {

namespace {

const QColor kLate(0x6e, 0x6e, 0x6e);       // a late piece: grey, apart from the pieces in time
const QColor kPawnSquare(0x1a, 0x1a, 0x1a); // the square of the pawn: ink, as books draw it

// A count in the top right corner of square r, large enough to read from the back of a room.
void paintCount(QPainter& p, const BoardLayout& l, const QRectF& r, const QString& text,
                const QColor& color)
{
    const qreal q = l.square;
    const QFontMetricsF fm(l.fonts.zone);
    const QSizeF size(std::max(fm.horizontalAdvance(text) + 0.14 * q, fm.height()), fm.height());
    const QRectF badge(QPointF(r.right() - size.width() - 0.04 * q, r.top() + 0.04 * q), size);
    p.setFont(l.fonts.zone);
    p.setPen(QPen(Qt::white, 0.03 * q));
    p.setBrush(color);
    p.drawRoundedRect(badge, 0.08 * q, 0.08 * q);
    p.setPen(textColorOn(color));
    p.drawText(badge, Qt::AlignCenter, text);
}

// A label in a pill centred under square r (above it on the bottom row), kept on the board.
void paintLabel(QPainter& p, const BoardLayout& l, const QRectF& r, const QString& text,
                const QColor& color)
{
    const qreal q = l.square;
    const QFontMetricsF fm(l.fonts.zone);
    const QSizeF size(fm.horizontalAdvance(text) + 0.2 * q, fm.height() + 0.04 * q);
    const QRectF board = l.board();
    // Just under the square, clear of the piece's foot; on the bottom row just above it.
    QRectF pill(QPointF(r.center().x() - size.width() / 2, r.bottom() - 0.04 * q), size);
    pill.moveLeft(std::clamp(pill.left(), board.left(), board.right() - pill.width()));
    if (pill.bottom() > board.bottom())
        pill.moveBottom(r.top() + 0.04 * q);
    p.setFont(l.fonts.zone);
    p.setPen(QPen(Qt::white, 0.03 * q));
    p.setBrush(color);
    p.drawRoundedRect(pill, 0.5 * size.height(), 0.5 * size.height());
    p.setPen(textColorOn(color));
    p.drawText(pill, Qt::AlignCenter, text);
}

// A route from a piece to the square it meets, stopped at that square's edge so that its number
// shows, over a white casing; `pattern` dashes it.
QPolygonF routeLine(const BoardLayout& l, const Arrow& a, bool flipped)
{
    QPolygonF line;
    for (const Square s : a.stops)
        line << l.squareRect(s, flipped).center();
    if (line.size() >= 2) {
        QLineF last(line[line.size() - 2], line.back());
        if (last.length() > 0.6 * l.square) {
            last.setLength(last.length() - 0.36 * l.square);
            line.back() = last.p2();
        }
    }
    return line;
}

void paintRoute(QPainter& p, const BoardLayout& l, const QPolygonF& line, const QColor& color,
                const QList<qreal>& pattern, Qt::PenCapStyle cap)
{
    const qreal q = l.square;
    p.setBrush(Qt::NoBrush);
    p.setPen(QPen(Qt::white, 0.14 * q, Qt::SolidLine, Qt::RoundCap, Qt::RoundJoin));
    p.drawPolyline(line);
    QPen dash(color, 0.09 * q, Qt::CustomDashLine, cap, Qt::RoundJoin);
    dash.setDashPattern(pattern);
    p.setPen(dash);
    p.drawPolyline(line);
    // Where it meets the stop: a dot, as the head of the route.
    p.setPen(QPen(Qt::white, 0.03 * q));
    p.setBrush(color);
    p.drawEllipse(line.back(), 0.12 * q, 0.12 * q);
    p.setBrush(Qt::NoBrush);
}

// A ring as large as the square (as large as the target's mark): solid or dashed over a white
// casing, or dotted and without one, so that a mark under it still shows.
void paintRing(QPainter& p, const BoardLayout& l, const QRectF& r, const QColor& color,
               const QList<qreal>& pattern, bool dotted = false)
{
    const qreal q = l.square;
    const qreal inset = dotted ? 0.05 * q : 0.06 * q;
    const QRectF ring = r.adjusted(inset, inset, -inset, -inset);
    p.setBrush(Qt::NoBrush);
    if (!dotted) {
        p.setPen(QPen(Qt::white, 0.12 * q));
        p.drawEllipse(ring);
    }
    QPen pen(color, dotted ? 0.09 * q : 0.07 * q,
             pattern.isEmpty() ? Qt::SolidLine : Qt::CustomDashLine,
             dotted ? Qt::RoundCap : Qt::FlatCap);
    if (!pattern.isEmpty())
        pen.setDashPattern(pattern);
    p.setPen(pen);
    p.drawEllipse(ring);
}

} // namespace

void BoardRenderer::paintFrontier(QPainter& p, const BoardLayout& l) const
{
    // A white frame inside a black one: it stands out on every fill and in grey print.
    const qreal q = l.square;
    p.setRenderHint(QPainter::Antialiasing);
    p.setBrush(Qt::NoBrush);
    for (const Square s : m_diagram.frontier) {
        const QRectF r = l.squareRect(s, m_diagram.flipped);
        p.setPen(QPen(Qt::black, 0.09 * q, Qt::SolidLine, Qt::SquareCap, Qt::MiterJoin));
        p.drawRect(r.adjusted(0.045 * q, 0.045 * q, -0.045 * q, -0.045 * q));
        p.setPen(QPen(Qt::white, 0.045 * q, Qt::SolidLine, Qt::SquareCap, Qt::MiterJoin));
        p.drawRect(r.adjusted(0.09 * q, 0.09 * q, -0.09 * q, -0.09 * q));
    }
}

void BoardRenderer::paintZone(QPainter& p, const BoardLayout& l) const
{
    const ZoneOverlay& z = m_diagram.zone;
    const qreal q = l.square;
    const bool flipped = m_diagram.flipped;
    // Blue where the main routes are red and green where they are blue: apart for colour-blind
    // eyes too, and dashed, so that the two kinds of route differ in print as well.
    const QColor main = Palette(m_diagram.palette).arrowColor();
    const QColor color =
        main.blue() > main.red() ? QColor(0x00, 0x9E, 0x73) : QColor(0x00, 0x72, 0xB2);
    const QList<qreal> dashed{2.0, 1.2};
    const QList<qreal> dotted{0.01, 1.4}; // round caps make each dash a dot
    p.setRenderHint(QPainter::Antialiasing);
    if (z.pawnSquare) { // under the rest: a frame along the square's outer edges
        const PawnSquare& b = *z.pawnSquare;
        const QRectF corner1 = l.squareRect(makeSquare(b.fileFrom, b.rankFrom), flipped);
        const QRectF corner2 = l.squareRect(makeSquare(b.fileTo, b.rankTo), flipped);
        const QRectF box =
            corner1.united(corner2).adjusted(0.05 * q, 0.05 * q, -0.05 * q, -0.05 * q);
        p.setBrush(Qt::NoBrush);
        p.setPen(QPen(Qt::white, 0.1 * q, Qt::SolidLine, Qt::SquareCap, Qt::MiterJoin));
        p.drawRect(box);
        p.setPen(QPen(kPawnSquare, 0.05 * q, Qt::SolidLine, Qt::SquareCap, Qt::MiterJoin));
        p.drawRect(box);
    }
    for (const ZoneLate& late : z.late) {
        if (late.route.stops.size() >= 2)
            paintRoute(p, l, routeLine(l, late.route, flipped), kLate, dotted, Qt::RoundCap);
        paintRing(p, l, l.squareRect(late.meet.at, flipped), kLate, dotted, true);
        paintRing(p, l, l.squareRect(late.from, flipped), kLate, dotted, true);
    }
    for (const Arrow& a : z.routes)
        paintRoute(p, l, routeLine(l, a, flipped), color, dashed, Qt::FlatCap);
    for (const Square s : z.interceptors)
        paintRing(p, l, l.squareRect(s, flipped), color, {2.0, 1.0});
    // The meeting squares, as large as the target, with the interceptor's own count.
    for (const ZoneMeeting& m : z.meetings)
        paintRing(p, l, l.squareRect(m.at, flipped), color, {});
    // A stop's move where the square shows no number of its own (numbers off, a piece on it).
    for (const ZoneStop& stop : z.stops) {
        const bool numbered = m_diagram.show.numbers &&
                              m_diagram.cell(stop.square).role == CellRole::Value &&
                              !(m_diagram.show.pieces && m_diagram.pieceAt(stop.square));
        const bool counted = std::any_of(z.meetings.begin(), z.meetings.end(),
                                         [&](const ZoneMeeting& m) { return m.at == stop.square; });
        if (!numbered && !counted)
            paintCount(p, l, l.squareRect(stop.square, flipped), QString::number(stop.move),
                       Palette(m_diagram.palette).arrowColor());
    }
    for (const ZoneLate& late : z.late) {
        const bool met = std::any_of(z.meetings.begin(), z.meetings.end(),
                                     [&](const ZoneMeeting& m) { return m.at == late.meet.at; });
        if (!met)
            paintCount(p, l, l.squareRect(late.meet.at, flipped), QString::number(late.meet.moves),
                       kLate);
        paintLabel(p, l, l.squareRect(late.from, flipped), late.label, kLate);
    }
    for (const ZoneMeeting& m : z.meetings)
        paintCount(p, l, l.squareRect(m.at, flipped), QString::number(m.moves), color);
}

} // namespace cd
