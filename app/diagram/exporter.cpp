#include "diagram/exporter.h"

#include "diagram/boardrenderer.h"
#include "diagram/diagramtext.h"
#include "diagram/largeimage.h"
#include "diagram/namedchoice.h"
#include "diagram/outputtarget.h"
#include "diagram/pngencoder.h"
#include "diagram/svgdocument.h"
#include "diagram/xmltext.h"

#include <QBuffer>
#include <QFileInfo>
#include <QPageSize>
#include <QPainter>
#include <QPdfWriter>
#include <QRegularExpression>
#include <QStringList>
#include <QSvgGenerator>

#include <algorithm>
#include <cmath>
#include <thread>
#include <vector>

using namespace Qt::Literals::StringLiterals;

namespace cd {

namespace {

using Status = ExportResult::Status;

constexpr qreal kPointsPerPixel = 0.75; // CSS pixels: 96 per inch
constexpr char kTitleMarker[] = "@chess-distance-title@";
constexpr char kDescriptionMarker[] = "@chess-distance-description@";

// Whole pixels enough for `length` (what rounding error leaves above a whole number is dropped).
int wholePixels(qreal length)
{
    return static_cast<int>(std::ceil(length - 1e-6));
}

// Diagrams side by side in equal columns with a gap between them (one diagram: just it).
class Sheet {
public:
    Sheet(const std::vector<Diagram>& diagrams, int width) : m_width(width)
    {
        const int n = static_cast<int>(diagrams.size());
        m_gap = n > 1 ? width / 40 : 0;
        m_column = (width - m_gap * (n - 1)) / std::max(1, n);
        for (const Diagram& d : diagrams) {
            m_renderers.emplace_back(d);
            m_heights.push_back(m_renderers.back().sizeForWidth(m_column).height());
            m_height = std::max(m_height, wholePixels(m_heights.back()));
        }
        // Each renderer lays its diagram out once, here: the bands of a large image then paint
        // from the same layout on several threads, reading it only.
        for (std::size_t i = 0; i < m_renderers.size(); ++i)
            m_renderers[i].layout(columnRect(i));
    }
    int width() const { return m_width; }
    int height() const { return m_height; }
    const Diagram& first() const { return m_renderers.front().diagram(); }
    void paint(QPainter& p) const
    {
        for (std::size_t i = 0; i < m_renderers.size(); ++i)
            m_renderers[i].paint(p, columnRect(i));
    }
    QString caption() const
    {
        QStringList parts;
        for (const BoardRenderer& r : m_renderers)
            parts << r.diagram().caption;
        return parts.join(u"\n"_s);
    }

private:
    // Where diagram i is drawn: top-aligned columns.
    QRectF columnRect(std::size_t i) const
    {
        return {static_cast<qreal>(i) * (m_column + m_gap), 0, static_cast<qreal>(m_column),
                m_heights[i]};
    }

