// Frames of one size -> an animated WebP in memory, lossless: each frame (or the part that
// changed, which the library finds) is stored exactly. Consecutive identical frames are merged
// into one that shows for their summed time.
#pragma once

#include <QByteArray>
#include <QImage>
#include <QString>

#include <vector>

namespace cd {

// `delayMs` per frame; `loop` how many times the animation plays, 0 forever. Empty bytes and
// `error` set on failure.
QByteArray encodeWebP(const std::vector<QImage>& frames, int delayMs, int loop, QString* error);

} // namespace cd
