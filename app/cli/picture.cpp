#include "picture.h"

#include "clitext.h"
#include "options/positionoptions.h"
#include "options/queryoptions.h"
#include "options/usageerror.h"

#include "i18n/coremessages.h"

namespace cd::cli {

namespace {

// Beyond about a hundred arrows a picture shows nothing more, and drawing them all at 8192 px
// took seconds: the drawn routes are capped here.
constexpr int kMaxPaths = 100;

// A caption within the bounds that keep an image's size and drawing time bounded.
QString captionOption(const QString& caption)
{
    if (caption.size() > kMaxCaptionCharacters)
        throw UsageError(tr("--caption: %1 characters, at most %2")
                             .arg(caption.size())
                             .arg(kMaxCaptionCharacters));
    const qsizetype lines = caption.count(QLatin1Char('\n')) + 1;
    if (lines > kMaxCaptionLines)
        throw UsageError(tr("--caption: %1 lines, at most %2").arg(lines).arg(kMaxCaptionLines));
    return caption;
}

} // namespace

DisplayOptions displayOptions(const QCommandLineParser& parser)
{
    const auto isSet = [&](const char* name) { return parser.isSet(QString::fromLatin1(name)); };
    DisplayOptions d;
    if (isSet("palette")) {
        const QString name = parser.value(QStringLiteral("palette")).trimmed();
        const auto id = parsePalette(name);
        if (!id)
            throw UsageError(tr("--palette: unknown palette '%1' (choose from %2)")
                                 .arg(name, paletteNames().join(QStringLiteral(", "))));
        d.palette = *id;
    }
    d.flipped = isSet("flip");
    d.show.numbers = !isSet("no-numbers");
    d.show.coordinates = !isSet("no-coordinates");
    d.show.legend = !isSet("no-legend");
    d.show.transparent = isSet("transparent");
    d.show.knightL = isSet("knight-l");
    d.captionFen = isSet("caption-fen");
    if (isSet("no-caption") && isSet("caption"))
        throw UsageError(tr("--caption and --no-caption contradict each other; give one"));
    d.show.caption = !isSet("no-caption");
    if (isSet("caption"))
        d.caption = captionOption(parser.value(QStringLiteral("caption")));
    d.layerNumbers = isSet("layers");
    if (isSet("paths"))
        d.paths = options::intOption(parser, QStringLiteral("paths"), 0, kMaxPaths);
    d.trajectories = isSet("trajectories") || isSet("layers") || d.paths > 0;
    return d;
}

void addPictureOptions(QCommandLineParser& parser)
{
    parser.addOptions({
        {QStringLiteral("size"),
         tr("Image width in pixels, %1..%2 (default 800).")
             .arg(kMinExportWidth)
             .arg(kMaxExportWidth),
         QStringLiteral("PX")},
        {QStringLiteral("palette"),
         tr("Colour scale: %1 (default viridis).").arg(paletteNames().join(QStringLiteral(", "))),
         QStringLiteral("NAME")},
        {QStringLiteral("flip"), tr("Black at the bottom.")},
        {QStringLiteral("no-numbers"), tr("No number on the squares.")},
        {QStringLiteral("no-coordinates"), tr("No a-h, 1-8 in the margin.")},
        {QStringLiteral("no-legend"), tr("No legend.")},
        {QStringLiteral("no-caption"), tr("No caption.")},
        {QStringLiteral("caption"), tr("Caption text instead of the default."),
         QStringLiteral("TEXT")},
        {QStringLiteral("caption-fen"), tr("End the default caption with the position's FEN.")},
        {QStringLiteral("trajectories"),
         tr("Outline the squares on the counted routes from --from to --to.")},
        {QStringLiteral("layers"), tr("Number the overlay squares by move.")},
        {QStringLiteral("paths"),
         tr("Draw the first N routes as arrows, at most %1.").arg(kMaxPaths), QStringLiteral("N")},
        {QStringLiteral("knight-l"),
         tr("Draw a knight's move as an L instead of one straight arrow.")},
        {QStringLiteral("distinct"), tr("Only routes that never stand on a square twice.")},
        {QStringLiteral("transparent"), tr("No background (PNG, SVG).")},
    });
}

int imageWidth(const QCommandLineParser& parser)
{
    return parser.isSet(QStringLiteral("size"))
               ? options::intOption(parser, QStringLiteral("size"), kMinExportWidth,
                                    kMaxExportWidth)
               : 800;
}

Picture answerPicture(const QCommandLineParser& parser)
{
    const options::GivenPosition given = options::positionFromParser(parser);
    return answerPicture(parser, {given.board, given.after, std::nullopt, 0, given.marks});
}

Picture answerPicture(const QCommandLineParser& parser, const Setting& setting)
{
    Picture p;
    p.display = displayOptions(parser);
    p.display.gameMoment = setting.gameMoment;
    p.display.annotations = setting.marks;
    if (setting.paths > p.display.paths) {
        p.display.paths = setting.paths;
        p.display.trajectories = true;
    }
    Query& q = p.query;
    q = options::queryFromParser(parser, setting.board,
                                 setting.from ? options::SourceCheck::None
                                              : options::SourceCheck::Required);
    if (setting.from)
        q.from = setting.from;
    q.distinctStops = parser.isSet(QStringLiteral("distinct"));
    q.limit = static_cast<std::size_t>(p.display.paths);
    if (p.display.trajectories) {
        if (!q.to)
            throw UsageError(tr("--trajectories needs --to SQ"));
        if (!supportsTrajectories(q.metric))
            throw UsageError(tr("the %1 metric has no moves, so no trajectories")
                                 .arg(options::metricText(q.metric)));
    } else {
        q.via.reset(); // a via square only shapes routes; without routes it is just a mark
        q.length.reset();
    }
    try {
        p.answer = answer(q);
    } catch (const QueryError& e) {
        throw UsageError(i18n::errorText(e));
    }
    if (!p.display.trajectories)
        p.answer.trajectories.reset();
    return p;
}

QSize writeDiagram(const Diagram& d, const QString& path, ImageFormat format, int width)
{
    return writeDiagrams({d}, path, format, width);
}

Picture withMetric(const Picture& p, Metric metric, const std::string& option)
{
    Picture other = p;
    other.query.metric = metric;
    try {
        other.answer = answer(other.query);
    } catch (const QueryError& e) {
        throw UsageError(tr("%1: %2", "an option, then what is wrong with its value")
                             .arg(QString::fromStdString(option), i18n::errorText(e)));
    }
    if (!p.display.trajectories)
        other.answer.trajectories.reset();
    return other;
}

QSize writeDiagrams(const std::vector<Diagram>& diagrams, const QString& path, ImageFormat format,
                    int width)
{
    const ExportResult result = exportDiagrams(diagrams, path, format, width);
    if (result.status == ExportResult::Status::BadInput)
        throw UsageError(result.message);
    if (result.status == ExportResult::Status::IoError)
        throw RunError(result.message);
    return format == ImageFormat::Png ? exportSize(diagrams, width) : QSize();
}

} // namespace cd::cli
