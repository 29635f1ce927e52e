// Empty-board metrics (docs/metrics.md): the closed formulas of metrics.h against its tables,
// the pair histograms of pairhistogram.h, examples and properties.
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

using namespace cd;
using testutil::sq;

Q_DECLARE_METATYPE(cd::Metric)

namespace {

constexpr Metric kPairMetrics[] = {Metric::File,      Metric::Rank,   Metric::Chebyshev,
                                   Metric::Manhattan, Metric::Knight, Metric::Rook,
                                   Metric::Bishop,    Metric::Queen,  Metric::KbnkCorner};
constexpr Metric kSquareMetrics[] = {Metric::Center, Metric::CenterManhattan, Metric::Edge,
                                     Metric::Corner};

int df(Square a, Square b)
{
    return std::abs(a % 8 - b % 8);
}
int dr(Square a, Square b)
{
    return std::abs(a / 8 - b / 8);
}

} // namespace

class TestMetrics : public QObject {
    Q_OBJECT
private slots:
    void pairHistograms_data();
    void pairHistograms();
    void manhattanMean();
    void squareHistograms_data();
    void squareHistograms();
    void kbnkHistogram_data();
    void kbnkHistogram();
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
    void symmetryInvariance();
    void triangleInequality();
    void knightParity();
    void pawnColourMirror();
    void pawnFirstAndLastRankThrow();
    void pawnsStandOnRanksTwoToSeven();
    void edgeIsThreeMinusCenter();
    void names();
    void moverOfMetric();
    void metricDistanceDispatch();
    void outOfRangeAsserts();
    void metricPairsAgreeWithMetricDistance();
};

void TestMetrics::pairHistograms_data()
{
    QTest::addColumn<Metric>("metric");
    QTest::addColumn<int>("color"); // pawns only: 0 white, 1 black
    QTest::addColumn<QList<int>>("counts");
    QTest::addColumn<int>("unreachable");
    QTest::addColumn<int>("sum");
    QTest::newRow("file") << Metric::File << 0 << QList<int>{512, 896, 768, 640, 512, 384, 256, 128}
                          << 0 << 10752;
    QTest::newRow("rank") << Metric::Rank << 0 << QList<int>{512, 896, 768, 640, 512, 384, 256, 128}
                          << 0 << 10752;
    QTest::newRow("chebyshev") << Metric::Chebyshev << 0
                               << QList<int>{64, 420, 672, 780, 768, 660, 480, 252} << 0 << 15120;
    QTest::newRow("knight") << Metric::Knight << 0 << QList<int>{64, 336, 1080, 1536, 900, 176, 4}
                            << 0 << 11608;
    QTest::newRow("rook") << Metric::Rook << 0 << QList<int>{64, 896, 3136} << 0 << 7168;
    QTest::newRow("bishop") << Metric::Bishop << 0 << QList<int>{64, 560, 1424} << 2048 << 3408;
    QTest::newRow("queen") << Metric::Queen << 0 << QList<int>{64, 1456, 2576} << 0 << 6608;
    QTest::newRow("manhattan") << Metric::Manhattan << 0
                               << QList<int>{64,  224, 388, 496, 552, 560, 524, 448,
                                             336, 224, 140, 80,  40,  16,  4}
                               << 0 << 21504;
    QTest::newRow("white pawn") << Metric::Pawn << 0 << QList<int>{48, 56, 40, 32, 24, 16} << 2856
                                << 408;
    QTest::newRow("black pawn") << Metric::Pawn << 1 << QList<int>{48, 56, 40, 32, 24, 16} << 2856
                                << 408;
}

