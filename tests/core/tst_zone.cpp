// Zones against a brute force written from the definition (docs/zones.md) with the square-by-square
// oracle of the reach tests (its own move rules, attacks and BFS), and the fixed examples: the
// rule of the square, Réti's study, the README's middlegame.
#include "reachoracle.h"

#include "interceptiontext.h"
#include "zone.h"

using namespace reachref;
using testutil::setText;

namespace {

struct Expected {
    Square from, at;
    int stop, moves, budget;
    InterceptionKind how;
    friend bool operator==(const Expected&, const Expected&) = default;
};

using zonetest::kindText;

QString listText(const std::vector<Expected>& list)
{
    QStringList out;
    for (const auto& e : list)
        out << QStringLiteral("%1@%2 k%3 %4/%5 %6")
                   .arg(QString::fromStdString(squareName(e.from)),
                        QString::fromStdString(squareName(e.at)))
                   .arg(e.stop)
                   .arg(e.moves)
                   .arg(e.budget)
                   .arg(kindText(e.how));
    return out.join(QStringLiteral(", "));
}

std::vector<Expected> found(const std::vector<Interception>& list)
{
    std::vector<Expected> out;
    for (const auto& i : list)
        out.push_back({i.from, i.at, i.stop, i.moves, i.budget, i.how});
    return out;
}

// The oracle's move relation of `piece` on `origin` (the same set-up as oracleReach).
MoveGraph oracleGraph(const Board& pos, Square origin, Piece piece, const ReachOptions& opts)
{
    Oracle o;
    o.color = piece.color;
    o.own = pos.pieces(piece.color) & ~bit(origin);
    o.enemy = pos.pieces(opposite(piece.color)) & ~bit(origin);
    o.taboo = opts.taboo;
    if (opts.avoidAttacked)
        o.taboo |= oracleAttacks(pos, opposite(piece.color), origin);
    o.mode = opts.captures;
    MoveGraph g{};
    for (Square u = A1; u <= H8; ++u)
        g[static_cast<std::size_t>(u)] = o.moves(piece.type, u);
    return g;
}

// Fewest moves from every square to `to`, by a plain queue over the reversed relation.
std::array<int, 64> distancesTo(const MoveGraph& g, Square to)
{
    std::array<int, 64> d;
    d.fill(-1);
    d[static_cast<std::size_t>(to)] = 0;
    std::deque<Square> queue{to};
    while (!queue.empty()) {
        const Square v = queue.front();
        queue.pop_front();
        for (Square u = A1; u <= H8; ++u)
            if (has(g[static_cast<std::size_t>(u)], v) && d[static_cast<std::size_t>(u)] < 0) {
                d[static_cast<std::size_t>(u)] = d[static_cast<std::size_t>(v)] + 1;
                queue.push_back(u);
            }
    }
    return d;
}

// The layers of the shortest routes of `piece` from `origin` to `to` on `pos`: the squares at
// oracle distance t from the origin and L - t from the target.
std::vector<Bitboard> oracleLayers(const Board& pos, Square origin, Piece piece, Square to,
                                   const ReachOptions& opts)
{
    const DistanceMap from = oracleReach(pos, origin, piece, opts);
    const auto back = distancesTo(oracleGraph(pos, origin, piece, opts), to);
    const int length = from[static_cast<std::size_t>(to)];
    std::vector<Bitboard> layers;
    if (length < 0)
        return layers;
    layers.assign(static_cast<std::size_t>(length) + 1, 0);
    for (Square v = A1; v <= H8; ++v) {
        const int a = from[static_cast<std::size_t>(v)], b = back[static_cast<std::size_t>(v)];
        if (a >= 0 && b >= 0 && a + b == length)
            layers[static_cast<std::size_t>(a)] |= bit(v);
    }
    return layers;
}

// The definition, literally: every piece of the other side (but `exclude`) against every stop.
std::vector<Expected> bruteInterceptions(const Board& pos, Square origin, Piece attacker,
                                         const std::vector<Bitboard>& layers, bool toMove,
                                         const ReachOptions& opts, Bitboard exclude)
{
    Board lifted = pos;
    lifted.setPiece(origin, std::nullopt);
    std::vector<Expected> out;
    for (std::size_t k = 1; k < layers.size(); ++k) {
        const int budget = toMove ? static_cast<int>(k) - 1 : static_cast<int>(k);
        for (Square s = A1; s <= H8; ++s) {
            if (!has(layers[k], s))
                continue;
            for (Square q = A1; q <= H8; ++q) {
                const auto p = lifted.pieceAt(q);
                if (!p || p->color == attacker.color || has(exclude, q) || q == s)
                    continue;
                const int b = oracleReach(lifted, q, *p, opts)[static_cast<std::size_t>(s)];
                Board prey = lifted;
                prey.setPiece(s, attacker);
                const int c = oracleReach(prey, q, *p, opts)[static_cast<std::size_t>(s)];
                if (b >= 0 && b <= budget)
                    out.push_back({q, s, static_cast<int>(k), b, budget, InterceptionKind::Block});
                else if (c >= 0 && c <= budget + 1) // no piece takes a king: it guards
                    out.push_back({q, s, static_cast<int>(k), c, budget,
                                   attacker.type == PieceType::King ? InterceptionKind::Guard
                                                                    : InterceptionKind::Capture});
            }
        }
    }
    return out;
}

Board position(std::string_view fen)
{
    return reachref::fromFen(fen);
}

Query zoneQuery(const Board& b, const char* from, const char* to)
{
    Query q;
    q.metric = Metric::Reach;
    q.board = b;
    q.from = sq(from);
    q.to = sq(to);
    return q;
}

Expected block(const char* from, const char* at, int stop, int moves, int budget)
{
    return {sq(from), sq(at), stop, moves, budget, InterceptionKind::Block};
}
Expected capture(const char* from, const char* at, int stop, int moves, int budget)
{
    return {sq(from), sq(at), stop, moves, budget, InterceptionKind::Capture};
}
Expected guard(const char* from, const char* at, int stop, int moves, int budget)
{
    return {sq(from), sq(at), stop, moves, budget, InterceptionKind::Guard};
}

constexpr std::string_view kMiddlegame =
    "r2q1rk1/pp1nbppp/2p1pn2/3p4/2PP1B2/2N1PN2/PPQ2PPP/R3KB1R w KQ - 2 9";

} // namespace

