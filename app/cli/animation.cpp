#include "animation.h"

#include "clitext.h"
#include "controlplies.h"
#include "followpiece.h"
#include "options/positionoptions.h"
#include "options/queryoptions.h"
#include "options/usageerror.h"
#include "picture.h"
#include "progress.h"

#include "diagram/animation.h"
#include "diagram/squaretext.h"
#include "diagram/zoneanimation.h"

namespace cd::cli {

namespace {

AnimationKind kindOption(const QString& animate)
{
    const QString name = animate.trimmed();
    if (const auto kind = animationKindFromName(name))
        return *kind;
    throw UsageError(tr("--animate: '%1' is not wavefront, routes, plies or zone").arg(name));
}

AnimationFormat formatOption(const std::optional<QString>& format, const QString& output)
{
    if (format) {
        const QString name = format->trimmed();
        if (const auto f = animationFormatFromName(name))
            return *f;
        throw UsageError(
            tr("--format: '%1' is not gif or webp, the formats of an animation").arg(name));
    }
    if (const auto f = animationFormatFromPath(output))
        return *f;
    throw UsageError(tr("--output: cannot tell the animation format of '%1' from its "
                        "extension; add --format gif or webp")
                         .arg(output));
}

AnimationTiming timingOption(const RenderRequest& request)
{
    AnimationTiming timing;
    if (request.delay)
        timing.delayMs = options::intValue(QStringLiteral("delay"), *request.delay,
                                           kMinFrameDelayMs, kMaxFrameDelayMs);
    if (request.loop)
        timing.loop = options::intValue(QStringLiteral("loop"), *request.loop, 0, kMaxLoopCount);
    return timing;
}

std::vector<Diagram> wavefront(const PictureRequest& request)
{
    const Picture p = answerPicture(request);
    std::vector<Diagram> frames = wavefrontFrames(p.query, p.answer, p.display);
    if (frames.empty())
        throw UsageError(tr("nothing is reachable, so there is no wavefront"));
    return frames;
}

std::vector<Diagram> routes(const PictureRequest& request)
{
    const options::GivenPosition given = options::positionFrom(request.query.position);
    const Picture p =
        answerPicture(request, {given.board, given.after, std::nullopt, 1, given.marks});
    std::vector<Diagram> frames = routeFrames(p.query, p.answer, p.display);
    if (frames.empty())
        throw UsageError(tr("no route leads from --from to --to, so there is nothing to animate"));
    return frames;
}

// --animate zone: the races of the zone's attacker with each piece in time or late, move by move.
std::vector<Diagram> zoneRace(const PictureRequest& request)
{
    const Picture p = answerPicture(request);
    if (const auto need = zoneNeed(p.query, request.query.position.given()))
        switch (*need) {
        case ZoneNeed::Squares:
            throw UsageError(tr("--animate zone races the piece on --from to --to; give both"));
        case ZoneNeed::Position:
            throw UsageError(tr("--animate zone needs a position: --fen FEN or --pgn FILE"));
        case ZoneNeed::Reach:
            throw UsageError(tr("--animate zone measures the piece in the position: leave out "
                                "--metric or give --metric reach"));
        case ZoneNeed::Piece:
            throw UsageError(tr("--animate zone: no piece on %1")
                                 .arg(QString::fromStdString(squareName(*p.query.from))));
        }
    Query q = p.query;
    q.limit = 1;
    return zoneFrames(p.query, p.answer, zone(q), p.display);
}

// Refuses, before any frame is drawn, `count` frames that cannot fit the animation's pixel limit:
// a frame is at least as tall as it is wide (the board is square).
void checkFrameCount(std::size_t count, int width)
{
    const qint64 least = static_cast<qint64>(count) * width * width;
    if (least > kMaxAnimationPixels)
        throw UsageError(tr("--plies: %1 frames %2 px wide are at least %3 million pixels, more "
                            "than an animation may hold (%4 million); give fewer plies or a "
                            "smaller --size")
                             .arg(count)
                             .arg(width)
                             .arg(least / 1'000'000)
                             .arg(kMaxAnimationPixels / 1'000'000));
}

} // namespace

QList<QCommandLineOption> animationOptions()
{
    return {
        options::pliesOption(tr("With --animate plies: one frame per ply A..B of the game "
                                "(\"10-20\"), following the piece on --from at ply A, or "
                                "the position's control with --control.")),
        {QStringLiteral("animate"),
         tr("Write an animated GIF or WebP: the wavefront step by step, the routes to --to "
            "move by move, the piece on --from (or with --control, the control) through the "
            "--plies of a game, or the races of "
            "its zone (zone: it against each piece that can stop it in time, then each piece "
            "that comes too late, one race after the other, numbered as on a score sheet)."),
         QStringLiteral("KIND")},
        {QStringLiteral("delay"),
         tr("With --animate: milliseconds per frame, %1..%2 (default 800).")
             .arg(kMinFrameDelayMs)
             .arg(kMaxFrameDelayMs),
         QStringLiteral("MS")},
        {QStringLiteral("loop"),
         tr("With --animate: how many times it plays, 0 for ever (default 0)."),
         QStringLiteral("N")},
    };
}

bool renderAnimation(const RenderRequest& request)
{
    if (!request.animate)
        return false;
    const AnimationKind kind = kindOption(*request.animate);
    const QString output = request.output.value_or(QString());
    const AnimationFormat format = formatOption(request.format, output);
    const AnimationTiming timing = timingOption(request);
    const int width = imageWidth(request.picture);
    std::vector<Diagram> frames;
    std::optional<FollowedPiece> piece;
    if (kind == AnimationKind::Wavefront) {
        frames = wavefront(request.picture);
    } else if (kind == AnimationKind::Routes) {
        frames = routes(request.picture);
    } else if (kind == AnimationKind::Zone) {
        frames = zoneRace(request.picture);
    } else if (request.control) { // the rules let --control animate plies alone
        frames = controlPlies(request, [width](std::size_t n) { checkFrameCount(n, width); });
    } else {
        piece = followPiece(request.picture, [width](std::size_t n) { checkFrameCount(n, width); });
        frames = piece->diagrams;
    }
    ExportResult result;
    {
        Progress encoding(tr("encoding %1 frames into %2").arg(frames.size()).arg(output), 0);
        encoding.show(0);
        result = exportAnimation(frames, output, format, width, timing);
    }
    if (result.status == ExportResult::Status::BadInput)
        throw UsageError(result.message);
    if (result.status == ExportResult::Status::IoError)
        throw RunError(result.message);
    if (piece && piece->capturedBy)
        throw UsageError(tr("--plies: the piece from %1 is captured by %2; the animation shows "
                            "plies %3-%4")
                             .arg(squareText(piece->start), *piece->capturedBy)
                             .arg(piece->plies.front())
                             .arg(piece->plies.back()));
    return true;
}

} // namespace cd::cli
