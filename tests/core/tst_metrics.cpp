// The metrics (docs/metrics.md): seed tables, worked examples, closed-form definitions,
// extremes, names, movers and the dispatch through metricDistance.
#include "metricsreference.h"

#include "assertdeath.h"
#include "boardtext.h"
#include "metrics.h"
#include "pairhistogram.h"
#include <QTest>
#include <algorithm>
#include <cstdlib>
#include <functional>
#include <map>
#include <type_traits>

using namespace metricref;

class TestMetrics : public QObject {
    Q_OBJECT
private slots:
    void seedTables_data();
    void seedTables();
    void knightFromA1AndD4();
    void kbnkLightIsMirroredDark();
    void centerManhattanSeedArray();
    void examples_data();
    void examples();
    void mopUpExample();
    void closedFormDefinitions();
    void extremes();
    void knightEccentricity();
    void knightCornerPairs();
    void names();
    void moverOfMetric();
    void metricDistanceDispatch();
    void outOfRangeAsserts();
};

void TestMetrics::seedTables_data()
{
    QTest::addColumn<Metric>("metric");
    QTest::addColumn<QString>("from");
    QTest::addColumn<QStringList>("rows");
    QTest::newRow("center") << Metric::Center << "a1"
                            << QStringList{"3 3 3 3 3 3 3 3", "3 2 2 2 2 2 2 3", "3 2 1 1 1 1 2 3",
                                           "3 2 1 0 0 1 2 3", "3 2 1 0 0 1 2 3", "3 2 1 1 1 1 2 3",
                                           "3 2 2 2 2 2 2 3", "3 3 3 3 3 3 3 3"};
    QTest::newRow("center manhattan")
        << Metric::CenterManhattan << "a1"
        << QStringList{"6 5 4 3 3 4 5 6", "5 4 3 2 2 3 4 5", "4 3 2 1 1 2 3 4", "3 2 1 0 0 1 2 3",
                       "3 2 1 0 0 1 2 3", "4 3 2 1 1 2 3 4", "5 4 3 2 2 3 4 5", "6 5 4 3 3 4 5 6"};
    QTest::newRow("kbnk dark bishop c1")
        << Metric::KbnkCorner << "c1"
        << QStringList{"7 6 5 4 3 2 1 0", "6 7 6 5 4 3 2 1", "5 6 7 6 5 4 3 2", "4 5 6 7 6 5 4 3",
                       "3 4 5 6 7 6 5 4", "2 3 4 5 6 7 6 5", "1 2 3 4 5 6 7 6", "0 1 2 3 4 5 6 7"};
    QTest::newRow("knight from a1")
        << Metric::Knight << "a1"
        << QStringList{"5 4 5 4 5 4 5 6", "4 3 4 3 4 5 4 5", "3 4 3 4 3 4 5 4", "2 3 2 3 4 3 4 5",
                       "3 2 3 2 3 4 3 4", "2 1 4 3 2 3 4 5", "3 4 1 2 3 4 3 4", "0 3 2 3 2 3 4 5"};
    QTest::newRow("knight from d4")
        << Metric::Knight << "d4"
        << QStringList{"3 2 3 2 3 2 3 4", "2 3 2 3 2 3 2 3", "3 4 1 2 1 4 3 2", "2 1 2 3 2 1 2 3",
                       "3 2 3 0 3 2 3 2", "2 1 2 3 2 1 2 3", "3 4 1 2 1 4 3 2", "2 3 2 3 2 3 2 3"};
}

void TestMetrics::seedTables()
{
    QFETCH(Metric, metric);
    QFETCH(QString, from);
    QFETCH(QStringList, rows);
    std::array<std::string, 8> owned;
    std::array<std::string_view, 8> views;
    for (std::size_t i = 0; i < 8; ++i) {
        owned[i] = rows[static_cast<qsizetype>(i)].toStdString();
        views[i] = owned[i];
    }
    const auto expected = testutil::tableFromRows(views);
    std::array<int, 64> got{};
    const Square a = sq(from.toStdString());
    for (Square s = A1; s <= H8; ++s)
        got[static_cast<std::size_t>(s)] = metricDistance(metric, a, s);
    QCOMPARE(testutil::mapText(got), testutil::mapText(expected));
}

