// Routes drawn as arrows: a knight's move is one straight arrow unless the L is asked for, and
// no arrow covers the number beside the source's piece.
#include "diagram/arrowpath.h"
#include "diagram/boardrenderer.h"
#include "diagramfixtures.h"

#include <QFontMetricsF>
#include <QImage>
#include <QPainter>
#include <QTest>

using namespace cd;
using namespace fixtures;

namespace {

const std::vector<Square> kKnightRoute{sq("d1"), sq("f2"), sq("e4"), sq("f6"), sq("g8")};

QImage paint(const Diagram& d, int width)
{
    const BoardRenderer r(d);
    QImage image(width, qCeil(r.sizeForWidth(width).height()), QImage::Format_ARGB32);
    image.fill(Qt::white);
    QPainter p(&image);
    r.paint(p, QRectF(image.rect()));
    return image;
}

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
        const auto arrows = routeArrows(kKnightRoute, l, false, {}, true);
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
