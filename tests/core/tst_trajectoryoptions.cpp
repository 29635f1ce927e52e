// Trajectories with their options: the route list, via a square, lengths and saturation,
// unreachable and trivial pairs, and the degree of longer routes.
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

class TestTrajectoryOptions : public QObject {
    Q_OBJECT
private slots:
    void routeListProperties();
    void via();
    void lengthLimitsAndSaturation();
    void unreachableAndTrivial();
    void degree();
};

void TestTrajectoryOptions::routeListProperties()
{
    const MoveGraph g = emptyBoardGraph(PieceType::King);
    for (const int length : {7, 8, 9}) {
        for (const std::size_t limit : {std::size_t{0}, std::size_t{1}, std::size_t{7},
                                        std::size_t{100}, std::size_t{5000}}) {
            const TrajectorySet t = run(g, "a5", "h5", length, false, limit);
            QCOMPARE(t.routes.size(), std::min<std::size_t>(limit, t.count.value));
            for (std::size_t i = 0; i < t.routes.size(); ++i) {
                const Route& r = t.routes[i];
                QCOMPARE(r.size(), std::size_t(length) + 1);
                QCOMPARE(r.front(), sq("a5"));
                QCOMPARE(r.back(), sq("h5"));
                for (std::size_t j = 0; j + 1 < r.size(); ++j)
                    QVERIFY(has(g[ix(r[j])], r[j + 1]));
                for (std::size_t j = 0; j < r.size(); ++j) {
                    QVERIFY(has(t.squares, r[j]));
                    QVERIFY(has(t.layers[j], r[j]));
                }
                QVERIFY(admissibleDegree(g, r) == (length == 7 ? 1 : 2));
                if (i > 0)
                    QVERIFY(t.routes[i - 1] < r); // strictly increasing: sorted and unique
            }
        }
    }
    // The first routes of a longer list are the shorter list.
    const TrajectorySet few = run(g, "b2", "g7", 6, false, 10),
                        many = run(g, "b2", "g7", 6, false, 1000);
    QVERIFY(std::equal(few.routes.begin(), few.routes.end(), many.routes.begin()));
    QCOMPARE(few.count.value, many.count.value);
}

void TestTrajectoryOptions::via()
{
    const MoveGraph g = king();
    TrajectoryRequest r;
    r.from = sq("a1");
    r.to = sq("h8");
    r.via = sq("d1");
    r.limit = 100000;
    const TrajectorySet t = trajectories(g, r);
    const std::uint64_t first = allWalks(g, sq("a1"), sq("d1"), 3).size();
    const std::uint64_t second = allWalks(g, sq("d1"), sq("h8"), 7).size();
    QCOMPARE(first, std::uint64_t{4});
    QCOMPARE(t.count.value, first * second);
    QCOMPARE(t.length, 10);
    QCOMPARE(t.distance, 7);
    QCOMPARE(t.routes.size(), std::size_t(first * second));
    QCOMPARE(t.layers[3], bit(sq("d1")));
    for (const Route& route : t.routes) {
        QCOMPARE(route[3], sq("d1"));
        QVERIFY(std::is_sorted(t.routes.begin(), t.routes.end()));
    }
    r.length = 10;
    QCOMPARE(trajectories(g, r).count.value, first * second);
    r.length = 9;
    QVERIFY_THROWS_EXCEPTION(std::invalid_argument, trajectories(g, r));
    r.length = 11;
    QVERIFY_THROWS_EXCEPTION(std::invalid_argument, trajectories(g, r));
    // A via square of the other colour for a bishop: nothing.
    TrajectoryRequest b;
    b.from = sq("c1");
    b.to = sq("h6");
    b.via = sq("c2");
    const TrajectorySet none = trajectories(emptyBoardGraph(PieceType::Bishop), b);
    QCOMPARE(none.count.value, std::uint64_t{0});
    QVERIFY(none.routes.empty());
    // Via the target or the source: just the shortest routes.
    r.length.reset();
    r.via = sq("h8");
    QCOMPARE(trajectories(g, r).count.value, std::uint64_t{1});
    r.from = sq("f6");
    r.to = sq("h1");
    r.via = sq("f6");
    QCOMPARE(trajectories(g, r).count.value, std::uint64_t{25});
    // Via with distinct stops: a1 -> a2 via a3 must come back over a2 (a1 a2 a3 a2).
    TrajectoryRequest d;
    d.from = sq("a1");
    d.to = sq("a2");
    d.via = sq("a3");
    const TrajectorySet all = trajectories(g, d);
    d.distinctStops = true;
    const TrajectorySet dist = trajectories(g, d);
    QCOMPARE(all.count.value, std::uint64_t{2}); // a1 a2 a3 a2, a1 b2 a3 a2
    QCOMPARE(dist.count.value, std::uint64_t{1});
    QCOMPARE(testutil::routeText(dist.routes.front()), QStringLiteral("a1 b2 a3 a2"));
}