void TestMetrics::knightFromA1AndD4()
{
    // The direct function, too (seedTables goes through metricDistance).
    QCOMPARE(knightDistance(sq("a1"), sq("h8")), 6);
    QCOMPARE(knightDistance(sq("a1"), sq("c2")), 1);
    QCOMPARE(knightDistance(sq("d4"), sq("h8")), 4);
    QCOMPARE(knightDistance(sq("d4"), sq("a1")), 2);
    QCOMPARE(knightDistance(sq("d4"), sq("c6")), 1);
}

void TestMetrics::kbnkLightIsMirroredDark()
{
    const Square dark = sq("c1"), light = sq("f1");
    QVERIFY(!isLight(dark) && isLight(light));
    for (Square k = A1; k <= H8; ++k)
        QCOMPARE(kbnkCornerDistance(light, k), kbnkCornerDistance(dark, mirrorFile(k)));
    // Every bishop of one colour gives the same table.
    for (Square b = A1; b <= H8; ++b)
        for (Square k = A1; k <= H8; ++k)
            QCOMPARE(kbnkCornerDistance(b, k), kbnkCornerDistance(isLight(b) ? light : dark, k));
}

void TestMetrics::centerManhattanSeedArray()
{
    // arrCenterManhattanDistance from the wiki seed, index 0 = a1.
    constexpr int seed[64] = {6, 5, 4, 3, 3, 4, 5, 6, 5, 4, 3, 2, 2, 3, 4, 5, 4, 3, 2, 1, 1, 2,
                              3, 4, 3, 2, 1, 0, 0, 1, 2, 3, 3, 2, 1, 0, 0, 1, 2, 3, 4, 3, 2, 1,
                              1, 2, 3, 4, 5, 4, 3, 2, 2, 3, 4, 5, 6, 5, 4, 3, 3, 4, 5, 6};
    for (Square s = A1; s <= H8; ++s)
        QCOMPARE(centerManhattanDistance(s), seed[s]);
}

