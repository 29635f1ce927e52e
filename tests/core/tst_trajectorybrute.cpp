// Trajectory sets and counts against brute-force enumeration of walks and the independent
// counting formula: every king pair, longer routes, positions, all pairs of several pieces.
#include "trajectoryreference.h"

#include "assertdeath.h"
#include "attacks.h"
#include "boardtext.h"
#include "reach.h"
#include "trajectory.h"
#include <QTest>
#include <algorithm>
#include <deque>
#include <random>
#include <set>
#include <type_traits>

using namespace trajref;

class TestTrajectoryBrute : public QObject {
    Q_OBJECT
private slots:
    void bruteForceAllKingPairsShortest();
    void bruteForceLonger_data();
    void bruteForceLonger();
    void bruteForceInPositions();
    void formulaCountsAllPairs_data();
    void formulaCountsAllPairs();
};

void TestTrajectoryBrute::bruteForceAllKingPairsShortest()
{
    std::uint64_t total = 0;
    for (Square a = A1; a <= H8; ++a)
        for (Square b = A1; b <= H8; ++b) {
            TrajectoryRequest r;
            r.from = a;
            r.to = b;
            r.limit = 400;
            const TrajectorySet t = trajectories(king(), r);
            const int l0 = std::max(std::abs(a % 8 - b % 8), std::abs(a / 8 - b / 8));
            QCOMPARE(t.distance, l0);
            const Expected e = bruteForce(king(), a, b, l0, false);
            const QString diff = difference(t, e, 400, l0);
            if (!diff.isEmpty())
                QFAIL(qPrintable(QStringLiteral("%1 -> %2: ").arg(a).arg(b) + diff));
            // Shortest routes have degree 1 (spot check, the degree DP is slow in Debug).
            if ((a + b) % 7 == 0)
                for (const Route& w : e.routes)
                    QCOMPARE(admissibleDegree(king(), w), 1);
            total += t.count.value;
        }
    QCOMPARE(total, std::uint64_t{110576}); // the sum of the 4096 brute-force counts
}

void TestTrajectoryBrute::bruteForceLonger_data()
{
    QTest::addColumn<PieceType>("type");
    QTest::addColumn<int>("slack");
    QTest::addColumn<int>("pairs");
    QTest::newRow("king l0+1") << PieceType::King << 1 << 100;
    QTest::newRow("king l0+2") << PieceType::King << 2 << 25;
    QTest::newRow("knight l0+1") << PieceType::Knight << 1 << 20; // always empty: parity
    QTest::newRow("knight l0+2") << PieceType::Knight << 2 << 50;
    QTest::newRow("queen l0+1") << PieceType::Queen << 1 << 40;
    QTest::newRow("queen l0+2") << PieceType::Queen << 2 << 12;
    QTest::newRow("wazir l0+2") << PieceType::Wazir << 2 << 20;
    QTest::newRow("bishop l0+2") << PieceType::Bishop << 2 << 50;
}

void TestTrajectoryBrute::bruteForceLonger()
{
    QFETCH(PieceType, type);
    QFETCH(int, slack);
    QFETCH(int, pairs);
    const MoveGraph g = emptyBoardGraph(type);
    std::mt19937 rng(static_cast<unsigned>(slack * 100 + static_cast<int>(type)));
    int degreeChecks = 0;
    for (int i = 0; i < pairs; ++i) {
        const Square a = static_cast<Square>(rng() % 64), b = static_cast<Square>(rng() % 64);
        const Dist fromA = bfsFrom(g, a), toB = bfsTo(g, b);
        if (fromA[ix(b)] < 0)
            continue;
        const int l = fromA[ix(b)] + slack;
        for (const bool distinctStops : {false, true}) {
            TrajectoryRequest r;
            r.from = a;
            r.to = b;
            r.length = l;
            r.distinctStops = distinctStops;
            r.limit = 50;
            const TrajectorySet t = trajectories(g, r);
            const Expected e = bruteForce(g, a, b, l, distinctStops);
            const QString diff = difference(t, e, 50, l);
            if (!diff.isEmpty())
                QFAIL(qPrintable(QStringLiteral("%1 -> %2 length %3 distinct %4: ")
                                     .arg(a)
                                     .arg(b)
                                     .arg(l)
                                     .arg(distinctStops) +
                                 diff));
            Bitboard dock = 0;
            for (Square s = A1; s <= H8; ++s)
                if (fromA[ix(s)] >= 0 && toB[ix(s)] >= 0 && fromA[ix(s)] + toB[ix(s)] == l)
                    dock |= bit(s);
            QCOMPARE(t.dock, dock);
        }
        // The library's degree agrees with the split test on a sample of all walks.
        const auto every = allWalks(g, a, b, l);
        for (std::size_t w = 0; w < every.size(); w += 1 + every.size() / 40) {
            const int d = admissibleDegree(g, every[w]);
            QVERIFY(d >= 2); // never shortest: it is longer than l0
            QCOMPARE(d == 2, degreeAtMostTwo(fromA, toB, every[w]));
            ++degreeChecks;
        }
    }
    // Knight routes between two squares all have the same parity.
    QCOMPARE(degreeChecks > 0, !(type == PieceType::Knight && slack % 2 == 1));
}

