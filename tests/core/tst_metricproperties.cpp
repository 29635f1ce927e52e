// Properties of the metrics over all 4096 pairs: histograms, symmetry, the triangle
// inequality, parity, the pawn's ranks and mirror, and the all-pairs table.
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

class TestMetricProperties : public QObject {
    Q_OBJECT
private slots:
    void pairHistograms_data();
    void pairHistograms();
    void manhattanMean();
    void squareHistograms_data();
    void squareHistograms();
    void kbnkHistogram_data();
    void kbnkHistogram();
    void symmetryInvariance();
    void triangleInequality();
    void knightParity();
    void pawnColourMirror();
    void pawnFirstAndLastRankThrow();
    void pawnsStandOnRanksTwoToSeven();
    void edgeIsThreeMinusCenter();
    void metricPairsAgreeWithMetricDistance();
};

void TestMetricProperties::pairHistograms_data()
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

void TestMetricProperties::pairHistograms()
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

void TestMetricProperties::manhattanMean()
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

void TestMetricProperties::squareHistograms_data()
{
    QTest::addColumn<Metric>("metric");
    QTest::addColumn<QList<int>>("counts");
    QTest::newRow("center") << Metric::Center << QList<int>{4, 12, 20, 28};
    QTest::newRow("center-manhattan")
        << Metric::CenterManhattan << QList<int>{4, 8, 12, 16, 12, 8, 4};
    QTest::newRow("edge") << Metric::Edge << QList<int>{28, 20, 12, 4};
    QTest::newRow("corner") << Metric::Corner << QList<int>{4, 12, 20, 28};
}

void TestMetricProperties::squareHistograms()
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

void TestMetricProperties::kbnkHistogram_data()
{
    QTest::addColumn<QString>("bishop");
    QTest::newRow("dark c1") << "c1";
    QTest::newRow("light f1") << "f1";
    QTest::newRow("dark h8") << "h8";
    QTest::newRow("light a8") << "a8";
}

void TestMetricProperties::kbnkHistogram()
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

void TestMetricProperties::symmetryInvariance()
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

void TestMetricProperties::triangleInequality()
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

void TestMetricProperties::knightParity()
{
    for (Square a = A1; a <= H8; ++a)
        for (Square b = A1; b <= H8; ++b)
            QCOMPARE(knightDistance(a, b) % 2 == 1, isLight(a) != isLight(b));
}

void TestMetricProperties::pawnColourMirror()
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

void TestMetricProperties::pawnFirstAndLastRankThrow()
{
    for (Square a : {A1, E1, H1, A8, E8, H8})
        for (const Color c : {Color::White, Color::Black}) {
            QVERIFY_THROWS_EXCEPTION(InputError, pawnDistance(c, a, E4));
            QVERIFY_THROWS_EXCEPTION(InputError, pawnDistance(c, a, a));
        }
    QVERIFY_THROWS_EXCEPTION(InputError, metricDistance(Metric::Pawn, sq("e1"), sq("e4")));
    QVERIFY_THROWS_EXCEPTION(InputError, metricDistance(Metric::Pawn, sq("h8"), sq("h8")));
}

void TestMetricProperties::pawnsStandOnRanksTwoToSeven()
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

void TestMetricProperties::edgeIsThreeMinusCenter()
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

// The 64x64 table agrees with metricDistance on every pair; pawn rows from rank 1 or 8 (which
// the pawn metric rejects) are all unreachable.
void TestMetricProperties::metricPairsAgreeWithMetricDistance()
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

QTEST_APPLESS_MAIN(TestMetricProperties)
#include "tst_metricproperties.moc"