Q_DECLARE_METATYPE(std::vector<Expected>)

class TestZone : public QObject {
    Q_OBJECT
private slots:
    void ruleOfTheSquare_data();
    void ruleOfTheSquare();
    void retiStudy();
    void retiAfterKxc6();
    void middlegame();
    void interceptorRoutes();
    void depthTwo();
    void aKingIsGuarded();
    void bruteForce_data();
    void bruteForce();
    void badQueries();
    void needs();
};

void TestZone::ruleOfTheSquare_data()
{
    QTest::addColumn<QString>("fen");
    QTest::addColumn<std::vector<Expected>>("expected");
    // Black pawn a5 runs to a1 (stops a4, a3, a2, a1 at k = 1..4). With White to move White has
    // made k moves before the pawn's k-th, with Black to move k - 1.
    QTest::newRow("Ke2, White to move: blocks a1, captures on a2")
        << "8/8/8/p7/8/8/4K3/8 w - - 0 1"
        << std::vector{capture("e2", "a2", 3, 4, 3), block("e2", "a1", 4, 4, 4)};
    QTest::newRow("Ke2, Black to move: takes the new queen on a1")
        << "8/8/8/p7/8/8/4K3/8 b - - 0 1" << std::vector{capture("e2", "a1", 4, 4, 3)};
    QTest::newRow("Kd2, White to move")
        << "8/8/8/p7/8/8/3K4/8 w - - 0 1"
        << std::vector{capture("d2", "a3", 2, 3, 2), block("d2", "a2", 3, 3, 3),
                       block("d2", "a1", 4, 3, 4)};
    QTest::newRow("Kd2, Black to move")
        << "8/8/8/p7/8/8/3K4/8 b - - 0 1"
        << std::vector{capture("d2", "a2", 3, 3, 2), block("d2", "a1", 4, 3, 3)};
    QTest::newRow("Kf2 outside the square, Black to move: too late")
        << "8/8/8/p7/8/8/5K2/8 b - - 0 1" << std::vector<Expected>{};
    QTest::newRow("Kf2, White to move: steps into the square")
        << "8/8/8/p7/8/8/5K2/8 w - - 0 1" << std::vector{capture("f2", "a1", 4, 5, 4)};
}