void TestMetrics::pairHistograms()
{
    QFETCH(Metric, metric);
    QFETCH(int, color);
    QFETCH(QList<int>, counts);
    QFETCH(int, unreachable);
    QFETCH(int, sum);
    // Brute force over the pairs, independent of pairhistogram.cpp (a pawn stands on a2..h7).
    QList<int> got;
    int gotUnreachable = 0, gotSum = 0, pairs = 0;
    for (Square a = A1; a <= H8; ++a) {
        if (metric == Metric::Pawn && (a < 8 || a >= 56))
            continue;
        for (Square b = A1; b <= H8; ++b) {
            const Distance d = metric == Metric::Pawn
                                   ? pawnDistance(color ? Color::Black : Color::White, a, b)
                                   : metricDistance(metric, a, b);
            ++pairs;
            if (d == kUnreachable) {
                ++gotUnreachable;
                continue;
            }
            QVERIFY(d >= 0);
            if (got.size() <= d)
                got.resize(d + 1);
            ++got[d];
            gotSum += d;
        }
    }
    QCOMPARE(pairs, metric == Metric::Pawn ? 3072 : 4096);
    QCOMPARE(got, counts);
    QCOMPARE(gotUnreachable, unreachable);
    QCOMPARE(gotSum, sum);
    // The product's histogram (the white pawn's; the black one's is its mirror image).
    const PairHistogram h = metricHistogram(metric);
    QCOMPARE(QList<int>(h.counts.begin(), h.counts.end()), counts);
    QCOMPARE(h.unreachable, unreachable);
    QCOMPARE(h.sum(), static_cast<long long>(sum));
    QCOMPARE(h.pairs, pairs);
}

void TestMetrics::manhattanMean()
{
    long sum = 0;
    for (Square a = A1; a <= H8; ++a)
        for (Square b = A1; b <= H8; ++b)
            sum += manhattan(a, b);
    QCOMPARE(sum * 4, 5L * 4096 * 4 + 4096); // mean exactly 5.25
    QCOMPARE(metricHistogram(Metric::Manhattan).mean(), 5.25);
    QCOMPARE(metricHistogram(Metric::Reach).pairs, 0); // no empty-board histogram
    QCOMPARE(metricHistogram(Metric::Reach).mean(), 0.0);
}

void TestMetrics::squareHistograms_data()
{
    QTest::addColumn<Metric>("metric");
    QTest::addColumn<QList<int>>("counts");
    QTest::newRow("center") << Metric::Center << QList<int>{4, 12, 20, 28};
    QTest::newRow("center-manhattan")
        << Metric::CenterManhattan << QList<int>{4, 8, 12, 16, 12, 8, 4};
    QTest::newRow("edge") << Metric::Edge << QList<int>{28, 20, 12, 4};
    QTest::newRow("corner") << Metric::Corner << QList<int>{4, 12, 20, 28};
}

void TestMetrics::squareHistograms()
{
    QFETCH(Metric, metric);
    QFETCH(QList<int>, counts);
    QList<int> got;
    for (Square s = A1; s <= H8; ++s) {
        const Distance d = metricDistance(metric, A1, s);
        QVERIFY(d >= 0);
        if (got.size() <= d)
            got.resize(d + 1);
        ++got[d];
        // Square metrics ignore the source.
        QCOMPARE(metricDistance(metric, H8, s), d);
    }
    QCOMPARE(got, counts);
    const PairHistogram h = metricHistogram(metric);
    QCOMPARE(QList<int>(h.counts.begin(), h.counts.end()), counts);
    QCOMPARE(h.pairs, 64);
    QCOMPARE(h.unreachable, 0);
}

void TestMetrics::kbnkHistogram_data()
{
    QTest::addColumn<QString>("bishop");
    QTest::newRow("dark c1") << "c1";
    QTest::newRow("light f1") << "f1";
    QTest::newRow("dark h8") << "h8";
    QTest::newRow("light a8") << "a8";
}

void TestMetrics::kbnkHistogram()
{
    QFETCH(QString, bishop);
    const Square b = sq(bishop.toStdString());
    QList<int> got(8, 0);
    for (Square k = A1; k <= H8; ++k) {
        const Distance d = kbnkCornerDistance(b, k);
        QVERIFY(d >= 0 && d <= 7);
        ++got[d];
    }
    QCOMPARE(got, (QList<int>{2, 4, 6, 8, 10, 12, 14, 8}));
}

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

