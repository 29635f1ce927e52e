// A game's own arrows and circled squares ([%cal], [%csl]) on the board: drawn in four colours
// told apart, on top of the fills, with the numbers left readable, in PNG and SVG alike; the
// builder passes them on to the first board only.
#include "diagram/boardrenderer.h"
#include "diagram/exporter.h"
#include "diagramfixtures.h"
#include "renderprobe.h"

#include <QFile>
#include <QImage>
#include <QSvgRenderer>
#include <QTemporaryDir>
#include <QTest>

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
