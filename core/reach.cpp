#include "reach.h"

#include "attacks.h"
#include "layerfill.h"
#include "layermap.h"
#include "lonefill.h"
#include "message.h"
#include "metrics.h"
#include "pairfill.h"

#include <stdexcept>
#include <string>

namespace cd {

namespace {

constexpr std::string_view kCaptureNames[] = {"stop", "continue", "block"};
constexpr Bitboard kRank3 = kRank1 << 16;
constexpr Bitboard kRank6 = kRank1 << 40;

constexpr Bitboard lastRank(Color c)
{
    return c == Color::White ? kRank8 : kRank1;
}

// Set-wise one-move targets of every generator, before the own/taboo masks.
Bitboard targets(const MoveContext& ctx, PieceType kind, Bitboard gens)
{
    const Bitboard empty = ~ctx.occupied();
    switch (kind) {
    case PieceType::Pawn: {
        const bool white = ctx.piece.color == Color::White;
        const Bitboard single = (white ? north(gens) : south(gens)) & empty;
        const Bitboard twice = white ? north(single & kRank3) : south(single & kRank6);
        return single | (twice & empty) | (pawnAttacks(ctx.piece.color, gens) & ctx.enemy);
    }
    case PieceType::Knight:
        return knightTargets(gens);
    case PieceType::King:
        return kingTargets(gens);
    case PieceType::Wazir:
        return wazirTargets(gens);
    case PieceType::Bishop:
        return bishopFill(gens, empty);
    case PieceType::Rook:
        return rookFill(gens, empty);
    case PieceType::Queen:
        return rookFill(gens, empty) | bishopFill(gens, empty);
    }
    return 0;
}

// Squares the mover may stop on.
Bitboard landing(const MoveContext& ctx)
{
    Bitboard blocked = ctx.own | ctx.taboo;
    if (ctx.captures == CaptureMode::Block)
        blocked |= ctx.enemy;
    return ~blocked;
}

// Squares the mover can no longer move on from.
Bitboard terminal(const MoveContext& ctx)
{
    return ctx.captures == CaptureMode::Stop ? ctx.enemy : 0;
}

bool promotes(const MoveContext& ctx)
{
    return ctx.piece.type == PieceType::Pawn && ctx.promotion.has_value();
}

} // namespace

std::string_view captureModeName(CaptureMode m)
{
    return kCaptureNames[static_cast<int>(m)];
}

std::optional<CaptureMode> parseCaptureMode(std::string_view name)
{
    for (int i = 0; i < 3; ++i)
        if (kCaptureNames[i] == name)
            return static_cast<CaptureMode>(i);
    return std::nullopt;
}

Bitboard attackedBy(const Board& pos, Color side, Bitboard occupied, Bitboard except)
{
    // Set-wise: the union of the pieces' attacks is the attack set of their union.
    std::array<Bitboard, 7> byKind{};
    forEachSquare(pos.pieces(side) & ~except, [&](Square s) {
        byKind[static_cast<std::size_t>(pos.pieceAt(s)->type)] |= bit(s);
    });
    const auto of = [&](PieceType t) { return byKind[static_cast<std::size_t>(t)]; };
    const Bitboard empty = ~occupied;
    Bitboard result = pawnAttacks(side, of(PieceType::Pawn)) |
                      knightTargets(of(PieceType::Knight)) |
                      rookFill(of(PieceType::Rook) | of(PieceType::Queen), empty) |
                      bishopFill(of(PieceType::Bishop) | of(PieceType::Queen), empty);
    forEachSquare(of(PieceType::King),
                  [&](Square s) { result |= kKingAttacks[static_cast<std::size_t>(s)]; });
    return result;
}

MoveContext makeContext(const Board& pos, Square origin, Piece piece, const ReachOptions& opts)
{
    if (!mayStandOnRank(piece.type, rankOf(origin)))
        throw InputError(pawnOnEdge(origin));
    if (opts.promotion &&
        (*opts.promotion == PieceType::Pawn || *opts.promotion == PieceType::King ||
         *opts.promotion == PieceType::Wazir))
        throw InputError(translatable("a pawn promotes to a queen, rook, bishop or knight only"));
    MoveContext ctx;
    ctx.piece = piece;
    ctx.origin = origin;
    ctx.own = (pos.pieces(piece.color) | opts.blocked) & ~bit(origin);
    ctx.enemy = pos.pieces(opposite(piece.color)) & ~bit(origin);
    ctx.taboo = opts.taboo;
    if (opts.avoidAttacked)
        ctx.taboo |= attackedBy(pos, opposite(piece.color), ctx.occupied(), bit(origin));
    ctx.captures = opts.captures;
    ctx.promotion = opts.promotion;
    return ctx;
}

Bitboard successors(const MoveContext& ctx, PieceType kind, Square u)
{
    if (has(terminal(ctx), u))
        return 0;
    Bitboard result = 0;
    const Bitboard occupied = ctx.occupied();
    if (kind == PieceType::Pawn) {
        const int step = ctx.piece.color == Color::White ? 8 : -8;
        const int startRank = ctx.piece.color == Color::White ? 1 : 6;
        if (isSquare(u + step)) {
            const Square ahead = Square(u + step);
            if (!has(occupied, ahead)) {
                result |= bit(ahead);
                const Square twice = Square(ahead + step); // on the board from the start rank
                if (rankOf(u) == startRank && !has(occupied, twice))
                    result |= bit(twice);
            }
            // the two diagonal squares, captures only
            result |= attacksFrom(ctx.piece, u, occupied) & ctx.enemy;
        }
    } else {
        result = attacksFrom({ctx.piece.color, kind}, u, occupied);
    }
    return result & landing(ctx);
}

DistanceMap reachFill(const MoveContext& ctx)
{
    DistanceMap dist = unreachableMap();
    dist[static_cast<std::size_t>(ctx.origin)] = 0;
    const Bitboard land = landing(ctx), stop = terminal(ctx);
    const bool promoting = promotes(ctx);
    const Bitboard last = lastRank(ctx.piece.color);
    // Layer 0: the piece as it is; layer 1: the promoted piece.
    Bitboard reached0 = bit(ctx.origin), reached1 = 0, any = reached0;
    Bitboard frontier0 = reached0, frontier1 = 0;
    for (int d = 1; frontier0 | frontier1; ++d) {
        Bitboard new0 = targets(ctx, ctx.piece.type, frontier0 & ~stop) & land;
        Bitboard new1 = frontier1 ? targets(ctx, *ctx.promotion, frontier1 & ~stop) & land : 0;
        if (promoting) {
            new1 |= new0 & last;
            new0 &= ~last;
        }
        frontier0 = new0 & ~reached0;
        frontier1 = new1 & ~reached1;
        reached0 |= frontier0;
        reached1 |= frontier1;
        forEachSquare((frontier0 | frontier1) & ~any, [&](Square s) {
            dist[static_cast<std::size_t>(s)] = static_cast<std::int8_t>(d);
        });
        any |= frontier0 | frontier1;
        if ((any | ~land) == kAll && !promoting)
            break; // every square it may stop on is reached: skip the last, empty round
    }
    return dist;
}

DistanceMap reachBfs(const MoveContext& ctx)
{
    struct State {
        Square square;
        int layer; // 0: the piece itself, 1: promoted
    };
    std::array<std::array<int, 2>, 64> seen{};
    for (auto& s : seen)
        s = {-1, -1};
    std::array<State, 128> queue{};
    int head = 0, tail = 0;
    queue[static_cast<std::size_t>(tail++)] = {ctx.origin, 0};
    seen[static_cast<std::size_t>(ctx.origin)][0] = 0;
    while (head < tail) {
        const State u = queue[static_cast<std::size_t>(head++)];
        const PieceType kind = u.layer == 0 ? ctx.piece.type : *ctx.promotion;
        const int du = seen[static_cast<std::size_t>(u.square)][static_cast<std::size_t>(u.layer)];
        forEachSquare(successors(ctx, kind, u.square), [&](Square v) {
            const int layer =
                (u.layer == 0 && promotes(ctx) && has(lastRank(ctx.piece.color), v)) ? 1 : u.layer;
            auto& d = seen[static_cast<std::size_t>(v)][static_cast<std::size_t>(layer)];
            if (d < 0) {
                d = du + 1;
                queue[static_cast<std::size_t>(tail++)] = {v, layer};
            }
        });
    }
    DistanceMap dist = unreachableMap();
    for (std::size_t s = 0; s < 64; ++s) {
        const int a = seen[s][0], b = seen[s][1];
        const int best = a < 0 ? b : (b < 0 ? a : std::min(a, b));
        dist[s] = static_cast<std::int8_t>(best);
    }
    return dist;
}

// The one place that chooses a fill: the lone slider fill where it runs (a vector path of
// simd.h), else the layered fill; reachFill for a promoting pawn.
void fillLayers(PieceType kind, Color color, CaptureMode captures, std::span<const FillLane> lanes,
                FillBatch& out, FillPlanes planes)
{
    if (lanes.size() == 1 && hasLoneSliderFill(kind))
        return loneSliderLayers(kind, captures, lanes[0], out, planes);
    layeredFill(kind, color, captures, lanes, out, planes);
}

DistanceMap fastReach(const MoveContext& ctx)
{
    // One map, returned in place: a copy read back right after its vector stores would wait.
    DistanceMap map;
    const FillLane lane = fillLane(ctx);
    if (ctx.piece.type == PieceType::Pawn && ctx.promotion) {
        map = reachFill(ctx);
    } else if (hasLoneSliderFill(ctx.piece.type)) {
        loneSliderMap(ctx.piece.type, ctx.captures, lane, map);
    } else {
        FillBatch batch;
        layeredFill(ctx.piece.type, ctx.piece.color, ctx.captures, {&lane, 1}, batch);
        map = distanceMap(batch, 0);
    }
    return map;
}

DistanceMap reach(const Board& pos, Square origin, const ReachOptions& opts)
{
    const auto piece = pos.pieceAt(origin);
    if (!piece)
        throw InputError({translatable("no piece stands on %1"), {squareName(origin)}});
    return fastReach(makeContext(pos, origin, *piece, opts));
}

namespace {

// reachPairs but for a promoting pawn, written into `pairs` (a table returned by value from two
// places would be copied).
void fastPairs(const Board& pos, Piece piece, const ReachOptions& opts, AllPairs& pairs)
{
    if (opts.promotion)
        makeContext(pos, makeSquare(0, 1), piece, opts); // throws for a bad promotion piece
    const Bitboard own = pos.pieces(piece.color) | opts.blocked;
    const Bitboard enemy = pos.pieces(opposite(piece.color));
    // Attacked squares change with the source only where the source holds a piece.
    const Bitboard attacked =
        opts.avoidAttacked ? attackedBy(pos, opposite(piece.color), own | enemy) : 0;
    // A slider's sources that share one board (all of them, unless the attacked squares depend
    // on the source) are filled at once; the others a batch of lanes at a time.
    Bitboard rest = kAll;
    if (isSlider(piece.type)) {
        const Bitboard shared = opts.avoidAttacked ? ~(own | enemy) : kAll;
        sliderPairs(piece.type, opts.captures, {own, enemy, opts.taboo | attacked}, shared, pairs);
        rest &= ~shared;
    }
    if (piece.type == PieceType::Pawn) {
        for (Bitboard edge = kRank1 | kRank8; edge;)
            pairs[static_cast<std::size_t>(popLowest(edge))] = unreachableMap();
        rest &= ~(kRank1 | kRank8);
    }
    std::array<FillLane, kFillLanes> lanes;
    std::array<Square, kFillLanes> sources;
    std::size_t n = 0;
    FillBatch batch;
    auto flush = [&] {
        fillLayers(piece.type, piece.color, opts.captures, std::span(lanes).first(n), batch);
        std::array<Bitboard, kFillLanes> unreached{};
        std::array<DistanceMap*, kFillLanes> rows{};
        for (std::size_t i = 0; i < n; ++i) {
            unreached[i] = ~batch.reached[i];
            rows[i] = &pairs[static_cast<std::size_t>(sources[i])];
        }
        mapsOfPlanes(
            n, {unreached.data(), batch.planes[0].data(), kFillLanes, planeCount(batch.depth)},
            rows.data());
        n = 0;
    };
    while (rest) {
        const Square s = popLowest(rest);
        const Bitboard lifted = ~bit(s);
        Bitboard taboo = opts.taboo;
        if (opts.avoidAttacked)
            taboo |= has(own | enemy, s)
                         ? attackedBy(pos, opposite(piece.color), (own | enemy) & lifted, bit(s))
                         : attacked;
        lanes[n] = {s, own & lifted, enemy & lifted, taboo};
        sources[n++] = s;
        if (n == kFillLanes)
            flush();
    }
    if (n > 0)
        flush();
}

} // namespace

AllPairs reachPairs(const Board& pos, Piece piece, const ReachOptions& opts)
{
    AllPairs pairs;
    if (piece.type == PieceType::Pawn && opts.promotion)
        pairs = reachPairsByFill(pos, piece, opts);
    else
        fastPairs(pos, piece, opts, pairs);
    return pairs;
}

AllPairs reachPairsByFill(const Board& pos, Piece piece, const ReachOptions& opts)
{
    AllPairs pairs;
    for (Square s = A1; s <= H8; ++s)
        pairs[static_cast<std::size_t>(s)] = mayStandOnRank(piece.type, rankOf(s))
                                                 ? reachFill(makeContext(pos, s, piece, opts))
                                                 : unreachableMap();
    return pairs;
}

} // namespace cd
