// Animated diagrams: the frames of a wavefront or of routes drawn move by move, rendered to
// images of one size and written as an animated GIF or WebP (through writeOutput, so a failed
// export leaves an existing file untouched).
#pragma once

#include "diagram/diagram.h"
#include "diagram/diagrambuilder.h"
#include "diagram/exporter.h"
#include "query.h"

#include <QImage>
#include <QString>
#include <QStringView>

#include <optional>
#include <vector>

namespace cd {

enum class AnimationKind { Wavefront, Routes, Plies, Zone };
enum class AnimationFormat { Gif, WebP };

inline constexpr int kMinFrameDelayMs = 10;
inline constexpr int kMaxFrameDelayMs = 60000;
inline constexpr int kMaxLoopCount = 65535; // the files store it in 16 bits
// All frames are held in memory at once (about 9 bytes a pixel while a GIF is encoded): an
// animation of more pixels in all is refused.
inline constexpr qint64 kMaxAnimationPixels = 64'000'000;

// "wavefront", "routes", "plies", "zone" (case-insensitive); nullopt otherwise.
std::optional<AnimationKind> animationKindFromName(QStringView name);
// "gif", "webp" (case-insensitive); nullopt otherwise.
std::optional<AnimationFormat> animationFormatFromName(QStringView name);
// The format of a path's suffix ("wave.GIF" -> Gif); nullopt for another or no suffix.
std::optional<AnimationFormat> animationFormatFromPath(const QString& path);

struct AnimationTiming {
    int delayMs = 800; // per frame, kMinFrameDelayMs..kMaxFrameDelayMs (GIF stores centiseconds)
    int loop = 0;      // 0 = forever, else how many times it plays (1..kMaxLoopCount)
    bool valid() const
    {
        return delayMs >= kMinFrameDelayMs && delayMs <= kMaxFrameDelayMs && loop >= 0 &&
               loop <= kMaxLoopCount;
    }
};

// One frame per wavefront step 0..answer.maximum (display.step set per frame). Empty when
// nothing is reachable.
std::vector<Diagram> wavefrontFrames(const Query& query, const Answer& answer,
                                     DisplayOptions display);
// The first display.paths routes (at least 1) one after another, each drawn move by move: for
// route r, frames with its first 1..len moves as the arrow, over the trajectory overlay. The
// answer must list the routes (DisplayOptions::routesNeeded with paths >= 1); empty when it
// lists none.
std::vector<Diagram> routeFrames(const Query& query, const Answer& answer, DisplayOptions display);

// The frames rendered `width` px wide, all the same size (the tallest; shorter ones padded with
// the background at the bottom), each as renderImage draws it. Empty for a width out of range.
std::vector<QImage> animationImages(const std::vector<Diagram>& frames, int width);

// Encodes and writes atomically (writeOutput). BadInput for no frames, a width out of range, bad
// timing or more than kMaxAnimationPixels; IoError when encoding or writing fails.
ExportResult exportAnimation(const std::vector<Diagram>& frames, const QString& path,
                             AnimationFormat format, int width, AnimationTiming timing);

} // namespace cd
