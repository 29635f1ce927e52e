// One palette for all frames of an animated GIF, built from the frames' own colours, and the
// frames mapped to it. With at most 256 colours (one kept for transparency when a frame has
// any) every colour is kept exactly; with more, the most frequent ones (square fills, text,
// pieces) stay exact and the rest of the palette goes to the anti-aliased in-between colours by
// a median cut weighted by pixel count; each pixel takes its nearest entry.
#pragma once

#include <QImage>
#include <QRgb>

#include <vector>

namespace cd {

struct IndexedFrames {
    std::vector<QRgb> palette; // opaque colours, then the transparent entry when there is one
    int transparent = -1;      // the transparent entry's index; -1: every pixel is opaque
    int width = 0;
    int height = 0;
    std::vector<std::vector<unsigned char>> pixels; // per frame, width * height indices, by rows
};

// The most frequent colours kept exactly when the frames have more than the palette holds.
inline constexpr int kExactGifColours = 64;

// Maps frames of one size to one palette of at most 256 entries; a pixel with alpha below half
// becomes the transparent entry. Empty frames or frames of different sizes give no pixels.
IndexedFrames indexFrames(const std::vector<QImage>& frames);

} // namespace cd
