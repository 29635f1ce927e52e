// Export to PNG, SVG and PDF: the files are what they claim to be, sized as asked, and every
// failure (bad size, unwritable path) is reported by name and leaves no file and no damage.
#include "diagram/boardrenderer.h"
#include "diagram/exporter.h"
#include "diagramfixtures.h"

#include <QDir>
#include <QFile>
#include <QImageReader>
#include <QPainter>
#include <QSvgRenderer>
#include <QTemporaryDir>
#include <QTest>

using namespace cd;
using namespace fixtures;
using namespace Qt::Literals::StringLiterals;
using Status = ExportResult::Status;

Q_DECLARE_METATYPE(cd::ImageFormat)

namespace {

Diagram sample()
{
    DisplayOptions o;
    o.paths = 3;
    return diagramOf(queenReach("d7"), o);
}

QByteArray readAll(const QString& path)
{
    QFile f(path);
    return f.open(QIODevice::ReadOnly) ? f.readAll() : QByteArray();
}

void writeSentinel(const QString& path)
{
    QFile f(path);
    QVERIFY(f.open(QIODevice::WriteOnly));
    f.write("sentinel");
}

} // namespace

class TestExporter : public QObject {
    Q_OBJECT
private slots:
    void formatNames()
    {
        QCOMPARE(imageFormatFromName(u"png"), ImageFormat::Png);
        QCOMPARE(imageFormatFromName(u"SVG"), ImageFormat::Svg);
        QCOMPARE(imageFormatFromName(u"Pdf"), ImageFormat::Pdf);
        for (const QString& bad : {u""_s, u"jpg"_s, u"png "_s, u".png"_s, u"pngx"_s, u"svgz"_s})
            QVERIFY2(!imageFormatFromName(bad), qPrintable(bad));
        QCOMPARE(imageFormatFromPath(u"/tmp/board.PNG"_s), ImageFormat::Png);
        QCOMPARE(imageFormatFromPath(u"out/x.y.svg"_s), ImageFormat::Svg);
        QCOMPARE(imageFormatFromPath(u"a.pdf"_s), ImageFormat::Pdf);
        QVERIFY(!imageFormatFromPath(u"board"_s));
        QVERIFY(!imageFormatFromPath(u"board.jpeg"_s));
        QVERIFY(!imageFormatFromPath(u"png"_s));
    }

    void png_data()
    {
        QTest::addColumn<int>("width");
        QTest::newRow("smallest") << 64;
        QTest::newRow("odd") << 333;
        QTest::newRow("800") << 800;
        QTest::newRow("2000") << 2000;
    }
    void png()
    {
        QFETCH(int, width);
        QTemporaryDir dir;
        const QString path = dir.filePath(u"board.png"_s);
        const ExportResult r = exportDiagram(sample(), path, ImageFormat::Png, width);
        QVERIFY2(r.ok(), qPrintable(r.message));
        QVERIFY(r.message.isEmpty());
        QImageReader reader(path);
        QCOMPARE(reader.format(), QByteArray("png"));
        const QImage image = reader.read();
        QCOMPARE(image.width(), width);
        QVERIFY(image.height() > width); // legend and caption below the board
        QCOMPARE(image, renderImage(sample(), width).convertToFormat(image.format()));
    }

    void pngWithoutDecorationsIsSquare()
    {
        DisplayOptions o;
        o.show.coordinates = o.show.legend = o.show.caption = false;
        QTemporaryDir dir;
        const QString path = dir.filePath(u"b.png"_s);
        QVERIFY(exportDiagram(diagramOf(knightFrom("e4"), o), path, ImageFormat::Png, 800).ok());
        QCOMPARE(QImage(path).size(), QSize(800, 800));
    }

    void transparentPng()
    {
        DisplayOptions o;
        o.show.transparent = true;
        const QImage clear = renderImage(diagramOf(knightFrom("e4"), o), 400);
        QCOMPARE(qAlpha(clear.pixel(1, 1)), 0);
        QCOMPARE(qAlpha(clear.pixel(clear.width() - 2, clear.height() - 2)), 0);
        o.show.transparent = false;
        const QImage opaque = renderImage(diagramOf(knightFrom("e4"), o), 400);
        QCOMPARE(qAlpha(opaque.pixel(1, 1)), 255);
        QCOMPARE(qAlpha(opaque.pixel(opaque.width() - 2, opaque.height() - 2)), 255);
    }

    void svg()
    {
        QTemporaryDir dir;
        const QString path = dir.filePath(u"board.svg"_s);
        const ExportResult r = exportDiagram(sample(), path, ImageFormat::Svg, 800);
        QVERIFY2(r.ok(), qPrintable(r.message));
        const QByteArray bytes = readAll(path);
        QVERIFY(bytes.contains("<svg"));
        QVERIFY(bytes.contains("viewBox=\"0 0 800 "));
        QVERIFY(bytes.contains("<title>Moves of the white queen from c2 to d7"));
        // Numbers, coordinates and caption stay text.
        QVERIFY(bytes.contains(">4</text>"));
        QVERIFY(bytes.contains(">unreachable</text>"));
        QVERIFY(bytes.contains(">h</text>"));
        QVERIFY(!bytes.contains("<image")); // pieces stay vector paths
        QSvgRenderer renderer(bytes);
        QVERIFY(renderer.isValid());
        QCOMPARE(renderer.viewBoxF().width(), 800.0);
        // It renders, and a square shows the same fill as in the PNG.
        QImage image(renderer.defaultSize(), QImage::Format_ARGB32_Premultiplied);
        image.fill(Qt::transparent);
        QPainter p(&image);
        renderer.render(&p);
        p.end();
        const QImage png = renderImage(sample(), 800);
        QCOMPARE(image.size(), png.size());
        const QRectF b1 =
            BoardRenderer(sample()).squareRect(QRectF(QPointF(0, 0), png.size()), sq("b1"));
        const QPoint inside = b1.topLeft().toPoint() + QPoint(3, 3);
        QCOMPARE(image.pixel(inside), png.pixel(inside));
        QCOMPARE(png.pixel(inside), Palette(PaletteId::Viridis).valueColor(1, 4, false).rgba());
    }

