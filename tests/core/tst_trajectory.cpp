// Stilman's trajectories (docs/trajectories.md): the worked examples and published counts,
// each checked against the independent references.
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

class TestTrajectory : public QObject {
    Q_OBJECT
private slots:
    void kingF6H1Maps();
    void kingF6H1Shortest();
    void kingF6H1StilmanSets();
    void kingF6H1DegreeTwo();
    void publishedCounts_data();
    void publishedCounts();
    void knightD1G8();
    void knightA1B2();
    void kingE1E2RevisitingStops();
    void tabooExampleE4();
};

void TestTrajectory::kingF6H1Maps()
{
    const Square f6 = sq("f6"), h1 = sq("h1");
    const DistanceMap from = graphDistances(king(), f6), to = graphDistancesTo(king(), h1);
    const auto mapF6 = testutil::mapFromRows(
        {"5 4 3 2 2 2 2 2", "5 4 3 2 1 1 1 2", "5 4 3 2 1 0 1 2", "5 4 3 2 1 1 1 2",
         "5 4 3 2 2 2 2 2", "5 4 3 3 3 3 3 3", "5 4 4 4 4 4 4 4", "5 5 5 5 5 5 5 5"});
    const auto mapH1 = testutil::mapFromRows(
        {"7 7 7 7 7 7 7 7", "7 6 6 6 6 6 6 6", "7 6 5 5 5 5 5 5", "7 6 5 4 4 4 4 4",
         "7 6 5 4 3 3 3 3", "7 6 5 4 3 2 2 2", "7 6 5 4 3 2 1 1", "7 6 5 4 3 2 1 0"});
    const auto sum = testutil::mapFromRows({"c b a 9 9 9 9 9", "c a 9 8 7 7 7 8", "c a 8 7 6 5 6 7",
                                            "c a 8 6 5 5 5 6", "c a 8 6 5 5 5 5", "c a 8 7 6 5 5 5",
                                            "c a 9 8 7 6 5 5", "c b a 9 8 7 6 5"});
    QCOMPARE(testutil::mapText(from), testutil::mapText(mapF6));
    QCOMPARE(testutil::mapText(to), testutil::mapText(mapH1));
    std::array<int, 64> sums{};
    for (std::size_t s = 0; s < 64; ++s)
        sums[s] = from[s] + to[s];
    QCOMPARE(testutil::mapText(sums), testutil::mapText(sum));
    // The library's graph searches agree with the plain BFS of this file.
    for (Square a = A1; a <= H8; a = Square(a + 5)) {
        const Dist f = bfsFrom(king(), a), t = bfsTo(king(), a);
        const DistanceMap gf = graphDistances(king(), a), gt = graphDistancesTo(king(), a);
        for (std::size_t s = 0; s < 64; ++s) {
            QCOMPARE(int(gf[s]), f[s]);
            QCOMPARE(int(gt[s]), t[s]);
        }
    }
}

void TestTrajectory::kingF6H1Shortest()
{
    const TrajectorySet t = run(king(), "f6", "h1");
    QCOMPARE(t.distance, 5);
    QCOMPARE(t.length, 5);
    QCOMPARE(count(t.squares), 14);
    QCOMPARE(layerTexts(t.layers),
             (QStringList{"f6", "e5 f5 g5", "e4 f4 g4 h4", "f3 g3 h3", "g2 h2", "h1"}));
    QCOMPARE(t.squares, squares("f6 e5 f5 g5 e4 f4 g4 h4 f3 g3 h3 g2 h2 h1"));
    QCOMPARE(t.count.value, std::uint64_t{25});
    QVERIFY(!t.count.saturated);
    QCOMPARE(t.routes.size(), std::size_t{25});
    QCOMPARE(testutil::routeText(t.routes.front()), QStringLiteral("f6 e5 e4 f3 g2 h1"));
    QCOMPARE(testutil::routeText(t.routes.back()), QStringLiteral("f6 g5 h4 h3 h2 h1"));
    // DOCK(l0) = SUM.
    QCOMPARE(t.dock, t.squares);
}

