// chess-distance worksheet: printable exercises with answer keys, reproducible by seed.
#include "clitext.h"
#include "command.h"
#include "options/queryoptions.h"
#include "options/usageerror.h"
#include "picture.h"

#include "diagram/outputtarget.h"
#include "diagram/worksheet.h"

#include <QFileInfo>
#include <QRegularExpression>

#include <limits>

namespace cd::cli {

namespace {

constexpr int kMaxTitleCharacters = 200;

void addOptions(QCommandLineParser& parser)
{
    parser.addOptions({
        {QStringLiteral("metric"),
         tr("A metric to practise; repeat it or separate by commas (default knight, chebyshev, "
            "manhattan)."),
         QStringLiteral("M")},
        {QStringLiteral("count"), tr("Number of exercises, 1..500 (default 6)."),
         QStringLiteral("N")},
        {QStringLiteral("seed"), tr("The same seed gives the same exercises (default 1)."),
         QStringLiteral("S")},
        {QStringLiteral("questions"), tr("Squares to fill in per board, 1..20 (default 5)."),
         QStringLiteral("K")},
        {QStringLiteral("trajectories"),
         tr("Also ask how many shortest routes lead to the farthest asked square.")},
        {QStringLiteral("paper"), tr("a4 (default) or letter."), QStringLiteral("SIZE")},
        {QStringLiteral("palette"), tr("Colour scale (default viridis)."), QStringLiteral("NAME")},
        {QStringLiteral("title"), tr("The title on every page."), QStringLiteral("TEXT")},
        {QStringLiteral("output"), tr("The PDF file to write (- for standard output)."),
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
                throw UsageError(tr("--metric: unknown metric '%1'").arg(part.trimmed()));
            if (!needsSource(*m) || *m == Metric::Reach)
                throw UsageError(tr("--metric: %1 has no source square to ask from; choose a "
                                    "metric of two squares")
                                     .arg(part.trimmed()));
            out.push_back(*m);
        }
    return out;
}

QString execute(const QCommandLineParser& parser)
{
    if (!parser.isSet(QStringLiteral("output")))
        throw UsageError(tr("worksheet needs --output FILE.pdf"));
    const QString output = parser.value(QStringLiteral("output"));
    const bool toStdout = isStandardOutput(output);
    if (!toStdout &&
        QFileInfo(output).suffix().compare(QLatin1String("pdf"), Qt::CaseInsensitive) != 0)
        throw UsageError(tr("--output: a worksheet is a PDF; name it *.pdf"));

    ExerciseSpec spec;
    if (parser.isSet(QStringLiteral("metric")))
        spec.metrics = metrics(parser);
    if (parser.isSet(QStringLiteral("count")))
        spec.count = options::intOption(parser, QStringLiteral("count"), 1, 500);
    if (parser.isSet(QStringLiteral("questions")))
        spec.questions = options::intOption(parser, QStringLiteral("questions"), 1, 20);
    if (parser.isSet(QStringLiteral("seed"))) {
        bool ok = false;
        spec.seed = parser.value(QStringLiteral("seed")).trimmed().toULongLong(&ok);
        static const QRegularExpression digits(QStringLiteral("^\\+?[0-9]+$"));
        const QString seed = parser.value(QStringLiteral("seed")).trimmed();
        if (!ok && digits.match(seed).hasMatch())
            throw UsageError(tr("--seed: %1 is out of range 0..%2")
                                 .arg(seed)
                                 .arg(std::numeric_limits<std::uint64_t>::max()));
        if (!ok)
            throw UsageError(
                tr("--seed: '%1' is not a whole number").arg(parser.value(QStringLiteral("seed"))));
    }
    spec.trajectories = parser.isSet(QStringLiteral("trajectories"));

    WorksheetOptions options;
    if (parser.isSet(QStringLiteral("paper"))) {
        const QString paper = parser.value(QStringLiteral("paper")).trimmed().toLower();
        if (paper == QLatin1String("letter"))
            options.paper = PaperSize::Letter;
        else if (paper != QLatin1String("a4"))
            throw UsageError(tr("--paper: '%1' is not a4 or letter").arg(paper));
    }
    if (parser.isSet(QStringLiteral("palette"))) {
        const QString name = parser.value(QStringLiteral("palette")).trimmed();
        const auto id = parsePalette(name);
        if (!id)
            throw UsageError(tr("--palette: unknown palette '%1'").arg(name));
        options.palette = *id;
    }
    if (parser.isSet(QStringLiteral("title"))) {
        options.title = parser.value(QStringLiteral("title"));
        if (options.title.size() > kMaxTitleCharacters)
            throw UsageError(tr("--title: %1 characters, at most %2")
                                 .arg(options.title.size())
                                 .arg(kMaxTitleCharacters));
    }
    options.subtitle = seedSubtitle(spec.seed);

    const std::vector<Exercise> exercises = makeExercises(spec);
    const ExportResult r = writeWorksheet(exercises, options, output);
    if (r.status == ExportResult::Status::IoError)
        throw RunError(r.message);
    if (r.status == ExportResult::Status::BadInput)
        throw UsageError(r.message);
    const int count = static_cast<int>(exercises.size());
    if (toStdout)
        return {}; // standard output holds the PDF alone
    return tr("%1: %n exercises on %2 pages (answer key included)", nullptr, count)
               .arg(output, QString::number(worksheetPageCount(count))) +
           u'\n';
}

} // namespace

const Command& worksheetCommand()
{
    static const Command command{
        "worksheet",
        QT_TRANSLATE_NOOP("cd::cli", "Write a printable PDF of exercises and their answer key."),
        addOptions, execute, true};
    return command;
}

} // namespace cd::cli
