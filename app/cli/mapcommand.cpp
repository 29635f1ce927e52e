// chess-distance map: the 64 values of one query as text, JSON or CSV.
#include "clitext.h"
#include "command.h"
#include "commandrules.h"
#include "diagram/tablecsv.h"
#include "jsonwriter.h"
#include "options/queryoptions.h"
#include "options/usageerror.h"
#include "textgrid.h"

namespace cd::cli {

namespace {

const QStringList kFormats = {QStringLiteral("text"), QStringLiteral("json"),
                              QStringLiteral("csv")};

void addOptions(QCommandLineParser& parser)
{
    parser.addOptions(options::queryOptions(false));
    addFormatOption(parser, kFormats);
}

std::optional<std::string> squareOrNull(std::optional<Square> s)
{
    return s ? std::optional(squareName(*s)) : std::nullopt;
}

std::string json(const options::QueryRequest& request, const Query& q, const Answer& a)
{
    JsonWriter w;
    w.beginObject();
    w.key("metric").value(metricName(q.metric));
    w.key("from").value(squareOrNull(q.from));
    w.key("to").value(squareOrNull(q.to));
    w.key("fen").value(options::reportedFen(request, q));
    w.key("piece").value(a.mover ? std::optional(std::string(1, pieceLetter(*a.mover)))
                                 : std::nullopt);
    w.key("captures").value(captureModeName(q.reach.captures));
    w.key("avoidAttacked").value(q.reach.avoidAttacked);
    w.key("squares").beginObject();
    for (Square s = A1; s <= H8; ++s) {
        const int d = a.map[static_cast<std::size_t>(s)];
        w.key(squareName(s));
        d == kUnreachable ? w.null() : w.value(d);
    }
    w.endObject();
    w.key("maximum");
    a.maximum == kUnreachable ? w.null() : w.value(static_cast<int>(a.maximum));
    w.key("unreachable").value(a.unreachable);
    w.key("histogram").beginArray(true);
    for (const int n : a.histogram)
        w.value(n);
    w.endArray();
    w.endObject();
    return w.str();
}

QString execute(const options::Given& given)
{
    options::checkRules(mapRules(), given.names());
    const options::QueryRequest request = options::queryRequest(given);
    const QString format = formatOption(given, kFormats);
    const Query q = options::queryFrom(request);
    const Answer a = answer(q);
    if (format == QStringLiteral("json"))
        return QString::fromStdString(json(request, q, a));
    if (format == QStringLiteral("csv"))
        return QString::fromStdString(mapCsv(a.map));
    return QString::fromStdString(mapGrid(a.map));
}

} // namespace

const Command& mapCommand()
{
    static const Command command{
        "map", QT_TRANSLATE_NOOP("cd::cli", "Print the distance from one square to every square."),
        addOptions, execute};
    return command;
}

} // namespace cd::cli
