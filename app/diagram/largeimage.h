// Images of hundreds of megabytes (an 8192 px export) in memory the kernel can back with 2 MiB
// pages: touching such an image page by page otherwise costs a fault every 4 KiB.
#pragma once

#include <QImage>

namespace cd {

// An image of that size and format, its pixels left as the allocator gives them (zero for a
// large one); a null image when the memory is not there.
QImage allocateImage(int width, int height, QImage::Format format);

} // namespace cd
