// The zone's late pieces (docs/zones.md): every piece of the other side that reaches a stop but in
// time at none, at its best try. Checked against a brute force written from the definition with
// the square-by-square oracle of the reach tests, over every king square of the rule of the
// square and many random positions, and on the fixed examples.
#include "reachoracle.h"

#include "interceptiontext.h"
#include "zone.h"

#include <algorithm>
#include <tuple>

using namespace reachref;

namespace {

struct Late {
    Square from, at;
    int stop, moves, budget, lateBy;
    InterceptionKind how;
    friend bool operator==(const Late&, const Late&) = default;
};

using zonetest::kindText;

QString listText(const std::vector<Late>& list)
{
    QStringList out;
    for (const auto& e : list)
        out << QStringLiteral("%1@%2 k%3 %4/%5 late %6 %7")
                   .arg(QString::fromStdString(squareName(e.from)),
                        QString::fromStdString(squareName(e.at)))
                   .arg(e.stop)
                   .arg(e.moves)
                   .arg(e.budget)
                   .arg(e.lateBy)
                   .arg(kindText(e.how));
    return out.join(QStringLiteral(", "));
}

std::vector<Late> found(const std::vector<Interception>& list)
{
    std::vector<Late> out;
    for (const auto& i : list)
        out.push_back({i.from, i.at, i.stop, i.moves, i.budget, i.lateBy, i.how});
    return out;
}

struct Tally {
    int late = 0, inTime = 0, ties = 0, guards = 0; // ties: a block and a take equally late
};

// The definition, literally: for each piece of the other side every try at every stop (a block:
// its distance on the board with the attacker lifted, late by moves - budget; a take: its
// distance with the attacker standing on the stop, late by moves - (budget + 1)); a piece with a
// try late by 0 or less is in time and not late; the others keep their least late try, then the
// earliest stop (layer, then square), then a block before a take.
std::vector<Late> bruteLate(const Board& pos, Square origin, Piece attacker,
                            const std::vector<Bitboard>& layers, bool toMove,
                            const ReachOptions& opts, Tally* tally = nullptr)
{
    Board lifted = pos;
    lifted.setPiece(origin, std::nullopt);
    const auto take =
        attacker.type == PieceType::King ? InterceptionKind::Guard : InterceptionKind::Capture;
    std::vector<Late> out;
    for (Square q = A1; q <= H8; ++q) {
        const auto p = lifted.pieceAt(q);
        if (!p || p->color == attacker.color)
            continue;
        std::vector<std::tuple<int, int, Square, int, int>> tries; // late, k, s, kind, moves
        for (std::size_t k = 1; k < layers.size(); ++k) {
            const int budget = toMove ? static_cast<int>(k) - 1 : static_cast<int>(k);
            for (Square s = A1; s <= H8; ++s) {
                if (!has(layers[k], s) || s == q)
                    continue;
                const int b = oracleReach(lifted, q, *p, opts)[static_cast<std::size_t>(s)];
                Board prey = lifted;
                prey.setPiece(s, attacker);
                const int c = oracleReach(prey, q, *p, opts)[static_cast<std::size_t>(s)];
                if (b >= 0)
                    tries.emplace_back(b - budget, static_cast<int>(k), s, 0, b);
                if (c >= 0)
                    tries.emplace_back(c - budget - 1, static_cast<int>(k), s, 1, c);
            }
        }
        if (tries.empty())
            continue;
        const auto best = *std::min_element(tries.begin(), tries.end());
        const auto [late, k, s, kind, moves] = best;
        if (late <= 0) {
            if (tally)
                ++tally->inTime;
            continue;
        }
        const int budget = toMove ? k - 1 : k;
        out.push_back({q, s, k, moves, budget, late, kind == 0 ? InterceptionKind::Block : take});
        if (tally) {
            ++tally->late;
            tally->guards += kind == 1 && take == InterceptionKind::Guard ? 1 : 0;
            tally->ties += kind == 0 && std::count_if(tries.begin(), tries.end(),
                                                      [&](auto& t) {
                                                          return std::get<0>(t) == late &&
                                                                 std::get<1>(t) == k &&
                                                                 std::get<2>(t) == s;
                                                      }) == 2
                               ? 1
                               : 0;
        }
    }
    std::stable_sort(out.begin(), out.end(), [](const Late& a, const Late& b) {
        return std::tie(a.lateBy, a.stop, a.at, a.from) < std::tie(b.lateBy, b.stop, b.at, b.from);
    });
    return out;
}

Query zoneQuery(const Board& b, Square from, Square to)
{
    Query q;
    q.metric = Metric::Reach;
    q.board = b;
    q.from = from;
    q.to = to;
    return q;
}

Late late(const char* from, const char* at, int stop, int moves, int budget, int lateBy,
          InterceptionKind how)
{
    return {sq(from), sq(at), stop, moves, budget, lateBy, how};
}

// Every late piece carries a route to the stop of its try, of the length it was counted with.
void checkRoutes(const Zone& z)
{
    for (const auto& i : z.late) {
        QVERIFY(i.counters.empty());
        QCOMPARE(i.routes.distance, i.moves);
        QCOMPARE(i.routes.layers.front(), bit(i.from));
        QCOMPARE(i.routes.layers.back(), bit(i.at));
        QCOMPARE(i.routes.routes.size(), std::size_t{1});
        QCOMPARE(i.routes.routes[0].size(), static_cast<std::size_t>(i.moves) + 1);
    }
}

} // namespace

