#include "query.h"

namespace cd {

namespace {

// The piece that moves for a reach query; throws QueryError when there is none.
Piece reachPiece(const Query& q)
{
    if (q.piece)
        return *q.piece;
    if (const auto p = q.board.pieceAt(*q.from))
        return *p;
    throw QueryError({translatable("no piece stands on %1: choose a piece to place there"),
                      {squareName(*q.from)}});
}

MoveContext reachContext(const Query& q)
{
    try {
        return makeContext(q.board, *q.from, reachPiece(q), q.reach);
    } catch (const InputError& e) {
        throw QueryError(e.message());
    }
}

void summarize(Answer& a)
{
    a.maximum = maxDistance(a.map);
    a.histogram.assign(static_cast<std::size_t>(a.maximum + 1), 0);
    a.unreachable = 0;
    for (const auto d : a.map) {
        if (d == kUnreachable)
            ++a.unreachable;
        else
            ++a.histogram[static_cast<std::size_t>(d)];
    }
}

} // namespace

bool needsSource(Metric m)
{
    return !isSquareMetric(m);
}

bool supportsTrajectories(Metric m)
{
    return m == Metric::Reach || moverOf(m).has_value();
}

MoveGraph queryGraph(const Query& q)
{
    if (!q.from)
        throw QueryError(translatable("trajectories need a source square"));
    if (q.metric == Metric::Reach) {
        const MoveContext ctx = reachContext(q);
        if (ctx.piece.type == PieceType::Pawn && ctx.promotion)
            throw QueryError(translatable("trajectories of a pawn that promotes are not supported "
                                          "yet; leave the promotion piece out"));
        return moveGraph(ctx);
    }
    if (const auto type = moverOf(q.metric)) {
        if (!mayStandOnRank(*type, rankOf(*q.from)))
            throw QueryError(pawnOnEdge(*q.from));
        return emptyBoardGraph(*type);
    }
    throw QueryError({translatable("the %1 metric has no moves, so no trajectories"),
                      {std::string(metricName(q.metric))}});
}

Answer answer(const Query& q)
{
    Answer a;
    if (needsSource(q.metric) && !q.from)
        throw QueryError({translatable("the %1 metric needs a source square"),
                          {std::string(metricName(q.metric))}});
    if (q.metric == Metric::Reach) {
        const MoveContext ctx = reachContext(q);
        a.mover = ctx.piece;
        a.map = reachFill(ctx);
    } else {
        if (const auto type = moverOf(q.metric))
            a.mover = Piece{Color::White, *type};
        try {
            for (Square s = A1; s <= H8; ++s)
                a.map[static_cast<std::size_t>(s)] =
                    static_cast<std::int8_t>(metricDistance(q.metric, q.from.value_or(A1), s));
        } catch (const InputError& e) {
            throw QueryError(e.message());
        }
    }
    summarize(a);
    if (q.to && supportsTrajectories(q.metric)) {
        TrajectoryRequest r;
        r.from = *q.from;
        r.to = *q.to;
        r.length = q.length;
        r.via = q.via;
        r.distinctStops = q.distinctStops;
        r.limit = q.limit;
        try {
            a.trajectories = trajectories(queryGraph(q), r);
        } catch (const QueryError&) {
            throw;
        } catch (const InputError& e) {
            throw QueryError(e.message());
        }
    }
    return a;
}

} // namespace cd
