// Stilman's trajectories (docs/trajectories.md): the worked examples, and the library's sets,
// counts and routes against brute-force enumeration of walks and an independent counting formula.
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

using namespace cd;
using testutil::setText;
using testutil::sq;
using testutil::squares;

Q_DECLARE_METATYPE(cd::PieceType)

namespace {

using Route = std::vector<Square>;
using Dist = std::array<int, 64>;

std::size_t ix(int s)
{
    return static_cast<std::size_t>(s);
}

// ---- Independent references: BFS both ways, shortest-path counts, walk enumeration. ----

Dist bfs(const MoveGraph& g, Square start, bool backwards)
{
    MoveGraph next = g;
    if (backwards) {
        next = MoveGraph{};
        for (Square u = A1; u <= H8; ++u)
            forEachSquare(g[ix(u)], [&](Square v) { next[ix(v)] |= bit(u); });
    }
    Dist d;
    d.fill(-1);
    d[ix(start)] = 0;
    std::deque<Square> queue{start};
    while (!queue.empty()) {
        const Square u = queue.front();
        queue.pop_front();
        forEachSquare(next[ix(u)], [&](Square v) {
            if (d[ix(v)] < 0) {
                d[ix(v)] = d[ix(u)] + 1;
                queue.push_back(v);
            }
        });
    }
    return d;
}
Dist bfsFrom(const MoveGraph& g, Square a)
{
    return bfs(g, a, false);
}
Dist bfsTo(const MoveGraph& g, Square b)
{
    return bfs(g, b, true);
}

// Every walk of exactly `length` moves from a to b, in lexicographic order.
void walks(const MoveGraph& g, const Dist& toB, Square b, int remaining, Route& path,
           std::vector<Route>& out)
{
    const Square u = path.back();
    if (remaining == 0) {
        if (u == b)
            out.push_back(path);
        return;
    }
    for (Square v = A1; v <= H8; ++v)
        if (has(g[ix(u)], v) && toB[ix(v)] >= 0 && toB[ix(v)] <= remaining - 1) {
            path.push_back(v);
            walks(g, toB, b, remaining - 1, path, out);
            path.pop_back();
        }
}
std::vector<Route> allWalks(const MoveGraph& g, Square a, Square b, int length,
                            const Dist* toB = nullptr)
{
    std::vector<Route> out;
    Route path{a};
    walks(g, toB ? *toB : bfsTo(g, b), b, length, path, out);
    return out;
}

// Degree <= 2: some stop k splits the walk into a shortest a -> w_k and a shortest w_k -> b.
bool degreeAtMostTwo(const Dist& fromA, const Dist& toB, const Route& w)
{
    const int l = static_cast<int>(w.size()) - 1;
    for (int k = 0; k <= l; ++k)
        if (fromA[ix(w[ix(k)])] == k && toB[ix(w[ix(k)])] == l - k)
            return true;
    return false;
}

bool distinct(const Route& w)
{
    return std::set<Square>(w.begin(), w.end()).size() == w.size();
}

struct Expected {
    std::uint64_t count = 0;
    Bitboard squares = 0;
    std::vector<Bitboard> layers;
    std::vector<Route> routes; // all of them, in lexicographic order
};

// The admissible (degree <= 2) walks of the given length by brute force.
Expected bruteForce(const MoveGraph& g, Square a, Square b, int length, bool distinctOnly)
{
    const Dist fromA = bfsFrom(g, a), toB = bfsTo(g, b);
    Expected e;
    for (const Route& w : allWalks(g, a, b, length, &toB)) {
        if (!degreeAtMostTwo(fromA, toB, w) || (distinctOnly && !distinct(w)))
            continue;
        ++e.count;
        e.layers.resize(w.size(), 0);
        for (std::size_t i = 0; i < w.size(); ++i) {
            e.layers[i] |= bit(w[i]);
            e.squares |= bit(w[i]);
        }
        e.routes.push_back(w);
    }
    return e;
}

// Distances and shortest-route counts from one square (forward) or to one square (backwards).
struct Side {
    Dist d;
    std::array<std::uint64_t, 64> n{}; // number of shortest routes
};

Side side(const MoveGraph& g, Square s, bool backwards)
{
    Side out;
    out.d = bfs(g, s, backwards);
    std::vector<Square> order;
    for (Square v = A1; v <= H8; ++v)
        if (out.d[ix(v)] >= 0)
            order.push_back(v);
    std::stable_sort(order.begin(), order.end(),
                     [&](Square x, Square y) { return out.d[ix(x)] < out.d[ix(y)]; });
    out.n[ix(s)] = 1;
    for (const Square u : order)
        for (Square v = A1; v <= H8; ++v)
            if ((backwards ? has(g[ix(v)], u) : has(g[ix(u)], v)) &&
                out.d[ix(v)] == out.d[ix(u)] + 1)
                out.n[ix(v)] += out.n[ix(u)];
    return out;
}

// The number of degree <= 2 routes of length l by a formula, not by the library's phases: cut
// every such route at its last stop x that is still on a shortest route from a. Then the next
// stop y leaves the shortest routes from a, and the rest is a shortest route from y to b.
std::uint64_t formulaCount(const MoveGraph& g, const Side& from, const Side& to, Square b, int l)
{
    if (from.d[ix(b)] < 0 || l < from.d[ix(b)])
        return 0;
    if (l == from.d[ix(b)])
        return from.n[ix(b)];
    std::uint64_t total = 0;
    for (Square x = A1; x <= H8; ++x) {
        if (from.d[ix(x)] < 0 || to.d[ix(x)] < 0 || from.d[ix(x)] + to.d[ix(x)] != l)
            continue;
        std::uint64_t tails = 0;
        forEachSquare(g[ix(x)], [&](Square y) {
            if (to.d[ix(y)] == to.d[ix(x)] - 1 && from.d[ix(y)] != from.d[ix(x)] + 1)
                tails += to.n[ix(y)];
        });
        total += from.n[ix(x)] * tails;
    }
    return total;
}
std::uint64_t formulaCount(const MoveGraph& g, Square a, Square b, int l)
{
    return formulaCount(g, side(g, a, false), side(g, b, true), b, l);
}

TrajectorySet run(const MoveGraph& g, const char* from, const char* to,
                  std::optional<int> length = std::nullopt, bool distinctStops = false,
                  std::size_t limit = 100)
{
    TrajectoryRequest r;
    r.from = sq(from);
    r.to = sq(to);
    r.length = length;
    r.distinctStops = distinctStops;
    r.limit = limit;
    return trajectories(g, r);
}

QStringList layerTexts(const std::vector<Bitboard>& layers)
{
    QStringList out;
    for (const Bitboard l : layers)
        out << setText(l);
    return out;
}

// Compares a library answer with the brute-force one; returns an empty string when they agree.
QString difference(const TrajectorySet& got, const Expected& e, std::size_t limit, int length)
{
    if (got.count.value != e.count || got.count.saturated)
        return QStringLiteral("count %1 (saturated %2), expected %3")
            .arg(got.count.value)
            .arg(got.count.saturated)
            .arg(e.count);
    if (got.squares != e.squares)
        return QStringLiteral("squares %1, expected %2")
            .arg(setText(got.squares), setText(e.squares));
    if (e.count && got.layers != e.layers)
        return QStringLiteral("layers %1, expected %2")
            .arg(layerTexts(got.layers).join(QLatin1Char('|')),
                 layerTexts(e.layers).join(QLatin1Char('|')));
    if (got.length != (e.count ? length : 0))
        return QStringLiteral("length %1").arg(got.length);
    const std::vector<Route> first(
        e.routes.begin(),
        e.routes.begin() + static_cast<std::ptrdiff_t>(std::min(limit, e.routes.size())));
    if (got.routes != first)
        return QStringLiteral("routes differ: %1 listed, expected %2")
            .arg(got.routes.size())
            .arg(first.size());
    return {};
}

const MoveGraph& king()
{
    static const MoveGraph g = emptyBoardGraph(PieceType::King);
    return g;
}

} // namespace

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
    void bruteForceAllKingPairsShortest();
    void bruteForceLonger_data();
    void bruteForceLonger();
    void bruteForceInPositions();
    void formulaCountsAllPairs_data();
    void formulaCountsAllPairs();
    void routeListProperties();
    void via();
    void lengthLimitsAndSaturation();
    void unreachableAndTrivial();
    void degree();
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
    const Position pos = *Position::fromFen("8/8/8/2pppp2/8/8/8/4K3");
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

void TestTrajectory::bruteForceAllKingPairsShortest()
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

void TestTrajectory::bruteForceLonger_data()
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

void TestTrajectory::bruteForceLonger()
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

void TestTrajectory::bruteForceInPositions()
{
    // Directed relations: pieces in positions, mode stop (captures end a route) and pawns.
    std::mt19937 rng(5150);
    const PieceType types[] = {PieceType::King, PieceType::Knight, PieceType::Rook,
                               PieceType::Queen, PieceType::Pawn};
    int compared = 0;
    for (int round = 0; round < 60; ++round) {
        Position pos;
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

void TestTrajectory::formulaCountsAllPairs_data()
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

void TestTrajectory::formulaCountsAllPairs()
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

void TestTrajectory::routeListProperties()
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

void TestTrajectory::via()
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

void TestTrajectory::lengthLimitsAndSaturation()
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

void TestTrajectory::unreachableAndTrivial()
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

void TestTrajectory::degree()
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

QTEST_APPLESS_MAIN(TestTrajectory)
#include "tst_trajectory.moc"
