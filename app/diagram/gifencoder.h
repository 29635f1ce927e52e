// Frames of one size -> an animated GIF (GIF89a) in memory: one global palette (gifpalette.h),
// a loop count, a delay per frame; each frame after the first stores only the rectangle that
// changed since the one before (kept in place, not disposed), an unchanged frame a single pixel.
#pragma once

#include <QByteArray>
#include <QImage>
#include <QString>

#include <vector>

namespace cd {

// `delayMs` is rounded to centiseconds (at least 1); `loop` is how many times the animation
// plays, 0 forever (the file stores the repeats after the first play). Empty bytes and `error`
// set on failure.
QByteArray encodeGif(const std::vector<QImage>& frames, int delayMs, int loop, QString* error);

} // namespace cd