Q_DECLARE_METATYPE(std::vector<Late>)

class TestZoneLate : public QObject {
    Q_OBJECT
private slots:
    void ruleOfTheSquare_data();
    void ruleOfTheSquare();
    void earliestStopOfEquals();
    void aKingIsGuarded();
    void everyKingSquare();
    void bruteForce_data();
    void bruteForce();
};

void TestZoneLate::ruleOfTheSquare_data()
{
    QTest::addColumn<QString>("fen");
    QTest::addColumn<int>("interceptions");
    QTest::addColumn<std::vector<Late>>("expected");
    // Black's pawn a5 runs to a1; with Black to move White has made k - 1 moves before its k-th.
    // The king on f2 is 5 from a1: one more than the 3 moves plus the capture allowed there.
    const auto capture = InterceptionKind::Capture;
    QTest::newRow("Kf2, Black to move: one move too late")
        << "8/8/8/p7/8/8/5K2/8 b - - 0 1" << 0
        << std::vector{late("f2", "a1", 4, 5, 3, 1, capture)};
    QTest::newRow("Kf3, Black to move: one move too late")
        << "8/8/8/p7/8/5K2/8/8 b - - 0 1" << 0
        << std::vector{late("f3", "a1", 4, 5, 3, 1, capture)};
    QTest::newRow("Kh1, Black to move: three moves too late")
        << "8/8/8/p7/8/8/8/7K b - - 0 1" << 0 << std::vector{late("h1", "a1", 4, 7, 3, 3, capture)};
    // In time, the king is an interceptor and nothing is late.
    QTest::newRow("Ke2, Black to move: in time")
        << "8/8/8/p7/8/8/4K3/8 b - - 0 1" << 1 << std::vector<Late>{};
    QTest::newRow("Kf3, White to move: in time")
        << "8/8/8/p7/8/5K2/8/8 w - - 0 1" << 1 << std::vector<Late>{};
    QTest::newRow("Kf2, White to move: in time")
        << "8/8/8/p7/8/8/5K2/8 w - - 0 1" << 1 << std::vector<Late>{};
}

void TestZoneLate::ruleOfTheSquare()
{
    QFETCH(QString, fen);
    QFETCH(int, interceptions);
    QFETCH(std::vector<Late>, expected);
    const Zone z = zone(zoneQuery(fromFen(fen.toStdString()), sq("a5"), sq("a1")));
    QCOMPARE(z.interceptions.size(), static_cast<std::size_t>(interceptions));
    QCOMPARE(listText(found(z.late)), listText(expected));
    checkRoutes(z);
}

void TestZoneLate::earliestStopOfEquals()
{
    // A king on a8 chases the pawn from behind: 4 moves to a4, 5 to a3, 6 to a2, 7 to a1, each
    // three more than the capture allowed there. The earliest stop is kept; a block on a4 (4
    // moves, none allowed) is later still. The knight on h8, 4 moves from a3 where 2 are allowed,
    // is less late and comes first.
    const Zone z = zone(zoneQuery(fromFen("K6N/8/8/p7/8/8/8/8 b - - 0 1"), sq("a5"), sq("a1")));
    QCOMPARE(listText(found(z.late)),
             listText({late("h8", "a3", 2, 4, 1, 2, InterceptionKind::Capture),
                       late("a8", "a4", 1, 4, 0, 3, InterceptionKind::Capture)}));
    checkRoutes(z);
}

void TestZoneLate::aKingIsGuarded()
{
    // White's king walks e2 to e4 (White to move: Black has made k - 1 moves before its k-th).
    // No piece takes a king: the pawn on d6 guards e4 after d5, in time. The knight on h8 would
    // guard e4 from d6 or g5 after 2 moves (3 to take there, 2 allowed): one move too late.
    const Zone z = zone(zoneQuery(fromFen("7n/8/3p4/8/8/8/4K3/8 w - - 0 1"), sq("e2"), sq("e4")));
    QCOMPARE(z.interceptions.size(), std::size_t{1});
    QCOMPARE(z.interceptions[0].how, InterceptionKind::Guard);
    QCOMPARE(listText(found(z.late)),
             listText({late("h8", "e4", 2, 3, 1, 1, InterceptionKind::Guard)}));
    checkRoutes(z);
}

