// chess-distance pairs: the full 64x64 table, one row per source square.
#include "clitext.h"
#include "command.h"
#include "commandrules.h"
#include "diagram/tablecsv.h"
#include "jsonwriter.h"
#include "options/queryoptions.h"
#include "options/usageerror.h"
#include "textgrid.h"

#include "i18n/coremessages.h"

#include <stdexcept>

namespace cd::cli {

namespace {

const QStringList kFormats = {QStringLiteral("csv"), QStringLiteral("json"),
                              QStringLiteral("text")};

void addOptions(QCommandLineParser& parser)
{
    parser.addOptions(options::queryOptions(false));
    addFormatOption(parser, kFormats);
}

AllPairs computePairs(const Query& q)
{
    if (isSquareMetric(q.metric))
        throw UsageError(
            tr("the %1 metric belongs to one square; pairs needs a metric of two squares")
                .arg(options::metricText(q.metric)));
    if (q.metric != Metric::Reach)
        return metricPairs(q.metric);
    if (!q.piece)
        throw UsageError(tr("pairs --metric reach needs --piece (the piece put on every square)"));
    try {
        return reachPairs(q.board, *q.piece, q.reach);
    } catch (const InputError& e) {
        throw UsageError(i18n::errorText(e));
    }
}

std::string text(const AllPairs& pairs)
{
    std::string out = "from";
    for (Square b = A1; b <= H8; ++b)
        out += ' ', out += static_cast<char>('a' + fileOf(b));
    out += "\n    ";
    for (Square b = A1; b <= H8; ++b)
        out += ' ', out += static_cast<char>('1' + rankOf(b));
    out += '\n';
    for (Square a = A1; a <= H8; ++a) {
        out += squareName(a) + "  ";
        for (const int d : pairs[static_cast<std::size_t>(a)])
            out += ' ', out += cellChar(d);
        out += '\n';
    }
    return out;
}

std::string json(const options::QueryRequest& request, const Query& q, const AllPairs& pairs)
{
    JsonWriter w;
    w.beginObject();
    w.key("metric").value(metricName(q.metric));
    w.key("fen").value(options::reportedFen(request, q));
    std::optional<Piece> mover = q.piece;
    if (const auto type = moverOf(q.metric); type && q.metric != Metric::Reach)
        mover = Piece{Color::White, *type};
    w.key("piece").value(mover ? std::optional(std::string(1, pieceLetter(*mover))) : std::nullopt);
    w.key("captures").value(captureModeName(q.reach.captures));
    w.key("avoidAttacked").value(q.reach.avoidAttacked);
    w.key("squares").beginArray(true);
    for (Square b = A1; b <= H8; ++b)
        w.value(squareName(b));
    w.endArray();
    w.key("pairs").beginObject();
    for (Square a = A1; a <= H8; ++a) {
        w.key(squareName(a)).beginArray(true);
        for (const int d : pairs[static_cast<std::size_t>(a)])
            d == kUnreachable ? w.null() : w.value(d);
        w.endArray();
    }
    w.endObject();
    w.endObject();
    return w.str();
}

QString execute(const options::Given& given)
{
    options::checkRules(pairsRules(), given.names());
    const options::QueryRequest request = options::queryRequest(given);
    const QString format = formatOption(given, kFormats);
    Query q = options::queryFrom(request, options::SourceCheck::None);
    const AllPairs pairs = computePairs(q);
    if (format == QStringLiteral("json"))
        return QString::fromStdString(json(request, q, pairs));
    if (format == QStringLiteral("text"))
        return QString::fromStdString(text(pairs));
    return QString::fromStdString(pairsCsv(pairs));
}

} // namespace

const Command& pairsCommand()
{
    static const Command command{
        "pairs", QT_TRANSLATE_NOOP("cd::cli", "Print the distance between every pair of squares."),
        addOptions, execute};
    return command;
}

} // namespace cd::cli