void TestTrajectoryBrute::bruteForceInPositions()
{
    // Directed relations: pieces in positions, mode stop (captures end a route) and pawns.
    std::mt19937 rng(5150);
    const PieceType types[] = {PieceType::King, PieceType::Knight, PieceType::Rook,
                               PieceType::Queen, PieceType::Pawn};
    int compared = 0;
    for (int round = 0; round < 60; ++round) {
        Board pos;
        for (int i = 0; i < 10; ++i) {
            const Square s = static_cast<Square>(8 + rng() % 48);
            pos.setPiece(s, Piece{rng() % 2 ? Color::White : Color::Black,
                                  static_cast<PieceType>(1 + rng() % 5)});
        }
        const PieceType type = types[round % 5];
        const Piece piece{rng() % 2 ? Color::White : Color::Black, type};
        const Square origin = static_cast<Square>(8 + rng() % 48);
        pos.setPiece(origin, piece);
        ReachOptions opts;
        opts.captures = static_cast<CaptureMode>(round % 3);
        const MoveGraph g = moveGraph(makeContext(pos, origin, piece, opts));
        const Dist fromO = bfsFrom(g, origin);
        for (int target = 0; target < 3; ++target) {
            const Square b = static_cast<Square>(rng() % 64);
            if (fromO[ix(b)] < 0)
                continue;
            for (int slack = 0; slack <= 2; ++slack) {
                const int l = fromO[ix(b)] + slack;
                TrajectoryRequest r;
                r.from = origin;
                r.to = b;
                r.length = l;
                r.limit = 30;
                const QString diff =
                    difference(trajectories(g, r), bruteForce(g, origin, b, l, false), 30, l);
                if (!diff.isEmpty())
                    QFAIL(qPrintable(QStringLiteral("%1, %2 -> %3 length %4: ")
                                         .arg(QString::fromStdString(pos.fen()))
                                         .arg(origin)
                                         .arg(b)
                                         .arg(l) +
                                     diff));
                QCOMPARE(trajectories(g, r).count.value, formulaCount(g, origin, b, l));
                ++compared;
            }
        }
    }
    QVERIFY(compared > 100);
}

void TestTrajectoryBrute::formulaCountsAllPairs_data()
{
    QTest::addColumn<PieceType>("type");
    QTest::addColumn<int>("maxSlack");
    QTest::addColumn<int>("stride"); // every stride-th target
    QTest::newRow("king") << PieceType::King << 2 << 1;
    QTest::newRow("knight") << PieceType::Knight << 2 << 1;
    QTest::newRow("queen") << PieceType::Queen << 2 << 2;
    QTest::newRow("rook") << PieceType::Rook << 2 << 2;
    QTest::newRow("bishop") << PieceType::Bishop << 2 << 2;
    QTest::newRow("wazir") << PieceType::Wazir << 2 << 2;
}

void TestTrajectoryBrute::formulaCountsAllPairs()
{
    QFETCH(PieceType, type);
    QFETCH(int, maxSlack);
    QFETCH(int, stride);
    const MoveGraph g = emptyBoardGraph(type);
    std::vector<Side> from, to;
    for (Square s = A1; s <= H8; ++s) {
        from.push_back(side(g, s, false));
        to.push_back(side(g, s, true));
    }
    for (Square a = A1; a <= H8; ++a)
        for (Square b = Square(a % stride); b <= H8; b = Square(b + stride)) {
            const int l0 = from[ix(a)].d[ix(b)];
            if (l0 < 0)
                continue;
            for (int slack = 0; slack <= maxSlack; ++slack) {
                TrajectoryRequest r;
                r.from = a;
                r.to = b;
                r.length = l0 + slack;
                r.limit = 0;
                const TrajectorySet t = trajectories(g, r);
                const std::uint64_t expected =
                    formulaCount(g, from[ix(a)], to[ix(b)], b, l0 + slack);
                if (t.count.value != expected || t.count.saturated)
                    QFAIL(qPrintable(QStringLiteral("%1 -> %2 length %3: %4, expected %5")
                                         .arg(a)
                                         .arg(b)
                                         .arg(l0 + slack)
                                         .arg(t.count.value)
                                         .arg(expected)));
                QVERIFY(t.routes.empty());
            }
        }
}

QTEST_APPLESS_MAIN(TestTrajectoryBrute)
#include "tst_trajectorybrute.moc"
