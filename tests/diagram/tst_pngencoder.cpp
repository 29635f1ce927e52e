// The PNG encoder: every filter, strategy and strip count decodes to the pixels it was given, and
// an exported PNG is exactly the rendered image, as Qt's reader and ImageMagick (an independent
// decoder) read it; large images painted in bands equal one painter's picture.
#include "diagram/boardrenderer.h"
#include "diagram/exporter.h"
#include "diagram/largeimage.h"
#include "diagram/pngencoder.h"
#include "diagramfixtures.h"

#include <QBuffer>
#include <QImageReader>
#include <QPainter>
#include <QProcess>
#include <QStandardPaths>
#include <QTemporaryDir>
#include <QTest>

#include <cmath>
#include <cstring>

using namespace cd;
using namespace fixtures;
using namespace Qt::Literals::StringLiterals;

Q_DECLARE_METATYPE(cd::PngFilter)
Q_DECLARE_METATYPE(cd::PngStrategy)

namespace {

Diagram sample(bool transparent)
{
    DisplayOptions o;
    o.paths = 3;
    Diagram d = diagramOf(queenReach("d7"), o);
    d.show.transparent = transparent;
    return d;
}

// What the PNG must hold: straight ARGB, or RGB for an opaque image.
QImage expected(const QImage& image)
{
    return image.convertToFormat(image.hasAlphaChannel() ? QImage::Format_ARGB32
                                                         : QImage::Format_RGB32);
}

QImage decodeWithQt(const QByteArray& png)
{
    QBuffer buffer;
    buffer.setData(png);
    buffer.open(QIODevice::ReadOnly);
    QImageReader reader(&buffer, "png");
    reader.setAllocationLimit(0); // the large test image is over Qt's default limit
    return reader.read();
}

// The colour type of the IHDR chunk: 2 RGB, 6 RGBA.
int colourType(const QByteArray& png)
{
    return png.size() > 25 ? static_cast<unsigned char>(png[25]) : -1;
}

// `image` as RGBA bytes, row by row (what ImageMagick's rgba: output gives).
QByteArray rgbaBytes(const QImage& image)
{
    const QImage straight = image.convertToFormat(QImage::Format_RGBA8888);
    QByteArray bytes;
    for (int y = 0; y < straight.height(); ++y)
        bytes.append(reinterpret_cast<const char*>(straight.constScanLine(y)),
                     qsizetype(straight.width()) * 4);
    return bytes;
}

void comparePixels(const QImage& decoded, const QImage& wanted)
{
    QCOMPARE(decoded.size(), wanted.size());
    const QImage a = decoded.convertToFormat(wanted.format());
    for (int y = 0; y < wanted.height(); ++y)
        if (std::memcmp(a.constScanLine(y), wanted.constScanLine(y),
                        static_cast<std::size_t>(wanted.width()) * 4) != 0)
            QFAIL(qPrintable(u"row %1 differs"_s.arg(y)));
}

} // namespace

class TestPngEncoder : public QObject {
    Q_OBJECT
private slots:
    void everySettingDecodesToThePixels_data()
    {
        QTest::addColumn<bool>("transparent");
        QTest::addColumn<PngFilter>("filter");
        QTest::addColumn<PngStrategy>("strategy");
        QTest::addColumn<int>("threads");
        const std::pair<const char*, PngFilter> filters[] = {
            {"none", PngFilter::None},   {"sub", PngFilter::Sub},
            {"up", PngFilter::Up},       {"average", PngFilter::Average},
            {"paeth", PngFilter::Paeth}, {"adaptive", PngFilter::Adaptive}};
        for (const bool transparent : {false, true})
            for (const auto& [name, filter] : filters)
                for (const int threads : {1, 3})
                    for (const auto strategy : {PngStrategy::Default, PngStrategy::Rle})
                        QTest::addRow("%s %s %s %d strips", transparent ? "RGBA" : "RGB", name,
                                      strategy == PngStrategy::Rle ? "rle" : "default", threads)
                            << transparent << filter << strategy << threads;
    }
    void everySettingDecodesToThePixels()
    {
        QFETCH(bool, transparent);
        QFETCH(PngFilter, filter);
        QFETCH(PngStrategy, strategy);
        QFETCH(int, threads);
        // An odd width: rows of no round number of bytes.
        QImage image = renderImage(sample(transparent), 203);
        if (!transparent)
            image.reinterpretAsFormat(QImage::Format_RGB32); // as the exporter hands it over
        const QByteArray png = encodePng(image, {filter, strategy, 1, threads});
        QCOMPARE(colourType(png), transparent ? 6 : 2);
        comparePixels(decodeWithQt(png), expected(image));
    }