void TestZone::ruleOfTheSquare()
{
    QFETCH(QString, fen);
    QFETCH(std::vector<Expected>, expected);
    const Zone z = zone(zoneQuery(position(fen.toStdString()), "a5", "a1"));
    QCOMPARE(z.main.length, 4);
    QCOMPARE(setText(z.main.squares), QStringLiteral("a1 a2 a3 a4 a5"));
    QCOMPARE(listText(found(z.interceptions)), listText(expected));
}

void TestZone::retiStudy()
{
    const Board reti = position("7K/8/k1P5/7p/8/8/8/8 w - - 0 1");
    // The h-pawn: the king on h8 is 4 moves from h4, 7 from h1; White moves first, so it would
    // need to be at most k (block) or k + 1 (capture) from the k-th stop: never.
    const Zone h = zone(zoneQuery(reti, "h5", "h1"));
    QVERIFY(!h.attackerToMove);
    QCOMPARE(h.budgets, (std::vector<int>{0, 1, 2, 3, 4}));
    QCOMPARE(listText(found(h.interceptions)), QString());
    // The c-pawn: White to move, so Black has made k - 1 moves before its k-th: the king on a6
    // reaches c8 in 2, one more than the budget: it takes the new queen.
    const Zone c = zone(zoneQuery(reti, "c6", "c8"));
    QVERIFY(c.attackerToMove);
    QCOMPARE(c.budgets, (std::vector<int>{0, 0, 1}));
    QCOMPARE(listText(found(c.interceptions)), listText({capture("a6", "c8", 2, 2, 1)}));
    QCOMPARE(setText(c.interceptions[0].routes.squares), QStringLiteral("a6 b7 c8"));
}

void TestZone::retiAfterKxc6()
{
    // 1. Kg7 h4 2. Kf6 Kb6 3. Ke5 Kxc6: now the king on e5 is 3 moves from h2 and 4 from h1.
    const Zone z = zone(zoneQuery(position("8/8/2k5/4K3/7p/8/8/8 w - - 0 4"), "h4", "h1"));
    QCOMPARE(listText(found(z.interceptions)),
             listText({capture("e5", "h2", 2, 3, 2), capture("e5", "h1", 3, 4, 3)}));
}

void TestZone::middlegame()
{
    // The README's queen c2 to d7 (4 moves, the black knight there taken on arrival). White is to
    // move: Black has made k - 1 moves before the queen's k-th.
    const Zone z = zone(zoneQuery(position(kMiddlegame), "c2", "d7"));
    QCOMPARE(z.main.length, 4);
    QCOMPARE(setText(z.main.layers[1]), QStringLiteral("b3 a4 e4 f5"));
    QCOMPARE(z.budgets, (std::vector<int>{0, 0, 1, 2, 3}));
    std::vector<Interception> first, last;
    for (const auto& i : z.interceptions) {
        if (i.stop == 1)
            first.push_back(i);
        if (i.stop == 4)
            last.push_back(i);
    }
    // First move (budget 0): no block is possible; d5xe4, Nf6xe4 and e6xf5 capture at once, and
    // nothing reaches a4 or b3 (Nd7-b6 is not b3; Be7-a3 is not a4).
    QCOMPARE(listText(found(first)),
             listText({capture("d5", "e4", 1, 1, 0), capture("f6", "e4", 1, 1, 0),
                       capture("e6", "f5", 1, 1, 0)}));
    // On d7 (budget 3): Nf6 and Qd8 take in 1, Ra8 in 3 (a7 and d8 are its own: a8-c8-c7-d7);
    // the king g8 is walled in, the bishop e7 is on the other colour, the knight d7 is the prey.
    QCOMPARE(listText(found(last)),
             listText({capture("f6", "d7", 4, 1, 3), capture("a8", "d7", 4, 3, 3),
                       capture("d8", "d7", 4, 1, 3)}));
    QCOMPARE(z.interceptions.size(), std::size_t{35});
}

void TestZone::interceptorRoutes()
{
    // Every interception carries its own set to the stop, of the length it was counted with, and
    // one chosen route from its square to the stop (what the window and the animation draw).
    const Zone z = zone(zoneQuery(position("8/8/8/p7/8/8/3K4/8 w - - 0 1"), "a5", "a1"));
    QVERIFY(!z.main.routes.empty());
    QCOMPARE(z.main.routes[0].front(), sq("a5"));
    for (const auto& i : z.interceptions) {
        QCOMPARE(i.routes.distance, i.moves);
        QCOMPARE(i.routes.layers.front(), bit(i.from));
        QCOMPARE(i.routes.layers.back(), bit(i.at));
        QCOMPARE(i.routes.routes.size(), std::size_t{1});
        QCOMPARE(i.routes.routes[0].size(), static_cast<std::size_t>(i.moves) + 1);
    }
}

