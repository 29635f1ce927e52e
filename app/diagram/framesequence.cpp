#include "diagram/framesequence.h"

#include "diagram/animation.h"

#include <memory>

namespace cd {

std::vector<Diagram> FrameSequence::all() const
{
    std::vector<Diagram> frames;
    frames.reserve(count);
    for (std::size_t i = 0; i < count; ++i)
        frames.push_back(frame(i));
    return frames;
}

FrameSequence FrameSequence::of(std::vector<Diagram> frames)
{
    auto shared = std::make_shared<const std::vector<Diagram>>(std::move(frames));
    return {shared->size(), [shared](std::size_t i) { return (*shared)[i]; }};
}

bool fitsAnimation(std::size_t count, QSize frameSize)
{
    const auto pixels = static_cast<double>(frameSize.width()) * frameSize.height();
    return static_cast<double>(count) * pixels <= static_cast<double>(kMaxAnimationPixels);
}

} // namespace cd
