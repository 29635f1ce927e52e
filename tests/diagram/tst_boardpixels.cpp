// The renderer's pixels: equal values alike, unreachable squares in their own look, pieces,
// marks and arrows drawn, transparency, vector output, and cached tiles equal to direct painting.
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

class TestBoardPixels : public QObject {
    Q_OBJECT
private slots:
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
};

QTEST_MAIN(TestBoardPixels)
#include "tst_boardpixels.moc"
