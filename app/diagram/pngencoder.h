// QImage -> PNG bytes, tuned for diagrams: large areas of flat colour, sharp edges, some
// antialiased text. One filter for every row (Up) and zlib level 1 make it several times faster
// than Qt's PNG writer for a file of the same size; a large image is compressed in horizontal
// strips on several threads (docs/export-speed.md has the figures of every setting).
#pragma once

#include <QByteArray>
#include <QImage>

namespace cd {

// The PNG row filter (the PNG specification's filter types 0-4); Adaptive picks, row by row,
// the one whose bytes have the least sum of absolute values.
enum class PngFilter { None, Sub, Up, Average, Paeth, Adaptive };
// zlib's compression strategy: Default searches back 32 KiB for repeats, Rle only one byte back.
enum class PngStrategy { Default, Filtered, Rle };

struct PngSettings {
    PngFilter filter = PngFilter::Up;
    PngStrategy strategy = PngStrategy::Default;
    int level = 1;   // zlib's level 1..9 (Rle does not look at it)
    int threads = 0; // 0: one for a small image, every core for a large one
};

// The image as PNG: 8-bit RGBA when it has an alpha channel, 8-bit RGB otherwise. Decoded, it
// has exactly the pixels of image.convertToFormat(QImage::Format_ARGB32) (RGB32 when opaque).
// An empty array for a null image.
QByteArray encodePng(const QImage& image, const PngSettings& settings = {});

} // namespace cd
