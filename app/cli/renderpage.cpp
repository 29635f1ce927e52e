#include "renderpage.h"

#include "clitext.h"
#include "options/queryoptions.h"
#include "options/usageerror.h"
#include "picture.h"

#include "diagram/htmlpage.h"

#include <QFileInfo>
#include <QRegularExpression>

#include <algorithm>
#include <limits>

namespace cd::cli {

namespace {

const char* const kPageOnly[] = {"metrics", "quiz", "count", "seed"};

// --metrics a,b,...: the page's metrics, the asked one first (added when missing).
std::vector<Metric> pageMetricList(const QCommandLineParser& parser, Metric asked)
{
    std::vector<Metric> metrics{asked};
    if (!parser.isSet(QStringLiteral("metrics")))
        return metrics;
    metrics.clear();
    for (const QString& part :
         parser.value(QStringLiteral("metrics")).split(u',', Qt::SkipEmptyParts)) {
        const QString name = part.trimmed();
        const auto m = parseMetric(name.toLower().toStdString());
        if (!m)
            throw UsageError(tr("--metrics: unknown metric '%1'").arg(name));
        if (std::find(metrics.begin(), metrics.end(), *m) == metrics.end())
            metrics.push_back(*m);
    }
    if (metrics.empty())
        throw UsageError(tr("--metrics: no metric given"));
    if (const auto it = std::find(metrics.begin(), metrics.end(), asked); it != metrics.end())
        std::rotate(metrics.begin(), it, it + 1);
    else
        metrics.insert(metrics.begin(), asked);
    return metrics;
}

using Seed = std::uint64_t; // unqualified below: lupdate files tr() after "std::" under "std"

Seed seedOption(const QCommandLineParser& parser)
{
    if (!parser.isSet(QStringLiteral("seed")))
        return 1;
    const QString text = parser.value(QStringLiteral("seed")).trimmed();
    bool ok = false;
    const Seed seed = text.toULongLong(&ok);
    if (!ok)
        throw UsageError(tr("--seed: '%1' is not a whole number from 0 to %2")
                             .arg(text)
                             .arg(std::numeric_limits<Seed>::max()));
    return seed;
}

// What to lower, as options, when a page is too big.
QString pageLever(PagePart part)
{
    switch (part) {
    case PagePart::Drawing:
        return tr("a smaller --size or fewer --paths");
    case PagePart::Marks:
        return tr("a smaller --size (or fewer arrows in the game's comment)");
    case PagePart::Tables:
        return tr("fewer --metrics");
    case PagePart::Quiz:
        return tr("a smaller --count, or no --quiz");
    }
    return {};
}

} // namespace

void addPageOptions(QCommandLineParser& parser)
{
    parser.addOptions({
        {QStringLiteral("metrics"),
         tr("An HTML page: the metrics it can switch among, comma-separated (default: the one "
            "asked)."),
         QStringLiteral("LIST")},
        {QStringLiteral("quiz"),
         tr("An HTML page: add homework questions drawn as worksheets draw them (--count, "
            "--seed).")},
        {QStringLiteral("count"), tr("With --quiz: the number of questions, 1..500 (default 6)."),
         QStringLiteral("N")},
        {QStringLiteral("seed"),
         tr("With --quiz: the same seed gives the same questions (default 1)."),
         QStringLiteral("S")},
    });
}

bool writesPage(const QCommandLineParser& parser)
{
    if (parser.isSet(QStringLiteral("format")))
        return parser.value(QStringLiteral("format")).trimmed().toLower() == QStringLiteral("html");
    const QString suffix = QFileInfo(parser.value(QStringLiteral("output"))).suffix().toLower();
    return suffix == QStringLiteral("html") || suffix == QStringLiteral("htm");
}

void rejectPageOptions(const QCommandLineParser& parser)
{
    for (const char* option : kPageOnly)
        if (parser.isSet(QString::fromLatin1(option)))
            throw UsageError(tr("--%1 makes an HTML page: give --output FILE.html or --format html")
                                 .arg(QString::fromLatin1(option)));
}

void writePage(const QCommandLineParser& parser)
{
    for (const char* other :
         {"compare", "difference", "step", "zone", "animate", "delay", "loop", "plies"})
        if (parser.isSet(QString::fromLatin1(other)))
            throw UsageError(
                tr("an HTML page shows one board; leave out --%1").arg(QString::fromLatin1(other)));
    // What the images take only with --metric arrival, which a page is not: the page would drop it.
    for (const char* other : {"side", "block", "unsafe"})
        if (parser.isSet(QString::fromLatin1(other)))
            throw UsageError(
                tr("an HTML page measures from a square; leave out --%1 (it is for --metric "
                   "arrival)")
                    .arg(QString::fromLatin1(other)));
    // The page counts and steps through the shortest routes itself (page.js): routes of another
    // length, through a square or never standing twice are not what it would show.
    for (const char* other : {"via", "length", "distinct"})
        if (parser.isSet(QString::fromLatin1(other)))
            throw UsageError(tr("an HTML page steps through the shortest routes only; leave out "
                                "--%1")
                                 .arg(QString::fromLatin1(other)));
    if (parser.value(QStringLiteral("metric")).trimmed().toLower() == QStringLiteral("arrival"))
        throw UsageError(tr("an HTML page measures from a square; --metric arrival is not one"));
    for (const char* option : {"count", "seed"})
        if (parser.isSet(QString::fromLatin1(option)) && !parser.isSet(QStringLiteral("quiz")))
            throw UsageError(tr("--%1 needs --quiz").arg(QString::fromLatin1(option)));
    const Picture p = answerPicture(parser);
    PageRequest r;
    r.query = p.query;
    r.metrics = pageMetricList(parser, p.query.metric);
    r.display = p.display;
    r.width = imageWidth(parser);
    if (parser.isSet(QStringLiteral("quiz"))) {
        QuizRequest quiz;
        if (parser.isSet(QStringLiteral("count")))
            quiz.count = options::intOption(parser, QStringLiteral("count"), 1, 500);
        quiz.seed = seedOption(parser);
        r.quiz = quiz;
    }
    const ExportResult result = exportPage(buildDiagram(p.query, p.answer, p.display), r,
                                           parser.value(QStringLiteral("output")), pageLever);
    if (result.status == ExportResult::Status::BadInput)
        throw UsageError(result.message);
    if (result.status == ExportResult::Status::IoError)
        throw RunError(result.message);
}

} // namespace cd::cli
