// chess-distance frames: the wavefront of a distance map, one picture per step 0 … max, for
// slides and animations (frame-00.png, frame-01.png, …).
#include "clitext.h"
#include "command.h"
#include "options/queryoptions.h"
#include "options/usageerror.h"
#include "picture.h"

#include "diagram/outputtarget.h"

#include <QDir>
#include <QRegularExpression>

namespace cd::cli {

namespace {

void addOptions(QCommandLineParser& parser)
{
    options::addQueryOptions(parser, true);
    parser.addOptions({
        {QStringLiteral("output-dir"), tr("The folder for the frames (created when missing)."),
         QStringLiteral("DIR")},
        {QStringLiteral("format"), tr("png or svg (default png)."), QStringLiteral("F")},
    });
    addPictureOptions(parser);
}

// Removes the frames an earlier run left that this one did not write (a longer wavefront, the
// other format), so the folder holds one animation.
void removeOldFrames(QDir dir, const QStringList& written)
{
    static const QRegularExpression frame(QStringLiteral("^frame-[0-9]+\\.(png|svg)$"));
    for (const QString& name : dir.entryList(QDir::Files | QDir::Hidden | QDir::System))
        if (frame.match(name).hasMatch() && !written.contains(name) && !dir.remove(name))
            throw RunError(tr("cannot remove the old frame %1").arg(dir.filePath(name)));
}

QString execute(const QCommandLineParser& parser)
{
    if (!parser.isSet(QStringLiteral("output-dir")))
        throw UsageError(tr("frames needs --output-dir DIR"));
    if (isStandardOutput(parser.value(QStringLiteral("output-dir"))))
        throw UsageError(tr("--output-dir: frames are several files, so they need a folder, not "
                            "standard output (-)"));
    const QString formatName = parser.isSet(QStringLiteral("format"))
                                   ? parser.value(QStringLiteral("format")).trimmed().toLower()
                                   : QStringLiteral("png");
    const auto format = imageFormatFromName(formatName);
    if (!format || *format == ImageFormat::Pdf)
        throw UsageError(tr("--format: '%1' is not png or svg").arg(formatName));
    const int width = imageWidth(parser);
    Picture p = answerPicture(parser);
    const int last = p.answer.maximum;
    if (last < 0)
        throw UsageError(tr("nothing is reachable, so there is no wavefront"));

    const QString dirName = parser.value(QStringLiteral("output-dir"));
    if (!QDir().mkpath(dirName))
        throw RunError(tr("cannot create the folder %1").arg(dirName));
    const QDir dir(dirName);
    const QString extension =
        *format == ImageFormat::Svg ? QStringLiteral("svg") : QStringLiteral("png");
    QString written;
    QStringList names;
    for (int n = 0; n <= last; ++n) {
        p.display.step = n;
        names << QStringLiteral("frame-%1.%2").arg(n, 2, 10, QLatin1Char('0')).arg(extension);
        const QString path = dir.filePath(names.back());
        writeDiagram(buildDiagram(p.query, p.answer, p.display), path, *format, width);
        written += path + u'\n';
    }
    removeOldFrames(dir, names);
    return written;
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
