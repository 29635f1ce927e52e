#include "zone.h"

#include "metrics.h"

#include <algorithm>
#include <array>
#include <cstdint>
#include <string>
#include <tuple>

namespace cd {

namespace {

constexpr int kNever = 1000; // a lower bound meaning "cannot reach"

// A lower bound on a piece's reach distance from a to b in any position: the empty board's
// distance (pieces only take moves away), and for a pawn its forward ranks.
int lowerBound(Piece p, Square a, Square b)
{
    Distance d = kUnreachable;
    switch (p.type) {
    case PieceType::King:
        d = chebyshev(a, b);
        break;
    case PieceType::Queen:
        d = queenDistance(a, b);
        break;
    case PieceType::Rook:
        d = rookDistance(a, b);
        break;
    case PieceType::Bishop:
        d = bishopDistance(a, b);
        break;
    case PieceType::Knight:
        d = knightDistance(a, b);
        break;
    case PieceType::Pawn: {
        const int forward = (rankOf(b) - rankOf(a)) * (p.color == Color::White ? 1 : -1);
        const int start = p.color == Color::White ? 1 : 6;
        if (forward <= 0 || std::abs(fileOf(b) - fileOf(a)) > forward)
            return kNever;
        return std::max(1, forward - (rankOf(a) == start ? 1 : 0));
    }
    case PieceType::Wazir:
        d = manhattan(a, b);
        break;
    }
    return d == kUnreachable ? kNever : d;
}

using Levels = std::array<Bitboard, 64>; // levels[d]: the squares at distance d

Levels levelsOf(const DistanceMap& map)
{
    Levels at{};
    for (Square v = A1; v <= H8; ++v)
        if (const int d = map[static_cast<std::size_t>(v)]; d >= 0)
            at[static_cast<std::size_t>(d)] |= bit(v);
    return at;
}

// One move relation's rows, computed when first asked for.
struct Rows {
    Rows() {} // the rows stay uninitialised until asked for
    std::array<Bitboard, 64> row;
    Bitboard known = 0;
    Bitboard get(const MoveContext& ctx, Square u)
    {
        if (!has(known, u)) {
            row[static_cast<std::size_t>(u)] = successors(ctx, ctx.piece.type, u);
            known |= bit(u);
        }
        return row[static_cast<std::size_t>(u)];
    }
};

// The shortest routes of the context's piece to `to`, `length` moves away, given the levels of
// its distance map: the layers backwards from the target (only squares nearer than the target
// are expanded, cheaper than a whole move graph), the route count forwards, and the first route
// in square order (as trajectories() lists them).
TrajectorySet routesTo(const MoveContext& ctx, Rows& rows, const Levels& at, Square to, int length)
{
    TrajectorySet t;
    t.distance = length;
    t.length = length;
    t.layers.assign(static_cast<std::size_t>(length) + 1, 0);
    t.layers.back() = bit(to);
    for (int d = length - 1; d >= 0; --d)
        forEachSquare(at[static_cast<std::size_t>(d)], [&](Square u) {
            if (rows.get(ctx, u) & t.layers[static_cast<std::size_t>(d) + 1])
                t.layers[static_cast<std::size_t>(d)] |= bit(u);
        });
    std::array<std::uint64_t, 64> n{};
    n[static_cast<std::size_t>(ctx.origin)] = 1;
    for (int d = 0; d < length; ++d)
        forEachSquare(t.layers[static_cast<std::size_t>(d)], [&](Square u) {
            const auto nu = n[static_cast<std::size_t>(u)];
            forEachSquare(rows.row[static_cast<std::size_t>(u)] &
                              t.layers[static_cast<std::size_t>(d) + 1],
                          [&](Square v) {
                              auto& nv = n[static_cast<std::size_t>(v)];
                              const bool over = nv > UINT64_MAX - nu;
                              t.count.saturated |= over;
                              nv = over ? UINT64_MAX : nv + nu;
                          });
        });
    t.count.value = n[static_cast<std::size_t>(to)];
    std::vector<Square> route;
    route.reserve(static_cast<std::size_t>(length) + 1);
    route.push_back(ctx.origin);
    for (int d = 0; d < length; ++d)
        route.push_back(lowest(rows.row[static_cast<std::size_t>(route.back())] &
                               t.layers[static_cast<std::size_t>(d) + 1]));
    t.routes.push_back(std::move(route));
    for (const Bitboard layer : t.layers)
        t.squares |= layer;
    t.dock = t.squares; // SUM(from, to, length) of a shortest length: the set itself
    return t;
}

// A piece of the other side, measured once on the board with the attacker lifted.
struct Defender {
    Defender() {} // filled in by measure(), not cleared first (it is large)
    Square square = A1;
    Piece piece;
    MoveContext ctx;
    DistanceMap block;
    Levels levels;
    Rows rows;
};

void measure(Defender& d, const Board& lifted, Square q, const ReachOptions& opts)
{
    d.square = q;
    d.piece = *lifted.pieceAt(q);
    d.ctx = makeContext(lifted, q, d.piece, opts);
    d.block = fastReach(d.ctx);
    d.levels = levelsOf(d.block);
    d.rows.known = 0;
}

// A capture (or guard) at s: the defender's distance with the attacker standing on s, and the
// move relation it was measured with (the defender's own when that serves).
struct Take {
    int moves = kUnreachable;
    bool own = true;
    MoveContext ctx;
    DistanceMap map;
};

Take measureTake(Board& lifted, const Defender& d, Square s, Piece attacker,
                 const ReachOptions& opts)
{
    Take t;
    const auto old = lifted.pieceAt(s);
    // A piece but a pawn moves onto an empty s the same whether s then holds a piece or not: its
    // shortest routes to s never pass s, so the block map and routes serve, unless the attacker
    // on s changes the attacked squares.
    if (!old && d.piece.type != PieceType::Pawn && !opts.avoidAttacked) {
        t.moves = d.block[static_cast<std::size_t>(s)];
        return t;
    }
    lifted.setPiece(s, attacker);
    t.ctx = makeContext(lifted, d.square, d.piece, opts);
    lifted.setPiece(s, old);
    t.map = fastReach(t.ctx);
    t.moves = t.map[static_cast<std::size_t>(s)];
    t.own = false;
    return t;
}

TrajectorySet takeRoutes(Defender& d, const Take& t, Square s)
{
    if (t.own)
        return routesTo(d.ctx, d.rows, d.levels, s, t.moves);
    Rows rows;
    return routesTo(t.ctx, rows, levelsOf(t.map), s, t.moves);
}

// The defender meeting stop s of layer k (its route still to find).
Interception meeting(const Defender& d, Square s, int k, int moves, int budget,
                     InterceptionKind how, int lateBy = 0)
{
    return {d.square, d.piece, s, k, moves, budget, how, {}, {}, lateBy};
}

// No piece takes a king: a piece that could take it on a stop guards the stop instead.
InterceptionKind takeKind(Piece attacker)
{
    return attacker.type == PieceType::King ? InterceptionKind::Guard : InterceptionKind::Capture;
}

bool validSet(const TrajectorySet& set)
{
    return set.length > 0 && set.layers.size() == static_cast<std::size_t>(set.length) + 1;
}

} // namespace

bool whiteToMove(const Board& board)
{
    return !board.sideToMove() || *board.sideToMove() != "b";
}

Color colorToMove(const Board& board)
{
    return whiteToMove(board) ? Color::White : Color::Black;
}

std::vector<Interception> interceptions(const Board& board, Square origin, Piece attacker,
                                        const TrajectorySet& set, bool attackerToMove,
                                        const ReachOptions& opts, Bitboard exclude)
{
    std::vector<Interception> out;
    if (!validSet(set))
        return out;
    Board lifted = board; // the attacker lifted; a stop holds it only while a capture is measured
    lifted.setPiece(origin, std::nullopt);
    const Bitboard others = lifted.pieces(opposite(attacker.color)) & ~exclude;
    std::vector<Defender> defenders;
    defenders.reserve(static_cast<std::size_t>(count(others))); // no copies of these large rows
    forEachSquare(others, [&](Square q) {
        const Piece piece = *lifted.pieceAt(q);
        // Pieces too far from every stop on the empty board cost no fill at all.
        bool near = false;
        for (int k = 1; k <= set.length && !near; ++k)
            forEachSquare(set.layers[static_cast<std::size_t>(k)], [&](Square s) {
                near |= lowerBound(piece, q, s) <= zoneBudget(attackerToMove, k) + 1;
            });
        if (near)
            measure(defenders.emplace_back(), lifted, q, opts);
    });
    // Stops in order of time, then square; pieces in square order: the zone's order.
    for (int k = 1; k <= set.length; ++k) {
        const int budget = zoneBudget(attackerToMove, k);
        forEachSquare(set.layers[static_cast<std::size_t>(k)], [&](Square s) {
            for (Defender& d : defenders) {
                // A piece standing on a stop is the attacker's prey there, not its interceptor.
                if (d.square == s)
                    continue;
                const int b = d.block[static_cast<std::size_t>(s)];
                if (b != kUnreachable && b <= budget) {
                    Interception i = meeting(d, s, k, b, budget, InterceptionKind::Block);
                    i.routes = routesTo(d.ctx, d.rows, d.levels, s, b);
                    out.push_back(std::move(i));
                    continue;
                }
                // In mode block an enemy piece is an obstacle: no capture at all.
                if (opts.captures == CaptureMode::Block ||
                    lowerBound(d.piece, d.square, s) > budget + 1)
                    continue;
                const Take t = measureTake(lifted, d, s, attacker, opts);
                if (t.moves == kUnreachable || t.moves > budget + 1)
                    continue;
                Interception i = meeting(d, s, k, t.moves, budget, takeKind(attacker));
                i.routes = takeRoutes(d, t, s);
                out.push_back(std::move(i));
            }
        });
    }
    return out;
}

std::vector<Interception> latePieces(const Board& board, Square origin, Piece attacker,
                                     const TrajectorySet& set, bool attackerToMove,
                                     const ReachOptions& opts, Bitboard inTime)
{
    std::vector<Interception> out;
    if (!validSet(set))
        return out;
    Board lifted = board;
    lifted.setPiece(origin, std::nullopt);
    Defender d;
    forEachSquare(lifted.pieces(opposite(attacker.color)) & ~inTime, [&](Square q) {
        measure(d, lifted, q, opts);
        Interception best = meeting(d, A1, 0, 0, 0, InterceptionKind::Block, kNever);
        // In order of time and square, block before take: only a strictly smaller lateBy wins.
        for (int k = 1; k <= set.length; ++k) {
            const int budget = zoneBudget(attackerToMove, k);
            forEachSquare(set.layers[static_cast<std::size_t>(k)], [&](Square s) {
                if (s == q)
                    return;
                const int b = d.block[static_cast<std::size_t>(s)];
                if (b != kUnreachable && b - budget < best.lateBy)
                    best = meeting(d, s, k, b, budget, InterceptionKind::Block, b - budget);
                if (opts.captures == CaptureMode::Block ||
                    lowerBound(d.piece, q, s) - (budget + 1) >= best.lateBy)
                    return;
                const int c = measureTake(lifted, d, s, attacker, opts).moves;
                if (c != kUnreachable && c - (budget + 1) < best.lateBy)
                    best = meeting(d, s, k, c, budget, takeKind(attacker), c - (budget + 1));
            });
        }
        if (best.lateBy == kNever)
            return;
        best.routes = best.how == InterceptionKind::Block
                          ? routesTo(d.ctx, d.rows, d.levels, best.at, best.moves)
                          : takeRoutes(d, measureTake(lifted, d, best.at, attacker, opts), best.at);
        out.push_back(std::move(best));
    });
    std::stable_sort(out.begin(), out.end(), [](const Interception& a, const Interception& b) {
        return std::tie(a.lateBy, a.stop, a.at) < std::tie(b.lateBy, b.stop, b.at);
    });
    return out;
}

std::optional<ZoneNeed> zoneNeed(const Query& q, bool positionGiven)
{
    if (!q.from || !q.to)
        return ZoneNeed::Squares;
    if (!positionGiven)
        return ZoneNeed::Position;
    if (q.metric != Metric::Reach)
        return ZoneNeed::Reach;
    if (!q.board.pieceAt(*q.from))
        return ZoneNeed::Piece;
    return std::nullopt;
}

Zone zone(const Query& q, int depth)
{
    Query reach = q; // the piece on the source, whatever the metric
    reach.metric = Metric::Reach;
    reach.piece = std::nullopt;
    reach.via = std::nullopt;
    reach.distinctStops = false;
    const auto need = zoneNeed(reach, true);
    if (need == ZoneNeed::Squares)
        throw QueryError(translatable("a zone needs a source square and a target square"));
    if (depth < 1 || depth > 2)
        throw QueryError({translatable("zone depth %1 is not 1 or 2"), {std::to_string(depth)}});
    if (need == ZoneNeed::Piece)
        throw QueryError({translatable("no piece stands on %1: a zone needs a piece there"),
                          {squareName(*q.from)}});
    const Piece attacker = *q.board.pieceAt(*q.from);
    if (*q.to == *q.from)
        throw QueryError(
            {translatable("the target %1 is the square the piece stands on"), {squareName(*q.to)}});
    if (q.reach.promotion)
        throw QueryError(translatable("zones of a promoting piece are not supported yet; leave "
                                      "the promotion piece out"));
    Zone z;
    z.from = *q.from;
    z.to = *q.to;
    z.attacker = attacker;
    z.attackerToMove = (attacker.color == Color::White) == whiteToMove(q.board);
    TrajectoryRequest r;
    r.from = *q.from;
    r.to = *q.to;
    r.length = q.length;
    r.limit = std::max<std::size_t>(q.limit, 1);
    try {
        z.main = trajectories(queryGraph(reach), r);
    } catch (const QueryError&) {
        throw;
    } catch (const InputError& e) {
        throw QueryError(e.message());
    }
    if (z.main.distance == kUnreachable)
        throw QueryError({translatable("the piece on %1 cannot reach %2"),
                          {squareName(*q.from), squareName(*q.to)}});
    if (z.main.length == 0)
        throw QueryError({translatable("the piece on %1 has no route of length %2 to %3 (its "
                                       "distance is %4)"),
                          {squareName(*q.from), std::to_string(q.length.value_or(0)),
                           squareName(*q.to), std::to_string(z.main.distance)}});
    for (int k = 0; k <= z.main.length; ++k)
        z.budgets.push_back(k == 0 ? 0 : zoneBudget(z.attackerToMove, k));

    try {
        z.interceptions =
            interceptions(q.board, z.from, z.attacker, z.main, z.attackerToMove, q.reach);
        if (depth == 2) {
            Board lifted = q.board;
            lifted.setPiece(z.from, std::nullopt);
            for (auto& i : z.interceptions) {
                // The board the interceptor's set was measured on; the attacker, on its way,
                // never counts as its own side's second interceptor.
                Board measured = lifted;
                Bitboard exclude = 0;
                if (i.how != InterceptionKind::Block) {
                    measured.setPiece(i.at, z.attacker);
                    exclude = bit(i.at);
                }
                i.counters = interceptions(measured, i.from, i.piece, i.routes, !z.attackerToMove,
                                           q.reach, exclude);
            }
        }
        Bitboard inTime = 0;
        for (const auto& i : z.interceptions)
            inTime |= bit(i.from);
        z.late = latePieces(q.board, z.from, z.attacker, z.main, z.attackerToMove, q.reach, inTime);
    } catch (const QueryError&) {
        throw;
    } catch (const InputError& e) {
        throw QueryError(e.message());
    }
    return z;
}

} // namespace cd
