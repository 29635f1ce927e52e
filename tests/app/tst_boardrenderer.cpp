// The renderer: squares map to pixels and back in every orientation, size and margin setting;
// the painted pixels show equal values alike, different values apart, unreachable squares in
// their own look, and a flipped board as the rotation of the unflipped one.
#include "diagram/arrowpath.h"
#include "diagram/boardrenderer.h"
#include "diagram/pieceset.h"
#include "diagram/rastercache.h"
#include "diagramfixtures.h"

#include <QBuffer>
#include <QImage>
#include <QPainter>
#include <QPicture>
#include <QSvgGenerator>
#include <QTest>

#include <map>
#include <set>

using namespace cd;
using namespace fixtures;
using namespace Qt::Literals::StringLiterals;

namespace {

DisplaySwitches bare()
{
    DisplaySwitches s;
    s.coordinates = false;
    s.legend = false;
    s.caption = false;
    return s;
}

QImage paint(const Diagram& d, int width)
{
    const BoardRenderer r(d);
    const QSizeF size = r.sizeForWidth(width);
    QImage image(width, qCeil(size.height()), QImage::Format_ARGB32_Premultiplied);
    image.fill(Qt::transparent);
    QPainter p(&image);
    r.paint(p, QRectF(QPointF(0, 0), image.size()));
    return image;
}

// A pixel of square s near its top right corner, away from numbers, pieces and marks.
QRgb fillSample(const QImage& image, const BoardRenderer& r, Square s)
{
    const QRectF rect = r.squareRect(QRectF(QPointF(0, 0), image.size()), s);
    const QPoint at(qFloor(rect.right() - rect.width() * 0.06) - 1, qFloor(rect.top() + 2));
    return image.pixel(at);
}

int distinctColors(const QImage& image, const QRectF& rect)
{
    std::set<QRgb> colors;
    for (int y = qCeil(rect.top()); y < qFloor(rect.bottom()); ++y)
        for (int x = qCeil(rect.left()); x < qFloor(rect.right()); ++x)
            colors.insert(image.pixel(x, y));
    return static_cast<int>(colors.size());
}

} // namespace

class TestBoardRenderer : public QObject {
    Q_OBJECT
private slots:
    void squareAtInvertsSquareRect_data()
    {
        QTest::addColumn<int>("width");
        QTest::addColumn<bool>("flipped");
        QTest::addColumn<bool>("margins");
        for (const int width : {64, 65, 99, 100, 127, 333, 512, 640, 801, 1000, 1023, 1999, 2000})
            for (const bool flipped : {false, true})
                for (const bool margins : {false, true})
                    QTest::addRow("%d%s%s", width, flipped ? " flipped" : "",
                                  margins ? " margins" : "")
                        << width << flipped << margins;
    }
    void squareAtInvertsSquareRect()
    {
        QFETCH(int, width);
        QFETCH(bool, flipped);
        QFETCH(bool, margins);
        DisplayOptions o;
        o.flipped = flipped;
        o.show = margins ? DisplaySwitches{} : bare();
        const Diagram d = diagramOf(knightFrom("e4"), o);
        const BoardRenderer r(d);
        // Odd origins and tall targets too: the diagram is centred in whatever it is given.
        for (const QRectF target : {QRectF(0, 0, width, r.sizeForWidth(width).height()),
                                    QRectF(13.5, 7.25, width, width * 1.7)}) {
            const QRectF board = r.boardRect(target);
            QVERIFY(target.contains(board));
            for (Square s = A1; s <= H8; ++s) {
                const QRectF rect = r.squareRect(target, s);
                QVERIFY2(r.squareAt(target, rect.center()) == s, squareName(s).c_str());
                QVERIFY(r.squareAt(target, rect.topLeft()) == s);
                QVERIFY(board.contains(rect));
                QVERIFY(qAbs(rect.width() - board.width() / 8) <= 1.0);
                QVERIFY(qAbs(rect.height() - board.height() / 8) <= 1.0);
            }
            QVERIFY(!r.squareAt(target, board.topLeft() - QPointF(1, 1)));
            QVERIFY(!r.squareAt(target, board.bottomRight()));
        }
    }