void TestTrajectory::kingF6H1StilmanSets()
{
    const DistanceMap from = graphDistances(king(), sq("f6")),
                      to = graphDistancesTo(king(), sq("h1"));
    QCOMPARE(setText(sumSet(from, to, 5)),
             setText(squares("f6 e5 f5 g5 e4 f4 g4 h4 f3 g3 h3 g2 h2 h1")));
    QCOMPARE(setText(sumSet(from, to, 6)), setText(squares("g1 f2 e3 d4 d5 h5 e6 g6")));
    QCOMPARE(setText(stSet(from, 1)), setText(squares("e5 f5 g5 e6 g6 e7 f7 g7")));
    QCOMPARE(setText(stSet(from, 0)), QStringLiteral("f6"));
    QCOMPARE(setText(stSet(to, 7)),
             setText(squares("a1 a2 a3 a4 a5 a6 a7 a8 b8 c8 d8 e8 f8 g8 h8")));
    QCOMPARE(setText(moveSet(king(), from, to, sq("f6"), 5)), setText(squares("e5 f5 g5")));
    QCOMPARE(setText(moveSet(king(), from, to, sq("e5"), 4)), setText(squares("e4 f4")));
    QCOMPARE(setText(moveSet(king(), from, to, sq("e4"), 3)), setText(squares("f3")));
    QCOMPARE(setText(moveSet(king(), from, to, sq("g2"), 1)), setText(squares("h1")));
}

void TestTrajectory::kingF6H1DegreeTwo()
{
    const TrajectorySet six = run(king(), "f6", "h1", 6);
    QCOMPARE(setText(six.dock), setText(squares("g1 f2 e3 d4 d5 h5 e6 g6")));
    QCOMPARE(six.count.value, std::uint64_t{124});
    QCOMPARE(count(six.squares), 22);
    QCOMPARE(six.length, 6);
    const TrajectorySet seven = run(king(), "f6", "h1", 7);
    QCOMPARE(seven.count.value, std::uint64_t{403});
    QCOMPARE(count(seven.squares), 30);
    const TrajectorySet sevenDistinct = run(king(), "f6", "h1", 7, true);
    QCOMPARE(sevenDistinct.count.value, std::uint64_t{287});
    QVERIFY(!sevenDistinct.count.saturated);
    for (const Route& r : sevenDistinct.routes)
        QVERIFY(distinct(r));
}

void TestTrajectory::publishedCounts_data()
{
    QTest::addColumn<PieceType>("type");
    QTest::addColumn<QString>("from");
    QTest::addColumn<QString>("to");
    QTest::addColumn<int>("distance");
    QTest::addColumn<int>("routes");
    QTest::addColumn<int>("squareCount");    // -1: not published
    QTest::addColumn<QString>("firstRoute"); // empty: not published
    QTest::newRow("king a5-h5") << PieceType::King << "a5"
                                << "h5" << 7 << 393 << 32 << "";
    QTest::newRow("king a4-d4") << PieceType::King << "a4"
                                << "d4" << 3 << 7 << -1 << "";
    QTest::newRow("king f6-h1") << PieceType::King << "f6"
                                << "h1" << 5 << 25 << 14 << "f6 e5 e4 f3 g2 h1";
    QTest::newRow("queen b4-f6") << PieceType::Queen << "b4"
                                 << "f6" << 2 << 9 << -1 << "";
    QTest::newRow("rook e2-b6") << PieceType::Rook << "e2"
                                << "b6" << 2 << 2 << 4 << "e2 b2 b6";
    QTest::newRow("bishop c1-c7") << PieceType::Bishop << "c1"
                                  << "c7" << 2 << 1 << 3 << "c1 f4 c7";
    QTest::newRow("knight d1-g8") << PieceType::Knight << "d1"
                                  << "g8" << 4 << 12 << 12 << "d1 f2 e4 f6 g8";
    QTest::newRow("knight a1-b2") << PieceType::Knight << "a1"
                                  << "b2" << 4 << 10 << 16 << "a1 c2 e1 d3 b2";
    QTest::newRow("knight a1-h8") << PieceType::Knight << "a1"
                                  << "h8" << 6 << 108 << 38 << "";
}

void TestTrajectory::publishedCounts()
{
    QFETCH(PieceType, type);
    QFETCH(QString, from);
    QFETCH(QString, to);
    QFETCH(int, distance);
    QFETCH(int, routes);
    QFETCH(int, squareCount);
    QFETCH(QString, firstRoute);
    const MoveGraph g = emptyBoardGraph(type);
    const TrajectorySet t = run(g, qPrintable(from), qPrintable(to), std::nullopt, false, 1000);
    QCOMPARE(t.distance, distance);
    QCOMPARE(t.count.value, std::uint64_t(routes));
    QCOMPARE(t.routes.size(), std::size_t(routes));
    if (squareCount >= 0)
        QCOMPARE(count(t.squares), squareCount);
    if (!firstRoute.isEmpty())
        QCOMPARE(testutil::routeText(t.routes.front()), firstRoute);
    // Cross-check with brute force.
    const Expected e = bruteForce(g, sq(from.toStdString()), sq(to.toStdString()), distance, false);
    QCOMPARE(difference(t, e, 1000, distance), QString());
}