void TestMetrics::examples_data()
{
    QTest::addColumn<Metric>("metric");
    QTest::addColumn<QString>("from");
    QTest::addColumn<QString>("to");
    QTest::addColumn<int>("expected");
    const int u = kUnreachable;
    auto row = [](const char* name, Metric m, const char* a, const char* b, int d) {
        QTest::newRow(name) << m << QString::fromLatin1(a) << QString::fromLatin1(b) << d;
    };
    row("chebyshev a1-h8", Metric::Chebyshev, "a1", "h8", 7);
    row("chebyshev e4-e4", Metric::Chebyshev, "e4", "e4", 0);
    row("chebyshev b1-g3", Metric::Chebyshev, "b1", "g3", 5);
    row("manhattan a1-h8", Metric::Manhattan, "a1", "h8", 14);
    row("manhattan a8-h1", Metric::Manhattan, "a8", "h1", 14);
    row("manhattan e4-d5", Metric::Manhattan, "e4", "d5", 2);
    row("knight a1-b2", Metric::Knight, "a1", "b2", 4);
    row("knight b1-c2", Metric::Knight, "b1", "c2", 2);
    row("knight g7-h8", Metric::Knight, "g7", "h8", 4);
    row("knight a1-h8", Metric::Knight, "a1", "h8", 6);
    row("knight b1-c3", Metric::Knight, "b1", "c3", 1);
    row("knight a1-c3", Metric::Knight, "a1", "c3", 4);
    row("knight d1-g8", Metric::Knight, "d1", "g8", 4);
    row("bishop c1-h6", Metric::Bishop, "c1", "h6", 1);
    row("bishop c1-c7", Metric::Bishop, "c1", "c7", 2);
    row("bishop c1-c8", Metric::Bishop, "c1", "c8", u);
    row("rook e2-b6", Metric::Rook, "e2", "b6", 2);
    row("queen b4-f6", Metric::Queen, "b4", "f6", 2);
    row("pawn e2-e4", Metric::Pawn, "e2", "e4", 1);
    row("pawn e2-e3", Metric::Pawn, "e2", "e3", 1);
    row("pawn e2-e5", Metric::Pawn, "e2", "e5", 2);
    row("pawn e2-e8", Metric::Pawn, "e2", "e8", 5);
    row("pawn e3-e8", Metric::Pawn, "e3", "e8", 5);
    row("pawn e2-d3", Metric::Pawn, "e2", "d3", u);
    row("pawn e4-e3", Metric::Pawn, "e4", "e3", u);
    row("pawn e4-e4", Metric::Pawn, "e4", "e4", 0);
    row("center a1", Metric::Center, "a1", "a1", 3);
    row("center b2", Metric::Center, "a1", "b2", 2);
    row("center c3", Metric::Center, "a1", "c3", 1);
    row("center d4", Metric::Center, "a1", "d4", 0);
    row("cmd a1", Metric::CenterManhattan, "a1", "a1", 6);
    row("cmd d1", Metric::CenterManhattan, "a1", "d1", 3);
    row("cmd e5", Metric::CenterManhattan, "a1", "e5", 0);
    row("kbnk c1 h8", Metric::KbnkCorner, "c1", "h8", 0);
    row("kbnk f1 h8", Metric::KbnkCorner, "f1", "h8", 7);
    row("kbnk f1 a8", Metric::KbnkCorner, "f1", "a8", 0);
    row("edge a1", Metric::Edge, "a1", "a1", 0);
    row("edge d4", Metric::Edge, "a1", "d4", 3);
    row("corner b2", Metric::Corner, "a1", "b2", 1);
    row("corner e4", Metric::Corner, "a1", "e4", 3);
}

void TestMetrics::examples()
{
    QFETCH(Metric, metric);
    QFETCH(QString, from);
    QFETCH(QString, to);
    QFETCH(int, expected);
    QCOMPARE(metricDistance(metric, sq(from.toStdString()), sq(to.toStdString())), expected);
}

void TestMetrics::mopUpExample()
{
    // Losing king a8, winning king c6: 4.7 * 6 + 1.6 * (14 - 4) = 44.2.
    QCOMPARE(centerManhattanDistance(sq("a8")), 6);
    QCOMPARE(manhattan(sq("a8"), sq("c6")), 4);
    QVERIFY(std::abs(mopUpScore(sq("a8"), sq("c6")) - 44.2) < 1e-9);
    // Kings in opposition in the centre: 4.7 * 0 + 1.6 * (14 - 2) = 19.2.
    QVERIFY(std::abs(mopUpScore(sq("d4"), sq("d6")) - 19.2) < 1e-9);
}

void TestMetrics::closedFormDefinitions()
{
    // The definitions of docs/metrics.md, restated here from plain arithmetic.
    for (Square a = A1; a <= H8; ++a)
        for (Square b = A1; b <= H8; ++b) {
            const int f = df(a, b), r = dr(a, b);
            QCOMPARE(fileDistance(a, b), f);
            QCOMPARE(rankDistance(a, b), r);
            QCOMPARE(chebyshev(a, b), std::max(f, r));
            QCOMPARE(manhattan(a, b), f + r);
            QCOMPARE(rookDistance(a, b), a == b ? 0 : (f == 0 || r == 0) ? 1 : 2);
            QCOMPARE(queenDistance(a, b), a == b ? 0 : (f == 0 || r == 0 || f == r) ? 1 : 2);
            const bool sameColour = ((f + r) % 2) == 0;
            QCOMPARE(bishopDistance(a, b), a == b        ? 0
                                           : !sameColour ? kUnreachable
                                           : f == r      ? 1
                                                         : 2);
            if (f == 0 || r == 0)
                QCOMPARE(manhattan(a, b), chebyshev(a, b));
        }
}

