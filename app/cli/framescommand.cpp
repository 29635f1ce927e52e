// chess-distance frames: the wavefront of a distance map, one picture per step 0 … max, for
// slides and animations (frame-00.png, frame-01.png, …).
#include "command.h"
#include "picture.h"
#include "queryoptions.h"
#include "usageerror.h"

#include <QDir>

namespace cd::cli {

namespace {

void addOptions(QCommandLineParser& parser)
{
    addQueryOptions(parser, true);
    parser.addOptions({
        {QStringLiteral("output-dir"),
         QStringLiteral("The folder for the frames (created when missing)."),
         QStringLiteral("DIR")},
        {QStringLiteral("format"), QStringLiteral("png or svg (default png)."),
         QStringLiteral("F")},
    });
    addPictureOptions(parser);
}

std::string execute(const QCommandLineParser& parser)
{
    if (!parser.isSet(QStringLiteral("output-dir")))
        throw UsageError("frames needs --output-dir DIR");
    const QString formatName = parser.isSet(QStringLiteral("format"))
                                   ? parser.value(QStringLiteral("format")).trimmed().toLower()
                                   : QStringLiteral("png");
    const auto format = imageFormatFromName(formatName);
    if (!format || *format == ImageFormat::Pdf)
        throw UsageError("--format: '" + formatName.toStdString() + "' is not png or svg");
    const int width = imageWidth(parser);
    Picture p = answerPicture(parser);
    const int last = p.answer.maximum;
    if (last < 0)
        throw UsageError("nothing is reachable, so there is no wavefront");

    const QString dirName = parser.value(QStringLiteral("output-dir"));
    if (!QDir().mkpath(dirName))
        throw RunError("cannot create the folder " + dirName.toStdString());
    const QDir dir(dirName);
    const QString extension =
        *format == ImageFormat::Svg ? QStringLiteral("svg") : QStringLiteral("png");
    std::string written;
    for (int n = 0; n <= last; ++n) {
        p.display.step = n;
        const QString path = dir.filePath(
            QStringLiteral("frame-%1.%2").arg(n, 2, 10, QLatin1Char('0')).arg(extension));
        writeDiagram(buildDiagram(p.query, p.answer, p.display), path, *format, width);
        written += path.toStdString() + "\n";
    }
    return written;
}

} // namespace

const Command& framesCommand()
{
    static const Command command{
        "frames",
        "Write the wavefront of a map as one picture per step, 0 to the largest distance.",
        addOptions, execute, true};
    return command;
}

} // namespace cd::cli