void TestMetrics::symmetryInvariance()
{
    for (int sym = 0; sym < 8; ++sym)
        for (Square a = A1; a <= H8; ++a) {
            const Square sa = applySymmetry(sym, a);
            for (const Metric m : kSquareMetrics)
                QCOMPARE(metricDistance(m, A1, sa), metricDistance(m, A1, a));
            for (Square b = A1; b <= H8; ++b) {
                const Square sb = applySymmetry(sym, b);
                for (const Metric m : kPairMetrics) {
                    // File and rank distance swap under a transpose.
                    Metric image = m;
                    if (sym & 4)
                        image = m == Metric::File   ? Metric::Rank
                                : m == Metric::Rank ? Metric::File
                                                    : m;
                    if (metricDistance(image, sa, sb) != metricDistance(m, a, b))
                        QFAIL(
                            qPrintable(QStringLiteral("%1 not invariant under symmetry %2 at %3-%4")
                                           .arg(QString::fromLatin1(metricName(m).data()))
                                           .arg(sym)
                                           .arg(a)
                                           .arg(b)));
                }
            }
        }
}

void TestMetrics::triangleInequality()
{
    const Metric metrics[] = {Metric::File,   Metric::Rank, Metric::Chebyshev, Metric::Manhattan,
                              Metric::Knight, Metric::Rook, Metric::Bishop,    Metric::Queen};
    for (const Metric m : metrics) {
        std::array<int, 4096> d{};
        for (Square a = A1; a <= H8; ++a)
            for (Square b = A1; b <= H8; ++b)
                d[static_cast<std::size_t>(64 * a + b)] = metricDistance(m, a, b);
        for (int a = 0; a < 64; ++a)
            for (int b = 0; b < 64; ++b) {
                const int ab = d[static_cast<std::size_t>(64 * a + b)];
                if (ab == kUnreachable)
                    continue;
                for (int c = 0; c < 64; ++c) {
                    const int bc = d[static_cast<std::size_t>(64 * b + c)];
                    const int ac = d[static_cast<std::size_t>(64 * a + c)];
                    if (bc != kUnreachable && (ac == kUnreachable || ac > ab + bc))
                        QFAIL(qPrintable(QStringLiteral("%1: d(%2,%4) > d(%2,%3) + d(%3,%4)")
                                             .arg(QString::fromLatin1(metricName(m).data()))
                                             .arg(a)
                                             .arg(b)
                                             .arg(c)));
                }
            }
    }
    // The pawn metric is directed: a -> b -> c with both origins on ranks 2..7.
    for (const Color c : {Color::White, Color::Black})
        for (Square a = A2; a <= H7; ++a)
            for (Square b = A2; b <= H7; ++b) {
                const int ab = pawnDistance(c, a, b);
                if (ab == kUnreachable)
                    continue;
                for (Square t = A1; t <= H8; ++t) {
                    const int bt = pawnDistance(c, b, t);
                    const int at = pawnDistance(c, a, t);
                    if (bt != kUnreachable)
                        QVERIFY(at != kUnreachable && at <= ab + bt);
                }
            }
}

void TestMetrics::knightParity()
{
    for (Square a = A1; a <= H8; ++a)
        for (Square b = A1; b <= H8; ++b)
            QCOMPARE(knightDistance(a, b) % 2 == 1, isLight(a) != isLight(b));
}

