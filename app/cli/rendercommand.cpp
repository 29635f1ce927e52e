// chess-distance render: a diagram of one query written as PNG, SVG or PDF; --batch runs a file
// of such jobs, one per line.
#include "command.h"
#include "queryoptions.h"
#include "splitargs.h"
#include "usageerror.h"

#include "diagram/diagrambuilder.h"
#include "diagram/exporter.h"

#include <QFile>
#include <QFileInfo>

#include <cstdio>

namespace cd::cli {

namespace {

constexpr int kMinSize = 64;
constexpr int kMaxSize = 8192;
constexpr int kMaxPaths = 1000;

std::string utf8(const QString& s)
{
    return s.toStdString();
}

void addJobOptions(QCommandLineParser& parser)
{
    addQueryOptions(parser, true);
    parser.addOptions({
        {QStringLiteral("output"), QStringLiteral("The image file to write."),
         QStringLiteral("FILE")},
        {QStringLiteral("format"),
         QStringLiteral("png, svg or pdf (default: from the output's extension)."),
         QStringLiteral("F")},
        {QStringLiteral("size"),
         QStringLiteral("Image width in pixels, %1..%2 (default 800).").arg(kMinSize).arg(kMaxSize),
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

void addOptions(QCommandLineParser& parser)
{
    addJobOptions(parser);
    parser.addOption({QStringLiteral("batch"),
                      QStringLiteral("Run the jobs of FILE, one per line with the options above "
                                     "(# starts a comment); progress on stderr."),
                      QStringLiteral("JOBS")});
}

ImageFormat outputFormat(const QCommandLineParser& parser, const QString& output)
{
    if (parser.isSet(QStringLiteral("format"))) {
        const QString name = parser.value(QStringLiteral("format")).trimmed();
        if (const auto f = imageFormatFromName(name))
            return *f;
        throw UsageError("--format: '" + utf8(name) + "' is not png, svg or pdf");
    }
    if (const auto f = imageFormatFromPath(output))
        return *f;
    throw UsageError("--output: cannot tell the format of '" + utf8(output) +
                     "' from its extension; add --format png, svg or pdf");
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

// One job: parse, answer, build, export. Throws UsageError or RunError.
void renderJob(const QCommandLineParser& parser)
{
    if (!parser.isSet(QStringLiteral("output")))
        throw UsageError("render needs --output FILE");
    const QString output = parser.value(QStringLiteral("output"));
    const ImageFormat format = outputFormat(parser, output);
    const int size = parser.isSet(QStringLiteral("size"))
                         ? intOption(parser, QStringLiteral("size"), kMinSize, kMaxSize)
                         : 800;
    const DisplayOptions display = displayOptions(parser);

    Query q = queryFromParser(parser);
    q.distinctStops = parser.isSet(QStringLiteral("distinct"));
    q.limit = static_cast<std::size_t>(display.paths);
    if (display.trajectories) {
        if (!q.to)
            throw UsageError("--trajectories needs --to SQ");
        if (!supportsTrajectories(q.metric))
            throw UsageError("the " + std::string(metricName(q.metric)) +
                             " metric has no moves, so no trajectories");
    } else {
        q.via.reset(); // a via square only shapes routes; without routes it is just a mark
        q.length.reset();
    }
    Answer a;
    try {
        a = answer(q);
    } catch (const QueryError& e) {
        throw UsageError(e.what());
    }
    if (!display.trajectories)
        a.trajectories.reset();

    const ExportResult result = exportDiagram(buildDiagram(q, a, display), output, format, size);
    if (result.status == ExportResult::Status::BadInput)
        throw UsageError(utf8(result.message));
    if (result.status == ExportResult::Status::IoError)
        throw RunError(utf8(result.message));
}

// Runs every job of the file; a bad line is reported with its number and the others still run.
std::string runBatch(const QString& path)
{
    QFile file(path);
    if (!file.open(QIODevice::ReadOnly | QIODevice::Text))
        throw UsageError("--batch: cannot read '" + utf8(path) + "': " + utf8(file.errorString()));
    const QStringList lines = QString::fromUtf8(file.readAll()).split(QLatin1Char('\n'));

    struct Job {
        int line;
        QStringList arguments;
    };
    std::vector<Job> jobs;
    int badInput = 0;
    int failed = 0;
    const auto report = [&](int line, const std::string& message) {
        std::fprintf(stderr, "chess-distance: %s:%d: %s\n", utf8(path).c_str(), line,
                     message.c_str());
    };
    for (int i = 0; i < lines.size(); ++i) {
        const QString line = lines[i].trimmed();
        if (line.isEmpty() || line.startsWith(QLatin1Char('#')))
            continue;
        QString error;
        auto words = splitArguments(line, &error);
        if (!words) {
            report(i + 1, utf8(error));
            ++badInput;
            continue;
        }
        if (!words->isEmpty() && words->first() == QStringLiteral("render"))
            words->removeFirst();
        jobs.push_back({i + 1, *words});
    }

    int done = 0;
    for (const Job& job : jobs) {
        QCommandLineParser parser;
        addJobOptions(parser);
        try {
            if (!parser.parse(QStringList{QStringLiteral("render")} + job.arguments))
                throw UsageError(utf8(parser.errorText()));
            if (!parser.positionalArguments().isEmpty())
                throw UsageError("unexpected argument '" + utf8(parser.positionalArguments()[0]) +
                                 "'");
            renderJob(parser);
            ++done;
            std::fprintf(stderr, "[%d/%zu] %s\n", done + badInput + failed, jobs.size(),
                         utf8(parser.value(QStringLiteral("output"))).c_str());
        } catch (const UsageError& e) {
            report(job.line, e.what());
            ++badInput;
        } catch (const std::exception& e) {
            report(job.line, e.what());
            ++failed;
        }
    }
    if (badInput + failed > 0) {
        const std::string summary = std::to_string(badInput + failed) + " of " +
                                    std::to_string(done + badInput + failed) +
                                    " jobs failed; the others were written";
        if (badInput > 0)
            throw UsageError(summary);
        throw RunError(summary);
    }
    return {};
}

std::string execute(const QCommandLineParser& parser)
{
    if (parser.isSet(QStringLiteral("batch")))
        return runBatch(parser.value(QStringLiteral("batch")));
    renderJob(parser);
    return {};
}

} // namespace

const Command& renderCommand()
{
    static const Command command{"render", "Draw the diagram of a query as PNG, SVG or PDF.",
                                 addOptions, execute, true};
    return command;
}

} // namespace cd::cli
