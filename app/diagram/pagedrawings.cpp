#include "diagram/pagedrawings.h"

#include "diagram/arrowpath.h"
#include "diagram/boardrenderer.h"
#include "diagram/decorations.h"
#include "diagram/pieceset.h"
#include "diagram/piecesvg.h"
#include "diagram/squaremarks.h"
#include "diagram/svgcompact.h"

#include <QBuffer>
#include <QJsonArray>
#include <QPainterPath>
#include <QStringList>
#include <QSvgGenerator>

#include <cmath>
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

QJsonArray rectArray(const QRectF& r)
{
    return {rounded(r.x()), rounded(r.y()), rounded(r.width()), rounded(r.height())};
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

// The piece's place on a square with each corner number of `texts` ("" for none, "-" for the
// dash), relative to the square's centre: the renderer's own pieceRect, all from one
// layout (without legend and caption, which move no square).
std::vector<QRectF> pieceRectsFor(const Diagram& base, Piece p, const QStringList& texts, int width)
{
    Diagram d = base;
    d.pieces.fill(std::nullopt);
    d.cells.fill(Cell{});
    d.marks.clear();
    d.overlay.clear();
    d.arrows.clear();
    d.show.numbers = true;
    d.show.legend = false;
    d.show.caption = false;
    for (qsizetype i = 0; i < texts.size(); ++i) {
        const auto s = static_cast<std::size_t>(i);
        d.pieces[s] = p;
        if (texts[i] == u"-"_s)
            d.cells[s] = Cell{CellRole::Unreachable, 0};
        else if (!texts[i].isEmpty())
            d.cells[s] = Cell{CellRole::Value, texts[i].toInt()};
    }
    const BoardRenderer r(d);
    const QRectF target(0, 0, width, std::ceil(r.sizeForWidth(width).height() - 1e-6));
    std::vector<QRectF> out;
    for (qsizetype i = 0; i < texts.size(); ++i) {
        const auto s = static_cast<Square>(i);
        out.push_back(r.pieceRect(target, s).translated(-r.squareRect(target, s).center()));
    }
    return out;
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

// Each piece's symbol and where it goes beside each corner number: 0..9, two digits, the dash.
void addPieces(PageDrawings& out, const Diagram& d, const std::set<char>& letters, int width)
{
    for (const char c : letters) {
        const auto p = pieceFromLetter(c);
        if (!p || !hasPieceArt(*p))
            continue;
        out.defs += "<symbol id=\"pc-" + QByteArray(1, c) + "\" viewBox=\"0 0 45 45\">" +
                    pieceSvgElements(*p) + "</symbol>\n";
        QJsonObject rects;
        QStringList texts{u""_s, u"10"_s, u"-"_s};
        for (int digit = 0; digit <= 9; ++digit)
            texts << QString::number(digit);
        const std::vector<QRectF> places = pieceRectsFor(d, *p, texts, width);
        for (qsizetype i = 0; i < texts.size(); ++i) {
            const QString& text = texts[i];
            rects.insert(text.isEmpty()   ? u"none"_s
                         : text == u"-"_s ? u"u"_s
                                          : text,
                         rectArray(places[static_cast<std::size_t>(i)]));
        }
        out.pieceRects.insert(QString(QChar::fromLatin1(c)), rects);
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
                          const std::vector<PageMetric>& metrics, const BoardLayout& l, int width)
{
    PageDrawings out;
    addPieces(out, d, pageLetters(d, r, metrics), width);
    out.defs += markSymbols(d, l.square);
    out.arrows = moveArrows(d, l);
    return out;
}

} // namespace cd
