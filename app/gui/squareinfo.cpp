#include "squareinfo.h"

#include "guitext.h"

#include "diagram/counttext.h"
#include "diagram/diagrambuilder.h"
#include "diagram/metricnames.h"
#include "diagram/piecenoun.h"
#include "diagram/squaretext.h"

#include "arrival.h"
#include "detour.h"
#include "message.h"

namespace cd::gui {

namespace {

// Why the number is larger than on the empty board: " — d7 holds a piece: a capture ends the
// route". A pupil expects the rook's 1 on d8; the square says what is in the way.
QString detourText(const Query& q, const Answer& a, Square s)
{
    if (!q.from || !a.mover || s == *q.from)
        return {};
    Bitboard causes = 0;
    try {
        causes = detourCauses(q.board, *q.from, *a.mover, s, q.reach);
    } catch (const InputError&) { // a piece that cannot stand there has no map to explain
        return {};
    }
    QStringList why;
    forEachSquare(causes, [&](Square x) {
        const Piece p = *q.board.pieceAt(x);
        if (p.color == a.mover->color)
            why << tr("%1 holds a piece of its own side: the route goes round it")
                       .arg(squareText(x));
        else if (q.reach.captures == CaptureMode::Stop)
            why << tr("%1 holds a piece: a capture ends the route").arg(squareText(x));
        else if (q.reach.captures == CaptureMode::Continue)
            why << tr("%1 holds a piece: taking it costs a move").arg(squareText(x));
        else
            why << tr("%1 holds a piece it may not take: the route goes round it")
                       .arg(squareText(x));
    });
    return why.isEmpty() ? QString() : QStringLiteral(" — ") + why.join(QStringLiteral("; "));
}

} // namespace

QString squareDescription(const Query& q, const Answer& a, Square s)
{
    QString text = squareText(s);
    if (const auto p = q.board.pieceAt(s))
        text += QStringLiteral(", ") + pieceNoun(*p);
    if (const auto probe = probeOnSource(q, a); probe && q.from == s)
        text += QStringLiteral(", ") + tr("probe: %1, not in the position").arg(pieceNoun(*probe));
    if (q.metric == Metric::Reach && (q.reach.blocked & bit(s)))
        text += QStringLiteral(", ") + tr("blocked (what if)");
    if (q.metric == Metric::Reach && (q.reach.taboo & bit(s)))
        text += QStringLiteral(", ") + tr("unsafe (what if)");
    if (needsSource(q.metric) && !q.from)
        return text;
    const int d = a.map[static_cast<std::size_t>(s)];
    if (d < 0)
        return text + QStringLiteral(", ") + tr("unreachable");
    if (q.metric == Metric::Reach)
        return text + QStringLiteral(", ") + (d == 1 ? tr("1 move") : tr("%1 moves").arg(d)) +
               detourText(q, a, s);
    // The window's own name of the metric, never the command line's id.
    return text + QStringLiteral(", ") +
           tr("%1: %2", "square description: metric name, value")
               .arg(metricCaptionLabel(q.metric, std::nullopt))
               .arg(d);
}

QString arrivalDescription(const Board& pos, const Arrival& arrival, Square s)
{
    const auto side = [&](const ArrivalMap& map, const QString& name) {
        const int d = map.moves[static_cast<std::size_t>(s)];
        if (d == kUnreachable)
            return tr("%1 cannot get there", "side").arg(name);
        QStringList who;
        forEachSquare(arriversAt(map, s), [&](Square from) {
            who << tr("%1 %2", "piece type, square")
                       .arg(pieceKind(pos.pieceAt(from)->type), squareText(from));
        });
        return tr("%1 in %2 (%3)", "side, moves, pieces")
            .arg(name, QString::number(d), who.join(QStringLiteral(", ")));
    };
    return squareText(s) + QStringLiteral(", ") + side(arrival.white, tr("White")) +
           QStringLiteral(", ") + side(arrival.black, tr("Black"));
}

QString measuredPiece(const Query& q, const Answer& a)
{
    if (!q.from || !a.mover)
        return {};
    const QString square = squareText(*q.from);
    const QString piece = pieceTitle(*a.mover);
    if (q.metric != Metric::Reach)
        return tr("%1 on %2, on the empty board").arg(piece, square);
    if (probeOnSource(q, a))
        return tr("%1 on %2 (probe)").arg(piece, square);
    return tr("%1 on %2").arg(piece, square);
}

QString routeSummary(const Query& q, const Answer& a)
{
    if (!q.from || !q.to || !a.trajectories)
        return {};
    const TrajectorySet& t = *a.trajectories;
    const QString head = QStringLiteral("%1 → %2: ").arg(squareText(*q.from), squareText(*q.to));
    if (t.distance < 0)
        return head + tr("unreachable");
    const QString count = countText(t.count);
    const bool one = isSingle(t.count); // one route in the singular
    if (t.length == t.distance && !q.via)
        return head + (one ? tr("distance %1, 1 shortest route").arg(t.distance)
                           : tr("distance %1, %2 shortest routes").arg(t.distance).arg(count));
    return head + (one ? tr("distance %1, 1 route of length %2").arg(t.distance).arg(t.length)
                       : tr("distance %1, %2 routes of length %3")
                             .arg(t.distance)
                             .arg(count)
                             .arg(t.length));
}

QString sentenceStart(QString line)
{
    const bool square = line.size() >= 2 && line[0] >= u'a' && line[0] <= u'h' && line[1] >= u'1' &&
                        line[1] <= u'8' && (line.size() == 2 || !line[2].isLetterOrNumber());
    if (!line.isEmpty() && !square)
        line[0] = line[0].toUpper();
    return line;
}

QString squareAndPiece(const Query& q, Square s)
{
    QString text = squareText(s);
    if (const auto p = q.board.pieceAt(s))
        text += QStringLiteral(", ") + pieceNoun(*p);
    return text;
}

} // namespace cd::gui
