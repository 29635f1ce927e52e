// The frames of an animation, built one at a time when asked for: a long game's thousands of
// frames are never all held at once (the window's preview shows one, the limits need none).
#pragma once

#include "diagram/diagram.h"

#include <QSize>

#include <cstddef>
#include <functional>
#include <vector>

namespace cd {

struct FrameSequence {
    std::size_t count = 0;
    std::function<Diagram(std::size_t)> frame; // frame(i) for i in 0 .. count - 1

    bool empty() const { return count == 0; }
    // Every frame, in order (for writing the file, after fitsAnimation said yes).
    std::vector<Diagram> all() const;
    // A sequence holding frames already built.
    static FrameSequence of(std::vector<Diagram> frames);
};

// Whether `count` frames of `frameSize` stay within the pixels an animation may hold
// (kMaxAnimationPixels): the same limit the export applies, known before any frame is drawn.
bool fitsAnimation(std::size_t count, QSize frameSize);

} // namespace cd
