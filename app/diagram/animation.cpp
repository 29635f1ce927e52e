#include "diagram/animation.h"

#include "diagram/boardrenderer.h"
#include "diagram/diagramtext.h"
#include "diagram/gifencoder.h"
#include "diagram/namedchoice.h"
#include "diagram/outputtarget.h"
#include "diagram/webpencoder.h"

#include <QFileInfo>
#include <QPainter>

#include <algorithm>
#include <cmath>

namespace cd {

namespace {

using Status = ExportResult::Status;

// The pixels of all frames together, each as tall as the tallest.
qint64 animationPixels(const std::vector<Diagram>& frames, int width)
{
    qreal height = 0;
    for (const Diagram& d : frames)
        height = std::max(height, BoardRenderer(d).sizeForWidth(width).height());
    return static_cast<qint64>(frames.size()) * width * static_cast<qint64>(std::ceil(height));
}

} // namespace

std::optional<AnimationKind> animationKindFromName(QStringView name)
{
    return namedChoice<AnimationKind>(name, {{u"wavefront", AnimationKind::Wavefront},
                                             {u"routes", AnimationKind::Routes},
                                             {u"plies", AnimationKind::Plies},
                                             {u"zone", AnimationKind::Zone}});
}

std::optional<AnimationFormat> animationFormatFromName(QStringView name)
{
    return namedChoice<AnimationFormat>(
        name, {{u"gif", AnimationFormat::Gif}, {u"webp", AnimationFormat::WebP}});
}

std::optional<AnimationFormat> animationFormatFromPath(const QString& path)
{
    return animationFormatFromName(QFileInfo(path).suffix());
}

std::vector<Diagram> wavefrontFrames(const Query& query, const Answer& answer,
                                     DisplayOptions display)
{
    std::vector<Diagram> frames;
    if (!isMeasured(query))
        return frames;
    for (int n = 0; n <= answer.maximum; ++n) {
        display.step = n;
        frames.push_back(buildDiagram(query, answer, display));
    }
    return frames;
}

std::vector<Diagram> routeFrames(const Query& query, const Answer& answer, DisplayOptions display)
{
    std::vector<Diagram> frames;
    if (!answer.trajectories)
        return frames;
    const std::size_t listed = answer.trajectories->routes.size();
    const std::size_t wanted = static_cast<std::size_t>(std::max(1, display.paths));
    const bool ownCaption = display.caption.has_value();
    for (std::size_t r = 0; r < std::min(listed, wanted); ++r) {
        display.route = static_cast<int>(r);
        const Diagram whole = buildDiagram(query, answer, display);
        if (whole.arrows.empty())
            continue;
        const std::vector<Square>& stops = whole.arrows.front().stops;
        const std::size_t moves = stops.size() - 1;
        for (std::size_t k = 1; k <= moves; ++k) {
            Diagram d = whole;
            d.arrows = {Arrow{{stops.begin(), stops.begin() + static_cast<std::ptrdiff_t>(k + 1)}}};
            if (!ownCaption)
                d.caption +=
                    u'\n' + tr("move %1 of %2", "caption line of a route animation's frame")
                                .arg(k)
                                .arg(moves);
            frames.push_back(std::move(d));
        }
    }
    return frames;
}

std::vector<QImage> animationImages(const std::vector<Diagram>& frames, int width)
{
    std::vector<QImage> images;
    if (width < kMinExportWidth || width > kMaxExportWidth)
        return images;
    int height = 0;
    for (const Diagram& d : frames) {
        images.push_back(renderImage(d, width));
        height = std::max(height, images.back().height());
    }
    for (std::size_t i = 0; i < images.size(); ++i) {
        if (images[i].height() == height)
            continue;
        QImage padded(width, height, images[i].format());
        padded.fill(frames[i].show.transparent ? QColor(Qt::transparent) : QColor(Qt::white));
        QPainter p(&padded);
        p.setCompositionMode(QPainter::CompositionMode_Source);
        p.drawImage(0, 0, images[i]);
        p.end();
        images[i] = std::move(padded);
    }
    return images;
}

ExportResult exportAnimation(const std::vector<Diagram>& frames, const QString& path,
                             AnimationFormat format, int width, AnimationTiming timing)
{
    if (ExportResult checked = checkDrawing(frames.size(), width); !checked.ok())
        return checked;
    if (!timing.valid())
        return {Status::BadInput,
                tr("frame delay %1 ms is out of range %2..%3, or loop count %4 out of 0..%5")
                    .arg(timing.delayMs)
                    .arg(kMinFrameDelayMs)
                    .arg(kMaxFrameDelayMs)
                    .arg(timing.loop)
                    .arg(kMaxLoopCount)};
    if (path.isEmpty())
        return {Status::BadInput, tr("no output file given")};
    if (const qint64 pixels = animationPixels(frames, width); pixels > kMaxAnimationPixels)
        return {Status::BadInput,
                tr("%1 frames %2 px wide are %3 million pixels, more than an animation may hold "
                   "(%4 million); draw fewer frames or smaller")
                    .arg(frames.size())
                    .arg(width)
                    .arg(pixels / 1'000'000)
                    .arg(kMaxAnimationPixels / 1'000'000)};
    const std::vector<QImage> images = animationImages(frames, width);
    QString error;
    const QByteArray bytes = format == AnimationFormat::Gif
                                 ? encodeGif(images, timing.delayMs, timing.loop, &error)
                                 : encodeWebP(images, timing.delayMs, timing.loop, &error);
    if (bytes.isEmpty())
        return {Status::IoError,
                tr("cannot write %1: %2", "%1 is a file, %2 the reason").arg(path, error)};
    return writeOutput(bytes, path);
}

} // namespace cd
