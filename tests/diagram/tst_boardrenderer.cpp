// The renderer's geometry: squares map to pixels and back in every orientation, size and
// margin setting, a flipped board is the rotation of the unflipped one, and arrows keep gaps.
#include "renderprobe.h"

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

using namespace renderref;

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

    // An export paints into its diagram's exact size (a fraction over whole pixels): it is laid
    // out at the width asked, square for square as the homework page lays it out.
    void exportKeepsTheWidthAsked()
    {
        int fractional = 0;
        for (const int width : {200, 333, 560, 640, 801, 1000, 1234, 2000}) {
            for (const Diagram& d : {diagramOf(knightFrom("e4")), diagramOf(queenReach("d7"))}) {
                const BoardRenderer r(d);
                const QSizeF exact = r.sizeForWidth(width);
                fractional += exact.height() != std::floor(exact.height());
                const BoardLayout& fitted = r.layout(QRectF(QPointF(0, 0), exact));
                const BoardLayout asked = layoutDiagram(d, width);
                const QByteArray where =
                    QByteArray::number(width) + " px, " + d.caption.left(30).toUtf8();
                QVERIFY2(fitted.xs == asked.xs, where);
                QVERIFY2(fitted.ys == asked.ys, where);
                QVERIFY2(fitted.outer == asked.outer, where);
            }
        }
        QVERIFY(fractional > 0); // the case whole pixels alone would shrink
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
        const auto arrows = routeArrows(route, l, false, {}, {.knightL = true});
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
