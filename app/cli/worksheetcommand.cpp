// chess-distance worksheet: printable exercises with answer keys, reproducible by seed.
#include "command.h"
#include "picture.h"
#include "queryoptions.h"
#include "usageerror.h"

#include "diagram/worksheet.h"

#include <QFileInfo>

namespace cd::cli {

namespace {

void addOptions(QCommandLineParser& parser)
{
    parser.addOptions({
        {QStringLiteral("metric"),
         QStringLiteral("A metric to practise; repeat it or separate by commas (default knight, "
                        "chebyshev, manhattan)."),
         QStringLiteral("M")},
        {QStringLiteral("count"), QStringLiteral("Number of exercises, 1..500 (default 6)."),
         QStringLiteral("N")},
        {QStringLiteral("seed"),
         QStringLiteral("The same seed gives the same exercises (default 1)."),
         QStringLiteral("S")},
        {QStringLiteral("questions"),
         QStringLiteral("Squares to fill in per board, 1..20 (default 5)."), QStringLiteral("K")},
        {QStringLiteral("trajectories"),
         QStringLiteral("Also ask how many shortest routes lead to the farthest asked square.")},
        {QStringLiteral("paper"), QStringLiteral("a4 (default) or letter."),
         QStringLiteral("SIZE")},
        {QStringLiteral("palette"), QStringLiteral("Colour scale (default viridis)."),
         QStringLiteral("NAME")},
        {QStringLiteral("title"), QStringLiteral("The title on every page."),
         QStringLiteral("TEXT")},
        {QStringLiteral("output"), QStringLiteral("The PDF file to write."),
         QStringLiteral("FILE")},
    });
}

std::vector<Metric> metrics(const QCommandLineParser& parser)
{
    std::vector<Metric> out;
    for (const QString& value : parser.values(QStringLiteral("metric")))
        for (const QString& part : value.split(QLatin1Char(','), Qt::SkipEmptyParts)) {
            const auto m = parseMetric(part.trimmed().toLower().toStdString());
            if (!m)
                throw UsageError("--metric: unknown metric '" + part.trimmed().toStdString() + "'");
            if (!needsSource(*m) || *m == Metric::Reach)
                throw UsageError("--metric: " + part.trimmed().toStdString() +
                                 " has no source square to ask from; choose a metric of two "
                                 "squares");
            out.push_back(*m);
        }
    return out;
}

std::string execute(const QCommandLineParser& parser)
{
    if (!parser.isSet(QStringLiteral("output")))
        throw UsageError("worksheet needs --output FILE.pdf");
    const QString output = parser.value(QStringLiteral("output"));
    if (QFileInfo(output).suffix().compare(QLatin1String("pdf"), Qt::CaseInsensitive) != 0)
        throw UsageError("--output: a worksheet is a PDF; name it *.pdf");

    ExerciseSpec spec;
    if (parser.isSet(QStringLiteral("metric")))
        spec.metrics = metrics(parser);
    if (parser.isSet(QStringLiteral("count")))
        spec.count = intOption(parser, QStringLiteral("count"), 1, 500);
    if (parser.isSet(QStringLiteral("questions")))
        spec.questions = intOption(parser, QStringLiteral("questions"), 1, 20);
    if (parser.isSet(QStringLiteral("seed"))) {
        bool ok = false;
        spec.seed = parser.value(QStringLiteral("seed")).trimmed().toULongLong(&ok);
        if (!ok)
            throw UsageError("--seed: '" + parser.value(QStringLiteral("seed")).toStdString() +
                             "' is not a whole number");
    }
    spec.trajectories = parser.isSet(QStringLiteral("trajectories"));

    WorksheetOptions options;
    if (parser.isSet(QStringLiteral("paper"))) {
        const QString paper = parser.value(QStringLiteral("paper")).trimmed().toLower();
        if (paper == QLatin1String("letter"))
            options.paper = PaperSize::Letter;
        else if (paper != QLatin1String("a4"))
            throw UsageError("--paper: '" + paper.toStdString() + "' is not a4 or letter");
    }
    if (parser.isSet(QStringLiteral("palette"))) {
        const QString name = parser.value(QStringLiteral("palette")).trimmed();
        const auto id = parsePalette(name);
        if (!id)
            throw UsageError("--palette: unknown palette '" + name.toStdString() + "'");
        options.palette = *id;
    }
    if (parser.isSet(QStringLiteral("title")))
        options.title = parser.value(QStringLiteral("title"));
    options.subtitle = QStringLiteral("seed %1").arg(spec.seed);

    const std::vector<Exercise> exercises = makeExercises(spec);
    const ExportResult r = writeWorksheet(exercises, options, output);
    if (r.status == ExportResult::Status::IoError)
        throw RunError(r.message.toStdString());
    if (r.status == ExportResult::Status::BadInput)
        throw UsageError(r.message.toStdString());
    return output.toStdString() + ": " + std::to_string(exercises.size()) + " exercises on " +
           std::to_string(worksheetPageCount(static_cast<int>(exercises.size()))) +
           " pages (answer key included)\n";
}

} // namespace

const Command& worksheetCommand()
{
    static const Command command{"worksheet",
                                 "Write a printable PDF of exercises and their answer key.",
                                 addOptions, execute, true};
    return command;
}

} // namespace cd::cli