    void squaresTileTheBoard()
    {
        const Diagram d = diagramOf(knightFrom("e4"));
        const BoardRenderer r(d);
        const QRectF target(0, 0, 801, 1000);
        for (Square s = A1; s <= H8; ++s) {
            if (fileOf(s) < 7)
                QCOMPARE(r.squareRect(target, s).right(),
                         r.squareRect(target, Square(s + 1)).left());
            if (rankOf(s) < 7)
                QCOMPARE(r.squareRect(target, s).top(),
                         r.squareRect(target, Square(s + 8)).bottom());
        }
    }

    void orientation()
    {
        DisplayOptions o;
        o.show = bare();
        const QRectF target(0, 0, 800, 800);
        const BoardRenderer white(diagramOf(knightFrom("e4"), o));
        QCOMPARE(white.squareRect(target, sq("a1")), QRectF(0, 700, 100, 100));
        QCOMPARE(white.squareRect(target, sq("h8")), QRectF(700, 0, 100, 100));
        o.flipped = true;
        const BoardRenderer black(diagramOf(knightFrom("e4"), o));
        QCOMPARE(black.squareRect(target, sq("a1")), QRectF(700, 0, 100, 100));
        QCOMPARE(black.squareRect(target, sq("h8")), QRectF(0, 700, 100, 100));
        for (Square s = A1; s <= H8; ++s)
            QCOMPARE(black.squareRect(target, s), white.squareRect(target, rotate180(s)));
    }

    void boardFillsTargetWithoutMargins_data()
    {
        QTest::addColumn<int>("width");
        for (const int width : {64, 100, 333, 800, 801, 2000, 8192})
            QTest::addRow("%d", width) << width;
    }
    void boardFillsTargetWithoutMargins()
    {
        QFETCH(int, width);
        DisplayOptions o;
        o.show = bare();
        const BoardRenderer r(diagramOf(queenReach("d7"), o));
        QCOMPARE(r.sizeForWidth(width), QSizeF(width, width));
        const QRectF target(0, 0, width, width);
        QCOMPARE(r.boardRect(target), target);
        const QImage image = paint(r.diagram(), width);
        QCOMPARE(image.size(), QSize(width, width));
        QCOMPARE(qAlpha(image.pixel(0, 0)), 255);
        QCOMPARE(qAlpha(image.pixel(width - 1, width - 1)), 255);
    }

    void decorationsTakeRoom()
    {
        DisplayOptions o;
        o.show = bare();
        const Diagram plain = diagramOf(queenReach("d7"), o);
        o.show.coordinates = true;
        const Diagram coords = diagramOf(queenReach("d7"), o);
        o.show.legend = true;
        const Diagram legend = diagramOf(queenReach("d7"), o);
        o.show.caption = true;
        const Diagram all = diagramOf(queenReach("d7"), o);
        const auto height = [](const Diagram& d) {
            return BoardRenderer(d).sizeForWidth(800).height();
        };
        QVERIFY(height(plain) < height(coords));
        QVERIFY(height(coords) < height(legend));
        QVERIFY(height(legend) < height(all));
        // Sizes follow the width: a diagram twice as wide is about twice as tall.
        const qreal ratio = BoardRenderer(all).sizeForWidth(1600).height() / height(all);
        QVERIFY2(qAbs(ratio - 2) < 0.1, qPrintable(QString::number(ratio)));
        // The board shrinks to leave room for everything in the target.
        const BoardRenderer r(all);
        const QRectF target(0, 0, 800, 800);
        QVERIFY(r.boardRect(target).height() < 700);
        QVERIFY(target.contains(r.boardRect(target)));
    }

