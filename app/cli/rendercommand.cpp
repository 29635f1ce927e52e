// chess-distance render: a diagram of one query written as PNG, SVG or PDF; --batch runs a file
// of such jobs, one per line.
#include "animation.h"
#include "batchfile.h"
#include "clitext.h"
#include "command.h"
#include "commandrules.h"
#include "options/errorline.h"
#include "options/positionoptions.h"
#include "options/queryoptions.h"
#include "options/usageerror.h"
#include "orderedjobs.h"
#include "picture.h"
#include "renderpage.h"
#include "renderrequest.h"

#include "i18n/coremessages.h"

#include "diagram/arrivaldiagram.h"
#include "diagram/controldiagram.h"
#include "diagram/zonediagram.h"

#include <QFile>
#include <QFileInfo>

#include <cstdio>
#include <memory>
#include <vector>

namespace cd::cli {

namespace {

void addJobOptions(QCommandLineParser& parser)
{
    parser.addOptions(options::queryOptions(true, true));
    parser.addOptions({
        {QStringLiteral("output"), tr("The image file to write (- for standard output)."),
         QStringLiteral("FILE")},
        {QStringLiteral("format"),
         tr("png, svg or pdf; gif or webp with --animate; html for an interactive page "
            "(default: from the output's extension)."),
         QStringLiteral("F")},
        {QStringLiteral("compare"), tr("A second board beside the first, measured by metric M2."),
         QStringLiteral("M2")},
        {QStringLiteral("difference"),
         tr("The difference map (this metric minus M2) on a diverging scale."),
         QStringLiteral("M2")},
        {QStringLiteral("step"),
         tr("Wavefront: colour only the squares at distance <= N, frame those at N."),
         QStringLiteral("N")},
        {QStringLiteral("zone"),
         tr("With --from and --to: Stilman's zone over the routes, the pieces that can stop the "
            "piece in time and their routes (docs/zones.md).")},
        {QStringLiteral("control"),
         tr("The position's control: each square coloured by how many pieces of each side "
            "attack it, the counts on it, and the pieces an exchange wins (docs/control.md).")},
        {QStringLiteral("x-ray"), tr("With --control: count x-rays too.")},
        {QStringLiteral("side"),
         tr("With --metric arrival (who gets to each square first): the fewest moves of white or "
            "black, or their difference (default)."),
         QStringLiteral("SIDE")},
    });
    parser.addOptions(options::whatIfOptions());
    parser.addOptions(pictureOptions());
    parser.addOptions(animationOptions());
    parser.addOptions(pageOptions());
}

void addOptions(QCommandLineParser& parser)
{
    addJobOptions(parser);
    parser.setApplicationDescription(
        parser.applicationDescription() + u'\n' +
        tr("Slow: --animate with thousands of frames (10,000 plies take about 20 seconds) and "
           "--batch with many jobs; on a terminal, stderr shows how far they have got."));
    parser.addOption(
        {QStringLiteral("batch"),
         tr("Run the jobs in the file JOBS, one per line with the options above (# starts a "
            "comment); progress on stderr."),
         QStringLiteral("JOBS")});
}

ImageFormat outputFormat(const std::optional<QString>& format, const QString& output)
{
    if (format) {
        const QString name = format->trimmed();
        if (const auto f = imageFormatFromName(name))
            return *f;
        throw UsageError(tr("--format: '%1' is not png, svg, pdf or html").arg(name));
    }
    if (const auto f = imageFormatFromPath(output))
        return *f;
    throw UsageError(
        tr("--output: cannot tell the format of '%1' from its extension; add --format png, svg "
           "or pdf")
            .arg(output));
}

// --metric arrival: who gets there first, one map, with the side to move. Throws UsageError.
Diagram arrivalDiagram(const RenderRequest& request)
{
    const Board pos = options::positionFrom(request.query().position).board;
    ArrivalView view = ArrivalView::Difference;
    if (request.side) {
        const QString text = request.side->trimmed();
        const QString name = text.toLower();
        if (name == QStringLiteral("white"))
            view = ArrivalView::White;
        else if (name == QStringLiteral("black"))
            view = ArrivalView::Black;
        else if (name == QStringLiteral("both"))
            throw UsageError(tr("--side: render draws one map, so it takes white, black or "
                                "difference (both sides' moves compared), not both"));
        else if (name != QStringLiteral("difference"))
            throw UsageError(tr("--side: '%1' is not white, black or difference").arg(text));
    }
    if (view != ArrivalView::Black && pos.pieces(Color::White) == 0)
        throw UsageError(tr("--fen: the position has no white pieces"));
    if (view != ArrivalView::White && pos.pieces(Color::Black) == 0)
        throw UsageError(tr("--fen: the position has no black pieces"));
    ReachOptions opts;
    opts.captures = options::capturesValue(request.query().captures);
    opts.avoidAttacked = request.query().avoidAttacked;
    opts = options::withWhatIf(request.whatIf, pos, opts);
    Query where;
    where.board = pos;
    return markedSide(
        buildArrivalDiagram(pos, arrival(pos, opts), view, opts, displayOptions(request.picture)),
        request.picture, where, true);
}

// --zone: the trajectory overlay with the zone drawn over it. Throws UsageError, QueryError.
Diagram zoneDiagram(const RenderRequest& request, const Picture& p)
{
    if (const auto need = zoneNeed(p.query, request.query().position.given()))
        switch (*need) {
        case ZoneNeed::Squares:
            throw UsageError(tr("--zone needs --from SQ and --to SQ"));
        case ZoneNeed::Position:
            throw UsageError(tr("--zone needs a position: --fen FEN or --pgn FILE"));
        case ZoneNeed::Reach:
            throw UsageError(tr("--zone measures the piece in the position: leave out --metric or "
                                "give --metric reach"));
        case ZoneNeed::Piece:
            throw UsageError(tr("--zone: no piece on %1")
                                 .arg(QString::fromStdString(squareName(*p.query.from))));
        }
    Query q = p.query;
    q.limit = 1;
    Diagram d = buildDiagram(p.query, p.answer, p.display);
    addZone(d, zone(q));
    return d;
}

// One job: its rules, then answer, build, export; the size of the PNG written (empty for SVG and
// PDF). Throws UsageError or RunError.
QSize renderJob(const RenderRequest& request)
{
    options::checkRules(renderRules(), request.facts);
    const QString output = request.output.value_or(QString());
    if (request.writesPage() && !request.animate) {
        // The page opens on the zone's picture and verdict, or on the position's control.
        std::optional<Diagram> zoneBoard;
        if (request.control)
            zoneBoard = buildControlDiagram(options::positionFrom(request.query().position).board,
                                            request.xray, displayOptions(request.picture));
        if (request.zone) {
            const Picture p = answerPicture(request.picture);
            zoneBoard = markedSide(zoneDiagram(request, p), request.picture, p.query, true);
        }
        writePage(request, zoneBoard);
        return {};
    }
    if (renderAnimation(request))
        return {}; // frames are at most 8192 px wide, and viewers stream them
    const ImageFormat format = outputFormat(request.format, output);
    const int width = imageWidth(request.picture);
    if (request.query().arrival())
        return writeDiagram(arrivalDiagram(request), output, format, width);
    if (request.control) // the side to move does not change the counts: no marker
        return writeDiagram(
            buildControlDiagram(options::positionFrom(request.query().position).board, request.xray,
                                displayOptions(request.picture)),
            output, format, width);
    Picture p = answerPicture(request.picture);
    if (request.step) {
        if (needsSource(p.query.metric) && !p.query.from)
            throw UsageError(tr("--step needs --from SQ"));
        p.display.step = options::intValue(QStringLiteral("step"), *request.step, 0, 127);
    }
    if (request.zone)
        return writeDiagram(markedSide(zoneDiagram(request, p), request.picture, p.query, true),
                            output, format, width);
    if (!request.difference && !request.compare)
        return writeDiagrams({markedSide(buildDiagram(p.query, p.answer, p.display),
                                         request.picture, p.query, false)},
                             output, format, width);
    const bool difference = request.difference.has_value();
    const QString option = difference ? QStringLiteral("difference") : QStringLiteral("compare");
    const Picture q = withMetric(
        p, options::metricValue(option, difference ? *request.difference : *request.compare),
        difference ? "--difference" : "--compare");
    Comparison boards =
        buildComparison(p.query, p.answer, q.query, q.answer, p.display, difference);
    if (difference)
        return writeDiagram(boards.second, output, format, width);
    std::vector<Diagram> diagrams{std::move(boards.first), std::move(boards.second)};
    return writeDiagrams(diagrams, output, format, width);
}

// Images of more decoded bytes than this are refused by Qt-based viewers by default
// (QImageReader::allocationLimit, 128 MiB) and strain others.
constexpr qint64 kViewerLimitMiB = 128;

// "warning: ..." when an image of `pixels` is more than common image viewers load; else empty.
QString largeImageWarning(QSize pixels)
{
    const qint64 bytes = qint64(pixels.width()) * pixels.height() * 4; // decoded as 32-bit ARGB
    if (bytes <= kViewerLimitMiB * 1024 * 1024)
        return {};
    return QStringLiteral("warning: ") +
           tr("the image is %1 x %2 pixels, %3 MiB decoded: more than many image viewers load "
              "(%4 MiB)")
               .arg(pixels.width())
               .arg(pixels.height())
               .arg((bytes + 1024 * 1024 - 1) / (1024 * 1024))
               .arg(kViewerLimitMiB);
}

void printLine(const QString& line)
{
    const QByteArray bytes = options::oneLine(line).toUtf8() + '\n';
    std::fwrite(bytes.constData(), 1, static_cast<std::size_t>(bytes.size()), stderr);
    std::fflush(stderr);
}

// What became of one job of a batch, reported once the jobs before it are.
struct JobOutcome {
    enum class Kind { Written, BadInput, Failed } kind = Kind::Written;
    QString message; // why it failed
    QSize pixels;    // of the PNG written
};

// A job's request with the command line's defaults; a bad line is recorded in `outcome`.
RenderRequest parseJob(const QStringList& defaults, const QStringList& arguments,
                       JobOutcome& outcome)
{
    QCommandLineParser parser;
    addJobOptions(parser);
    if (!parser.parse(QStringList{QStringLiteral("render")} + defaults + arguments))
        outcome = {JobOutcome::Kind::BadInput, parser.errorText(), {}}; // Qt translates its own
    else if (!parser.positionalArguments().isEmpty())
        outcome = {JobOutcome::Kind::BadInput,
                   tr("unexpected argument '%1'").arg(parser.positionalArguments()[0]),
                   {}};
    return renderRequest(options::Given(parser));
}

// Runs every job of the file with the command line's other options as defaults, in parallel on
// every core; a bad line is reported with its number and the others still run; binary data
// rejects the whole file. Errors and progress come out in the order of the jobs.
void runBatch(const QString& path, const QStringList& defaults)
{
    QFile file(path);
    if (!file.open(QIODevice::ReadOnly | QIODevice::Text))
        throw UsageError(tr("--batch: cannot read '%1': %2").arg(path, file.errorString()));
    const BatchFile batch = readBatch(file);
    if (!batch.fatal.isEmpty())
        throw UsageError(tr("--batch: %1:%2: %3; no job was run")
                             .arg(path)
                             .arg(batch.fatalLine)
                             .arg(batch.fatal));
    if (file.error() != QFileDevice::NoError)
        throw RunError(tr("--batch: cannot read '%1': %2").arg(path, file.errorString()));

    const auto report = [&](int line, const QString& message) {
        options::printError(QStringLiteral("%1:%2: %3").arg(path).arg(line).arg(message));
    };
    int badInput = 0;
    int failed = 0;
    for (const auto& [line, why] : batch.badLines) {
        report(line, why);
        ++badInput;
    }
    const std::size_t total = batch.jobs.size();
    std::vector<JobOutcome> outcomes(total);
    std::vector<RenderRequest> requests;
    // Parsed first, in order (cheap): the outputs tell which jobs write to standard output. Those
    // take turns in batch order, so that their bytes come out in that order.
    OrderedTurns turns;
    for (std::size_t i = 0; i < total; ++i) {
        requests.push_back(parseJob(defaults, batch.jobs[i].arguments, outcomes[i]));
        if (outcomes[i].kind == JobOutcome::Kind::Written &&
            requests[i].output == QStringLiteral("-"))
            turns.add(i);
    }
    const auto work = [&](std::size_t i) {
        JobOutcome& outcome = outcomes[i];
        if (outcome.kind != JobOutcome::Kind::Written)
            return; // a parse error, already recorded
        const OrderedTurns::Turn turn(turns, i);
        try {
            outcome.pixels = renderJob(requests[i]);
        } catch (const UsageError& e) {
            outcome = {JobOutcome::Kind::BadInput, QString::fromStdString(e.what()), {}};
        } catch (const std::exception& e) {
            outcome = {JobOutcome::Kind::Failed, i18n::errorText(e), {}};
        }
    };
    const auto done = [&](std::size_t i) {
        const JobOutcome& outcome = outcomes[i];
        switch (outcome.kind) {
        case JobOutcome::Kind::Written:
            if (const QString warning = largeImageWarning(outcome.pixels); !warning.isEmpty())
                printLine(warning);
            printLine(QStringLiteral("[%1/%2] %3")
                          .arg(i + 1)
                          .arg(total)
                          .arg(requests[i].output.value_or(QString())));
            break;
        case JobOutcome::Kind::BadInput:
            report(batch.jobs[i].line, outcome.message);
            ++badInput;
            break;
        case JobOutcome::Kind::Failed:
            report(batch.jobs[i].line, outcome.message);
            ++failed;
            break;
        }
    };
    runOrdered(total, work, done);
    if (badInput + failed > 0) {
        const int bad = badInput + failed;
        const auto jobs = static_cast<qsizetype>(total + batch.badLines.size());
        const QString summary =
            bad < jobs ? tr("%n of %1 jobs failed; the others were written", nullptr, bad).arg(jobs)
            : jobs == 1 ? tr("the job failed; nothing was written")
                        : tr("all %1 jobs failed; nothing was written").arg(jobs);
        if (badInput > 0)
            throw UsageError(summary);
        throw RunError(summary);
    }
}

QString execute(const options::Given& given)
{
    if (given.has("batch"))
        runBatch(given.value("batch"), batchDefaults(given));
    else if (const QString warning = largeImageWarning(renderJob(renderRequest(given)));
             !warning.isEmpty())
        printLine(warning); // the image is written all the same
    return {};
}

} // namespace

const Command& renderCommand()
{
    static const Command command{
        "render",
        QT_TRANSLATE_NOOP("cd::cli", "Draw the diagram of a query as PNG, SVG or PDF, or animated "
                                     "as GIF or WebP."),
        addOptions, execute, true};
    return command;
}

} // namespace cd::cli