    void pdf()
    {
        QTemporaryDir dir;
        const QString path = dir.filePath(u"board.pdf"_s);
        const ExportResult r = exportDiagram(sample(), path, ImageFormat::Pdf, 800);
        QVERIFY2(r.ok(), qPrintable(r.message));
        const QByteArray bytes = readAll(path);
        QVERIFY(bytes.startsWith("%PDF-"));
        QVERIFY(bytes.size() > 10000);
        QVERIFY(bytes.trimmed().endsWith("%%EOF"));
        // One page sized to the diagram: 800 px = 600 pt wide.
        QVERIFY(bytes.contains("/MediaBox [0 0 600"));
    }

    void sizeOutOfRange_data()
    {
        QTest::addColumn<int>("width");
        QTest::addColumn<ImageFormat>("format");
        for (const int width : {-1, 0, 63, 8193, 9000})
            for (const ImageFormat f : {ImageFormat::Png, ImageFormat::Svg, ImageFormat::Pdf})
                QTest::addRow("%d %d", width, static_cast<int>(f)) << width << f;
    }
    void sizeOutOfRange()
    {
        QFETCH(int, width);
        QFETCH(ImageFormat, format);
        QTemporaryDir dir;
        const QString path = dir.filePath(u"x"_s);
        const ExportResult r = exportDiagram(sample(), path, format, width);
        QCOMPARE(r.status, Status::BadInput);
        QCOMPARE(r.message, u"size %1 is out of range 64..8192"_s.arg(width));
        QVERIFY(!QFile::exists(path));
        QVERIFY(QDir(dir.path()).isEmpty());
        QVERIFY(renderImage(sample(), width).isNull());
    }

    void missingDirectory()
    {
        QTemporaryDir dir;
        const QString path = dir.filePath(u"no/such/dir/x.png"_s);
        const ExportResult r = exportDiagram(sample(), path, ImageFormat::Png, 200);
        QCOMPARE(r.status, Status::IoError);
        QCOMPARE(r.message, u"cannot write %1: No such file or directory"_s.arg(path));
        QVERIFY(QDir(dir.path()).isEmpty());
    }

    void parentIsAFile_data()
    {
        QTest::addColumn<ImageFormat>("format");
        QTest::newRow("png") << ImageFormat::Png;
        QTest::newRow("svg") << ImageFormat::Svg;
        QTest::newRow("pdf") << ImageFormat::Pdf;
    }
    void parentIsAFile()
    {
        // Fails even for root, unlike a read-only directory.
        QFETCH(ImageFormat, format);
        QTemporaryDir dir;
        const QString file = dir.filePath(u"file"_s);
        writeSentinel(file);
        const QString path = file + u"/x.png"_s;
        const ExportResult r = exportDiagram(sample(), path, format, 200);
        QCOMPARE(r.status, Status::IoError);
        QVERIFY2(r.message.startsWith(u"cannot write %1: "_s.arg(path)), qPrintable(r.message));
        QCOMPARE(readAll(file), QByteArray("sentinel"));
        QCOMPARE(QDir(dir.path()).entryList(QDir::NoDotAndDotDot | QDir::AllEntries),
                 QStringList{u"file"_s});
    }

    void targetIsADirectory()
    {
        QTemporaryDir dir;
        const QString path = dir.filePath(u"taken.png"_s);
        QVERIFY(QDir().mkdir(path));
        writeSentinel(path + u"/inside"_s);
        const ExportResult r = exportDiagram(sample(), path, ImageFormat::Png, 200);
        QCOMPARE(r.status, Status::IoError);
        QVERIFY2(r.message.startsWith(u"cannot write %1: "_s.arg(path)), qPrintable(r.message));
        QVERIFY(QFileInfo(path).isDir());
        QCOMPARE(readAll(path + u"/inside"_s), QByteArray("sentinel"));
        QCOMPARE(QDir(dir.path()).entryList(QDir::NoDotAndDotDot | QDir::AllEntries),
                 QStringList{u"taken.png"_s}); // no temporary file left behind
    }

    void replacesAnExistingFile()
    {
        QTemporaryDir dir;
        const QString path = dir.filePath(u"board.svg"_s);
        writeSentinel(path);
        QVERIFY(exportDiagram(sample(), path, ImageFormat::Svg, 300).ok());
        QVERIFY(readAll(path).contains("<svg"));
        QCOMPARE(QDir(dir.path()).entryList(QDir::NoDotAndDotDot | QDir::AllEntries),
                 QStringList{u"board.svg"_s});
    }
};

QTEST_MAIN(TestExporter)
#include "tst_exporter.moc"