    void equalValuesEqualColours_data()
    {
        QTest::addColumn<int>("palette");
        for (int p = 0; p < kPaletteCount; ++p)
            QTest::newRow(qPrintable(paletteName(static_cast<PaletteId>(p)))) << p;
    }
    void equalValuesEqualColours()
    {
        QFETCH(int, palette);
        DisplayOptions o;
        o.show = bare();
        o.palette = static_cast<PaletteId>(palette);
        const Query q = knightFrom("e4");
        const Answer a = answer(q);
        const Diagram d = buildDiagram(q, a, o);
        const BoardRenderer r(d);
        const QImage image = paint(d, 480);
        // Per square colour (the board palette tints light and dark squares differently).
        for (const bool light : {false, true}) {
            std::map<int, QRgb> byValue;
            for (Square s = A1; s <= H8; ++s) {
                if (isLight(s) != light)
                    continue;
                const int v = a.map[static_cast<std::size_t>(s)];
                const QRgb c = fillSample(image, r, s);
                if (const auto it = byValue.find(v); it != byValue.end())
                    QVERIFY2(it->second == c, qPrintable(QString::fromStdString(squareName(s))));
                else
                    byValue[v] = c;
            }
            std::set<QRgb> colours;
            for (const auto& [v, c] : byValue)
                colours.insert(c);
            QCOMPARE(colours.size(), byValue.size());
        }
    }

    void unreachableSquaresLookDifferent()
    {
        DisplayOptions o;
        o.show = bare();
        o.show.numbers = false;
        Query q;
        q.metric = Metric::Bishop;
        q.from = sq("c1");
        const Diagram d = diagramOf(q, o);
        const BoardRenderer r(d);
        const QImage image = paint(d, 400);
        const QRectF target(0, 0, 400, 400);
        std::set<QRgb> reachable;
        for (Square s = A1; s <= H8; ++s)
            if (d.cell(s).role == CellRole::Value)
                reachable.insert(fillSample(image, r, s));
        for (Square s = A1; s <= H8; ++s) {
            const QRectF rect = r.squareRect(target, s);
            if (d.cell(s).role == CellRole::Unreachable) {
                QVERIFY(!reachable.contains(fillSample(image, r, s)));
                QVERIFY2(distinctColors(image, rect) > 1, "no hatch"); // the hatch
            } else if (s != sq("c1")) {
                QCOMPARE(distinctColors(image, rect), 1); // a plain fill
            }
        }
    }

    void flippedBoardIsTheRotation()
    {
        DisplayOptions o;
        o.show = bare();
        const Query q = queenReach("d7");
        const Diagram white = diagramOf(q, o);
        o.flipped = true;
        const Diagram black = diagramOf(q, o);
        const QImage a = paint(white, 640);
        const QImage b = paint(black, 640);
        QVERIFY(a != b);
        const BoardRenderer ra(white);
        const BoardRenderer rb(black);
        for (Square s = A1; s <= H8; ++s) {
            QCOMPARE(fillSample(b, rb, s), fillSample(a, ra, s));
            // The same screen position shows the rotated square.
            const QRectF target(0, 0, 640, 640);
            QCOMPARE(rb.squareRect(target, s), ra.squareRect(target, rotate180(s)));
        }
    }

    void piecesAreDrawn()
    {
        for (const Color c : {Color::White, Color::Black})
            for (int t = 0; t < 6; ++t)
                QVERIFY(hasPieceArt({c, static_cast<PieceType>(t)}));
        DisplayOptions o;
        o.show = bare();
        o.show.numbers = false;
        const Diagram with = diagramOf(queenReach(), o);
        o.show.pieces = false;
        const Diagram without = diagramOf(queenReach(), o);
        const QImage a = paint(with, 400);
        const QImage b = paint(without, 400);
        const BoardRenderer r(with);
        const QRectF target(0, 0, 400, 400);
        for (Square s = A1; s <= H8; ++s) {
            const QPoint center = r.squareRect(target, s).center().toPoint();
            const bool piece = with.pieceAt(s).has_value();
            // Every piece drawing covers its square's centre (the source also has a ring nearby).
            QCOMPARE(a.pixel(center) != b.pixel(center), piece);
        }
    }

