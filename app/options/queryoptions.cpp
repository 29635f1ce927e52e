#include "options/queryoptions.h"

#include "options/optionstext.h"
#include "options/positionoptions.h"
#include "options/usageerror.h"

#include "i18n/coremessages.h"

#include "mobility.h"

#include <QRegularExpression>

namespace cd::options {

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

QList<QCommandLineOption> queryOptions(bool withRoutes, bool withArrival)
{
    QString metrics = QString::fromStdString(metricList());
    if (withArrival)
        metrics += QStringLiteral(", arrival");
    QList<QCommandLineOption> options{
        {QStringLiteral("metric"),
         tr("Distance metric: %1 (default: reach with --piece or a position, knight otherwise).")
             .arg(metrics),
         QStringLiteral("M")},
        {QStringLiteral("from"), tr("Source square (a1..h8)."), QStringLiteral("SQ")},
        {QStringLiteral("to"), tr("Target square."), QStringLiteral("SQ")},
        {QStringLiteral("piece"),
         tr("Piece to put on --from for reach: K Q R B N P white, k q r b n p black."),
         QStringLiteral("P")},
        {QStringLiteral("captures"),
         tr("Enemy pieces on the way: stop (default), continue or block."), QStringLiteral("C")},
        {QStringLiteral("avoid-attacked"), tr("Never stop on a square the opponent attacks.")},
        {QStringLiteral("promote"), tr("A pawn on its last rank continues as q, r, b or n."),
         QStringLiteral("P")},
    };
    options +=
        positionOptions(tr("Position in FEN (placement required; the empty board without it)."));
    if (withRoutes) {
        options += {
            {QStringLiteral("via"), tr("Routes through this square."), QStringLiteral("SQ")},
            {QStringLiteral("length"),
             tr("Route length (default the shortest; longer: admissible routes)."),
             QStringLiteral("L")},
        };
    }
    return options;
}

QList<QCommandLineOption> someOptions(const QList<QCommandLineOption>& all,
                                      const QStringList& names)
{
    QList<QCommandLineOption> out;
    for (const QCommandLineOption& option : all)
        if (names.contains(option.names().first()))
            out << option;
    return out;
}

bool QueryRequest::arrival() const
{
    return metric && metric->trimmed().toLower() == QStringLiteral("arrival");
}

QueryRequest queryRequest(const Given& given)
{
    QueryRequest r;
    r.metric = given.text("metric");
    r.from = given.text("from");
    r.to = given.text("to");
    r.piece = given.text("piece");
    r.captures = given.text("captures");
    r.promote = given.text("promote");
    r.via = given.text("via");
    r.length = given.text("length");
    r.avoidAttacked = given.has("avoid-attacked");
    r.position = positionRequest(given);
    return r;
}

Square squareValue(const QString& option, const QString& value)
{
    const QString text = value.trimmed();
    if (const auto s = parseSquare(utf8(text.toLower())))
        return *s;
    throw UsageError(tr("--%1: '%2' is not a square (a1..h8)").arg(option, text));
}

int intValue(const QString& option, const QString& value, int low, int high)
{
    const QString text = value.trimmed();
    bool ok = false;
    const int v = text.toInt(&ok);
    // Digits that do not fit an int are a number all the same, just out of range.
    static const QRegularExpression digits(QStringLiteral("^[+-]?[0-9]+$"));
    if (!ok && digits.match(text).hasMatch())
        throw UsageError(
            tr("--%1: %2 is out of range %3..%4").arg(option, text).arg(low).arg(high));
    if (!ok)
        throw UsageError(tr("--%1: '%2' is not a number").arg(option, text));
    if (v < low || v > high)
        throw UsageError(
            tr("--%1: %2 is out of range %3..%4").arg(option).arg(v).arg(low).arg(high));
    return v;
}

Metric metricValue(const QString& option, const QString& value)
{
    const QString text = value.trimmed();
    if (const auto m = parseMetric(utf8(text.toLower())))
        return *m;
    throw UsageError(tr("--%1: unknown metric '%2' (choose from %3)")
                         .arg(option, text, QString::fromStdString(metricList())));
}

CaptureMode capturesValue(const std::optional<QString>& value)
{
    if (!value)
        return CaptureMode::Stop;
    const QString text = value->trimmed();
    const auto mode = parseCaptureMode(utf8(text.toLower()));
    if (!mode)
        throw UsageError(
            tr("--captures: '%1' is not a capture mode (stop, continue or block)").arg(text));
    return *mode;
}

QList<QCommandLineOption> whatIfOptions()
{
    return {
        {QStringLiteral("block"),
         tr("What if: neutral blockers on these empty squares (comma-separated), which no piece "
            "may pass or stop on."),
         QStringLiteral("SQ,...")},
        {QStringLiteral("unsafe"),
         tr("What if: these squares (comma-separated) may be passed but not stopped on."),
         QStringLiteral("SQ,...")},
    };
}

WhatIfRequest whatIfRequest(const Given& given)
{
    return {given.values("block"), given.values("unsafe")};
}

Bitboard squareListValue(const QString& option, const QStringList& values)
{
    Bitboard squares = 0;
    for (const QString& value : values)
        for (const QString& part : value.split(QLatin1Char(','), Qt::SkipEmptyParts)) {
            const QString text = part.trimmed();
            const auto s = parseSquare(utf8(text.toLower()));
            if (!s)
                throw UsageError(tr("--%1: '%2' is not a square (a1..h8)").arg(option, text));
            squares |= bit(*s);
        }
    return squares;
}

ReachOptions withWhatIf(const WhatIfRequest& request, const Board& pos, ReachOptions opts)
{
    opts.blocked |= squareListValue(QStringLiteral("block"), request.block);
    opts.taboo |= squareListValue(QStringLiteral("unsafe"), request.unsafe);
    if (const auto error = whatIfError(pos, opts))
        throw UsageError(tr("--block: %1").arg(i18n::translated(*error)));
    return opts;
}

Query queryFrom(const QueryRequest& request, SourceCheck check)
{
    return queryFrom(request, positionFrom(request.position).board, check);
}

Query queryFrom(const QueryRequest& request, const Board& position, SourceCheck check)
{
    Query q;
    q.board = position;
    if (request.piece) {
        const QString text = request.piece->trimmed();
        const auto piece = text.size() == 1 ? pieceFromLetter(text.at(0).toLatin1()) : std::nullopt;
        if (!piece)
            throw UsageError(
                tr("--piece: '%1' is not a piece (K Q R B N P white, k q r b n p black)")
                    .arg(text));
        q.piece = piece;
    }
    if (request.metric)
        q.metric = metricValue(QStringLiteral("metric"), *request.metric);
    else
        q.metric = request.piece || request.position.given() ? Metric::Reach : Metric::Knight;

    if (request.from)
        q.from = squareValue(QStringLiteral("from"), *request.from);
    if (request.to)
        q.to = squareValue(QStringLiteral("to"), *request.to);
    if (request.via)
        q.via = squareValue(QStringLiteral("via"), *request.via);
    if (request.length)
        q.length = intValue(QStringLiteral("length"), *request.length, 0, kMaxTrajectoryLength);

    q.reach.captures = capturesValue(request.captures);
    q.reach.avoidAttacked = request.avoidAttacked;
    if (request.promote) {
        const QString text = request.promote->trimmed();
        const auto piece =
            text.size() == 1 ? pieceFromLetter(text.at(0).toLower().toLatin1()) : std::nullopt;
        if (!piece || piece->type == PieceType::King || piece->type == PieceType::Pawn)
            throw UsageError(tr("--promote: '%1' is not q, r, b or n").arg(text));
        q.reach.promotion = piece->type;
    }

    if (check == SourceCheck::None)
        return q;
    if (check == SourceCheck::Required && needsSource(q.metric) && !q.from)
        throw UsageError(tr("the %1 metric needs --from SQ").arg(metricText(q.metric)));
    if (q.metric == Metric::Reach && q.from && !q.piece && !q.board.pieceAt(*q.from))
        throw UsageError(tr("no piece stands on %1: give --piece or a position with a piece there")
                             .arg(squareText(*q.from)));
    return q;
}

QString metricText(Metric m)
{
    return QString::fromStdString(std::string(metricName(m)));
}

std::optional<std::string> reportedFen(const QueryRequest& request, const Query& q)
{
    if (!request.position.given())
        return std::nullopt;
    return q.board.fen();
}

} // namespace cd::options
