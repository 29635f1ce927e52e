// chess-distance zone: Stilman's zone of the piece on --from towards --to (docs/zones.md): its
// trajectory set, and the opposing pieces that can meet it on the way in time.
#include "clitext.h"
#include "command.h"
#include "commandrules.h"
#include "jsonwriter.h"
#include "options/positionoptions.h"
#include "options/queryoptions.h"
#include "options/usageerror.h"

#include "diagram/zonetext.h"
#include "zone.h"

#include <utility>

namespace cd::cli {

namespace {

const QStringList kFormats = {QStringLiteral("text"), QStringLiteral("json")};

void addOptions(QCommandLineParser& parser)
{
    // The shared query options that a zone uses: the piece is the position's, the metric reach.
    parser.addOptions(options::someOptions(options::queryOptions(true),
                                           {QStringLiteral("from"), QStringLiteral("to"),
                                            QStringLiteral("length"), QStringLiteral("captures"),
                                            QStringLiteral("avoid-attacked")}));
    parser.addOption(
        {QStringLiteral("depth"),
         tr("1: who stops the attacker; 2: also who stops each of them in time (default 1)."),
         QStringLiteral("D")});
    parser.addOptions(options::positionOptions(
        tr("Position in FEN (placement required; its side to move sets the times).")));
    addFormatOption(parser, kFormats);
}

QString name(Square s)
{
    return QString::fromStdString(squareName(s));
}

QString squaresText(Bitboard set)
{
    QStringList out;
    forEachSquare(set, [&](Square s) { out << name(s); });
    return out.join(u' ');
}

QString interceptionRows(const std::vector<Interception>& list, const QString& indent)
{
    QString out;
    for (const auto& i : list)
        out += QStringLiteral("%1%2 %3   %4%5%6%7  %8\n")
                   .arg(indent, QChar::fromLatin1(pieceLetter(i.piece)), name(i.from), name(i.at))
                   .arg(i.stop, 6)
                   .arg(i.moves, 7)
                   .arg(i.budget, 8)
                   .arg(zoneHowText(i.how));
    return out;
}

// The pieces that reach a stop too late, each at its best try, under a heading of their own.
QString lateText(const Zone& z)
{
    if (z.late.empty())
        return {};
    QString out = u'\n' + tr("Too late:", "heading of the zone's late pieces") + u'\n';
    for (const auto& i : z.late)
        out += QStringLiteral("  ") + zoneLateText(i) + u'\n';
    return out;
}

QString text(const Zone& z, int depth)
{
    QString out = zoneSentences(z) + QStringLiteral("\n\n");
    out += tr("stop  budget  squares", "heading of the zone's layers; keep the columns") + u'\n';
    for (std::size_t k = 0; k < z.main.layers.size(); ++k)
        out += QStringLiteral("%1  %2  %3\n")
                   .arg(k, 4)
                   .arg(k == 0 ? QStringLiteral("-") : QString::number(z.budgets[k]), 6)
                   .arg(squaresText(z.main.layers[k]));
    if (!z.interceptions.empty())
        out += u'\n' +
               tr("piece  at  stop  moves  budget  how", "heading of the zone's interceptions; "
                                                         "keep the columns") +
               u'\n';
    for (const auto& i : z.interceptions) {
        out += interceptionRows({i}, QString());
        if (depth == 2)
            out += i.counters.empty()
                       ? QStringLiteral("  ") + tr("(no piece stops it in time)") + u'\n'
                       : interceptionRows(i.counters, QStringLiteral("  "));
    }
    return out + lateText(z);
}

void writeLayers(JsonWriter& w, const TrajectorySet& t)
{
    w.key("layers").beginArray();
    for (const Bitboard layer : t.layers) {
        w.beginArray(true);
        forEachSquare(layer, [&](Square s) { w.value(squareName(s)); });
        w.endArray();
    }
    w.endArray();
    w.key("route").beginArray(true); // the chosen route
    if (!t.routes.empty())
        for (const Square s : t.routes.front())
            w.value(squareName(s));
    w.endArray();
}

// Who meets the piece where, when, in how many moves against how many allowed: the fields an
// interception and a late piece's best try share, in the order the JSON gives them.
void writeMeeting(JsonWriter& w, const Interception& i)
{
    w.key("from").value(squareName(i.from));
    w.key("piece").value(std::string(1, pieceLetter(i.piece)));
    w.key("at").value(squareName(i.at));
    w.key("stop").value(i.stop);
    w.key("moves").value(i.moves);
    w.key("budget").value(i.budget);
}

void writeInterceptions(JsonWriter& w, const std::vector<Interception>& list, bool counters)
{
    w.beginArray();
    for (const auto& i : list) {
        w.beginObject();
        writeMeeting(w, i);
        w.key("how").value(zoneHowName(i.how));
        w.key("count").value(i.routes.count.value);
        writeLayers(w, i.routes);
        if (counters) {
            w.key("interceptions");
            writeInterceptions(w, i.counters, false);
        }
        w.endObject();
    }
    w.endArray();
}

// Each late piece's best try: late_by = moves - budget for a block, moves - (budget + 1) for a
// capture or a guard.
void writeLate(JsonWriter& w, const std::vector<Interception>& list)
{
    w.beginArray();
    for (const auto& i : list) {
        w.beginObject();
        writeMeeting(w, i);
        w.key("late_by").value(i.lateBy);
        w.key("how").value(zoneHowName(i.how));
        w.endObject();
    }
    w.endArray();
}

std::string json(const Zone& z, const Board& board, int depth)
{
    JsonWriter w;
    w.beginObject();
    w.key("fen").value(board.fen());
    w.key("from").value(squareName(z.from));
    w.key("to").value(squareName(z.to));
    w.key("piece").value(std::string(1, pieceLetter(z.attacker)));
    w.key("attackerToMove").value(z.attackerToMove);
    w.key("depth").value(depth);
    w.key("length").value(z.main.length);
    w.key("count").value(z.main.count.value);
    w.key("countSaturated").value(z.main.count.saturated);
    writeLayers(w, z.main);
    w.key("budgets").beginArray(true); // budgets[k] for the stops k = 1..length
    for (std::size_t k = 1; k < z.budgets.size(); ++k)
        w.value(z.budgets[k]);
    w.endArray();
    w.key("interceptions");
    writeInterceptions(w, z.interceptions, depth == 2);
    w.key("late");
    writeLate(w, z.late);
    w.endObject();
    return w.str();
}

QString execute(const options::Given& given)
{
    options::checkRules(zoneRules(), given.names());
    options::QueryRequest request = options::queryRequest(given);
    // A zone's route makes at least one move: --length is read here, from 1.
    const std::optional<QString> length = std::exchange(request.length, std::nullopt);
    const QString format = formatOption(given, kFormats);
    Query q = options::queryFrom(request, options::SourceCheck::None);
    q.metric = Metric::Reach;
    // Its board is the position, the empty one by default: a missing piece is named as such.
    if (zoneNeed(q, true) == ZoneNeed::Squares)
        throw UsageError(tr("zone needs --from SQ and --to SQ"));
    if (length)
        q.length = options::intValue(QStringLiteral("length"), *length, 1, kMaxTrajectoryLength);
    const int depth = given.has("depth")
                          ? options::intValue(QStringLiteral("depth"), given.value("depth"), 1, 2)
                          : 1;
    const Zone z = zone(q, depth);
    return format == QStringLiteral("json") ? QString::fromStdString(json(z, q.board, depth))
                                            : text(z, depth);
}

} // namespace

const Command& zoneCommand()
{
    static const Command command{
        "zone",
        QT_TRANSLATE_NOOP("cd::cli",
                          "Print who can stop the piece on --from on its way to --to, in time."),
        addOptions, execute};
    return command;
}

} // namespace cd::cli
