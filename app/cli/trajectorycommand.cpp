// chess-distance trajectory: Stilman's trajectory set from --from to --to, its layers, its count
// and the first routes.
#include "clitext.h"
#include "command.h"
#include "commandrules.h"
#include "jsonwriter.h"
#include "options/queryoptions.h"
#include "options/usageerror.h"
#include "textgrid.h"

#include "diagram/counttext.h"

#include "pgnmarks.h"

namespace cd::cli {

namespace {

const QStringList kFormats = {QStringLiteral("text"), QStringLiteral("json"),
                              QStringLiteral("pgn")};
constexpr int kLimitMax = 1'000'000;

void addOptions(QCommandLineParser& parser)
{
    parser.addOptions(options::queryOptions(true));
    parser.addOptions({
        {QStringLiteral("limit"), tr("List at most N routes (default 100)."), QStringLiteral("N")},
        {QStringLiteral("distinct"), tr("Only routes that never stand on a square twice.")},
    });
    addFormatOption(parser, kFormats);
}

std::vector<std::string> names(Bitboard set)
{
    std::vector<std::string> out;
    for (Square s = A1; s <= H8; ++s)
        if ((set >> s) & 1)
            out.push_back(squareName(s));
    return out;
}

std::string joined(const std::vector<std::string>& parts, const char* separator)
{
    std::string out;
    for (const auto& p : parts)
        out += (out.empty() ? "" : separator) + p;
    return out;
}

std::string routeText(const std::vector<Square>& route)
{
    std::vector<std::string> parts;
    for (const Square s : route)
        parts.push_back(squareName(s));
    return joined(parts, " ");
}

// True when a --length was asked for and no route has it (shorter than the distance, or of the
// wrong parity).
bool noRoute(const Query& q, const TrajectorySet& t)
{
    return q.length && t.distance != kUnreachable && t.count.value == 0 && !t.count.saturated;
}

// The summary line is built from optional parts: "knight a1 -> h8: distance 6, 108 shortest
// trajectories over 24 squares".
QString summary(const Query& q, const TrajectorySet& t)
{
    const QString head =
        QStringLiteral("%1 %2 -> %3")
            .arg(options::metricText(q.metric), squareText(*q.from), squareText(*q.to));
    if (t.distance == kUnreachable)
        return tr("%1: unreachable", "trajectory summary; %1 is like \"knight a1 -> h8\"")
            .arg(head);
    QString out =
        tr("%1: distance %2", "trajectory summary, first part; %1 is like \"knight a1 -> h8\"")
            .arg(head, QString::number(t.distance));
    if (q.via)
        out += tr(", via %1", "trajectory summary: follows the distance when --via is given")
                   .arg(squareText(*q.via));
    if (noRoute(q, t))
        return tr("%1: no route of length %2 (the distance is %3)",
                  "trajectory summary when --length admits no route; %1 is like \"knight a1 -> "
                  "h8\"")
            .arg(head, QString::number(*q.length), QString::number(t.distance));
    const bool shortest = t.length == t.distance && !q.via;
    const QString count = countText(t.count);
    const bool one = isSingle(t.count); // one route in the singular
    if (shortest)
        out +=
            one ? tr(", 1 shortest trajectory", "trajectory summary: follows the distance")
                : tr(", %1 shortest trajectories",
                     "trajectory summary: follows the distance; %1 is the count", pluralOf(t.count))
                      .arg(count);
    else
        out +=
            one ? tr(", 1 trajectory of length %1", "trajectory summary: follows the distance")
                      .arg(t.length)
                : tr(", %1 trajectories of length %2",
                     "trajectory summary: follows the distance; %1 is the count", pluralOf(t.count))
                      .arg(count, QString::number(t.length));
    if (q.distinctStops)
        out += tr(" with distinct stops", "trajectory summary: follows the count with --distinct");
    const int squares = static_cast<int>(names(t.squares).size());
    return out + (squares == 1 ? tr(" over 1 square", "trajectory summary: its end")
                               : tr(" over %n squares", "trajectory summary: its end", squares));
}

QString text(const Query& q, const TrajectorySet& t)
{
    QString out = summary(q, t) + u'\n';
    if (t.distance == kUnreachable || noRoute(q, t))
        return out;
    out += u'\n' + QString::fromStdString(setGrid(t.squares)) + u'\n';
    out += tr("layers", "heading of the list of the squares at each move") + u'\n';
    for (std::size_t i = 0; i < t.layers.size(); ++i)
        out += QStringLiteral("%1  %2\n")
                   .arg(i)
                   .arg(QString::fromStdString(joined(names(t.layers[i]), " ")));
    out += u'\n';
    if (t.count.saturated || t.routes.size() < t.count.value)
        out +=
            tr("trajectories (the first %1)", "heading of the list of routes").arg(t.routes.size());
    else
        out += tr("trajectories", "heading of the list of routes");
    out += u'\n';
    for (const auto& route : t.routes)
        out += QString::fromStdString(routeText(route)) + u'\n';
    return out;
}

std::string json(const options::QueryRequest& request, const Query& q, const TrajectorySet& t)
{
    JsonWriter w;
    w.beginObject();
    w.key("metric").value(metricName(q.metric));
    w.key("from").value(squareName(*q.from));
    w.key("to").value(squareName(*q.to));
    w.key("via").value(q.via ? std::optional(squareName(*q.via)) : std::nullopt);
    w.key("fen").value(options::reportedFen(request, q));
    w.key("distance");
    t.distance == kUnreachable ? w.null() : w.value(static_cast<int>(t.distance));
    w.key("length").value(q.length && t.length == 0 ? *q.length : t.length); // the asked one
    w.key("distinct").value(q.distinctStops);
    w.key("count").value(t.count.value);
    w.key("countSaturated").value(t.count.saturated);
    w.key("squares").beginArray(true);
    for (const auto& n : names(t.squares))
        w.value(n);
    w.endArray();
    w.key("layers").beginArray();
    for (const Bitboard layer : t.layers) {
        w.beginArray(true);
        for (const auto& n : names(layer))
            w.value(n);
        w.endArray();
    }
    w.endArray();
    w.key("trajectories").beginArray();
    for (const auto& route : t.routes) {
        w.beginArray(true);
        for (const Square s : route)
            w.value(squareName(s));
        w.endArray();
    }
    w.endArray();
    w.endObject();
    return w.str();
}

QString execute(const options::Given& given)
{
    options::checkRules(trajectoryRules(), given.names());
    const options::QueryRequest request = options::queryRequest(given);
    const QString format = formatOption(given, kFormats);
    Query q = options::queryFrom(request);
    if (!supportsTrajectories(q.metric))
        throw UsageError(tr("the %1 metric has no moves; trajectories need chebyshev, "
                            "manhattan, knight, rook, bishop, queen, pawn or reach")
                             .arg(options::metricText(q.metric)));
    q.distinctStops = given.has("distinct");
    if (given.has("limit"))
        q.limit = static_cast<std::size_t>(
            options::intValue(QStringLiteral("limit"), given.value("limit"), 0, kLimitMax));
    const Answer a = answer(q);
    const TrajectorySet& t = *a.trajectories;
    if (format == QStringLiteral("pgn")) // the routes listed, as a comment to paste after a move
        return QString::fromStdString(marksComment(routeMarks(*q.from, *q.to, t.routes))) + u'\n';
    return format == QStringLiteral("json") ? QString::fromStdString(json(request, q, t))
                                            : text(q, t);
}

} // namespace

const Command& trajectoryCommand()
{
    static const Command command{
        "trajectory",
        QT_TRANSLATE_NOOP("cd::cli",
                          "Print the shortest (or longer admissible) routes from --from to --to."),
        addOptions, execute};
    return command;
}

} // namespace cd::cli
