// Routes drawn as arrows: a knight's move is one straight arrow unless the L is asked for, and
// no arrow covers the number beside the source's piece.
#include "diagram/arrowpath.h"
#include "diagram/boardrenderer.h"
#include "diagram/colorspace.h"
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

    void arrowsShowOnTheirOwnHue_data()
    {
        QTest::addColumn<int>("palette");
        for (int p = 0; p < kPaletteCount; ++p)
            QTest::newRow(qPrintable(paletteName(static_cast<PaletteId>(p)))) << p;
    }

    // Every route's arrow shows on squares of its own hue: along a rank filled with the value
    // nearest the route's colour, every column of the arrow has, on each side of its middle, a
    // pixel at least 3:1 (WCAG's contrast for graphics) from the square it covers.
    void arrowsShowOnTheirOwnHue()
    {
        QFETCH(int, palette);
        Diagram d;
        d.show = renderref::bare();
        d.show.numbers = false;
        d.palette = static_cast<PaletteId>(palette);
        d.maxValue = 31;
        const Palette colours(d.palette);
        constexpr int kRoutes = 7;
        for (int k = 0; k < kRoutes; ++k) {
            const QColor route = colours.routeColor(static_cast<std::size_t>(k));
            int nearest = 0;
            for (int v = 1; v <= d.maxValue; ++v)
                if (deltaE(d.valueFill(v, true), route) < deltaE(d.valueFill(nearest, true), route))
                    nearest = v;
            for (int file = 0; file < 8; ++file)
                d.cells[static_cast<std::size_t>(makeSquare(file, k))] = {CellRole::Value, nearest};
            d.arrows.push_back({{makeSquare(0, k), makeSquare(7, k)}});
        }
        Diagram plain = d;
        plain.arrows.clear();
        const QImage with = paint(d, 480);
        const QImage without = paint(plain, 480);
        const QRectF target(QPointF(0, 0), with.size());
        const BoardRenderer r(d);
        double weakest = 21;
        for (int k = 0; k < kRoutes; ++k) {
            const QRectF rank = r.squareRect(target, makeSquare(0, k))
                                    .united(r.squareRect(target, makeSquare(7, k)));
            const qreal q = rank.height();
            for (int x = qCeil(rank.left() + 1.5 * q); x < qFloor(rank.right() - 1.5 * q); ++x) {
                std::vector<std::pair<int, double>> changed; // row, contrast with the square
                for (int y = qCeil(rank.top()); y < qFloor(rank.bottom()); ++y)
                    if (with.pixel(x, y) != without.pixel(x, y))
                        changed.emplace_back(y,
                                             contrastRatio(with.pixel(x, y), without.pixel(x, y)));
                QVERIFY2(!changed.empty(),
                         qPrintable(u"route %1: no arrow at x %2"_s.arg(k).arg(x)));
                const double middle = (changed.front().first + changed.back().first) / 2.0;
                double above = 1, below = 1;
                for (const auto& [y, c] : changed)
                    (y < middle ? above : below) = std::max(y < middle ? above : below, c);
                weakest = std::min({weakest, above, below});
                QVERIFY2(above >= 3 && below >= 3,
                         qPrintable(u"route %1 (%2) at x %3: edges %4 and %5"_s.arg(k)
                                        .arg(colours.routeColor(static_cast<std::size_t>(k)).name())
                                        .arg(x)
                                        .arg(above, 0, 'f', 2)
                                        .arg(below, 0, 'f', 2)));
            }
        }
        qInfo("weakest edge contrast %.2f", weakest);
    }
};

QTEST_MAIN(TestArrows)
#include "tst_arrows.moc"
