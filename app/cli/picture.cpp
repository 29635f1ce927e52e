#include "picture.h"

#include "queryoptions.h"
#include "usageerror.h"

namespace cd::cli {

namespace {

constexpr int kMaxPaths = 1000;

std::string utf8(const QString& s)
{
    return s.toStdString();
}

DisplayOptions displayOptions(const QCommandLineParser& parser)
{
    const auto isSet = [&](const char* name) { return parser.isSet(QString::fromLatin1(name)); };
    DisplayOptions d;
    if (isSet("palette")) {
        const QString name = parser.value(QStringLiteral("palette")).trimmed();
        const auto id = parsePalette(name);
        if (!id)
            throw UsageError("--palette: unknown palette '" + utf8(name) + "' (choose from " +
                             utf8(paletteNames().join(QStringLiteral(", "))) + ")");
        d.palette = *id;
    }
    d.flipped = isSet("flip");
    d.show.numbers = !isSet("no-numbers");
    d.show.coordinates = !isSet("no-coordinates");
    d.show.legend = !isSet("no-legend");
    d.show.transparent = isSet("transparent");
    if (isSet("no-caption") && isSet("caption"))
        throw UsageError("--caption and --no-caption contradict each other; give one");
    d.show.caption = !isSet("no-caption");
    if (isSet("caption"))
        d.caption = parser.value(QStringLiteral("caption"));
    d.layerNumbers = isSet("layers");
    if (isSet("paths"))
        d.paths = intOption(parser, QStringLiteral("paths"), 0, kMaxPaths);
    d.trajectories = isSet("trajectories") || isSet("layers") || d.paths > 0;
    return d;
}

} // namespace

void addPictureOptions(QCommandLineParser& parser)
{
    parser.addOptions({
        {QStringLiteral("size"),
         QStringLiteral("Image width in pixels, %1..%2 (default 800).")
             .arg(kMinExportWidth)
             .arg(kMaxExportWidth),
         QStringLiteral("PX")},
        {QStringLiteral("palette"),
         QStringLiteral("Colour scale: %1 (default viridis).")
             .arg(paletteNames().join(QStringLiteral(", "))),
         QStringLiteral("NAME")},
        {QStringLiteral("flip"), QStringLiteral("Black at the bottom.")},
        {QStringLiteral("no-numbers"), QStringLiteral("No number on the squares.")},
        {QStringLiteral("no-coordinates"), QStringLiteral("No a-h, 1-8 in the margin.")},
        {QStringLiteral("no-legend"), QStringLiteral("No legend.")},
        {QStringLiteral("no-caption"), QStringLiteral("No caption.")},
        {QStringLiteral("caption"), QStringLiteral("Caption text instead of the default."),
         QStringLiteral("TEXT")},
        {QStringLiteral("trajectories"),
         QStringLiteral("Outline the squares on the counted routes from --from to --to.")},
        {QStringLiteral("layers"), QStringLiteral("Number the overlay squares by move.")},
        {QStringLiteral("paths"), QStringLiteral("Draw the first N routes as arrows."),
         QStringLiteral("N")},
        {QStringLiteral("distinct"),
         QStringLiteral("Only routes that never stand on a square twice.")},
        {QStringLiteral("transparent"), QStringLiteral("No background (PNG, SVG).")},
    });
}

int imageWidth(const QCommandLineParser& parser)
{
    return parser.isSet(QStringLiteral("size"))
               ? intOption(parser, QStringLiteral("size"), kMinExportWidth, kMaxExportWidth)
               : 800;
}

Picture answerPicture(const QCommandLineParser& parser)
{
    Picture p;
    p.display = displayOptions(parser);
    Query& q = p.query;
    q = queryFromParser(parser);
    q.distinctStops = parser.isSet(QStringLiteral("distinct"));
    q.limit = static_cast<std::size_t>(p.display.paths);
    if (p.display.trajectories) {
        if (!q.to)
            throw UsageError("--trajectories needs --to SQ");
        if (!supportsTrajectories(q.metric))
            throw UsageError("the " + std::string(metricName(q.metric)) +
                             " metric has no moves, so no trajectories");
    } else {
        q.via.reset(); // a via square only shapes routes; without routes it is just a mark
        q.length.reset();
    }
    try {
        p.answer = answer(q);
    } catch (const QueryError& e) {
        throw UsageError(e.what());
    }
    if (!p.display.trajectories)
        p.answer.trajectories.reset();
    return p;
}

void writeDiagram(const Diagram& d, const QString& path, ImageFormat format, int width)
{
    writeDiagrams({d}, path, format, width);
}

Picture withMetric(const Picture& p, Metric metric, const std::string& option)
{
    Picture other = p;
    other.query.metric = metric;
    try {
        other.answer = answer(other.query);
    } catch (const QueryError& e) {
        throw UsageError(option + ": " + e.what());
    }
    if (!p.display.trajectories)
        other.answer.trajectories.reset();
    return other;
}

void writeDiagrams(const std::vector<Diagram>& diagrams, const QString& path, ImageFormat format,
                   int width)
{
    const ExportResult result = exportDiagrams(diagrams, path, format, width);
    if (result.status == ExportResult::Status::BadInput)
        throw UsageError(utf8(result.message));
    if (result.status == ExportResult::Status::IoError)
        throw RunError(utf8(result.message));
}

} // namespace cd::cli