    void exportedPngIsTheRenderedImage_data()
    {
        QTest::addColumn<bool>("transparent");
        QTest::addColumn<int>("width");
        // 2600 px: several bands and strips on a machine of two cores or more.
        for (const int width : {800, 2600}) {
            QTest::addRow("opaque %d", width) << false << width;
            QTest::addRow("transparent %d", width) << true << width;
        }
    }
    void exportedPngIsTheRenderedImage()
    {
        QFETCH(bool, transparent);
        QFETCH(int, width);
        const Diagram d = sample(transparent);
        QTemporaryDir dir;
        const QString path = dir.filePath(u"board.png"_s);
        QVERIFY(exportDiagram(d, path, ImageFormat::Png, width).ok());
        QFile file(path);
        QVERIFY(file.open(QIODevice::ReadOnly));
        const QByteArray png = file.readAll();
        QCOMPARE(colourType(png), transparent ? 6 : 2);

        const QImage rendered = renderImage(d, width);
        comparePixels(decodeWithQt(png), expected(rendered));

        const QString convert = QStandardPaths::findExecutable(u"convert"_s);
        if (convert.isEmpty())
            QSKIP("ImageMagick's convert is not installed (scripts/setup --test)");
        QProcess magick;
        magick.start(convert, {u"png:"_s + path, u"-depth"_s, u"8"_s, u"rgba:-"_s});
        QVERIFY(magick.waitForFinished(60000));
        QCOMPARE(magick.exitCode(), 0);
        const QByteArray decoded = magick.readAllStandardOutput();
        QCOMPARE(decoded.size(), qsizetype(rendered.width()) * rendered.height() * 4);
        QVERIFY(decoded == rgbaBytes(expected(rendered)));
    }

    // renderImage paints a large image in bands on several threads: the same pixels as one
    // painter over the whole image.
    void bandsEqualOnePainter()
    {
        const Diagram d = sample(false);
        const int width = 3000; // 43 MB: painted in bands, into memory of its own (largeimage.h)
        const QImage banded = renderImage(d, width);
        const BoardRenderer renderer(d);
        const qreal height = renderer.sizeForWidth(width).height();
        QImage whole(width, static_cast<int>(std::ceil(height - 1e-6)),
                     QImage::Format_ARGB32_Premultiplied);
        whole.fill(Qt::white);
        QPainter painter(&whole);
        renderer.paint(painter, QRectF(0, 0, width, height));
        painter.end();
        comparePixels(banded, whole);
    }

    // A large image lives in memory mapped for it: laid out as Qt's own, writable, and a copy
    // that outlives it keeps its pixels.
    void largeImagesAreOrdinaryImages()
    {
        QImage copy;
        {
            QImage big = allocateImage(4096, 2100, QImage::Format_ARGB32_Premultiplied);
            QVERIFY(!big.isNull());
            const QImage reference(4096, 2100, QImage::Format_ARGB32_Premultiplied);
            QCOMPARE(big.bytesPerLine(), reference.bytesPerLine());
            QCOMPARE(big.sizeInBytes(), reference.sizeInBytes());
            big.fill(Qt::red);
            big.setPixel(4095, 2099, qRgb(0, 0, 255));
            copy = big;
            big = QImage(); // unmaps the memory unless the copy shares it
        }
        QCOMPARE(copy.pixel(0, 0), qRgb(255, 0, 0));
        QCOMPARE(copy.pixel(4095, 2099), qRgb(0, 0, 255));
        QVERIFY(allocateImage(0, 10, QImage::Format_RGB32).isNull());
    }
};

QTEST_MAIN(TestPngEncoder)
#include "tst_pngencoder.moc"
