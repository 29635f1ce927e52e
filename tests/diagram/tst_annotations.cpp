// A game's own arrows and circled squares ([%cal], [%csl]) on the board: drawn in four colours
// told apart, on top of the fills, with the numbers left readable, in PNG and SVG alike; arrows
// shaped and coloured as Lichess draws them; the builder passes them on to the first board only.
#include "diagram/boardrenderer.h"
#include "diagram/exporter.h"
#include "diagram/pgnarrow.h"
#include "diagramfixtures.h"
#include "renderprobe.h"

#include <QFile>
#include <QImage>
#include <QSvgRenderer>
#include <QTemporaryDir>
#include <QTest>

#include <cstdlib>

using namespace cd;
using namespace fixtures;
using renderref::paint;

namespace {

constexpr int kWidth = 640;

// The knight's map from e4, with these marks of a game.
Diagram marked(const char* comment)
{
    DisplayOptions o;
    o.show = renderref::bare();
    readMarks(comment, o.annotations);
    return diagramOf(knightFrom("e4"), o);
}

// The same without the numbers, so that every pixel of an arrow shows.
Diagram markedBare(const char* comment)
{
    DisplayOptions o;
    o.show = renderref::bare();
    o.show.numbers = false;
    readMarks(comment, o.annotations);
    return diagramOf(knightFrom("e4"), o);
}

// `colour` at Lichess's opacity over `under`, each channel.
bool blended(QRgb pixel, QColor colour, QRgb under, int tolerance = 6)
{
    const auto near = [&](int got, int ink, int back) {
        const qreal alpha = kPgnMarkOpacity;
        return std::abs(got - qRound(alpha * ink + (1 - alpha) * back)) <= tolerance;
    };
    return near(qRed(pixel), colour.red(), qRed(under)) &&
           near(qGreen(pixel), colour.green(), qGreen(under)) &&
           near(qBlue(pixel), colour.blue(), qBlue(under));
}

QPointF centre(const Diagram& d, const QImage& image, const char* square)
{
    return BoardRenderer(d).squareRect(QRectF(QPointF(0, 0), image.size()), sq(square)).center();
}

qreal squareSize(const Diagram& d, const QImage& image)
{
    return BoardRenderer(d).squareRect(QRectF(QPointF(0, 0), image.size()), A1).width();
}

// The pixel half way between the centres of two squares side by side: where their arrow runs.
QRgb between(const Diagram& d, const QImage& image, const char* a, const char* b)
{
    return image.pixel(((centre(d, image, a) + centre(d, image, b)) / 2).toPoint());
}

} // namespace

class TestAnnotations : public QObject {
    Q_OBJECT
private slots:
    void arrowsInFourColoursToldApart()
    {
        // Four arrows along ranks 1, 3, 6 and 8, far from e4's map numbers' centres.
        const Diagram d = marked("[%cal Ga1c1,Ra3c3,Ya6c6,Bf8h8]");
        const Diagram plain = marked("");
        const QImage image = paint(d, kWidth), before = paint(plain, kWidth);
        const QRgb green = between(d, image, "a1", "b1"), red = between(d, image, "a3", "b3"),
                   yellow = between(d, image, "a6", "b6"), blue = between(d, image, "f8", "g8");
        QVERIFY(green != between(plain, before, "a1", "b1"));
        QVERIFY(qGreen(green) > qRed(green) && qGreen(green) > qBlue(green));
        QVERIFY(qRed(red) > qGreen(red) && qRed(red) > qBlue(red));
        QVERIFY(qRed(yellow) > qBlue(yellow) + 80 && qGreen(yellow) > qBlue(yellow) + 40);
        QVERIFY(qBlue(blue) > qRed(blue) && qBlue(blue) > qGreen(blue));
    }

