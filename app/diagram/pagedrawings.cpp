#include "diagram/pagedrawings.h"

#include "diagram/arrowpath.h"
#include "diagram/decorations.h"
#include "diagram/pagelayout.h"
#include "diagram/pieceset.h"
#include "diagram/piecesvg.h"
#include "diagram/rastercache.h"
#include "diagram/squaremarks.h"
#include "diagram/squareplaces.h"
#include "diagram/svgcompact.h"

#include <QBuffer>
#include <QJsonArray>
#include <QPainterPath>
#include <QStringList>
#include <QSvgGenerator>

#include <algorithm>
#include <cmath>
#include <map>
#include <set>

using namespace Qt::Literals::StringLiterals;

namespace cd {

namespace {

QByteArray symbol(const QByteArray& id, qreal size, const std::function<void(QPainter&)>& paint)
{
    const int whole = static_cast<int>(std::ceil(size));
    return "<symbol id=\"" + id + "\" viewBox=\"0 0 " + QByteArray::number(whole) + ' ' +
           QByteArray::number(whole) + "\" overflow=\"visible\">" +
           svgFragment(QSizeF(size, size), paint) + "</symbol>\n";
}

double rounded(qreal v)
{
    return std::round(v * 100) / 100;
}

// The piece letters the page may draw: the position's, the diagram's and every stand-in.
std::set<char> pageLetters(const Diagram& d, const PageRequest& r,
                           const std::vector<PageMetric>& metrics)
{
    std::set<char> letters;
    for (const auto& p : d.pieces)
        if (p)
            letters.insert(pieceLetter(*p));
    for (Square s = A1; s <= H8; ++s)
        if (const auto p = r.query.board.pieceAt(s))
            letters.insert(pieceLetter(*p));
    for (const PageMetric& pm : metrics)
        for (const auto& g : pm.ghost)
            if (g)
                letters.insert(pieceLetter(*g));
    return letters;
}

// The number texts a square may show: none, the dash, 0..maximum.
QStringList numberTexts(const std::vector<PageMetric>& metrics)
{
    int maximum = 0;
    for (const PageMetric& pm : metrics)
        maximum = std::max(maximum, pm.maximum);
    QStringList texts{QString(), u"\u2013"_s};
    for (int v = 0; v <= maximum; ++v)
        texts << QString::number(v);
    return texts;
}

// Each piece's symbol and where it goes on each size of square of the board ("66x65"): beside
// each corner number text ("" for none, only those that move the piece), from the square's top
// left, on the whole pixels the renderer puts its tile on.
void addPieces(PageDrawings& out, const Diagram& d, const std::set<char>& letters,
               const BoardLayout& l, const QStringList& texts)
{
    const std::map<QString, QRectF> sizes = squareSizes(l, d.flipped);
    for (const char c : letters) {
        const auto p = pieceFromLetter(c);
        if (!p || !hasPieceArt(*p))
            continue;
        out.defs += "<symbol id=\"pc-" + QByteArray(1, c) + "\" viewBox=\"0 0 45 45\">" +
                    pieceSvgElements(*p) + "</symbol>\n";
        QJsonObject bySize;
        for (const auto& [key, square] : sizes) {
            const auto place = [&](const QString& text) {
                const QRectF r = pieceRectBeside(l, square, *p, text);
                const QPointF at = snappedToPixel(r.topLeft()) - square.topLeft();
                return QJsonArray{at.x(), at.y(), rounded(r.width())};
            };
            const QJsonArray plain = place({});
            QJsonObject places{{QString(), plain}};
            for (const QString& text : texts)
                if (const QJsonArray at = place(text); !text.isEmpty() && at != plain)
                    places.insert(text, at);
            bySize.insert(key, places);
        }
        out.pieceRects.insert(QString(QChar::fromLatin1(c)), bySize);
    }
}

// The marks, the frame and the hatches, one square's size each.
QByteArray markSymbols(const Diagram& d, qreal q)
{
    QByteArray defs;
    const Palette pal(d.palette);
    const QRectF unit(0, 0, q, q);
    defs += symbol("mk-source", q,
                   [&](QPainter& p) { paintMark(p, MarkKind::Source, unit, pal, q, {}); });
    defs += symbol("mk-target", q,
                   [&](QPainter& p) { paintMark(p, MarkKind::Target, unit, pal, q, {}); });
    defs += symbol("frame", q, [&](QPainter& p) { paintFrame(p, unit, pal.arrowColor(), q, {}); });
    for (const bool light : {true, false})
        defs += symbol(light ? "hatch-l" : "hatch-d", q, [&](QPainter& p) {
            paintHatch(p, unit, hatchColor(pal.unreachableColor(light)), q);
        });
    return defs;
}

QJsonArray pointsArray(const QPolygonF& points, QPointF origin)
{
    QJsonArray out;
    for (const QPointF p : points)
        out.append(QJsonArray{rounded(p.x() - origin.x()), rounded(p.y() - origin.y())});
    return out;
}

// Each move's arrow by its displacement on the board, from its source's centre, before the gaps
// around the numbers it crosses are cut: its shaft and head; and the shaft's width.
QJsonObject moveArrows(const Diagram& d, const BoardLayout& l)
{
    QJsonObject moves;
    ArrowStyle style;
    style.knightL = d.show.knightL;
    qreal width = 0;
    for (int df = -7; df <= 7; ++df)
        for (int dr = -7; dr <= 7; ++dr) {
            if (df == 0 && dr == 0)
                continue;
            const Square a = makeSquare(df < 0 ? 7 : 0, dr < 0 ? 7 : 0);
            const Square b = makeSquare(fileOf(a) + df, rankOf(a) + dr);
            const ArrowParts arrow = routeArrowParts({a, b}, l, d.flipped, style).front();
            const QPointF centre = l.squareCenter(a, d.flipped);
            width = arrow.width;
            moves.insert(
                QString::number(df) + u',' + QString::number(dr),
                QJsonObject{{u"shaft"_s, pointsArray(QPolygonF(QList<QPointF>(arrow.shaft.begin(),
                                                                              arrow.shaft.end())),
                                                     centre)},
                            {u"head"_s, pointsArray(arrow.head, centre)}});
        }
    return {{u"width"_s, rounded(width)}, {u"moves"_s, moves}};
}

} // namespace

// What `paint` draws into a box of `size` at the origin (each side rounded up), as SVG markup.
QByteArray svgFragment(QSizeF size, const std::function<void(QPainter&)>& paint)
{
    QBuffer buffer;
    buffer.open(QIODevice::WriteOnly);
    QSvgGenerator svg;
    svg.setOutputDevice(&buffer);
    const QSize whole(static_cast<int>(std::ceil(size.width())),
                      static_cast<int>(std::ceil(size.height())));
    svg.setSize(whole);
    svg.setViewBox(QRectF(QPointF(0, 0), QSizeF(whole)));
    QPainter p(&svg);
    paint(p);
    p.end();
    return svgBody(buffer.data());
}

PageDrawings pageDrawings(const Diagram& d, const PageRequest& r,
                          const std::vector<PageMetric>& metrics, const BoardLayout& l)
{
    PageDrawings out;
    addPieces(out, d, pageLetters(d, r, metrics), l, numberTexts(metrics));
    out.defs += markSymbols(d, l.square);
    out.arrows = moveArrows(d, l);
    return out;
}

} // namespace cd