    void marksAndArrowsAreDrawn()
    {
        DisplayOptions o;
        o.show = bare();
        o.show.numbers = false;
        o.show.pieces = false;
        o.trajectories = false;
        const Diagram plain = diagramOf(kingF6H1(), o);
        Diagram marked = plain;
        marked.marks.clear();
        o.paths = 1;
        const Diagram arrows = diagramOf(kingF6H1(), o);
        const QImage a = paint(plain, 400);
        const QImage b = paint(marked, 400);
        const QImage c = paint(arrows, 400);
        const BoardRenderer r(plain);
        const QRectF target(0, 0, 400, 400);
        // The source ring passes through the point 0.41 square sizes right of the centre.
        const QRectF f6 = r.squareRect(target, sq("f6"));
        const QPoint ring = (f6.center() + QPointF(0.41 * f6.width(), 0)).toPoint();
        QVERIFY(a.pixel(ring) != b.pixel(ring));
        // The first route f6 e5 e4 f3 g2 h1: an arrow crosses the edge between e4 and f3.
        const QPointF between =
            (r.squareRect(target, sq("e4")).center() + r.squareRect(target, sq("f3")).center()) / 2;
        QVERIFY(a.pixel(between.toPoint()) != c.pixel(between.toPoint()));
        // ... but leaves the centres, where the numbers are, alone.
        const QPoint e4 = r.squareRect(target, sq("e4")).center().toPoint();
        QCOMPARE(a.pixel(e4), c.pixel(e4));
    }

    void transparentBackground()
    {
        DisplayOptions o;
        const Diagram opaque = diagramOf(knightFrom("e4"), o);
        o.show.transparent = true;
        const Diagram clear = diagramOf(knightFrom("e4"), o);
        QCOMPARE(qAlpha(paint(opaque, 300).pixel(1, 1)), 255);
        const QImage image = paint(clear, 300);
        QCOMPARE(qAlpha(image.pixel(1, 1)), 0);
        const QRectF board = BoardRenderer(clear).boardRect(QRectF(QPointF(0, 0), image.size()));
        QCOMPARE(qAlpha(image.pixel(board.center().toPoint())), 255);
    }

    void highDpiPaintsTheSameBoard()
    {
        DisplayOptions o;
        o.show = bare();
        const Diagram d = diagramOf(queenReach("d7"), o);
        QImage image(800, 800, QImage::Format_ARGB32_Premultiplied);
        image.setDevicePixelRatio(2);
        image.fill(Qt::transparent);
        {
            QPainter p(&image);
            BoardRenderer(d).paint(p, QRectF(0, 0, 400, 400));
        }
        image.setDevicePixelRatio(1);
        const QImage reference = paint(d, 800);
        const BoardRenderer r(d);
        for (Square s = A1; s <= H8; ++s)
            QCOMPARE(fillSample(image, r, s), fillSample(reference, r, s));
    }

    void vectorOutputKeepsPiecesVector()
    {
        DisplayOptions o;
        o.show = bare();
        const Diagram d = diagramOf(queenReach(), o);
        QByteArray svg;
        QBuffer buffer(&svg);
        buffer.open(QIODevice::WriteOnly);
        QSvgGenerator generator;
        generator.setOutputDevice(&buffer);
        generator.setSize(QSize(400, 400));
        generator.setViewBox(QRectF(0, 0, 400, 400));
        {
            QPainter p(&generator);
            BoardRenderer(d).paint(p, QRectF(0, 0, 400, 400));
        }
        QVERIFY(!svg.contains("<image")); // pieces as paths, not embedded pixels
        QVERIFY(svg.contains("<path"));
    }