void TestMetrics::extremes()
{
    // Manhattan 14 only between the ends of the long diagonals.
    QList<QPair<int, int>> fourteen;
    int knightSix = 0;
    for (Square a = A1; a <= H8; ++a)
        for (Square b = A1; b <= H8; ++b) {
            if (manhattan(a, b) == 14)
                fourteen.append({a, b});
            if (knightDistance(a, b) == 6) {
                ++knightSix;
                QVERIFY((a == 0 && b == 63) || (a == 63 && b == 0) || (a == 7 && b == 56) ||
                        (a == 56 && b == 7));
            }
            QVERIFY(chebyshev(a, b) <= 7);
            QVERIFY(knightDistance(a, b) <= 6 && knightDistance(a, b) >= 0);
        }
    QCOMPARE(fourteen, (QList<QPair<int, int>>{{0, 63}, {7, 56}, {56, 7}, {63, 0}}));
    QCOMPARE(knightSix, 4);
}

void TestMetrics::knightEccentricity()
{
    std::map<int, int> byEccentricity;
    for (Square a = A1; a <= H8; ++a) {
        int e = 0;
        for (Square b = A1; b <= H8; ++b)
            e = std::max(e, knightDistance(a, b));
        ++byEccentricity[e];
        if (e == 6)
            QVERIFY(a == 0 || a == 7 || a == 56 || a == 63);
    }
    QCOMPARE(byEccentricity, (std::map<int, int>{{4, 24}, {5, 36}, {6, 4}}));
}

void TestMetrics::knightCornerPairs()
{
    // A corner and its diagonal neighbour are 4 apart; every other diagonal neighbour pair is 2.
    int corner = 0;
    for (Square a = A1; a <= H8; ++a)
        for (Square b = A1; b <= H8; ++b) {
            if (df(a, b) != 1 || dr(a, b) != 1)
                continue;
            const bool isCornerPair =
                a == 0 || a == 7 || a == 56 || a == 63 || b == 0 || b == 7 || b == 56 || b == 63;
            QCOMPARE(knightDistance(a, b), isCornerPair ? 4 : 2);
            corner += isCornerPair ? 1 : 0;
        }
    QCOMPARE(corner, 8);
}

void TestMetrics::names()
{
    QCOMPARE(metricNames().size(), std::size_t{kMetricCount});
    for (int i = 0; i < kMetricCount; ++i) {
        const auto m = static_cast<Metric>(i);
        QCOMPARE(parseMetric(metricName(m)), std::optional<Metric>(m));
        QCOMPARE(metricNames()[static_cast<std::size_t>(i)], metricName(m));
    }
    QCOMPARE(parseMetric("king"), std::optional<Metric>(Metric::Chebyshev));
    QCOMPARE(parseMetric("center-manhattan"), std::optional<Metric>(Metric::CenterManhattan));
    QCOMPARE(parseMetric("kbnk-corner"), std::optional<Metric>(Metric::KbnkCorner));
    QVERIFY(!parseMetric("").has_value());
    QVERIFY(!parseMetric("Knight").has_value());
    QVERIFY(!parseMetric("bogus").has_value());
    for (const Metric m : kSquareMetrics)
        QVERIFY(isSquareMetric(m));
    for (const Metric m : kPairMetrics)
        QVERIFY(!isSquareMetric(m));
}

