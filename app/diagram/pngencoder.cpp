#include "diagram/pngencoder.h"

#include <zlib.h>

#include <algorithm>
#include <array>
#include <cstdint>
#include <cstdlib>
#include <thread>
#include <vector>

namespace cd {

namespace {

using Bytes = std::vector<unsigned char>;

// A thread per this many pixels, up to one per core: an 800 px diagram (760,000 pixels) is
// compressed in two strips at once (7-8 ms instead of 12-13 on two cores).
constexpr qint64 kPixelsPerThread = 256 * 1024;
// Filtered rows are handed to zlib in pieces of about this size.
constexpr std::size_t kChunkBytes = 256 * 1024;

void appendBigEndian(QByteArray& out, std::uint32_t v)
{
    const char bytes[4] = {static_cast<char>(v >> 24), static_cast<char>(v >> 16),
                           static_cast<char>(v >> 8), static_cast<char>(v)};
    out.append(bytes, 4);
}

// Rows first..last-1 as PNG stores them: straight (not premultiplied) RGBA bytes. Qt's own
// conversion, so that the file decodes to exactly what convertToFormat gives.
QImage rgbaRows(const QImage& image, int first, int last)
{
    const QImage rows(image.constScanLine(first), image.width(), last - first, image.bytesPerLine(),
                      image.format());
    return rows.convertToFormat(QImage::Format_RGBA8888);
}

// Row y of an opaque RGB32 image as RGB bytes. Each pixel's bytes are only picked out, so this
// equals Qt's conversion to RGB888, without an image allocated for every few rows.
void rgbRow(const QImage& image, int y, unsigned char* out)
{
    const auto* pixels = reinterpret_cast<const QRgb*>(image.constScanLine(y));
    const QRgb* end = pixels + image.width(); // QImage::width is a call: not in the loop
    for (; pixels != end; ++pixels, out += 3) {
        const QRgb p = *pixels;
        out[0] = static_cast<unsigned char>(qRed(p));
        out[1] = static_cast<unsigned char>(qGreen(p));
        out[2] = static_cast<unsigned char>(qBlue(p));
    }
}

// Row y as PNG stores it, into `out` (width * bpp bytes); `rgba` holds the converted rows
// rgbaFirst.. of an image with alpha (unused without).
const unsigned char* pngRow(const QImage& image, int y, bool alpha, const QImage& rgba,
                            int rgbaFirst, unsigned char* out)
{
    if (alpha)
        return rgba.constScanLine(y - rgbaFirst);
    rgbRow(image, y, out);
    return out;
}

unsigned char paeth(int a, int b, int c)
{
    const int p = a + b - c;
    const int pa = std::abs(p - a);
    const int pb = std::abs(p - b);
    const int pc = std::abs(p - c);
    return static_cast<unsigned char>(pa <= pb && pa <= pc ? a : pb <= pc ? b : c);
}

// Writes the filter type byte and the filtered row to `out`; `prev` is the row above (zeros
// above the first row), `bpp` bytes per pixel. One loop per filter keeps each loop simple
// enough for the compiler to vectorise.
void filterRow(PngFilter f, const unsigned char* row, const unsigned char* prev, std::size_t n,
               std::size_t bpp, unsigned char* out)
{
    *out++ = static_cast<unsigned char>(f);
    const std::size_t first = std::min(bpp, n); // the bytes of the first pixel have no left
    switch (f) {
    case PngFilter::Sub:
        std::copy(row, row + first, out);
        for (std::size_t i = first; i < n; ++i)
            out[i] = static_cast<unsigned char>(row[i] - row[i - bpp]);
        break;
    case PngFilter::Up:
        for (std::size_t i = 0; i < n; ++i)
            out[i] = static_cast<unsigned char>(row[i] - prev[i]);
        break;
    case PngFilter::Average:
        for (std::size_t i = 0; i < first; ++i)
            out[i] = static_cast<unsigned char>(row[i] - prev[i] / 2);
        for (std::size_t i = first; i < n; ++i)
            out[i] = static_cast<unsigned char>(row[i] - (row[i - bpp] + prev[i]) / 2);
        break;
    case PngFilter::Paeth:
        for (std::size_t i = 0; i < first; ++i)
            out[i] = static_cast<unsigned char>(row[i] - prev[i]);
        for (std::size_t i = first; i < n; ++i)
            out[i] =
                static_cast<unsigned char>(row[i] - paeth(row[i - bpp], prev[i], prev[i - bpp]));
        break;
    default:
        std::copy(row, row + n, out);
    }
}

// The cheapest filter by the usual measure: least sum of the bytes taken as signed.
void adaptiveRow(const unsigned char* row, const unsigned char* prev, std::size_t n,
                 std::size_t bpp, unsigned char* out, Bytes& scratch)
{
    long best = -1;
    for (PngFilter f :
         {PngFilter::None, PngFilter::Sub, PngFilter::Up, PngFilter::Average, PngFilter::Paeth}) {
        filterRow(f, row, prev, n, bpp, scratch.data());
        long sum = 0;
        for (std::size_t i = 1; i <= n; ++i)
            sum += std::abs(static_cast<signed char>(scratch[i]));
        if (best < 0 || sum < best) {
            best = sum;
            std::copy(scratch.begin(), scratch.begin() + static_cast<long>(n + 1), out);
        }
    }
}

// One horizontal strip, deflated without zlib's header and trailer so that strips can be joined.
struct Strip {
    int first = 0; // rows first..last-1
    int last = 0;
    Bytes deflated;
    uLong adler = 1;     // of the filtered bytes
    std::size_t raw = 0; // their count
    bool ok = false;
};

int zlibStrategy(PngStrategy s)
{
    switch (s) {
    case PngStrategy::Filtered:
        return Z_FILTERED;
    case PngStrategy::Rle:
        return Z_RLE;
    default:
        return Z_DEFAULT_STRATEGY;
    }
}

// Feeds `in` to zlib, growing the output as needed; false on a zlib error.
bool deflateInto(z_stream& z, const unsigned char* in, std::size_t n, int flush, Bytes& out)
{
    z.next_in = const_cast<unsigned char*>(in); // zlib's API is not const-correct
    z.avail_in = static_cast<uInt>(n);
    for (;;) {
        if (out.size() - z.total_out < 64 * 1024)
            out.resize(out.size() + std::max<std::size_t>(out.size() / 2, 128 * 1024));
        z.next_out = out.data() + z.total_out;
        z.avail_out = static_cast<uInt>(out.size() - z.total_out);
        const int r = deflate(&z, flush);
        if (r == Z_STREAM_END)
            return true;
        if (r != Z_OK && r != Z_BUF_ERROR)
            return false;
        // Done when zlib took all input and did not fill the output (Z_FINISH: STREAM_END).
        if (flush != Z_FINISH && z.avail_in == 0 && z.avail_out > 0)
            return true;
    }
}

// Filters and deflates the strip's rows; the last strip ends the deflate stream, the others
// end on a byte boundary (sync flush) so the next strip's blocks can follow.
void compressStrip(const QImage& image, bool alpha, const PngSettings& s, bool lastStrip,
                   Strip& strip)
{
    const std::size_t bpp = alpha ? 4 : 3;
    const std::size_t n = static_cast<std::size_t>(image.width()) * bpp;
    Bytes prev(n, 0), current(n), scratch(n + 1);
    if (strip.first > 0) {
        const QImage above = alpha ? rgbaRows(image, strip.first - 1, strip.first) : QImage();
        const unsigned char* row =
            pngRow(image, strip.first - 1, alpha, above, strip.first - 1, current.data());
        std::copy(row, row + n, prev.begin());
    }
    const int rowsPerChunk = static_cast<int>(std::max<std::size_t>(1, kChunkBytes / (n + 1)));
    Bytes chunk(static_cast<std::size_t>(rowsPerChunk) * (n + 1));

    z_stream z{};
    if (deflateInit2(&z, s.level, Z_DEFLATED, -15, 8, zlibStrategy(s.strategy)) != Z_OK)
        return;
    strip.deflated.resize(deflateBound(&z, (strip.last - strip.first) * (n + 1)) / 4 + 1024);
    bool ok = true;
    for (int y = strip.first; ok && y < strip.last;) {
        const int end = std::min(strip.last, y + rowsPerChunk);
        const QImage rgba = alpha ? rgbaRows(image, y, end) : QImage();
        std::size_t used = 0;
        for (int r = y; r < end; ++r, used += n + 1) {
            const unsigned char* row = pngRow(image, r, alpha, rgba, y, current.data());
            if (s.filter == PngFilter::Adaptive)
                adaptiveRow(row, prev.data(), n, bpp, chunk.data() + used, scratch);
            else
                filterRow(s.filter, row, prev.data(), n, bpp, chunk.data() + used);
            std::copy(row, row + n, prev.begin());
        }
        y = end;
        strip.adler = adler32(strip.adler, chunk.data(), static_cast<uInt>(used));
        strip.raw += used;
        const int flush = y < strip.last ? Z_NO_FLUSH : lastStrip ? Z_FINISH : Z_SYNC_FLUSH;
        ok = deflateInto(z, chunk.data(), used, flush, strip.deflated);
    }
    strip.deflated.resize(z.total_out);
    deflateEnd(&z);
    strip.ok = ok;
}

void appendChunk(QByteArray& out, const char type[4], const QByteArray& data)
{
    appendBigEndian(out, static_cast<std::uint32_t>(data.size()));
    const qsizetype start = out.size();
    out.append(type, 4);
    out.append(data);
    const auto* bytes = reinterpret_cast<const Bytef*>(out.constData() + start);
    appendBigEndian(
        out, static_cast<std::uint32_t>(crc32(0, bytes, static_cast<uInt>(out.size() - start))));
}

int threadCount(const QImage& image, int wanted)
{
    if (wanted > 0)
        return std::min(wanted, image.height());
    const qint64 pixels = qint64(image.width()) * image.height();
    const int cores = static_cast<int>(std::max(1u, std::thread::hardware_concurrency()));
    return static_cast<int>(std::clamp<qint64>(pixels / kPixelsPerThread, 1, cores));
}

} // namespace

QByteArray encodePng(const QImage& source, const PngSettings& settings)
{
    if (source.isNull())
        return {};
    QImage image = source;
    const bool alpha = image.hasAlphaChannel();
    switch (image.format()) {
    case QImage::Format_RGB32:
    case QImage::Format_ARGB32:
    case QImage::Format_ARGB32_Premultiplied:
        break; // read as they are
    default:
        image.convertTo(alpha ? QImage::Format_ARGB32 : QImage::Format_RGB32);
    }

    const int count = threadCount(image, settings.threads);
    std::vector<Strip> strips(static_cast<std::size_t>(count));
    for (int i = 0; i < count; ++i) {
        strips[static_cast<std::size_t>(i)].first = image.height() * i / count;
        strips[static_cast<std::size_t>(i)].last = image.height() * (i + 1) / count;
    }
    std::vector<std::thread> workers;
    for (int i = 1; i < count; ++i)
        workers.emplace_back(compressStrip, std::cref(image), alpha, std::cref(settings),
                             i == count - 1, std::ref(strips[static_cast<std::size_t>(i)]));
    compressStrip(image, alpha, settings, count == 1, strips.front());
    for (std::thread& t : workers)
        t.join();

    // The zlib stream: header (deflate, 32 KiB window, no dictionary), the strips, the Adler-32.
    QByteArray idat("\x78\x01", 2);
    uLong adler = 1;
    for (const Strip& strip : strips) {
        if (!strip.ok)
            return {};
        idat.append(reinterpret_cast<const char*>(strip.deflated.data()),
                    static_cast<qsizetype>(strip.deflated.size()));
        adler = adler32_combine(adler, strip.adler, static_cast<z_off_t>(strip.raw));
    }
    appendBigEndian(idat, static_cast<std::uint32_t>(adler));

    QByteArray header;
    appendBigEndian(header, static_cast<std::uint32_t>(image.width()));
    appendBigEndian(header, static_cast<std::uint32_t>(image.height()));
    header.append(char(8));             // bits per channel
    header.append(char(alpha ? 6 : 2)); // colour type: RGBA or RGB
    header.append(3, char(0));          // deflate, standard filters, not interlaced

    QByteArray png("\x89PNG\r\n\x1a\n", 8);
    png.reserve(idat.size() + 64);
    appendChunk(png, "IHDR", header);
    appendChunk(png, "IDAT", idat);
    appendChunk(png, "IEND", {});
    return png;
}

} // namespace cd