    void cachedTilesMatchDirectPainting()
    {
        DisplayOptions o;
        o.paths = 3;
        const Diagram d = diagramOf(queenReach("d7"), o);
        const QImage first = paint(d, 640);
        QCOMPARE(paint(d, 640), first); // again, from the warm cache

        // On whole pixels a cached tile is exactly what direct drawing gives.
        int calls = 0;
        const auto draw = [&calls](QPainter& p, const QRectF& r) {
            ++calls;
            p.setRenderHint(QPainter::Antialiasing);
            p.setBrush(QColor(200, 30, 60, 180));
            p.setPen(QPen(Qt::black, 3.3));
            p.drawEllipse(r.adjusted(5.5, 7.25, -3, -9));
            p.setFont(QFont(u"DejaVu Sans"_s, 17));
            p.drawText(r, Qt::AlignCenter, u"42"_s);
        };
        QImage cached(200, 200, QImage::Format_ARGB32_Premultiplied);
        QImage direct = cached;
        cached.fill(Qt::white);
        direct.fill(Qt::white);
        const QRectF rect(31, 17, 94, 93);
        for (int i = 0; i < 2; ++i) {
            QPainter p(&cached);
            drawCached(p, rect, "test-tile", draw);
        }
        QCOMPARE(calls, 1); // drawn once, copied the second time
        {
            QPainter p(&direct);
            draw(p, rect);
            draw(p, rect);
        }
        // Equal but for the rounding of compositing a premultiplied tile.
        int worst = 0;
        for (int y = 0; y < cached.height(); ++y)
            for (int x = 0; x < cached.width(); ++x) {
                const QRgb a = cached.pixel(x, y);
                const QRgb b = direct.pixel(x, y);
                worst = std::max({worst, qAbs(qRed(a) - qRed(b)), qAbs(qGreen(a) - qGreen(b)),
                                  qAbs(qBlue(a) - qBlue(b))});
            }
        QVERIFY2(worst <= 3, qPrintable(QString::number(worst)));
        // Devices that are not pixels get the drawing itself.
        QPicture picture;
        {
            QPainter p(&picture);
            drawCached(p, rect, "test-tile", draw);
        }
        QCOMPARE(calls, 4);
    }

    void arrowGaps()
    {
        const QRectF box(40, -5, 20, 10);
        const auto parts = splitAround({QPointF(0, 0), QPointF(100, 0)}, {&box, 1}, 2);
        QCOMPARE(parts.size(), 2u);
        QCOMPARE(parts[0], (std::vector<QPointF>{QPointF(0, 0), QPointF(38, 0)}));
        QCOMPARE(parts[1], (std::vector<QPointF>{QPointF(62, 0), QPointF(100, 0)}));
        // Missed boxes leave the line whole, corners included.
        const std::vector<QPointF> l{QPointF(0, 0), QPointF(100, 0), QPointF(100, 50)};
        const QRectF away(200, 200, 10, 10);
        QCOMPARE(splitAround(l, {&away, 1}, 2), (std::vector<std::vector<QPointF>>{l}));
        // A box over the corner splits an L into its two legs' ends.
        const QRectF corner(90, -10, 20, 20);
        const auto legs = splitAround(l, {&corner, 1}, 0);
        QCOMPARE(legs.size(), 2u);
        QCOMPARE(legs[0].back(), QPointF(90, 0));
        QCOMPARE(legs[1].front(), QPointF(100, 10));
        QCOMPARE(legs[1].back(), QPointF(100, 50));
        // A box over the start.
        const QRectF start(-10, -10, 30, 20);
        QCOMPARE(splitAround({QPointF(0, 0), QPointF(100, 0)}, {&start, 1}, 0),
                 (std::vector<std::vector<QPointF>>{{QPointF(20, 0), QPointF(100, 0)}}));
    }

    void oneArrowPerMove()
    {
        const Diagram d = diagramOf(knightFrom("d1"));
        const BoardLayout l = layoutDiagram(d, 800);
        const std::vector<Square> route{sq("d1"), sq("f2"), sq("e4"), sq("f6"), sq("g8")};
        const auto arrows = routeArrows(route, l, false, {}, true);
        QCOMPARE(arrows.size(), 4u);
        const qreal q = l.square;
        for (std::size_t i = 0; i < arrows.size(); ++i) {
            const QRectF bounds = arrows[i].boundingRect();
            const QRectF from = l.squareRect(route[i], false);
            const QRectF to = l.squareRect(route[i + 1], false);
            // Between the two squares, clear of both centres (the numbers).
            QVERIFY(from.united(to).contains(bounds));
            QVERIFY(!arrows[i].contains(from.center()));
            QVERIFY(!arrows[i].contains(to.center()));
            // A knight's move is an L: it leaves its square straight, not diagonally.
            QVERIFY(bounds.width() > 0.5 * q && bounds.height() > 0.5 * q);
        }
    }
};

QTEST_MAIN(TestBoardRenderer)
#include "tst_boardrenderer.moc"