void TestZoneLate::everyKingSquare()
{
    // Every pawn that may stand on a square of ranks 2..7 runs to its last rank, against a lone
    // enemy king on every other square, with either side to move: the whole lesson, exhaustive.
    int zones = 0, lateKings = 0;
    Tally tally;
    for (const Color side : {Color::White, Color::Black})
        for (Square p = A2; p <= H7; ++p)
            for (Square k = A1; k <= H8; ++k) {
                if (k == p)
                    continue;
                const Piece pawn{side, PieceType::Pawn};
                const Square to = makeSquare(fileOf(p), side == Color::White ? 7 : 0);
                for (const bool white : {true, false}) {
                    Board pos =
                        fromFen(white ? "8/8/8/8/8/8/8/8 w - - 0 1" : "8/8/8/8/8/8/8/8 b - - 0 1");
                    pos.setPiece(p, pawn);
                    pos.setPiece(k, Piece{opposite(side), PieceType::King});
                    if (fileOf(k) == fileOf(p) && (rankOf(k) > rankOf(p)) == (side == Color::White))
                        continue; // the king stands in the pawn's way: no route at all
                    const Zone z = zone(zoneQuery(pos, p, to));
                    const bool toMove = white == (side == Color::White);
                    const auto want = bruteLate(pos, p, pawn, z.main.layers, toMove, {}, &tally);
                    const auto got = found(z.late);
                    if (got != want)
                        QFAIL(qPrintable(QStringLiteral("%1 %2 to %3:\n got %4\nwant %5")
                                             .arg(QString::fromStdString(pos.fen()),
                                                  QString::fromStdString(squareName(p)),
                                                  QString::fromStdString(squareName(to)),
                                                  listText(got), listText(want))));
                    // A king is late exactly when it is no interceptor.
                    QCOMPARE(z.late.empty(), !z.interceptions.empty());
                    lateKings += z.late.empty() ? 0 : 1;
                    ++zones;
                }
            }
    QVERIFY2(zones > 10000, qPrintable(QString::number(zones)));
    QVERIFY2(lateKings > zones / 4 && lateKings < zones * 3 / 4,
             qPrintable(QString::number(lateKings)));
}

void TestZoneLate::bruteForce_data()
{
    QTest::addColumn<CaptureMode>("mode");
    QTest::addColumn<bool>("avoid");
    QTest::newRow("stop") << CaptureMode::Stop << false;
    QTest::newRow("continue") << CaptureMode::Continue << false;
    QTest::newRow("block") << CaptureMode::Block << false;
    QTest::newRow("stop, avoid-attacked") << CaptureMode::Stop << true;
    QTest::newRow("continue, avoid-attacked") << CaptureMode::Continue << true;
}

void TestZoneLate::bruteForce()
{
    QFETCH(CaptureMode, mode);
    QFETCH(bool, avoid);
    std::mt19937 rng(static_cast<unsigned>(static_cast<int>(mode) * 11 + (avoid ? 5 : 3)));
    int checked = 0;
    Tally tally;
    for (int trial = 0; checked < 600 && trial < 20000; ++trial) {
        // Half the positions sparse (up to 6 pieces), where pieces are more often late.
        Board pos = randomPosition(rng);
        if (trial % 2 == 0) {
            Board sparse;
            const int keep = static_cast<int>(rng() % 7);
            int n = 0;
            forEachSquare(pos.occupied(), [&](Square s) {
                if (n++ < keep)
                    sparse.setPiece(s, pos.pieceAt(s));
            });
            pos = sparse;
        }
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
        Query q = zoneQuery(side, from, to);
        q.reach = opts;
        const Zone z = zone(q, checked % 7 == 0 ? 2 : 1);
        const auto want = bruteLate(side, from, attacker, z.main.layers, toMove, opts, &tally);
        const auto got = found(z.late);
        if (got != want)
            QFAIL(qPrintable(QStringLiteral("%1 from %2 to %3:\n got %4\nwant %5")
                                 .arg(QString::fromStdString(side.fen()),
                                      QString::fromStdString(squareName(from)),
                                      QString::fromStdString(squareName(to)), listText(got),
                                      listText(want))));
        // No piece is both in time and late.
        for (const auto& i : z.interceptions)
            QVERIFY(std::none_of(z.late.begin(), z.late.end(),
                                 [&](const Interception& l) { return l.from == i.from; }));
        checkRoutes(z);
        ++checked;
    }
    QCOMPARE(checked, 600);
    // The sample is not trivial: many late pieces, moving kings guarded or not.
    QVERIFY2(tally.late > 200, qPrintable(QString::number(tally.late)));
    QVERIFY2(tally.inTime > 100, qPrintable(QString::number(tally.inTime)));
    if (mode != CaptureMode::Block)
        QVERIFY2(tally.guards > 0, qPrintable(QString::number(tally.guards)));
    qInfo("late %d, in time %d, guards %d, block/take ties %d", tally.late, tally.inTime,
          tally.guards, tally.ties);
}

QTEST_APPLESS_MAIN(TestZoneLate)
#include "tst_zonelate.moc"
