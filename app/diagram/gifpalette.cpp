#include "diagram/gifpalette.h"

#include <QHash>

#include <algorithm>
#include <array>
#include <cmath>
#include <limits>

namespace cd {

namespace {

constexpr QRgb kTransparentKey = 0; // opaque colours all have alpha 0xff
constexpr int kGifColours = 256;

struct Counted {
    QRgb rgb;
    quint64 count;
};

int channel(QRgb c, int axis)
{
    return axis == 0 ? qRed(c) : axis == 1 ? qGreen(c) : qBlue(c);
}

// A colour, with alpha reduced to opaque or kTransparentKey.
QRgb keyOf(QRgb argb)
{
    return qAlpha(argb) < 128 ? kTransparentKey : (argb | 0xff000000u);
}

// Pixel counts per colour over all frames; runs of one colour cost one look-up.
QHash<QRgb, quint64> countColours(const std::vector<QImage>& images)
{
    QHash<QRgb, quint64> counts;
    for (const QImage& image : images) {
        const int width = image.width(); // QImage::width() is a call, not inlined
        for (int y = 0; y < image.height(); ++y) {
            const auto* row = reinterpret_cast<const QRgb*>(image.constScanLine(y));
            int x = 0;
            while (x < width) {
                const QRgb key = keyOf(row[x]);
                int end = x + 1;
                while (end < width && keyOf(row[end]) == key)
                    ++end;
                counts[key] += static_cast<quint64>(end - x);
                x = end;
            }
        }
    }
    return counts;
}

// A box of the median cut: colours [begin, end) of the vector being cut.
struct Box {
    std::size_t begin;
    std::size_t end;
    quint64 weight;
    int axis;     // the channel of the widest range
    int range;    // that range
    double error; // the squared distances of its pixels from their mean, summed
};

Box makeBox(const std::vector<Counted>& colours, std::size_t begin, std::size_t end)
{
    std::array<int, 3> low{255, 255, 255}, high{0, 0, 0};
    std::array<double, 3> sum{}, squares{};
    quint64 weight = 0;
    for (std::size_t i = begin; i < end; ++i) {
        weight += colours[i].count;
        const auto n = static_cast<double>(colours[i].count);
        for (std::size_t a = 0; a < 3; ++a) {
            const int v = channel(colours[i].rgb, static_cast<int>(a));
            low[a] = std::min(low[a], v);
            high[a] = std::max(high[a], v);
            sum[a] += n * v;
            squares[a] += n * v * v;
        }
    }
    Box box{begin, end, weight, 0, -1, 0.0};
    for (std::size_t a = 0; a < 3; ++a) {
        box.error += squares[a] - sum[a] * sum[a] / std::max(1.0, static_cast<double>(weight));
        if (high[a] - low[a] > box.range) {
            box.range = high[a] - low[a];
            box.axis = static_cast<int>(a);
        }
    }
    return box;
}

// `room` colours standing for `colours` (median cut weighted by count): each the weighted mean
// of its box.
std::vector<QRgb> medianCut(std::vector<Counted> colours, int room)
{
    std::vector<Box> boxes;
    if (!colours.empty())
        boxes.push_back(makeBox(colours, 0, colours.size()));
    while (static_cast<int>(boxes.size()) < room) {
        // The box whose pixels lie farthest from its colour is cut next.
        auto widest = std::max_element(boxes.begin(), boxes.end(), [](const Box& a, const Box& b) {
            return a.error < b.error;
        });
        if (widest->range <= 0)
            break; // every box holds one colour
        const Box box = *widest;
        const auto first = colours.begin() + static_cast<std::ptrdiff_t>(box.begin);
        const auto last = colours.begin() + static_cast<std::ptrdiff_t>(box.end);
        std::sort(first, last, [axis = box.axis](const Counted& a, const Counted& b) {
            return channel(a.rgb, axis) < channel(b.rgb, axis);
        });
        quint64 seen = 0;
        std::size_t cut = box.begin + 1;
        for (std::size_t i = box.begin; i + 1 < box.end; ++i) {
            seen += colours[i].count;
            cut = i + 1;
            if (seen * 2 >= box.weight)
                break;
        }
        *widest = makeBox(colours, box.begin, cut);
        boxes.push_back(makeBox(colours, cut, box.end));
    }
    std::vector<QRgb> entries;
    for (const Box& box : boxes) {
        std::array<quint64, 3> sum{};
        for (std::size_t i = box.begin; i < box.end; ++i)
            for (int a = 0; a < 3; ++a)
                sum[static_cast<std::size_t>(a)] +=
                    colours[i].count * static_cast<quint64>(channel(colours[i].rgb, a));
        const auto mean = [&](int a) {
            return static_cast<int>((sum[static_cast<std::size_t>(a)] + box.weight / 2) /
                                    std::max<quint64>(1, box.weight));
        };
        entries.push_back(qRgb(mean(0), mean(1), mean(2)));
    }
    return entries;
}

// The index of the palette entry nearest `c` (distances weighted as the eye sees them).
unsigned char nearest(const std::vector<QRgb>& palette, std::size_t opaque, QRgb c)
{
    int best = std::numeric_limits<int>::max();
    std::size_t index = 0;
    for (std::size_t i = 0; i < opaque; ++i) {
        const int dr = qRed(c) - qRed(palette[i]);
        const int dg = qGreen(c) - qGreen(palette[i]);
        const int db = qBlue(c) - qBlue(palette[i]);
        const int d = 2 * dr * dr + 4 * dg * dg + 3 * db * db;
        if (d < best) {
            best = d;
            index = i;
            if (d == 0)
                break;
        }
    }
    return static_cast<unsigned char>(index);
}

} // namespace

IndexedFrames indexFrames(const std::vector<QImage>& frames)
{
    IndexedFrames out;
    if (frames.empty())
        return out;
    const QSize size = frames.front().size();
    std::vector<QImage> images;
    for (const QImage& f : frames) {
        if (f.size() != size || f.isNull())
            return out;
        images.push_back(f.convertToFormat(QImage::Format_ARGB32));
    }
    QHash<QRgb, quint64> counts = countColours(images);
    const bool transparent = counts.contains(kTransparentKey);
    counts.remove(kTransparentKey);
    std::vector<Counted> colours;
    colours.reserve(static_cast<std::size_t>(counts.size()));
    for (auto it = counts.cbegin(); it != counts.cend(); ++it)
        colours.push_back({it.key(), it.value()});
    std::sort(colours.begin(), colours.end(), [](const Counted& a, const Counted& b) {
        return a.count != b.count ? a.count > b.count : a.rgb < b.rgb;
    });
    const int room = kGifColours - (transparent ? 1 : 0);
    if (static_cast<int>(colours.size()) <= room) {
        for (const Counted& c : colours)
            out.palette.push_back(c.rgb);
    } else {
        for (std::size_t i = 0; i < static_cast<std::size_t>(kExactGifColours); ++i)
            out.palette.push_back(colours[i].rgb);
        // Weighed by the square root of their counts, so that the edges of a small but
        // distinct shape (an arrowhead) get entries of their own beside the large fills' edges.
        std::vector<Counted> rest(colours.begin() + kExactGifColours, colours.end());
        for (Counted& c : rest)
            c.count = static_cast<quint64>(std::lround(std::sqrt(static_cast<double>(c.count))));
        const std::vector<QRgb> cut = medianCut(std::move(rest), room - kExactGifColours);
        out.palette.insert(out.palette.end(), cut.begin(), cut.end());
    }
    const std::size_t opaque = out.palette.size();
    // Every colour's entry, looked up once per run of pixels below.
    QHash<QRgb, unsigned char> entry;
    entry.reserve(static_cast<qsizetype>(colours.size()) + 1);
    for (const Counted& c : colours)
        entry.insert(c.rgb, nearest(out.palette, opaque, c.rgb));
    if (transparent) {
        out.transparent = static_cast<int>(opaque);
        out.palette.push_back(qRgb(255, 255, 255));
        entry.insert(kTransparentKey, static_cast<unsigned char>(out.transparent));
    }
    out.width = size.width();
    out.height = size.height();
    for (const QImage& image : images) {
        std::vector<unsigned char> pixels(static_cast<std::size_t>(out.width) *
                                          static_cast<std::size_t>(out.height));
        unsigned char* to = pixels.data();
        QRgb lastKey = 1; // never a key: opaque keys have alpha 0xff
        unsigned char lastIndex = 0;
        const int width = out.width; // a local: the stores through `to` may alias a member
        for (int y = 0; y < out.height; ++y) {
            const auto* row = reinterpret_cast<const QRgb*>(image.constScanLine(y));
            for (int x = 0; x < width; ++x) {
                const QRgb key = keyOf(row[x]);
                if (key != lastKey) {
                    lastKey = key;
                    lastIndex = entry.value(key);
                }
                *to++ = lastIndex;
            }
        }
        out.pixels.push_back(std::move(pixels));
    }
    return out;
}

} // namespace cd