void TestTrajectory::knightD1G8()
{
    const MoveGraph g = emptyBoardGraph(PieceType::Knight);
    const TrajectorySet t = run(g, "d1", "g8");
    QCOMPARE(layerTexts(t.layers),
             (QStringList{"d1", setText(squares("c3 e3 f2")), setText(squares("d5 e4 f5 g4")),
                          setText(squares("e7 f6 h6")), "g8"}));
    QCOMPARE(testutil::routeText(t.routes.front()), QStringLiteral("d1 f2 e4 f6 g8"));
    // Length 5 is impossible: every d1-g8 route has even length.
    const TrajectorySet five = run(g, "d1", "g8", 5);
    QCOMPARE(five.count.value, std::uint64_t{0});
    QVERIFY(five.routes.empty());
    QCOMPARE(five.squares, Bitboard{0});
    QCOMPARE(five.length, 0);
    QCOMPARE(five.distance, 4);
    const TrajectorySet six = run(g, "d1", "g8", 6);
    QCOMPARE(count(six.dock), 37);
    QCOMPARE(six.count.value, std::uint64_t{342});
    QCOMPARE(count(six.squares), 49);
    QCOMPARE(run(g, "d1", "g8", 6, true).count.value, std::uint64_t{202});
    // "Equal to brute force over all 522 knight walks of length 6."
    QCOMPARE(allWalks(g, sq("d1"), sq("g8"), 6).size(), std::size_t{522});
    QCOMPARE(difference(run(g, "d1", "g8", 6, false, 400),
                        bruteForce(g, sq("d1"), sq("g8"), 6, false), 400, 6),
             QString());
    QCOMPARE(difference(run(g, "d1", "g8", 6, true, 400),
                        bruteForce(g, sq("d1"), sq("g8"), 6, true), 400, 6),
             QString());
}

void TestTrajectory::knightA1B2()
{
    const TrajectorySet t = run(emptyBoardGraph(PieceType::Knight), "a1", "b2");
    QCOMPARE(t.distance, 4);
    QCOMPARE(count(t.squares), 16);
    QCOMPARE(t.count.value, std::uint64_t{10});
    QCOMPARE(layerTexts(t.layers), (QStringList{"a1", setText(squares("b3 c2")),
                                                setText(squares("c1 e1 d2 a3 e3 b4 a5 c5")),
                                                setText(squares("d1 d3 a4 c4")), "b2"}));
    QCOMPARE(testutil::routeText(t.routes.front()), QStringLiteral("a1 c2 e1 d3 b2"));
}

void TestTrajectory::kingE1E2RevisitingStops()
{
    const TrajectorySet t = run(king(), "e1", "e2", 3);
    QCOMPARE(t.count.value, std::uint64_t{7});
    const auto listed = [&] {
        QStringList out;
        for (const Route& r : t.routes)
            out << testutil::routeText(r);
        return out;
    }();
    QVERIFY2(listed.contains(QStringLiteral("e1 e2 e3 e2")),
             qPrintable(listed.join(QLatin1Char(','))));
    const TrajectorySet d = run(king(), "e1", "e2", 3, true);
    QCOMPARE(d.count.value, std::uint64_t{4});
    QCOMPARE(d.routes.size(), std::size_t{4});
    const Expected e = bruteForce(king(), sq("e1"), sq("e2"), 3, false);
    QCOMPARE(difference(t, e, 100, 3), QString());
    QCOMPARE(difference(d, bruteForce(king(), sq("e1"), sq("e2"), 3, true), 100, 3), QString());
}

void TestTrajectory::tabooExampleE4()
{
    const Board pos = *Board::fromFen("8/8/8/2pppp2/8/8/8/4K3");
    const Piece k{Color::White, PieceType::King};
    const MoveGraph free = moveGraph(makeContext(pos, sq("e1"), k, {}));
    ReachOptions opts;
    opts.taboo = squares("b4 c4 d4 e4 f4 g4");
    const MoveGraph walled = moveGraph(makeContext(pos, sq("e1"), k, opts));
    const TrajectorySet a = run(free, "e1", "e6"), b = run(walled, "e1", "e6");
    QCOMPARE(a.distance, 6);
    QCOMPARE(b.distance, 6);
    QCOMPARE(a.count.value, std::uint64_t{10});
    QCOMPARE(b.count.value, std::uint64_t{1});
    QCOMPARE(b.routes.size(), std::size_t{1});
    QCOMPARE(testutil::routeText(b.routes.front()), QStringLiteral("e1 f2 g3 h4 g5 f6 e6"));
    QCOMPARE(difference(a, bruteForce(free, sq("e1"), sq("e6"), 6, false), 100, 6), QString());
    QCOMPARE(difference(b, bruteForce(walled, sq("e1"), sq("e6"), 6, false), 100, 6), QString());
}

QTEST_APPLESS_MAIN(TestTrajectory)
#include "tst_trajectory.moc"