void TestZone::depthTwo()
{
    // The Black king on a6 takes the c-pawn's queen on c8 by b7. On its own timeline (Black not
    // to move: budget j) a White piece stops it if it meets b7 or c8 in time: the c-pawn is the
    // attacker (lifted, and the prey standing on c8), the king h8 is far away. A White knight
    // on d6 jumps to b7 before the king (1 move, budget 1) and guards c8 already: no piece
    // takes a king, so what would be a capture (1 <= 2 + 1) is a guard.
    const Zone plain = zone(zoneQuery(position("7K/8/k1P5/7p/8/8/8/8 w - - 0 1"), "c6", "c8"), 2);
    QCOMPARE(plain.interceptions.size(), std::size_t{1});
    QVERIFY(plain.interceptions[0].counters.empty());
    const Zone z = zone(zoneQuery(position("7K/8/k1PN4/7p/8/8/8/8 w - - 0 1"), "c6", "c8"), 2);
    QCOMPARE(listText(found(z.interceptions)), listText({capture("a6", "c8", 2, 2, 1)}));
    const auto& counters = z.interceptions[0].counters;
    QCOMPARE(listText(found(counters)),
             listText({block("d6", "b7", 1, 1, 1), guard("d6", "c8", 2, 1, 2)}));
    // At depth 1 the counters are not computed.
    QVERIFY(zone(zoneQuery(position("7K/8/k1PN4/7p/8/8/8/8 w - - 0 1"), "c6", "c8"))
                .interceptions[0]
                .counters.empty());
}

void TestZone::aKingIsGuarded()
{
    // White's king walks e2 to e4, White to move. No piece takes a king: the pawn on d6 stops it
    // by guarding e4 after d5 (the distance to take there, 2, within the budget 1 plus one), and
    // the rook on a3 guards the third rank already, and e4 after a4. The verdicts are those of a
    // capture.
    const Zone z = zone(zoneQuery(position("8/8/3p4/8/8/r7/4K3/8 w - - 0 1"), "e2", "e4"));
    QCOMPARE(listText(found(z.interceptions)),
             listText({guard("a3", "d3", 1, 1, 0), guard("a3", "e3", 1, 1, 0),
                       guard("a3", "f3", 1, 1, 0), guard("a3", "e4", 2, 2, 1),
                       guard("d6", "e4", 2, 2, 1)}));
}

void TestZone::bruteForce_data()
{
    QTest::addColumn<CaptureMode>("mode");
    QTest::addColumn<bool>("avoid");
    QTest::newRow("stop") << CaptureMode::Stop << false;
    QTest::newRow("continue") << CaptureMode::Continue << false;
    QTest::newRow("block") << CaptureMode::Block << false;
    QTest::newRow("stop, avoid-attacked") << CaptureMode::Stop << true;
    QTest::newRow("continue, avoid-attacked") << CaptureMode::Continue << true;
}