    std::vector<BoardRenderer> m_renderers;
    std::vector<qreal> m_heights; // each diagram's exact height at the column's width
    int m_width = 0;
    int m_gap = 0;
    int m_column = 0;
    int m_height = 0;
};

QString titleOf(const Sheet& sheet)
{
    const QString first = sheet.first().caption.section(u'\n', 0, 0).trimmed();
    return first.isEmpty() ? tr("Chess distance diagram", "title of an SVG or PDF without caption")
                           : first;
}

ExportResult ioError(const QString& path, const QString& reason)
{
    return {Status::IoError,
            tr("cannot write %1: %2", "%1 is a file, %2 the reason").arg(path, reason)};
}

QByteArray svgBytes(const Sheet& sheet)
{
    const int width = sheet.width();
    const int height = sheet.height();
    QBuffer buffer;
    buffer.open(QIODevice::WriteOnly);
    QSvgGenerator svg;
    svg.setOutputDevice(&buffer);
    svg.setSize(QSize(width, height));
    svg.setViewBox(QRectF(0, 0, width, height));
    // QSvgGenerator writes the title and description unescaped: markers stand in for them.
    svg.setTitle(QString::fromLatin1(kTitleMarker));
    svg.setDescription(QString::fromLatin1(kDescriptionMarker));
    QPainter painter(&svg);
    sheet.paint(painter);
    painter.end();
    // QSvgGenerator gives the size in millimetres; pixels match the viewBox one to one.
    QByteArray bytes = buffer.data();
    replaceMarker(bytes, kTitleMarker, titleOf(sheet));
    replaceMarker(bytes, kDescriptionMarker, sheet.caption());
    static const QRegularExpression size(uR"re(<svg width="[0-9.]+mm" height="[0-9.]+mm")re"_s);
    const QString header = QString::fromUtf8(bytes.left(200));
    if (const QRegularExpressionMatch m = size.match(header); m.hasMatch())
        bytes.replace(m.capturedStart(), m.capturedLength(),
                      u"<svg width=\"%1\" height=\"%2\""_s.arg(width).arg(height).toUtf8());
    return bytes;
}

QByteArray pdfBytes(const Sheet& sheet)
{
    const int width = sheet.width();
    const int height = sheet.height();
    QBuffer buffer;
    buffer.open(QIODevice::WriteOnly);
    QPdfWriter pdf(&buffer);
    pdf.setTitle(titleOf(sheet));
    pdf.setCreator(u"chess-distance"_s);
    pdf.setResolution(96); // one device unit per diagram pixel
    pdf.setPageSize(QPageSize(QSizeF(width * kPointsPerPixel, height * kPointsPerPixel),
                              QPageSize::Point, QString(), QPageSize::ExactMatch));
    pdf.setPageMargins(QMarginsF(0, 0, 0, 0));
    QPainter painter(&pdf);
    sheet.paint(painter);
    painter.end();
    return buffer.data();
}

// Below this many pixels one thread paints the whole sheet; above, horizontal bands are painted
// on all cores at once.
constexpr qint64 kPixelsPerBand = 4'000'000;

int bandCount(const QImage& image)
{
    const qint64 pixels = qint64(image.width()) * image.height();
    const int cores = static_cast<int>(std::max(1u, std::thread::hardware_concurrency()));
    return static_cast<int>(std::clamp<qint64>(pixels / kPixelsPerBand, 1, cores));
}

QImage sheetImage(const Sheet& sheet)
{
    QImage image =
        allocateImage(sheet.width(), sheet.height(), QImage::Format_ARGB32_Premultiplied);
    if (image.isNull())
        return image;
    // The gaps between columns take the diagrams' background.
    const QColor background =
        sheet.first().show.transparent ? QColor(Qt::transparent) : QColor(Qt::white);
    // Each band is an image of its own over the big one's rows: a paint device takes one
    // painter at a time, but painters on distinct images may work in parallel.
    const int bands = bandCount(image);
    uchar* bits = image.bits();
    const auto paintBand = [&](int i) {
        const int top = image.height() * i / bands;
        const int bottom = image.height() * (i + 1) / bands;
        QImage band(bits + image.bytesPerLine() * top, image.width(), bottom - top,
                    image.bytesPerLine(), image.format());
        band.fill(background); // on the band's own thread: the first touch of its memory
        QPainter painter(&band);
        painter.translate(0, -top);
        sheet.paint(painter);
    };
    std::vector<std::thread> workers;
    for (int i = 1; i < bands; ++i)
        workers.emplace_back(paintBand, i);
    paintBand(0);
    for (std::thread& t : workers)
        t.join();
    return image;
}

QByteArray pngBytes(const Sheet& sheet)
{
    QImage image = sheetImage(sheet);
    // Painted on white, every pixel is opaque: the same bits read as RGB give a PNG without alpha.
    if (!sheet.first().show.transparent)
        image.reinterpretAsFormat(QImage::Format_RGB32);
    return encodePng(image);
}

} // namespace

std::optional<ImageFormat> imageFormatFromName(QStringView name)
{
    return namedChoice<ImageFormat>(
        name, {{u"png", ImageFormat::Png}, {u"svg", ImageFormat::Svg}, {u"pdf", ImageFormat::Pdf}});
}

std::optional<ImageFormat> imageFormatFromPath(const QString& path)
{
    return imageFormatFromName(QFileInfo(path).suffix());
}

QImage renderImage(const Diagram& d, int width)
{
    if (width < kMinExportWidth || width > kMaxExportWidth)
        return {};
    return renderImage(std::vector<Diagram>{d}, width);
}

QImage renderImage(const std::vector<Diagram>& diagrams, int width)
{
    if (diagrams.empty() || width < kMinExportWidth || width > kMaxExportWidth)
        return {};
    return sheetImage(Sheet(diagrams, width));
}

QByteArray svgDocument(const std::vector<Diagram>& diagrams, int width)
{
    if (!checkDrawing(diagrams.size(), width).ok())
        return {};
    return svgBytes(Sheet(withPrintableText(diagrams), width));
}

QSize exportSize(const std::vector<Diagram>& diagrams, int width)
{
    const Sheet sheet(withPrintableText(diagrams), width);
    return {sheet.width(), sheet.height()};
}

ExportResult writeFileAtomically(const QByteArray& bytes, const QString& path)
{
    return writeOutput(bytes, path);
}

ExportResult checkDrawing(std::size_t diagrams, int width)
{
    if (diagrams == 0)
        return {Status::BadInput, tr("nothing to draw")};
    if (width < kMinExportWidth || width > kMaxExportWidth)
        return {Status::BadInput, tr("size %1 is out of range %2..%3")
                                      .arg(width)
                                      .arg(kMinExportWidth)
                                      .arg(kMaxExportWidth)};
    return {};
}

ExportResult exportDiagram(const Diagram& d, const QString& path, ImageFormat format, int width)
{
    return exportDiagrams({d}, path, format, width);
}

ExportResult exportDiagrams(const std::vector<Diagram>& diagrams, const QString& path,
                            ImageFormat format, int width)
{
    if (ExportResult checked = checkDrawing(diagrams.size(), width); !checked.ok())
        return checked;
    if (path.isEmpty())
        return {Status::BadInput, tr("no output file given")};

    // Render into memory first, so nothing touches the disk unless the whole file is ready.
    const Sheet sheet(withPrintableText(diagrams), width);
    QByteArray bytes;
    switch (format) {
    case ImageFormat::Png:
        bytes = pngBytes(sheet);
        break;
    case ImageFormat::Svg:
        bytes = svgBytes(sheet);
        break;
    case ImageFormat::Pdf:
        bytes = pdfBytes(sheet);
        break;
    }
    if (bytes.isEmpty())
        return ioError(path, tr("rendering failed", "why a file cannot be written"));

    return writeFileAtomically(bytes, path);
}

} // namespace cd