    void shapeAsLichessDrawsIt()
    {
        // Squares 64 px: the line 10 px wide from the centre, its end 10 px before the target's
        // centre, the head 30 long and 40 wide placed 20.5 back from there.
        const PgnArrowShape a = pgnArrowShape({32, 32}, {32 + 4 * 64, 32}, 64);
        QCOMPARE(a.shaft.p1(), QPointF(32, 32));
        QCOMPARE(a.width, 10.0);
        QCOMPARE(a.shaft.p2(), QPointF(32 + 256 - 30.5, 32));
        QCOMPARE(a.tip, QPointF(32 + 256 - 0.5, 32));
        QCOMPARE(a.head.boundingRect(), QRectF(32 + 256 - 30.5, 12, 30, 40));
        // Two arrows to one square: each stops 10/64 shorter.
        QCOMPARE(pgnArrowShape({32, 32}, {32 + 4 * 64, 32}, 64, true).tip,
                 QPointF(32 + 256 - 10.5, 32));
        // A knight's move is straight, centre to centre.
        const PgnArrowShape knight = pgnArrowShape({0, 0}, {128, 64}, 64);
        const QLineF along(knight.shaft.p1(), knight.tip);
        QVERIFY(qAbs(along.angle() - QLineF(0, 0, 128, 64).angle()) < 1e-9);
    }

    void drawnCentreToCentreTranslucent()
    {
        const Diagram d = markedBare("[%cal Ga1a5,Rh1h5,Bc8f8,Yc1c3]");
        const Diagram plain = markedBare("");
        const QImage image = paint(d, kWidth), before = paint(plain, kWidth);
        const qreal q = squareSize(d, image);
        const auto at = [&](const char* square, qreal dx, qreal dy) {
            return (centre(d, image, square) + QPointF(dx * q, dy * q)).toPoint();
        };
        const auto check = [&](QPoint p, QColor colour) {
            QVERIFY2(blended(image.pixel(p), colour, before.pixel(p)),
                     qPrintable(QStringLiteral("%1,%2: %3 over %4")
                                    .arg(p.x())
                                    .arg(p.y())
                                    .arg(image.pixel(p), 0, 16)
                                    .arg(before.pixel(p), 0, 16)));
        };
        // Right from the source's centre, in Lichess's own colours at their opacity, one fill
        // across the whole width (no casing).
        check(at("a1", 0, -0.05), pgnMarkColour(MarkColour::Green));
        check(at("a3", 0.06, 0), pgnMarkColour(MarkColour::Green));
        check(at("a3", -0.06, 0), pgnMarkColour(MarkColour::Green));
        QCOMPARE(image.pixel(at("a3", 0.11, 0)), before.pixel(at("a3", 0.11, 0)));
        check(at("h1", 0, -0.05), pgnMarkColour(MarkColour::Red));
        check(at("h3", 0, 0), QColor(0x88, 0x20, 0x20));
        check(at("e8", 0, 0), QColor(0x00, 0x30, 0x88));
        check(at("c2", 0, 0), QColor(0xe6, 0x8f, 0x00));
        // The head reaches almost to the target's centre, and no further.
        check(at("a5", 0, 0.04), pgnMarkColour(MarkColour::Green));
        check(at("a5", 0.2, 0.4), pgnMarkColour(MarkColour::Green)); // the head is wide
        QCOMPARE(image.pixel(at("a5", 0, -0.05)), before.pixel(at("a5", 0, -0.05)));
        QCOMPARE(image.pixel(at("a1", 0, 0.1)), before.pixel(at("a1", 0, 0.1)));
    }

    void circlesRingTheSquare()
    {
        const Diagram d = marked("[%csl Rh8,Ba1]");
        const QImage image = paint(d, kWidth);
        const qreal q = squareSize(d, image);
        // On the ring, just inside the square's right edge; the square's middle keeps its fill.
        const QRgb ring = image.pixel((centre(d, image, "h8") + QPointF(0.455 * q, 0)).toPoint());
        QVERIFY(qRed(ring) > qGreen(ring) + 60 && qRed(ring) > qBlue(ring) + 60);
        const QRgb blueRing =
            image.pixel((centre(d, image, "a1") + QPointF(0, -0.455 * q)).toPoint());
        QVERIFY(qBlue(blueRing) > qRed(blueRing) + 60);
        const QImage plain = paint(marked(""), kWidth);
        QCOMPARE(image.pixel((centre(d, image, "h8") + QPointF(0.2 * q, 0.2 * q)).toPoint()),
                 plain.pixel((centre(d, image, "h8") + QPointF(0.2 * q, 0.2 * q)).toPoint()));
    }

