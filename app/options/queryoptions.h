// The query options shared by map, trajectory, render and the window: --metric, --from, --to,
// --via, the position (--fen or --pgn, see positionoptions.h), --piece, --captures,
// --avoid-attacked, --promote (and --length for routes).
#pragma once

#include "query.h"

#include "options/given.h"
#include "options/positionoptions.h"

#include "diagram/squaretext.h"

#include <QCommandLineOption>
#include <QList>

namespace cd::options {

// The query options; `withRoutes` adds --via and --length too, `withArrival` lists --metric
// arrival too (render draws who arrives first).
QList<QCommandLineOption> queryOptions(bool withRoutes, bool withArrival = false);
// Those of `all` named in `names` (a command that takes some of them, as zone).
QList<QCommandLineOption> someOptions(const QList<QCommandLineOption>& all,
                                      const QStringList& names);

// The query options as given, their values unread: each is read where it is used, in the order
// that decides which of two bad values is named.
struct QueryRequest {
    std::optional<QString> metric, from, to, piece, captures, promote, via, length;
    bool avoidAttacked = false;
    PositionRequest position;
    // --metric arrival (who gets to each square first): the one place the name is recognised.
    bool arrival() const;
};

QueryRequest queryRequest(const Given& given);

// Whether queryFrom insists on a source square: pairs has 64 of them; the window lets the
// user click one, but a reach --from given must have a piece to move.
enum class SourceCheck { Required, IfGiven, None };

// The query the request describes; throws UsageError naming the bad value. Without --metric the
// metric is reach when --piece or a position is given, knight otherwise.
Query queryFrom(const QueryRequest& request, SourceCheck check = SourceCheck::Required);
// The same in `position`, read already (positionFrom) or one of a game's.
Query queryFrom(const QueryRequest& request, const Board& position,
                SourceCheck check = SourceCheck::Required);

// Value readers shared by the commands; each throws UsageError naming `option` and `text`.
Square squareValue(const QString& option, const QString& text);
int intValue(const QString& option, const QString& text, int low, int high);
Metric metricValue(const QString& option, const QString& text);

// The squares of comma-separated lists ("f3,c2"); throws UsageError naming a bad one.
Bitboard squareListValue(const QString& option, const QStringList& values);
// --captures read (stop when it is not given); throws UsageError.
CaptureMode capturesValue(const std::optional<QString>& text);

// --block and --unsafe, the what-if squares of mobility and the arrival map.
QList<QCommandLineOption> whatIfOptions();
struct WhatIfRequest {
    QStringList block, unsafe;
};
WhatIfRequest whatIfRequest(const Given& given);
// opts with the --block squares as neutral blockers and the --unsafe squares as taboo; throws
// UsageError for a bad square or a blocked square that holds a piece.
ReachOptions withWhatIf(const WhatIfRequest& request, const Board& pos, ReachOptions opts);

// The name of a metric as typed on the command line ("knight"), for messages.
QString metricText(Metric m);

// The FEN to report for a query: nullopt for the empty board given without a position.
std::optional<std::string> reportedFen(const QueryRequest& request, const Query& q);

} // namespace cd::options
