// chess-distance trajectory: Stilman's trajectory set from --from to --to, its layers, its count
// and the first routes.
#include "command.h"
#include "jsonwriter.h"
#include "queryoptions.h"
#include "textgrid.h"
#include "usageerror.h"

namespace cd::cli {

namespace {

const QStringList kFormats = {QStringLiteral("text"), QStringLiteral("json")};
constexpr int kLimitMax = 1'000'000;

void addOptions(QCommandLineParser& parser)
{
    addQueryOptions(parser, true);
    parser.addOptions({
        {QStringLiteral("limit"), QStringLiteral("List at most N routes (default 100)."),
         QStringLiteral("N")},
        {QStringLiteral("distinct"),
         QStringLiteral("Only routes that never stand on a square twice.")},
    });
    addFormatOption(parser, kFormats);
}

std::vector<std::string> names(Bitboard set)
{
    std::vector<std::string> out;
    for (Square s = 0; s < 64; ++s)
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

std::string countText(const PathCount& c)
{
    return (c.saturated ? "at least " : "") + std::to_string(c.value);
}

std::string text(const Query& q, const TrajectorySet& t)
{
    const std::string head =
        std::string(metricName(q.metric)) + " " + squareName(*q.from) + " -> " + squareName(*q.to);
    if (t.distance == kUnreachable)
        return head + ": unreachable\n";
    std::string out = head + ": distance " + std::to_string(t.distance);
    if (q.via)
        out += ", via " + squareName(*q.via);
    const bool shortest = t.length == t.distance && !q.via;
    out += ", " + countText(t.count) + (shortest ? " shortest" : "") + " trajectories";
    if (!shortest)
        out += " of length " + std::to_string(t.length);
    if (q.distinctStops)
        out += " with distinct stops";
    out += " over " + std::to_string(names(t.squares).size()) + " squares\n\n";
    out += setGrid(t.squares) + "\nlayers\n";
    for (std::size_t i = 0; i < t.layers.size(); ++i)
        out += std::to_string(i) + "  " + joined(names(t.layers[i]), " ") + "\n";
    out += "\ntrajectories";
    if (t.count.saturated || t.routes.size() < t.count.value)
        out += " (the first " + std::to_string(t.routes.size()) + ")";
    out += "\n";
    for (const auto& route : t.routes)
        out += routeText(route) + "\n";
    return out;
}

std::string json(const QCommandLineParser& parser, const Query& q, const TrajectorySet& t)
{
    JsonWriter w;
    w.beginObject();
    w.key("metric").value(metricName(q.metric));
    w.key("from").value(squareName(*q.from));
    w.key("to").value(squareName(*q.to));
    w.key("via").value(q.via ? std::optional(squareName(*q.via)) : std::nullopt);
    w.key("fen").value(reportedFen(parser, q));
    w.key("distance");
    t.distance == kUnreachable ? w.null() : w.value(static_cast<int>(t.distance));
    w.key("length").value(t.length);
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

std::string execute(const QCommandLineParser& parser)
{
    const QString format = formatOption(parser, kFormats);
    if (!parser.isSet(QStringLiteral("to")))
        throw UsageError("trajectory needs --to SQ");
    Query q = queryFromParser(parser);
    if (!supportsTrajectories(q.metric))
        throw UsageError("the " + std::string(metricName(q.metric)) +
                         " metric has no moves; trajectories need chebyshev, manhattan, knight, "
                         "rook, bishop, queen, pawn or reach");
    q.distinctStops = parser.isSet(QStringLiteral("distinct"));
    if (parser.isSet(QStringLiteral("limit")))
        q.limit =
            static_cast<std::size_t>(intOption(parser, QStringLiteral("limit"), 0, kLimitMax));
    const Answer a = answer(q);
    const TrajectorySet& t = *a.trajectories;
    return format == QStringLiteral("json") ? json(parser, q, t) : text(q, t);
}

} // namespace

const Command& trajectoryCommand()
{
    static const Command command{
        "trajectory", "Print the shortest (or longer admissible) routes from --from to --to.",
        addOptions, execute};
    return command;
}

} // namespace cd::cli