void TestMetrics::pawnColourMirror()
{
    for (Square a = A2; a <= H7; ++a)
        for (Square b = A1; b <= H8; ++b)
            QCOMPARE(pawnDistance(Color::White, a, b),
                     pawnDistance(Color::Black, flipRank(a), flipRank(b)));
    QCOMPARE(pawnDistance(Color::Black, sq("e7"), sq("e5")), 1);
    QCOMPARE(pawnDistance(Color::Black, sq("e7"), sq("e1")), 5);
    QCOMPARE(pawnDistance(Color::Black, sq("e6"), sq("e4")), 2);
    QCOMPARE(pawnDistance(Color::Black, sq("e5"), sq("e6")), kUnreachable);
}

void TestMetrics::pawnFirstAndLastRankThrow()
{
    for (Square a : {A1, E1, H1, A8, E8, H8})
        for (const Color c : {Color::White, Color::Black}) {
            QVERIFY_THROWS_EXCEPTION(InputError, pawnDistance(c, a, E4));
            QVERIFY_THROWS_EXCEPTION(InputError, pawnDistance(c, a, a));
        }
    QVERIFY_THROWS_EXCEPTION(InputError, metricDistance(Metric::Pawn, sq("e1"), sq("e4")));
    QVERIFY_THROWS_EXCEPTION(InputError, metricDistance(Metric::Pawn, sq("h8"), sq("h8")));
}

void TestMetrics::pawnsStandOnRanksTwoToSeven()
{
    int pawnSquares = 0;
    for (Square s = A1; s <= H8; ++s) {
        QCOMPARE(mayStandOnRank(PieceType::Pawn, rankOf(s)), s >= A2 && s <= H7);
        pawnSquares += mayStandOnRank(PieceType::Pawn, rankOf(s)) ? 1 : 0;
        for (const PieceType t : {PieceType::Knight, PieceType::Bishop, PieceType::Rook,
                                  PieceType::Queen, PieceType::King})
            QVERIFY(mayStandOnRank(t, rankOf(s)));
    }
    QCOMPARE(pawnSquares, 48);
}

void TestMetrics::edgeIsThreeMinusCenter()
{
    for (Square s = A1; s <= H8; ++s) {
        const int f = s % 8, r = s / 8;
        QCOMPARE(edgeDistance(s), 3 - centerDistance(s));
        QCOMPARE(edgeDistance(s), std::min({f, 7 - f, r, 7 - r}));
        QCOMPARE(cornerDistance(s), std::max(std::min(f, 7 - f), std::min(r, 7 - r)));
        // Center distance is the Chebyshev distance to the nearest of d4, e4, d5, e5, and
        // center-Manhattan the Manhattan distance; corner the Chebyshev distance to a corner.
        int cheb = 99, manh = 99, corner = 99;
        for (const Square c : {D4, E4, D5, E5}) {
            cheb = std::min(cheb, chebyshev(s, c));
            manh = std::min(manh, manhattan(s, c));
        }
        for (const Square c : {A1, H1, A8, H8})
            corner = std::min(corner, chebyshev(s, c));
        QCOMPARE(centerDistance(s), cheb);
        QCOMPARE(centerManhattanDistance(s), manh);
        QCOMPARE(cornerDistance(s), corner);
    }
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

// The 64x64 table agrees with metricDistance on every pair; pawn rows from rank 1 or 8 (which
// the pawn metric rejects) are all unreachable.
void TestMetrics::metricPairsAgreeWithMetricDistance()
{
    for (const Metric m :
         {Metric::Knight, Metric::Bishop, Metric::Manhattan, Metric::Pawn, Metric::Center}) {
        const AllPairs pairs = metricPairs(m);
        for (Square a = A1; a <= H8; ++a) {
            const bool rejected = m == Metric::Pawn && !mayStandOnRank(PieceType::Pawn, rankOf(a));
            for (Square b = A1; b <= H8; ++b) {
                const int d = pairs[static_cast<std::size_t>(a)][static_cast<std::size_t>(b)];
                QCOMPARE(d, rejected ? kUnreachable : metricDistance(m, a, b));
            }
        }
    }
}

QTEST_APPLESS_MAIN(TestMetrics)
#include "tst_metrics.moc"