void TestZone::bruteForce()
{
    QFETCH(CaptureMode, mode);
    QFETCH(bool, avoid);
    std::mt19937 rng(static_cast<unsigned>(static_cast<int>(mode) * 7 + (avoid ? 1 : 0)));
    int checked = 0, withInterceptions = 0, counters = 0, sides[2] = {0, 0};
    for (int trial = 0; checked < 500 && trial < 20000; ++trial) {
        Board pos = randomPosition(rng);
        const auto type = static_cast<PieceType>(rng() % 6);
        const Square from = randomOrigin(rng, type);
        const Piece attacker{rng() % 2 ? Color::White : Color::Black, type};
        pos.setPiece(from, attacker);
        const Square to = static_cast<Square>(rng() % 64);
        ReachOptions opts;
        opts.captures = mode;
        opts.avoidAttacked = avoid;
        const int d = oracleReach(pos, from, attacker, opts)[static_cast<std::size_t>(to)];
        if (to == from || d < 0)
            continue;
        const bool white = rng() % 2;
        const Board side = *Board::fromFen(pos.placement() + (white ? " w" : " b"));
        const bool toMove = white == (attacker.color == Color::White);
        Query q = zoneQuery(side, "a1", "a1");
        q.from = from;
        q.to = to;
        q.reach = opts;
        const int depth = checked % 5 == 0 ? 2 : 1;
        const Zone z = zone(q, depth);
        const auto layers = oracleLayers(side, from, attacker, to, opts);
        QCOMPARE(z.main.layers, layers);
        QCOMPARE(z.attackerToMove, toMove);
        const auto expected = bruteInterceptions(side, from, attacker, layers, toMove, opts, 0);
        const auto got = found(z.interceptions);
        if (got != expected)
            QFAIL(qPrintable(QStringLiteral("%1 from %2 to %3:\n got %4\nwant %5")
                                 .arg(QString::fromStdString(side.fen()),
                                      QString::fromStdString(squareName(from)),
                                      QString::fromStdString(squareName(to)), listText(got),
                                      listText(expected))));
        Board lifted = side;
        lifted.setPiece(from, std::nullopt);
        for (const auto& i : z.interceptions) {
            Board measured = lifted;
            Bitboard exclude = 0;
            if (i.how != InterceptionKind::Block) {
                measured.setPiece(i.at, attacker);
                exclude = bit(i.at);
            }
            const auto own = oracleLayers(measured, i.from, i.piece, i.at, opts);
            QCOMPARE(i.routes.layers, own);
            if (depth == 2) {
                const auto second =
                    bruteInterceptions(measured, i.from, i.piece, own, !toMove, opts, exclude);
                QCOMPARE(listText(found(i.counters)), listText(second));
                counters += static_cast<int>(second.size());
            } else {
                QVERIFY(i.counters.empty());
            }
        }
        withInterceptions += z.interceptions.empty() ? 0 : 1;
        ++sides[white ? 0 : 1];
        ++checked;
    }
    QCOMPARE(checked, 500);
    // The sample is not trivial: both sides moved first, many zones had interceptors, and the
    // second negation found some.
    QVERIFY2(sides[0] > 150 && sides[1] > 150, "both sides to move");
    QVERIFY2(withInterceptions > 80, qPrintable(QString::number(withInterceptions)));
    QVERIFY2(counters > 10, qPrintable(QString::number(counters)));
}

void TestZone::badQueries()
{
    const Board reti = position("7K/8/k1P5/7p/8/8/8/8 w - - 0 1");
    QVERIFY_THROWS_EXCEPTION(QueryError, zone(zoneQuery(reti, "d4", "d5")));    // no piece
    QVERIFY_THROWS_EXCEPTION(QueryError, zone(zoneQuery(reti, "h5", "h5")));    // the same square
    QVERIFY_THROWS_EXCEPTION(QueryError, zone(zoneQuery(reti, "h5", "h8")));    // backwards
    QVERIFY_THROWS_EXCEPTION(QueryError, zone(zoneQuery(reti, "h5", "h1"), 3)); // depth
    Query longer = zoneQuery(reti, "h8", "h7");
    longer.length = 2; // the king h8 to h7 by g8 or g7: an admissible route of length 2
    QCOMPARE(zone(longer).main.length, 2);
    longer.length = 4;
    QCOMPARE(zone(longer).main.length, 4);
}

// The one check of a zone's preconditions, in its order: squares, a position, reach, a piece.
void TestZone::needs()
{
    const Board reti = position("7K/8/k1P5/7p/8/8/8/8 w - - 0 1");
    QCOMPARE(zoneNeed(zoneQuery(reti, "h5", "h1"), true), std::nullopt);
    Query q = zoneQuery(reti, "h5", "h1");
    q.to.reset();
    QCOMPARE(zoneNeed(q, true), ZoneNeed::Squares);
    QCOMPARE(zoneNeed(q, false), ZoneNeed::Squares); // the squares are named first
    QCOMPARE(zoneNeed(zoneQuery(Board(), "e2", "e4"), false), ZoneNeed::Position);
    q = zoneQuery(reti, "h5", "h1");
    q.metric = Metric::Knight;
    QCOMPARE(zoneNeed(q, true), ZoneNeed::Reach);
    QCOMPARE(zoneNeed(zoneQuery(reti, "d4", "d5"), true), ZoneNeed::Piece);
    // zone() asks the same check: its messages name what is missing.
    q = zoneQuery(reti, "h5", "h1");
    q.from.reset();
    QVERIFY_THROWS_EXCEPTION(QueryError, zone(q));
}

QTEST_APPLESS_MAIN(TestZone)
#include "tst_zone.moc"
