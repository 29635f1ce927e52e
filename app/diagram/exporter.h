// Diagram -> PNG, SVG or PDF file, through the BoardRenderer. Every write goes through
// writeOutput (outputtarget.h): "-" is standard output, a FIFO or device is streamed to, a
// regular file is replaced atomically, so a failed export leaves it untouched.
#pragma once

#include "diagram/diagram.h"

#include <QImage>
#include <QSize>
#include <QString>
#include <QStringView>

#include <optional>
#include <vector>

namespace cd {

enum class ImageFormat { Png, Svg, Pdf };

inline constexpr int kMinExportWidth = 64;
inline constexpr int kMaxExportWidth = 8192;

// "png", "svg", "pdf" (case-insensitive); nullopt otherwise.
std::optional<ImageFormat> imageFormatFromName(QStringView name);
// The format of a path's suffix ("board.PNG" -> Png); nullopt for another or no suffix.
std::optional<ImageFormat> imageFormatFromPath(const QString& path);

struct ExportResult {
    enum class Status { Ok, BadInput, IoError } status = Status::Ok;
    QString message; // empty when Ok; names the size or the path and the reason
    bool ok() const { return status == Status::Ok; }
};

// Writes the diagram `width` pixels (SVG: user units, PDF: 1/96 inch) wide; the height follows
// from the diagram. Width must be kMinExportWidth..kMaxExportWidth.
ExportResult exportDiagram(const Diagram& d, const QString& path, ImageFormat format, int width);
// Several diagrams side by side in equal columns, `width` wide in all (comparisons).
ExportResult exportDiagrams(const std::vector<Diagram>& diagrams, const QString& path,
                            ImageFormat format, int width);

// The size in pixels of the image exportDiagrams writes for these diagrams and width (the
// height follows from the width), without painting it.
QSize exportSize(const std::vector<Diagram>& diagrams, int width);

// BadInput naming the problem when there is nothing to draw or the width is out of
// kMinExportWidth..kMaxExportWidth; Ok otherwise. Every export checks this first.
ExportResult checkDrawing(std::size_t diagrams, int width);

// Writes `bytes` to `path` through writeOutput (outputtarget.h): on failure an existing file
// stays untouched and no partial file is left; the message names the path and the reason.
ExportResult writeFileAtomically(const QByteArray& bytes, const QString& path);

// The diagram as an image `width` pixels wide (for the clipboard and PNG); transparent around
// the board when the diagram asks for it. A null image for a width outside the export range.
QImage renderImage(const Diagram& d, int width);
// Several diagrams side by side, as exportDiagrams draws them.
QImage renderImage(const std::vector<Diagram>& diagrams, int width);

} // namespace cd
