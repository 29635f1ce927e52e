#include "renderpage.h"

#include "clitext.h"
#include "options/positionoptions.h"
#include "options/queryoptions.h"
#include "options/usageerror.h"
#include "picture.h"

#include "diagram/htmlpage.h"

#include <QRegularExpression>

#include <algorithm>
#include <limits>

namespace cd::cli {

namespace {

// --metrics a,b,...: the page's metrics, the asked one first (added when missing).
std::vector<Metric> pageMetricList(const std::optional<QString>& list, Metric asked)
{
    std::vector<Metric> metrics{asked};
    if (!list)
        return metrics;
    metrics.clear();
    for (const QString& part : list->split(u',', Qt::SkipEmptyParts)) {
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

Seed seedOption(const std::optional<QString>& given)
{
    if (!given)
        return 1;
    const QString text = given->trimmed();
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

QList<QCommandLineOption> pageOptions()
{
    return {
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
    };
}

namespace {

// The page's query and display; with --control nothing is measured until the pupil clicks, so
// the metric needs no --from yet.
Picture pageQuery(const RenderRequest& request)
{
    if (!request.control)
        return answerPicture(request.picture);
    Picture p;
    const options::GivenPosition given = options::positionFrom(request.query().position);
    p.query = options::queryFrom(request.query(), given.board, options::SourceCheck::None);
    p.display = displayOptions(request.picture);
    return p;
}

} // namespace

void writePage(const RenderRequest& request, const std::optional<Diagram>& opening)
{
    const Picture p = pageQuery(request);
    PageRequest r;
    r.query = p.query;
    r.metrics = pageMetricList(request.metrics, p.query.metric);
    r.display = p.display;
    r.width = imageWidth(request.picture);
    if (request.quiz) {
        QuizRequest quiz;
        if (request.count)
            quiz.count = options::intValue(QStringLiteral("count"), *request.count, 1, 500);
        quiz.seed = seedOption(request.seed);
        r.quiz = quiz;
    }
    r.control = request.control;
    r.zone = opening.has_value() && !request.control;
    const ExportResult result =
        exportPage(opening ? *opening
                           : markedSide(buildDiagram(p.query, p.answer, p.display), request.picture,
                                        p.query, false),
                   r, request.output.value_or(QString()), pageLever);
    if (result.status == ExportResult::Status::BadInput)
        throw UsageError(result.message);
    if (result.status == ExportResult::Status::IoError)
        throw RunError(result.message);
}

} // namespace cd::cli