void TestTrajectoryOptions::lengthLimitsAndSaturation()
{
    TrajectoryRequest r;
    r.from = sq("a1");
    r.to = sq("h8");
    r.length = kMaxTrajectoryLength;
    QCOMPARE(kMaxTrajectoryLength, 127);
    // A degree-2 route is two shortest king routes, at most 7 + 7 moves: none of length 127.
    const TrajectorySet king127 = trajectories(king(), r);
    QCOMPARE(king127.distance, 7);
    QCOMPARE(king127.count.value, std::uint64_t{0});
    QVERIFY(!king127.count.saturated);
    QVERIFY(king127.routes.empty());
    QCOMPARE(king127.length, 0);
    QCOMPARE(king127.squares, Bitboard{0});
    // The longest king lengths that still have routes: 14, then nothing.
    r.length = 14;
    const TrajectorySet k14 = trajectories(king(), r);
    QCOMPARE(k14.count.value, formulaCount(king(), r.from, r.to, 14));
    QVERIFY(k14.count.value > 0);
    r.length = 15;
    QCOMPARE(trajectories(king(), r).count.value, std::uint64_t{0});
    // Even the largest counts of every empty-board piece are exact: no saturation anywhere
    // (the biggest, about 7e4 king routes a1-g1 of length 14, are far below 2^64).
    for (const PieceType type : {PieceType::King, PieceType::Queen, PieceType::Wazir}) {
        const MoveGraph g = emptyBoardGraph(type);
        for (Square a = A1; a <= H8; a = Square(a + 9))
            for (Square b = A1; b <= H8; b = Square(b + 5)) {
                const int l0 = graphDistances(g, a)[ix(b)];
                for (int l = l0; l <= 2 * l0 + 1; ++l) {
                    r.from = a;
                    r.to = b;
                    r.length = l;
                    r.limit = 0;
                    const TrajectorySet t = trajectories(g, r);
                    QVERIFY(!t.count.saturated);
                    QCOMPARE(t.count.value, formulaCount(g, a, b, l));
                }
            }
    }
    // Lengths outside 0..127 are errors.
    r.from = sq("a1");
    r.to = sq("h8");
    r.length = 128;
    QVERIFY_THROWS_EXCEPTION(std::invalid_argument, trajectories(king(), r));
    r.length = -1;
    QVERIFY_THROWS_EXCEPTION(std::invalid_argument, trajectories(king(), r));
    // Shorter than the distance: no routes, not an error.
    r.length = 6;
    const TrajectorySet shorter = trajectories(king(), r);
    QCOMPARE(shorter.count.value, std::uint64_t{0});
    QVERIFY(shorter.routes.empty());
    QCOMPARE(shorter.distance, 7);
    // Bad squares: an int is no Square, and a debug build asserts on one cast from off the board.
    static_assert(!std::is_assignable_v<Square&, int>);
    r.length.reset();
    r.to = Square(64);
    CD_VERIFY_ASSERTS(trajectories(king(), r));
}

