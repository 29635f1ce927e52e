#include "diagram/largeimage.h"

#if defined(__linux__)
#include <sys/mman.h>
#endif

namespace cd {

namespace {

// Below this, malloc's own memory serves.
constexpr qsizetype kLargeBytes = qsizetype(32) << 20;

#if defined(__linux__)
constexpr qsizetype kHugePage = qsizetype(2) << 20;

struct Mapping {
    void* start;
    std::size_t length;
};

void unmap(void* info)
{
    const auto* m = static_cast<Mapping*>(info);
    munmap(m->start, m->length);
    delete m;
}
#endif

} // namespace

QImage allocateImage(int width, int height, QImage::Format format)
{
#if defined(__linux__)
    const qsizetype bytesPerLine =
        ((qsizetype(width) * QImage::toPixelFormat(format).bitsPerPixel() + 31) / 32) * 4;
    const qsizetype bytes = bytesPerLine * height;
    if (width > 0 && height > 0 && bytes >= kLargeBytes) {
        // One huge page of slack, so that the pixels can start on a huge-page boundary.
        const auto length = static_cast<std::size_t>(bytes + kHugePage);
        void* start =
            mmap(nullptr, length, PROT_READ | PROT_WRITE, MAP_PRIVATE | MAP_ANONYMOUS, -1, 0);
        if (start == MAP_FAILED)
            return {};
        const auto address = reinterpret_cast<quintptr>(start);
        auto* pixels =
            reinterpret_cast<uchar*>((address + kHugePage - 1) & ~quintptr(kHugePage - 1));
        madvise(pixels, static_cast<std::size_t>(bytes), MADV_HUGEPAGE); // a hint: fine if refused
        return QImage(pixels, width, height, bytesPerLine, format, unmap,
                      new Mapping{start, length});
    }
#endif
    return QImage(width, height, format);
}

} // namespace cd
