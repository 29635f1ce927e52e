#include "diagram/pagedrawings.h"

#include "diagram/arrowpath.h"
#include "diagram/decorations.h"
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

// A painter path as SVG path data, relative to `origin`.
QString pathData(const QPainterPath& path, QPointF origin)
{
    QString d;
    const auto pt = [&](qreal x, qreal y) -> QString {
        return QString::number(std::round((x - origin.x()) * 10) / 10) + u',' +
               QString::number(std::round((y - origin.y()) * 10) / 10);
    };
    for (int i = 0; i < path.elementCount(); ++i) {
        const QPainterPath::Element e = path.elementAt(i);
        if (e.isMoveTo()) {
            d += u'M' + pt(e.x, e.y);
        } else if (e.isLineTo()) {
            d += u'L' + pt(e.x, e.y);
        } else if (e.isCurveTo() && i + 2 < path.elementCount()) {
            const QPainterPath::Element c2 = path.elementAt(i + 1);
            const QPainterPath::Element end = path.elementAt(i + 2);
            d += u'C' + pt(e.x, e.y) + u' ' + pt(c2.x, c2.y) + u' ' + pt(end.x, end.y);
            i += 2;
        }
    }
    return d + u'Z';
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
    std::map<QString, QRectF> sizes; // one square of each size
    for (Square s = A1; s <= H8; ++s) {
        const QRectF r = l.squareRect(s, d.flipped);
        sizes.emplace(QString::number(r.width()) + u'x' + QString::number(r.height()), r);
    }
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

// Each move's arrow, by its displacement on the board, relative to its source's centre.
QJsonObject moveArrows(const Diagram& d, const BoardLayout& l)
{
    QJsonObject arrows;
    ArrowStyle style;
    style.knightL = d.show.knightL;
    for (int df = -7; df <= 7; ++df)
        for (int dr = -7; dr <= 7; ++dr) {
            if (df == 0 && dr == 0)
                continue;
            const Square a = makeSquare(df < 0 ? 7 : 0, dr < 0 ? 7 : 0);
            const Square b = makeSquare(fileOf(a) + df, rankOf(a) + dr);
            QString data;
            for (const QPainterPath& path : routeArrows({a, b}, l, d.flipped, {}, style))
                data += pathData(path, l.squareCenter(a, d.flipped));
            arrows.insert(QString::number(df) + u',' + QString::number(dr), data);
        }
    return arrows;
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
