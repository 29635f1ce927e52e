// The query options shared by map, trajectory, render and the window: --metric, --from, --to,
// --via, the position (--fen or --pgn, see positionoptions.h), --piece, --captures,
// --avoid-attacked, --promote (and --length for routes).
#pragma once

#include "query.h"

#include "diagram/squaretext.h"

#include <QCommandLineParser>

namespace cd::options {

// Adds the query options; `withRoutes` adds --via and --length too.
// `withArrival` lists --metric arrival too (render draws who arrives first).
void addQueryOptions(QCommandLineParser& parser, bool withRoutes, bool withArrival = false);

// Whether queryFromParser insists on a source square: pairs has 64 of them; the window lets the
// user click one, but a reach --from given must have a piece to move.
enum class SourceCheck { Required, IfGiven, None };

// The query the options describe; throws UsageError naming the bad value. Without --metric the
// metric is reach when --piece or a position is given, knight otherwise.
Query queryFromParser(const QCommandLineParser& parser, SourceCheck check = SourceCheck::Required);
// The same in `position`, read already (positionFromParser) or one of a game's.
Query queryFromParser(const QCommandLineParser& parser, const Board& position,
                      SourceCheck check = SourceCheck::Required);

// Option value parsers shared by the commands; each throws UsageError naming `option`.
Square squareOption(const QCommandLineParser& parser, const QString& option);
int intOption(const QCommandLineParser& parser, const QString& option, int low, int high);
Metric metricOption(const QCommandLineParser& parser,
                    const QString& option = QStringLiteral("metric"));

// The squares of a comma-separated list option ("f3,c2"); throws UsageError naming a bad one.
Bitboard squareListOption(const QCommandLineParser& parser, const QString& option);
// --captures parsed (stop when it is not given); throws UsageError.
CaptureMode capturesOption(const QCommandLineParser& parser);

// Adds --block and --unsafe, the what-if squares of mobility and the arrival map.
void addWhatIfOptions(QCommandLineParser& parser);
// opts with the --block squares as neutral blockers and the --unsafe squares as taboo; throws
// UsageError for a bad square or a blocked square that holds a piece.
ReachOptions withWhatIf(const QCommandLineParser& parser, const Board& pos, ReachOptions opts);

// The name of a metric as typed on the command line ("knight"), for messages.
QString metricText(Metric m);

// The FEN to report for a query: nullopt for the empty board given without a position.
std::optional<std::string> reportedFen(const QCommandLineParser& parser, const Query& q);

} // namespace cd::options
