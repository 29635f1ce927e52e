// chess-distance frames: the wavefront of a distance map, one picture per step 0 … max, for
// slides and animations (frame-00.png, frame-01.png, …); or, with --plies, the reach map of one
// piece followed through a game, one picture per ply (ply-010.png, ply-011.png, …).
#include "clitext.h"
#include "command.h"
#include "commandrules.h"
#include "followpiece.h"
#include "framefolder.h"
#include "interrupt.h"
#include "options/positionoptions.h"
#include "options/queryoptions.h"
#include "options/usageerror.h"
#include "picture.h"

#include "diagram/animation.h"
#include "diagram/outputtarget.h"

#include <QDir>

namespace cd::cli {

namespace {

void addOptions(QCommandLineParser& parser)
{
    parser.addOptions(options::queryOptions(true));
    parser.addOption(
        options::pliesOption(tr("With --pgn: one frame per ply A..B of the game (\"10-20\"), "
                                "following the piece that stands on --from at ply A.")));
    parser.addOptions({
        {QStringLiteral("output-dir"), tr("The folder for the frames (created when missing)."),
         QStringLiteral("DIR")},
        {QStringLiteral("format"), tr("png or svg (default png)."), QStringLiteral("F")},
    });
    parser.addOptions(pictureOptions());
}

// Where the frames go and how they are written.
struct Output {
    QDir dir;
    ImageFormat format;
    QString extension;
    int width;
};

// The output options checked; throws UsageError.
Output output(const QString& dir, const std::optional<QString>& format,
              const PictureRequest& picture)
{
    if (dir.isEmpty())
        throw UsageError(tr("--output-dir: the folder's name is empty"));
    if (isStandardOutput(dir))
        throw UsageError(tr("--output-dir: frames are several files, so they need a folder, not "
                            "standard output (-)"));
    const QString formatName = format ? format->trimmed().toLower() : QStringLiteral("png");
    const auto image = imageFormatFromName(formatName);
    if (!image || *image == ImageFormat::Pdf)
        throw UsageError(tr("--format: '%1' is not png or svg").arg(formatName));
    const int width = imageWidth(picture);
    const QString extension =
        *image == ImageFormat::Svg ? QStringLiteral("svg") : QStringLiteral("png");
    return {QDir(dir), *image, extension, width};
}

// Writes each diagram under its name in the folder as one set (FrameFolder): the frames of the
// earlier run that this one does not write are removed, nothing else; returns the paths written,
// one per line. Ctrl-C or SIGTERM stops it between two frames: the temporary folder is removed,
// then the signal ends the program (the deferral outlives the folder).
QString writeFrames(const Output& out, const std::vector<Diagram>& frames, const QStringList& names)
{
    const InterruptDeferral interrupt;
    FrameFolder folder(out.dir.path(), names);
    for (std::size_t i = 0; i < frames.size(); ++i) {
        if (InterruptDeferral::pending())
            throw RunError(tr("interrupted"));
        writeDiagram(frames[i], folder.stagingPath(static_cast<qsizetype>(i)), out.format,
                     out.width);
    }
    if (InterruptDeferral::pending())
        throw RunError(tr("interrupted"));
    return folder.commit();
}

// The wavefront of one map: one frame per step (the frames of its animation).
QString wavefront(const PictureRequest& request, const Output& out)
{
    const Picture p = answerPicture(request);
    const std::vector<Diagram> frames = wavefrontFrames(p.query, p.answer, p.display);
    if (p.answer.maximum < 0 || frames.empty())
        throw UsageError(tr("nothing is reachable, so there is no wavefront"));
    QStringList names;
    for (std::size_t n = 0; n < frames.size(); ++n)
        names << QStringLiteral("frame-%1.%2").arg(n, 2, 10, QLatin1Char('0')).arg(out.extension);
    return writeFrames(out, frames, names);
}

// The piece on --from at the first ply, followed through the game: one frame per ply. When it
// is captured, the frames up to the capture stay written and the capture is reported as a
// UsageError (exit code 2).
QString followedFrames(const PictureRequest& request, const Output& out)
{
    const FollowedPiece piece = followPiece(request);
    QStringList names;
    for (const std::size_t ply : piece.plies)
        names << QStringLiteral("ply-%1.%2").arg(ply, 3, 10, QLatin1Char('0')).arg(out.extension);
    const QString written = writeFrames(out, piece.diagrams, names);
    if (piece.capturedBy)
        throw UsageError(
            tr("--plies: the piece from %1 is captured by %2; the frames of plies %3-%4 "
               "were written")
                .arg(squareText(piece.start), *piece.capturedBy)
                .arg(piece.plies.front())
                .arg(piece.plies.back()));
    return written;
}

QString execute(const options::Given& given)
{
    options::checkRules(framesRules(), given.names());
    const PictureRequest picture = pictureRequest(given);
    const Output out = output(given.value("output-dir"), given.text("format"), picture);
    if (picture.query.position.plies)
        return followedFrames(picture, out);
    return wavefront(picture, out);
}

} // namespace

const Command& framesCommand()
{
    static const Command command{
        "frames",
        QT_TRANSLATE_NOOP("cd::cli", "Write the wavefront of a map as one picture per step, 0 to "
                                     "the largest distance."),
        addOptions, execute, true};
    return command;
}

} // namespace cd::cli