void TestTrajectoryOptions::unreachableAndTrivial()
{
    const TrajectorySet none = run(emptyBoardGraph(PieceType::Bishop), "c1", "c8");
    QCOMPARE(none.distance, kUnreachable);
    QCOMPARE(none.count.value, std::uint64_t{0});
    QCOMPARE(none.squares, Bitboard{0});
    QVERIFY(none.routes.empty());
    QCOMPARE(none.length, 0);
    const TrajectorySet pawnBack = run(emptyBoardGraph(PieceType::Pawn), "e4", "e3");
    QCOMPARE(pawnBack.distance, kUnreachable);
    QCOMPARE(pawnBack.count.value, std::uint64_t{0});
    const TrajectorySet pawn = run(emptyBoardGraph(PieceType::Pawn), "e2", "e8");
    QCOMPARE(pawn.distance, 5);
    QCOMPARE(pawn.count.value, std::uint64_t{1});
    QCOMPARE(testutil::routeText(pawn.routes.front()), QStringLiteral("e2 e4 e5 e6 e7 e8"));
    // From a square to itself.
    const TrajectorySet same = run(king(), "e4", "e4");
    QCOMPARE(same.distance, 0);
    QCOMPARE(same.count.value, std::uint64_t{1});
    QCOMPARE(same.squares, bit(sq("e4")));
    QCOMPARE(same.routes.size(), std::size_t{1});
    QVERIFY(same.routes.front() == Route{sq("e4")});
    // Out and back: e4 x e4 for each of the 8 neighbours.
    const TrajectorySet back = run(king(), "e4", "e4", 2);
    QCOMPARE(back.count.value, std::uint64_t{8});
    QCOMPARE(back.layers[1], kKingAttacks[ix(sq("e4"))]);
}

void TestTrajectoryOptions::degree()
{
    const MoveGraph& g = king();
    auto route = [](const char* names) {
        Route r;
        const QStringList parts = QString::fromLatin1(names).split(QLatin1Char(' '));
        for (const QString& p : parts)
            r.push_back(sq(p.toStdString()));
        return r;
    };
    QCOMPARE(admissibleDegree(g, Route{}), 0);
    QCOMPARE(admissibleDegree(g, route("e4")), 1);
    QCOMPARE(admissibleDegree(g, route("f6 e5 e4 f3 g2 h1")), 1);
    QCOMPARE(admissibleDegree(g, route("e1 e2 e3 e2")), 2);
    QCOMPARE(admissibleDegree(g, route("a1 b1 a1")), 2);
    QCOMPARE(admissibleDegree(g, route("a1 b1 a1 b1")), 3);
    QCOMPARE(admissibleDegree(g, route("a1 b1 a1 b1 a1")), 4);
    QCOMPARE(admissibleDegree(g, route("a1 c1")), 0); // not a king move
    QCOMPARE(admissibleDegree(g, route("a1 a1")), 0); // standing still is not a move
    QCOMPARE(admissibleDegree(g, route("e4 e5 e6 e5 e4 e3 e2")), 2);
    // Degree by brute force over all cut points, on random king walks.
    std::mt19937 rng(8);
    for (int i = 0; i < 300; ++i) {
        Route w{static_cast<Square>(rng() % 64)};
        const int n = 1 + static_cast<int>(rng() % 8);
        for (int j = 0; j < n; ++j) {
            Bitboard next = g[ix(w.back())];
            for (int skip = static_cast<int>(rng() % static_cast<unsigned>(count(next))); skip > 0;
                 --skip)
                next &= next - 1;
            w.push_back(lowest(next));
        }
        // Minimal number of shortest pieces by DP over cut points.
        std::vector<int> best(w.size(), 1000);
        best[0] = 0;
        for (std::size_t j = 1; j < w.size(); ++j)
            for (std::size_t k = 0; k < j; ++k)
                if (bfsFrom(g, w[k])[ix(w[j])] == static_cast<int>(j - k))
                    best[j] = std::min(best[j], best[k] + 1);
        QCOMPARE(admissibleDegree(g, w), best.back());
    }
}

QTEST_APPLESS_MAIN(TestTrajectoryOptions)
#include "tst_trajectoryoptions.moc"
