// PNG encoders compared on the bench diagram (bench_render's middlegame) at 800 and 8192 px:
// Qt's writer at several quality settings, libspng, and our encoder (pngencoder.h) with each
// filter and zlib strategy. Each row prints the file's size once; docs/export-speed.md has the
// table.
#include "bench.h"
#include "benchdiagram.h"

#include "diagram/diagrambuilder.h"
#include "diagram/exporter.h"
#include "diagram/pngencoder.h"
#include "query.h"

#include <QBuffer>
#include <QImageWriter>

#include <spng.h>

#include <cstdlib>
#include <map>
#include <memory>

namespace {

using cd::PngFilter;
using cd::PngSettings;
using cd::PngStrategy;

// The opaque diagram as the exporter hands it over (RGB32), drawn once per width.
std::shared_ptr<const QImage> image(int width)
{
    static std::map<int, std::shared_ptr<const QImage>> images;
    auto& slot = images[width];
    if (!slot) {
        QImage i = cd::renderImage(bench::middlegameDiagram(), width);
        i.reinterpretAsFormat(QImage::Format_RGB32);
        slot = std::make_shared<const QImage>(std::move(i));
    }
    return slot;
}

QByteArray qtPng(const QImage& i, int quality)
{
    QBuffer buffer;
    buffer.open(QIODevice::WriteOnly);
    QImageWriter writer(&buffer, "png");
    writer.setQuality(quality);
    writer.write(i);
    return buffer.data();
}

QByteArray spngPng(const QImage& i, int level, int filters, int strategy)
{
    const QImage rgb = i.convertToFormat(QImage::Format_RGB888);
    spng_ctx* ctx = spng_ctx_new(SPNG_CTX_ENCODER);
    spng_set_option(ctx, SPNG_ENCODE_TO_BUFFER, 1);
    spng_set_option(ctx, SPNG_IMG_COMPRESSION_LEVEL, level);
    spng_set_option(ctx, SPNG_FILTER_CHOICE, filters);
    spng_set_option(ctx, SPNG_IMG_COMPRESSION_STRATEGY, strategy);
    spng_ihdr ihdr{};
    ihdr.width = static_cast<uint32_t>(rgb.width());
    ihdr.height = static_cast<uint32_t>(rgb.height());
    ihdr.bit_depth = 8;
    ihdr.color_type = SPNG_COLOR_TYPE_TRUECOLOR;
    spng_set_ihdr(ctx, &ihdr);
    // Rows of an RGB888 QImage are padded to 4 bytes; at these widths (multiples of 4) they are
    // not.
    const int error =
        spng_encode_image(ctx, rgb.constBits(), static_cast<size_t>(rgb.sizeInBytes()),
                          SPNG_FMT_PNG, SPNG_ENCODE_FINALIZE);
    size_t size = 0;
    int bufferError = 0;
    void* png = spng_get_png_buffer(ctx, &size, &bufferError);
    QByteArray bytes;
    if (error == 0 && png)
        bytes = QByteArray(static_cast<const char*>(png), static_cast<qsizetype>(size));
    std::free(png);
    spng_ctx_free(ctx);
    return bytes;
}

using Encoder = std::function<QByteArray(const QImage&)>;

// A case encoding the image of `width`; prints the size of the result once.
bench::Case row(const char* name, int width, Encoder encode)
{
    return {name, [name, width, encode] {
                const auto i = image(width);
                const QByteArray first = encode(*i);
                if (first.isEmpty())
                    qFatal("%s: no PNG", name);
                qInfo("%s: %lld bytes", name, static_cast<long long>(first.size()));
                return [i, encode] { bench::keep(encode(*i)); };
            }};
}

Encoder qt(int quality)
{
    return [quality](const QImage& i) { return qtPng(i, quality); };
}

Encoder spng(int level, int filters, int strategy)
{
    return [=](const QImage& i) { return spngPng(i, level, filters, strategy); };
}

Encoder ours(PngFilter filter, PngStrategy strategy, int level = 1, int threads = 0)
{
    return [=](const QImage& i) { return cd::encodePng(i, {filter, strategy, level, threads}); };
}

std::vector<bench::Case> cases()
{
    std::vector<bench::Case> all;
    for (const int w : {800, 8192}) {
        const auto add = [&](const char* name, Encoder e) {
            // The names live as long as the program: one string per row, never freed.
            const auto* full = new QByteArray(QByteArray(name) + '.' + QByteArray::number(w));
            all.push_back(row(full->constData(), w, std::move(e)));
        };
        const bool small = w == 800; // at 8192 px only the main contenders (seconds each)
        add("png.qt.q70", qt(70));
        if (small) {
            add("png.qt.q90", qt(90));
            add("png.qt.q50", qt(50));
            add("png.qt.default", qt(-1));
            add("png.spng.l6.all", spng(6, SPNG_FILTER_CHOICE_ALL, 0));
        }
        add("png.spng.l1.up", spng(1, SPNG_FILTER_CHOICE_UP, 0));
        add("png.spng.rle.up", spng(1, SPNG_FILTER_CHOICE_UP, 3));
        if (small) {
            add("png.ours.rle.none", ours(PngFilter::None, PngStrategy::Rle));
            add("png.ours.rle.sub", ours(PngFilter::Sub, PngStrategy::Rle));
        }
        add("png.ours.rle.up", ours(PngFilter::Up, PngStrategy::Rle));
        if (small) {
            add("png.ours.rle.paeth", ours(PngFilter::Paeth, PngStrategy::Rle));
            add("png.ours.rle.adaptive", ours(PngFilter::Adaptive, PngStrategy::Rle));
        }
        add("png.ours.l1.none", ours(PngFilter::None, PngStrategy::Default));
        if (small) {
            add("png.ours.l1.sub", ours(PngFilter::Sub, PngStrategy::Default));
            add("png.ours.l1.paeth", ours(PngFilter::Paeth, PngStrategy::Default));
            add("png.ours.l1.adaptive", ours(PngFilter::Adaptive, PngStrategy::Default));
        }
        add("png.ours.l1.up", ours(PngFilter::Up, PngStrategy::Default));
        add("png.ours.l1.up.1thread", ours(PngFilter::Up, PngStrategy::Default, 1, 1));
        if (small) {
            add("png.ours.l1.up.2threads", ours(PngFilter::Up, PngStrategy::Default, 1, 2));
            add("png.ours.l3.up", ours(PngFilter::Up, PngStrategy::Default, 3));
            add("png.ours.l6.up", ours(PngFilter::Up, PngStrategy::Default, 6));
        }
    }
    return all;
}

const std::vector<bench::Case> kCases = cases();

} // namespace

class BenchPng : public QObject {
    Q_OBJECT
private slots:
    void png_data() { bench::addRows(kCases); }
    void png() { bench::runRow(kCases); }
};

QTEST_MAIN(BenchPng)
#include "bench_png.moc"
