#include "queryoptions.h"

#include "usageerror.h"

namespace cd::cli {

namespace {

std::string utf8(const QString& s)
{
    return s.toStdString();
}

std::string metricList()
{
    std::string list;
    for (const auto name : metricNames()) {
        if (!list.empty())
            list += ", ";
        list += name;
    }
    return list;
}

} // namespace

void addQueryOptions(QCommandLineParser& parser, bool withRoutes)
{
    parser.addOptions({
        {QStringLiteral("metric"),
         QStringLiteral("Distance metric: %1 (default: reach with --piece or --fen, knight "
                        "otherwise).")
             .arg(QString::fromStdString(metricList())),
         QStringLiteral("M")},
        {QStringLiteral("from"), QStringLiteral("Source square (a1..h8)."), QStringLiteral("SQ")},
        {QStringLiteral("to"), QStringLiteral("Target square."), QStringLiteral("SQ")},
        {QStringLiteral("fen"),
         QStringLiteral("Position in FEN (placement required; the empty board without it)."),
         QStringLiteral("FEN")},
        {QStringLiteral("piece"),
         QStringLiteral("Piece to put on --from for reach: K Q R B N P white, k q r b n p black."),
         QStringLiteral("P")},
        {QStringLiteral("captures"),
         QStringLiteral("Enemy pieces on the way: stop (default), continue or block."),
         QStringLiteral("C")},
        {QStringLiteral("avoid-attacked"),
         QStringLiteral("Never stop on a square the opponent attacks.")},
        {QStringLiteral("promote"),
         QStringLiteral("A pawn on its last rank continues as q, r, b or n."), QStringLiteral("P")},
    });
    if (withRoutes) {
        parser.addOptions({
            {QStringLiteral("via"), QStringLiteral("Routes through this square."),
             QStringLiteral("SQ")},
            {QStringLiteral("length"),
             QStringLiteral("Route length (default the shortest; longer: admissible routes)."),
             QStringLiteral("L")},
        });
    }
}

Square squareOption(const QCommandLineParser& parser, const QString& option)
{
    const QString text = parser.value(option).trimmed();
    if (const auto s = parseSquare(utf8(text.toLower())))
        return *s;
    throw UsageError("--" + utf8(option) + ": '" + utf8(text) + "' is not a square (a1..h8)");
}

int intOption(const QCommandLineParser& parser, const QString& option, int low, int high)
{
    const QString text = parser.value(option).trimmed();
    bool ok = false;
    const int v = text.toInt(&ok);
    if (!ok)
        throw UsageError("--" + utf8(option) + ": '" + utf8(text) + "' is not a number");
    if (v < low || v > high)
        throw UsageError("--" + utf8(option) + ": " + std::to_string(v) + " is out of range " +
                         std::to_string(low) + ".." + std::to_string(high));
    return v;
}

Metric metricOption(const QCommandLineParser& parser, const QString& option)
{
    const QString text = parser.value(option).trimmed();
    if (const auto m = parseMetric(utf8(text.toLower())))
        return *m;
    throw UsageError("--" + utf8(option) + ": unknown metric '" + utf8(text) + "' (choose from " +
                     metricList() + ")");
}

Query queryFromParser(const QCommandLineParser& parser, SourceCheck check)
{
    Query q;
    const auto isSet = [&](const char* name) { return parser.isSet(QString::fromLatin1(name)); };

    if (isSet("fen")) {
        FenError error;
        const std::string fen = utf8(parser.value(QStringLiteral("fen")).trimmed());
        const auto position = Position::fromFen(fen, &error);
        if (!position)
            throw UsageError("--fen: " + error.toString());
        q.position = *position;
    }
    if (isSet("piece")) {
        const QString text = parser.value(QStringLiteral("piece")).trimmed();
        const auto piece = text.size() == 1 ? pieceFromLetter(text.at(0).toLatin1()) : std::nullopt;
        if (!piece)
            throw UsageError("--piece: '" + utf8(text) +
                             "' is not a piece (K Q R B N P white, k q r b n p black)");
        q.piece = piece;
    }
    if (isSet("metric"))
        q.metric = metricOption(parser);
    else
        q.metric = isSet("piece") || isSet("fen") ? Metric::Reach : Metric::Knight;

    if (isSet("from"))
        q.from = squareOption(parser, QStringLiteral("from"));
    if (isSet("to"))
        q.to = squareOption(parser, QStringLiteral("to"));
    if (parser.optionNames().contains(QStringLiteral("via")) && isSet("via"))
        q.via = squareOption(parser, QStringLiteral("via"));
    if (parser.optionNames().contains(QStringLiteral("length")) && isSet("length"))
        q.length = intOption(parser, QStringLiteral("length"), 0, kMaxTrajectoryLength);

    if (isSet("captures")) {
        const QString text = parser.value(QStringLiteral("captures")).trimmed();
        const auto mode = parseCaptureMode(utf8(text.toLower()));
        if (!mode)
            throw UsageError("--captures: '" + utf8(text) +
                             "' is not a capture mode (stop, continue or block)");
        q.reach.captures = *mode;
    }
    q.reach.avoidAttacked = isSet("avoid-attacked");
    if (isSet("promote")) {
        const QString text = parser.value(QStringLiteral("promote")).trimmed();
        const auto piece =
            text.size() == 1 ? pieceFromLetter(text.at(0).toLower().toLatin1()) : std::nullopt;
        if (!piece || piece->type == PieceType::King || piece->type == PieceType::Pawn)
            throw UsageError("--promote: '" + utf8(text) + "' is not q, r, b or n");
        q.reach.promotion = piece->type;
    }

    if (check == SourceCheck::None)
        return q;
    if (needsSource(q.metric) && !q.from)
        throw UsageError("the " + std::string(metricName(q.metric)) + " metric needs --from SQ");
    if (q.metric == Metric::Reach && !q.piece && !q.position.pieceAt(*q.from))
        throw UsageError("no piece stands on " + squareName(*q.from) +
                         ": give --piece or a --fen with a piece there");
    return q;
}

std::optional<std::string> reportedFen(const QCommandLineParser& parser, const Query& q)
{
    if (!parser.isSet(QStringLiteral("fen")))
        return std::nullopt;
    return q.position.fen();
}

} // namespace cd::cli
