// svg2png: renders an SVG file to square PNG files of the given sizes, without a display; size 0
// keeps the SVG's own width and height (scripts/samples draws an exported diagram back).
// Usage: svg2png <input.svg> <size> <output.png> [<size> <output.png>]...
// The build uses it to make the hicolor PNG icons from the one drawn SVG.
#include <QDir>
#include <QFileInfo>
#include <QGuiApplication>
#include <QImage>
#include <QPainter>
#include <QSvgRenderer>

#include <cstdio>

int main(int argc, char* argv[])
{
    if (argc < 4 || argc % 2 != 0) {
        std::fprintf(stderr, "usage: svg2png <input.svg> <size> <output.png> "
                             "[<size> <output.png>]...\n");
        return 2;
    }
    // Text in the SVG needs the font database, hence a QGuiApplication, which needs no display.
    if (qEnvironmentVariableIsEmpty("QT_QPA_PLATFORM"))
        qputenv("QT_QPA_PLATFORM", "offscreen");
    QGuiApplication app(argc, argv);
    const QStringList args = QGuiApplication::arguments();

    QSvgRenderer renderer(args.at(1));
    if (!renderer.isValid()) {
        std::fprintf(stderr, "svg2png: cannot read the SVG file %s\n", qPrintable(args.at(1)));
        return 1;
    }
    for (qsizetype i = 2; i + 1 < args.size(); i += 2) {
        bool ok = false;
        const int size = args.at(i).toInt(&ok);
        if (!ok || size < 0 || size > 4096) {
            std::fprintf(stderr, "svg2png: bad size '%s' (0..4096)\n", qPrintable(args.at(i)));
            return 2;
        }
        const QSize pixels = size == 0 ? renderer.defaultSize() : QSize(size, size);
        QImage image(pixels, QImage::Format_ARGB32_Premultiplied);
        image.fill(Qt::transparent);
        {
            QPainter painter(&image);
            painter.setRenderHints(QPainter::Antialiasing | QPainter::TextAntialiasing |
                                   QPainter::SmoothPixmapTransform);
            renderer.render(&painter, QRectF(QPointF(0, 0), pixels));
        }
        const QString output = args.at(i + 1);
        QDir().mkpath(QFileInfo(output).absolutePath());
        if (!image.convertToFormat(QImage::Format_ARGB32).save(output, "PNG")) {
            std::fprintf(stderr, "svg2png: cannot write %s\n", qPrintable(output));
            return 1;
        }
    }
    return 0;
}
