#include "diagram/exporter.h"

#include "diagram/boardrenderer.h"

#include <QBuffer>
#include <QFileInfo>
#include <QImageWriter>
#include <QPageSize>
#include <QPainter>
#include <QPdfWriter>
#include <QRegularExpression>
#include <QSaveFile>
#include <QSvgGenerator>

#include <cmath>

using namespace Qt::Literals::StringLiterals;

namespace cd {

namespace {

using Status = ExportResult::Status;

constexpr qreal kPointsPerPixel = 0.75; // CSS pixels: 96 per inch

int heightFor(const BoardRenderer& r, int width)
{
    return static_cast<int>(std::ceil(r.sizeForWidth(width).height() - 1e-6));
}

QString titleOf(const Diagram& d)
{
    const QString first = d.caption.section(u'\n', 0, 0).trimmed();
    return first.isEmpty() ? u"Chess distance diagram"_s : first;
}

ExportResult ioError(const QString& path, const QString& reason)
{
    return {Status::IoError, u"cannot write %1: %2"_s.arg(path, reason)};
}

QByteArray svgBytes(const Diagram& d, int width)
{
    const BoardRenderer renderer(d);
    const int height = heightFor(renderer, width);
    QBuffer buffer;
    buffer.open(QIODevice::WriteOnly);
    QSvgGenerator svg;
    svg.setOutputDevice(&buffer);
    svg.setSize(QSize(width, height));
    svg.setViewBox(QRectF(0, 0, width, height));
    svg.setTitle(titleOf(d));
    svg.setDescription(d.caption);
    QPainter painter(&svg);
    renderer.paint(painter, QRectF(0, 0, width, height));
    painter.end();
    // QSvgGenerator gives the size in millimetres; pixels match the viewBox one to one.
    QByteArray bytes = buffer.data();
    static const QRegularExpression size(uR"re(<svg width="[0-9.]+mm" height="[0-9.]+mm")re"_s);
    const QString header = QString::fromUtf8(bytes.left(200));
    if (const QRegularExpressionMatch m = size.match(header); m.hasMatch())
        bytes.replace(m.capturedStart(), m.capturedLength(),
                      u"<svg width=\"%1\" height=\"%2\""_s.arg(width).arg(height).toUtf8());
    return bytes;
}

QByteArray pdfBytes(const Diagram& d, int width)
{
    const BoardRenderer renderer(d);
    const int height = heightFor(renderer, width);
    QBuffer buffer;
    buffer.open(QIODevice::WriteOnly);
    QPdfWriter pdf(&buffer);
    pdf.setTitle(titleOf(d));
    pdf.setCreator(u"chess-distance"_s);
    pdf.setResolution(96); // one device unit per diagram pixel
    pdf.setPageSize(QPageSize(QSizeF(width * kPointsPerPixel, height * kPointsPerPixel),
                              QPageSize::Point, QString(), QPageSize::ExactMatch));
    pdf.setPageMargins(QMarginsF(0, 0, 0, 0));
    QPainter painter(&pdf);
    renderer.paint(painter, QRectF(0, 0, width, height));
    painter.end();
    return buffer.data();
}

QByteArray pngBytes(const Diagram& d, int width, QString* error)
{
    QBuffer buffer;
    buffer.open(QIODevice::WriteOnly);
    QImageWriter writer(&buffer, "png");
    // zlib level 3 instead of 6: half the time for a file about 5 % larger.
    writer.setQuality(70);
    QImage image = renderImage(d, width);
    if (!d.show.transparent)
        image = std::move(image).convertToFormat(QImage::Format_RGB32); // no alpha channel
    if (!writer.write(image)) {
        *error = writer.errorString();
        return {};
    }
    return buffer.data();
}

} // namespace

std::optional<ImageFormat> imageFormatFromName(QStringView name)
{
    if (name.compare(u"png", Qt::CaseInsensitive) == 0)
        return ImageFormat::Png;
    if (name.compare(u"svg", Qt::CaseInsensitive) == 0)
        return ImageFormat::Svg;
    if (name.compare(u"pdf", Qt::CaseInsensitive) == 0)
        return ImageFormat::Pdf;
    return std::nullopt;
}

std::optional<ImageFormat> imageFormatFromPath(const QString& path)
{
    return imageFormatFromName(QFileInfo(path).suffix());
}

QImage renderImage(const Diagram& d, int width)
{
    if (width < kMinExportWidth || width > kMaxExportWidth)
        return {};
    const BoardRenderer renderer(d);
    QImage image(width, heightFor(renderer, width), QImage::Format_ARGB32_Premultiplied);
    image.fill(Qt::transparent);
    QPainter painter(&image);
    renderer.paint(painter, QRectF(0, 0, image.width(), image.height()));
    return image;
}

ExportResult exportDiagram(const Diagram& d, const QString& path, ImageFormat format, int width)
{
    if (width < kMinExportWidth || width > kMaxExportWidth)
        return {Status::BadInput, u"size %1 is out of range %2..%3"_s.arg(width)
                                      .arg(kMinExportWidth)
                                      .arg(kMaxExportWidth)};
    if (path.isEmpty())
        return {Status::BadInput, u"no output file given"_s};

    // Render into memory first, so nothing touches the disk unless the whole file is ready.
    QByteArray bytes;
    QString error;
    switch (format) {
    case ImageFormat::Png:
        bytes = pngBytes(d, width, &error);
        break;
    case ImageFormat::Svg:
        bytes = svgBytes(d, width);
        break;
    case ImageFormat::Pdf:
        bytes = pdfBytes(d, width);
        break;
    }
    if (bytes.isEmpty())
        return ioError(path, error.isEmpty() ? u"rendering failed"_s : error);

    const QFileInfo info(path);
    if (info.isDir())
        return ioError(path, u"Is a directory"_s);
    QSaveFile file(path);
    if (!file.open(QIODevice::WriteOnly)) {
        // QSaveFile reports a missing directory only as a failed temporary file.
        const QFileInfo dir(info.absolutePath());
        if (!dir.exists())
            return ioError(path, u"No such file or directory"_s);
        if (!dir.isDir())
            return ioError(path, u"Not a directory"_s);
        return ioError(path, file.errorString());
    }
    if (file.write(bytes) != bytes.size()) {
        const QString reason = file.errorString();
        file.cancelWriting();
        return ioError(path, reason);
    }
    if (!file.commit())
        return ioError(path, file.errorString());
    return {Status::Ok, {}};
}

} // namespace cd
