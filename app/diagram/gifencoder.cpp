#include "diagram/gifencoder.h"

#include "diagram/diagramtext.h"
#include "diagram/gifpalette.h"

#include <QRect>

#include <gif_lib.h>

#include <algorithm>
#include <array>
#include <functional>
#include <memory>

namespace cd {

namespace {

int appendBytes(GifFileType* gif, const GifByteType* data, int length)
{
    static_cast<QByteArray*>(gif->UserData)->append(reinterpret_cast<const char*>(data), length);
    return length;
}

struct GifCloser {
    void operator()(GifFileType* gif) const { EGifCloseFile(gif, nullptr); }
};
struct MapFreer {
    void operator()(ColorMapObject* map) const { GifFreeMapObject(map); }
};

// The smallest rectangle holding every pixel where `differs(before, after)` holds for the
// indices of the two frames; a null rectangle when there is none.
template <typename Differs>
QRect boundingRect(const IndexedFrames& f, std::size_t before, std::size_t after, Differs differs)
{
    const unsigned char* a = f.pixels[before].data();
    const unsigned char* b = f.pixels[after].data();
    int left = f.width, right = -1, top = -1, bottom = -1;
    for (int y = 0; y < f.height; ++y) {
        const std::size_t row = static_cast<std::size_t>(y) * static_cast<std::size_t>(f.width);
        for (int x = 0; x < f.width; ++x) {
            const std::size_t i = row + static_cast<std::size_t>(x);
            if (!differs(a[i], b[i]))
                continue;
            if (top < 0)
                top = y;
            bottom = y;
            left = std::min(left, x);
            right = std::max(right, x);
        }
    }
    return top < 0 ? QRect() : QRect(QPoint(left, top), QPoint(right, bottom));
}

// What each frame stores and how it is left for the next.
struct FramePlan {
    QRect rect;
    int disposal = DISPOSE_DO_NOT;
};

// Each frame after the first stores the rectangle that changed. A pixel that turns transparent
// cannot be drawn over the old one: the frame before is then cleared to the background
// (transparent) over a rectangle that holds those pixels, and the next frame redraws all of it
// (so when every frame clears some, say a caption's text, the rectangles grow to hold all that
// changed). The last frame clears what the first shows transparent, for the next round.
std::vector<FramePlan> planFrames(const IndexedFrames& f)
{
    const std::size_t n = f.pixels.size();
    std::vector<FramePlan> plan(n, FramePlan{QRect(0, 0, f.width, f.height), DISPOSE_DO_NOT});
    const auto t = static_cast<unsigned char>(f.transparent);
    const auto turnsTransparent = [t](unsigned char a, unsigned char b) {
        return b == t && a != t;
    };
    const auto clearBefore = [&](std::size_t before, std::size_t after) {
        if (f.transparent < 0)
            return;
        const QRect cleared = boundingRect(f, before, after, turnsTransparent);
        if (!cleared.isNull()) {
            plan[before].rect |= cleared;
            plan[before].disposal = DISPOSE_BACKGROUND;
        }
    };
    for (std::size_t i = 1; i < n; ++i) {
        clearBefore(i - 1, i);
        QRect r = boundingRect(f, i - 1, i, std::not_equal_to<>());
        if (plan[i - 1].disposal == DISPOSE_BACKGROUND)
            r |= plan[i - 1].rect;
        plan[i].rect = r.isNull() ? QRect(0, 0, 1, 1) : r;
    }
    if (n > 1)
        clearBefore(n - 1, 0);
    return plan;
}

bool putLoop(GifFileType* gif, int loop)
{
    if (loop == 1)
        return true; // plays once: no loop extension
    const int repeats = loop == 0 ? 0 : loop - 1;
    const std::array<GifByteType, 3> data{1, static_cast<GifByteType>(repeats & 0xff),
                                          static_cast<GifByteType>((repeats >> 8) & 0xff)};
    return EGifPutExtensionLeader(gif, APPLICATION_EXT_FUNC_CODE) == GIF_OK &&
           EGifPutExtensionBlock(gif, 11, "NETSCAPE2.0") == GIF_OK &&
           EGifPutExtensionBlock(gif, 3, data.data()) == GIF_OK &&
           EGifPutExtensionTrailer(gif) == GIF_OK;
}

bool putFrame(GifFileType* gif, const IndexedFrames& f, std::size_t i, const FramePlan& plan,
              int centiseconds)
{
    GraphicsControlBlock gcb{};
    gcb.DisposalMode = plan.disposal;
    gcb.UserInputFlag = false;
    gcb.DelayTime = centiseconds;
    gcb.TransparentColor = f.transparent < 0 ? NO_TRANSPARENT_COLOR : f.transparent;
    std::array<GifByteType, 4> extension{};
    const auto length = static_cast<int>(EGifGCBToExtension(&gcb, extension.data()));
    if (EGifPutExtension(gif, GRAPHICS_EXT_FUNC_CODE, length, extension.data()) != GIF_OK)
        return false;
    const QRect& r = plan.rect;
    if (EGifPutImageDesc(gif, r.left(), r.top(), r.width(), r.height(), false, nullptr) != GIF_OK)
        return false;
    std::vector<GifPixelType> line(static_cast<std::size_t>(r.width()));
    for (int y = r.top(); y <= r.bottom(); ++y) {
        const auto start = static_cast<std::size_t>(y) * static_cast<std::size_t>(f.width) +
                           static_cast<std::size_t>(r.left());
        std::copy_n(f.pixels[i].begin() + static_cast<std::ptrdiff_t>(start), line.size(),
                    line.begin());
        if (EGifPutLine(gif, line.data(), r.width()) != GIF_OK)
            return false;
    }
    return true;
}

} // namespace

QByteArray encodeGif(const std::vector<QImage>& frames, int delayMs, int loop, QString* error)
{
    const IndexedFrames f = indexFrames(frames);
    if (f.pixels.empty()) {
        *error = tr("no frames of one size to encode");
        return {};
    }
    int bits = 1;
    while ((1 << bits) < static_cast<int>(f.palette.size()))
        ++bits;
    std::vector<GifColorType> colours(std::size_t{1} << bits, GifColorType{0, 0, 0});
    for (std::size_t i = 0; i < f.palette.size(); ++i)
        colours[i] = {static_cast<GifByteType>(qRed(f.palette[i])),
                      static_cast<GifByteType>(qGreen(f.palette[i])),
                      static_cast<GifByteType>(qBlue(f.palette[i]))};
    const std::unique_ptr<ColorMapObject, MapFreer> map(
        GifMakeMapObject(1 << bits, colours.data()));

    QByteArray bytes;
    int code = 0;
    std::unique_ptr<GifFileType, GifCloser> gif(EGifOpen(&bytes, appendBytes, &code));
    const auto fail = [&](int errorCode) {
        *error = tr("GIF encoder: %1").arg(QString::fromUtf8(GifErrorString(errorCode)));
        return QByteArray();
    };
    if (!gif || !map)
        return fail(code == 0 ? E_GIF_ERR_NOT_ENOUGH_MEM : code);
    EGifSetGifVersion(gif.get(), true);
    if (EGifPutScreenDesc(gif.get(), f.width, f.height, 8, 0, map.get()) != GIF_OK ||
        !putLoop(gif.get(), loop))
        return fail(gif->Error);
    const int centiseconds = std::max(1, (delayMs + 5) / 10);
    const std::vector<FramePlan> plan = planFrames(f);
    for (std::size_t i = 0; i < f.pixels.size(); ++i)
        if (!putFrame(gif.get(), f, i, plan[i], centiseconds))
            return fail(gif->Error);
    if (EGifCloseFile(gif.release(), &code) != GIF_OK)
        return fail(code);
    return bytes;
}

} // namespace cd