void TestMetrics::moverOfMetric()
{
    QCOMPARE(moverOf(Metric::Chebyshev), std::optional<PieceType>(PieceType::King));
    QCOMPARE(moverOf(Metric::Manhattan), std::optional<PieceType>(PieceType::Wazir));
    QCOMPARE(moverOf(Metric::Knight), std::optional<PieceType>(PieceType::Knight));
    QCOMPARE(moverOf(Metric::Rook), std::optional<PieceType>(PieceType::Rook));
    QCOMPARE(moverOf(Metric::Bishop), std::optional<PieceType>(PieceType::Bishop));
    QCOMPARE(moverOf(Metric::Queen), std::optional<PieceType>(PieceType::Queen));
    QCOMPARE(moverOf(Metric::Pawn), std::optional<PieceType>(PieceType::Pawn));
    for (const Metric m : {Metric::File, Metric::Rank, Metric::Center, Metric::CenterManhattan,
                           Metric::Edge, Metric::Corner, Metric::KbnkCorner, Metric::Reach})
        QVERIFY(!moverOf(m).has_value());
}

void TestMetrics::metricDistanceDispatch()
{
    using Fn = std::function<Distance(Square, Square)>;
    const QList<QPair<Metric, Fn>> pairs = {
        {Metric::File, fileDistance},
        {Metric::Rank, rankDistance},
        {Metric::Chebyshev, chebyshev},
        {Metric::Manhattan, manhattan},
        {Metric::Knight, knightDistance},
        {Metric::Rook, rookDistance},
        {Metric::Bishop, bishopDistance},
        {Metric::Queen, queenDistance},
        {Metric::KbnkCorner, kbnkCornerDistance},
        {Metric::Center, [](Square, Square b) { return centerDistance(b); }},
        {Metric::CenterManhattan, [](Square, Square b) { return centerManhattanDistance(b); }},
        {Metric::Edge, [](Square, Square b) { return edgeDistance(b); }},
        {Metric::Corner, [](Square, Square b) { return cornerDistance(b); }},
    };
    for (const auto& [m, fn] : pairs)
        for (Square a = A1; a <= H8; a = Square(a + 3))
            for (Square b = A1; b <= H8; ++b)
                QCOMPARE(metricDistance(m, a, b), fn(a, b));
    for (Square a = A2; a <= H7; ++a)
        for (Square b = A1; b <= H8; ++b)
            QCOMPARE(metricDistance(Metric::Pawn, a, b), pawnDistance(Color::White, a, b));
    QVERIFY_THROWS_EXCEPTION(std::invalid_argument, metricDistance(Metric::Reach, A1, B1));
}

// The formulas take only Squares (an int does not convert); a debug build asserts on a value cast
// from an index off the board.
void TestMetrics::outOfRangeAsserts()
{
    static_assert(!std::is_invocable_v<decltype(&metricDistance), Metric, Square, int>);
    static_assert(!std::is_invocable_v<decltype(&knightDistance), int, Square>);
    static_assert(!std::is_invocable_v<decltype(&centerDistance), int>);
    for (const int index : {-1, 64}) {
        const auto bad = Square(index);
        for (int i = 0; i < kMetricCount; ++i) {
            const auto m = static_cast<Metric>(i);
            if (m == Metric::Reach)
                continue;
            CD_VERIFY_ASSERTS(metricDistance(m, E1, bad));
            if (!isSquareMetric(m))
                CD_VERIFY_ASSERTS(metricDistance(m, bad, E1));
        }
        CD_VERIFY_ASSERTS(knightDistance(bad, A1));
        CD_VERIFY_ASSERTS(knightDistance(A1, bad));
        CD_VERIFY_ASSERTS(pawnDistance(Color::Black, bad, E1));
        CD_VERIFY_ASSERTS(centerDistance(bad));
        CD_VERIFY_ASSERTS(kbnkCornerDistance(bad, A1));
        CD_VERIFY_ASSERTS(mopUpScore(A1, bad));
    }
}

QTEST_APPLESS_MAIN(TestMetrics)
#include "tst_metrics.moc"