    void numbersStayReadable()
    {
        // An arrow down the d-file crosses the numbers of d7 .. d2: each is left uncovered.
        const Diagram d = marked("[%cal Gd8d1]");
        const QImage image = paint(d, kWidth), plain = paint(marked(""), kWidth);
        const qreal q = squareSize(d, image);
        QVERIFY(image != plain);
        for (const char* square : {"d7", "d5", "d3"}) {
            const QPointF c = centre(d, image, square);
            for (qreal dx = -0.08; dx <= 0.08; dx += 0.04)
                for (qreal dy = -0.12; dy <= 0.12; dy += 0.04) {
                    const QPoint at = (c + QPointF(dx * q, dy * q)).toPoint();
                    QCOMPARE(image.pixel(at), plain.pixel(at));
                }
        }
    }

    void circlesAsLichessDrawsThem()
    {
        // A translucent ring 4/64 of a square wide, its outer edge on the square's.
        const Diagram d = markedBare("[%csl Rh8,Ba1]");
        const QImage image = paint(d, kWidth), plain = paint(markedBare(""), kWidth);
        const qreal q = squareSize(d, image);
        for (const auto& [square, colour] :
             {std::pair("h8", MarkColour::Red), std::pair("a1", MarkColour::Blue)}) {
            const QPoint ring = (centre(d, image, square) + QPointF(0, 0.47 * q)).toPoint();
            QVERIFY(blended(image.pixel(ring), pgnMarkColour(colour), plain.pixel(ring)));
            const QPoint inside = (centre(d, image, square) + QPointF(0, 0.41 * q)).toPoint();
            QCOMPARE(image.pixel(inside), plain.pixel(inside));
        }
    }

    void svgAndPngAlike()
    {
        const Diagram d = marked("[%csl Rh8][%cal Ga1c1]");
        QTemporaryDir dir;
        const QString path = dir.filePath(QStringLiteral("marks.svg"));
        QVERIFY(exportDiagram(d, path, ImageFormat::Svg, kWidth).ok());
        QFile f(path);
        QVERIFY(f.open(QIODevice::ReadOnly));
        const QByteArray bytes = f.readAll();
        QSvgRenderer renderer(bytes);
        QVERIFY(renderer.isValid());
        QImage image(renderer.defaultSize(), QImage::Format_ARGB32_Premultiplied);
        image.fill(Qt::white);
        QPainter p(&image);
        renderer.render(&p);
        p.end();
        const QRgb green = between(d, image, "a1", "b1");
        QVERIFY(qGreen(green) > qRed(green) + 40 && qGreen(green) > qBlue(green) + 40);
        const qreal q = squareSize(d, image);
        const QRgb ring = image.pixel((centre(d, image, "h8") + QPointF(0.455 * q, 0)).toPoint());
        QVERIFY(qRed(ring) > qGreen(ring) + 60);
    }

    void builderPassesThemToTheFirstBoardOnly()
    {
        DisplayOptions o;
        readMarks("[%cal Gb1c3][%csl Rd5]", o.annotations);
        const Query a = knightFrom("b1");
        Query b = a;
        b.metric = Metric::Chebyshev;
        QCOMPARE(diagramOf(a, o).annotations, o.annotations);
        const Comparison side = buildComparison(a, answer(a), b, answer(b), o, false);
        QCOMPARE(side.first.annotations, o.annotations);
        QVERIFY(side.second.annotations.empty());
        const Comparison difference = buildComparison(a, answer(a), b, answer(b), o, true);
        QVERIFY(difference.second.annotations.empty());
    }
};

QTEST_MAIN(TestAnnotations)
#include "tst_annotations.moc"
