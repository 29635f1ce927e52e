// Routes drawn as arrows: a knight's move is one straight arrow unless the L is asked for, and
// no arrow covers the number beside the source's piece.
#include "diagram/arrowpath.h"
#include "diagram/boardrenderer.h"
#include "diagramfixtures.h"
#include "renderprobe.h"

#include <QFontMetricsF>
#include <QImage>
#include <QPainter>
#include <QTest>

#include <map>

using namespace cd;
using namespace fixtures;
using renderref::paint;

namespace {

const std::vector<Square> kKnightRoute{sq("d1"), sq("f2"), sq("e4"), sq("f6"), sq("g8")};

} // namespace

class TestArrows : public QObject {
    Q_OBJECT
private slots:
    // Straight by default: each arrow runs along the line between the two centres.
    void knightMovesAreStraightByDefault()
    {
        const BoardLayout l = layoutDiagram(diagramOf(knightFrom("d1")), 800);
        const auto arrows = routeArrows(kKnightRoute, l, false);
        QCOMPARE(arrows.size(), 4u);
        for (std::size_t i = 0; i < arrows.size(); ++i) {
            const QPointF a = l.squareCenter(kKnightRoute[i], false);
            const QPointF b = l.squareCenter(kKnightRoute[i + 1], false);
            QVERIFY(arrows[i].contains((a + b) / 2));
            QVERIFY(arrows[i].contains(a + (b - a) * 0.4));
        }
    }

    // The L leaves its square straight along a file or rank, away from that line.
    void knightMovesAsLOnRequest()
    {
        const BoardLayout l = layoutDiagram(diagramOf(knightFrom("d1")), 800);
        const auto arrows = routeArrows(kKnightRoute, l, false, {}, {.knightL = true});
        QCOMPARE(arrows.size(), 4u);
        for (std::size_t i = 0; i < arrows.size(); ++i) {
            const QPointF a = l.squareCenter(kKnightRoute[i], false);
            const QPointF b = l.squareCenter(kKnightRoute[i + 1], false);
            QVERIFY(!arrows[i].contains((a + b) / 2));
        }
    }

    // The switch reaches the picture: straight and L arrows paint different pixels.
    void theDiagramSwitchChoosesTheShape()
    {
        Query q = knightFrom("d1");
        q.to = sq("g8");
        DisplayOptions o;
        o.paths = 1;
        Diagram straight = diagramOf(q, o);
        Diagram l = straight;
        l.show.knightL = true;
        QVERIFY(!straight.arrows.empty());
        QVERIFY(paint(straight, 400) != paint(l, 400));
    }

    // Routes drawn together sit side by side: an offset moves a move's arrow across its direction.
    void anOffsetShiftsTheArrowAcross()
    {
        const BoardLayout l = layoutDiagram(diagramOf(knightFrom("d1")), 800);
        const std::vector<Square> up{sq("d1"), sq("d3")};
        const QRectF plain = routeArrows(up, l, false).front().boundingRect();
        ArrowStyle style;
        style.offset = 0.2;
        const QRectF shifted = routeArrows(up, l, false, {}, style).front().boundingRect();
        QCOMPARE(shifted.top(), plain.top());
        QVERIFY(std::abs(std::abs(shifted.center().x() - plain.center().x()) - 0.2 * l.square) < 1);
        style.width = 2;
        QVERIFY(routeArrows(up, l, false, {}, style).front().boundingRect().width() >
                shifted.width() * 1.5);
    }

    // Several routes at once: each in a colour of its own (the first in the palette's arrow
    // colour, the others from a colour-blind-safe set), not all in one red.
    void routesDrawnTogetherHaveTheirOwnColours()
    {
        Query q = knightFrom("d1");
        q.to = sq("g8");
        DisplayOptions o;
        o.paths = 4;
        o.palette = PaletteId::Greys; // grey squares: the pixels' hues are the arrows' own
        const Diagram d = diagramOf(q, o);
        QCOMPARE(d.arrows.size(), 4u);
        Diagram bare = d;
        bare.arrows.clear();
        const QImage a = paint(d, 600);
        const QImage b = paint(bare, 600);
        std::map<int, int> hues; // 30-degree buckets of the pixels the arrows changed
        for (int y = 0; y < a.height(); ++y)
            for (int x = 0; x < a.width(); ++x)
                if (a.pixel(x, y) != b.pixel(x, y)) {
                    const QColor c = QColor::fromRgb(a.pixel(x, y));
                    if (c.hslSaturation() > 90)
                        ++hues[c.hslHue() / 30];
                }
        int strong = 0;
        for (const auto& [bucket, count] : hues)
            strong += count > 300 ? 1 : 0;
        QVERIFY2(strong >= 3, qPrintable(QString::number(strong)));
    }

    // A king leaving e4 towards the upper left crosses the corner where the source's "0"
    // stands beside the king: the arrow leaves that number alone.
    void theSourceNumberIsNeverUnderAnArrow()
    {
        Query q;
        q.metric = Metric::Chebyshev;
        q.from = sq("e4");
        q.to = sq("b7"); // the one shortest route runs diagonally through d5 and c6
        DisplayOptions o;
        o.paths = 1;
        const Diagram withArrow = diagramOf(q, o);
        QVERIFY(withArrow.pieceAt(sq("e4"))); // the king stands on its source
        QCOMPARE(withArrow.arrows.size(), 1u);
        Diagram without = withArrow;
        without.arrows.clear();
        const int width = 800;
        const QImage a = paint(withArrow, width);
        const QImage b = paint(without, width);
        const BoardLayout lay = layoutDiagram(withArrow, width);
        const QRectF e4 = lay.squareRect(sq("e4"), false);
        // Where e4's corner number is written (as the renderer places it), inside its edges.
        const QFontMetricsF fm(lay.fonts.smallNumber);
        const QRectF number(e4.left() + 0.06 * lay.square, e4.top() + 0.02 * lay.square,
                            fm.horizontalAdvance(QStringLiteral("0")), fm.height());
        const QRect inside = number.toAlignedRect().adjusted(1, 1, -1, -1);
        QCOMPARE(a.copy(inside), b.copy(inside));
        // ... while the arrow is drawn in the square.
        QVERIFY(a.copy(e4.toAlignedRect()) != b.copy(e4.toAlignedRect()));
    }
};

QTEST_MAIN(TestArrows)
#include "tst_arrows.moc"
