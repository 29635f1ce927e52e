// The alternatives of docs/metrics.md must agree with the closed formulas and with BFS on
// the empty board's move graph, on all 4096 ordered pairs.
#include "assertdeath.h"
#include "boardtext.h"
#include "distancetables.h"
#include "metrics.h"
#include "movegraph.h"

#include <QTest>

#include <array>
#include <cstdint>
#include <cstdlib>
#include <deque>
#include <set>
#include <type_traits>

using namespace cd;
using namespace cd::tables;

Q_DECLARE_METATYPE(cd::Metric)
Q_DECLARE_METATYPE(cd::PieceType)

namespace {

bool corner(Square s)
{
    return s == 0 || s == 7 || s == 56 || s == 63;
}

// Center distance "in register" (docs/metrics.md): two bits per square from two 64-bit constants.
int centerInRegister(Square s)
{
    return static_cast<int>(2 * ((0xFFFFC3C3C3C3FFFFULL >> s) & 1) +
                            ((0xFF81BDA5A5BD81FFULL >> s) & 1));
}

// Isenberg's branch-free center Manhattan distance (wiki seed).
int centerManhattanBranchFree(int s)
{
    int file = s & 7, rank = s >> 3;
    file ^= (file - 4) >> 8;
    rank ^= (rank - 4) >> 8;
    return (file + rank) & 7;
}

// KBNK trick (docs/metrics.md): the bishop's colour is bit 31 of b * 0x90000000 (file bit 0 xor
// rank bit 0), a light bishop mirrors the king's file, then k > 7 ? 14 - k : k without a branch.
int kbnkBranchFree(Square bishop, Square king)
{
    const std::uint32_t light = (static_cast<std::uint32_t>(bishop) * 0x90000000U) >> 31;
    const int k0 = king ^ static_cast<int>(7 * light);
    const int k = (k0 & 7) + (k0 >> 3);
    const int over = (7 - k) >> 31; // -1 when k > 7
    return k + (over & (14 - 2 * k));
}

// Knight distance on an unbounded board, by BFS on a 41x41 board around the origin.
std::array<int, 64> unboundedKnight()
{
    constexpr int n = 41, o = 20;
    std::array<int, n * n> dist;
    dist.fill(-1);
    std::deque<int> queue{o * n + o};
    dist[o * n + o] = 0;
    const int steps[8][2] = {{1, 2},   {2, 1},   {2, -1}, {1, -2},
                             {-1, -2}, {-2, -1}, {-2, 1}, {-1, 2}};
    while (!queue.empty()) {
        const int u = queue.front();
        queue.pop_front();
        for (const auto& st : steps) {
            const int x = u % n + st[0], y = u / n + st[1];
            if (x < 0 || x >= n || y < 0 || y >= n ||
                dist[static_cast<std::size_t>(y * n + x)] >= 0)
                continue;
            dist[static_cast<std::size_t>(y * n + x)] = dist[static_cast<std::size_t>(u)] + 1;
            queue.push_back(y * n + x);
        }
    }
    std::array<int, 64> out{};
    for (int dr = 0; dr < 8; ++dr)
        for (int df = 0; df < 8; ++df)
            out[static_cast<std::size_t>(8 * dr + df)] =
                dist[static_cast<std::size_t>((o + dr) * n + o + df)];
    return out;
}

} // namespace

class TestDistanceTables : public QObject {
    Q_OBJECT
private slots:
    void allImplementationsAgree_data();
    void allImplementationsAgree();
    void pawnBfsAgrees();
    void knightAlternatives();
    void ndisIsTheSpecTable();
    void ndisIsTheUnboundedKnightDistance();
    void uncorrectedKnightWrongOnExactlyEightPairs();
    void x88DiffRange();
    void x88TableCannotHoldTheKnight();
    void index15Range();
    void functionsOfTheSquareDifference_data();
    void functionsOfTheSquareDifference();
    void moveGraphEdges_data();
    void moveGraphEdges();
    void centerLookups();
    void kbnkTrick();
    void hasTablesMetrics();
    void lookupsCheckSquares();
};

void TestDistanceTables::allImplementationsAgree_data()
{
    QTest::addColumn<Metric>("metric");
    QTest::addColumn<PieceType>("mover");
    QTest::newRow("chebyshev") << Metric::Chebyshev << PieceType::King;
    QTest::newRow("manhattan") << Metric::Manhattan << PieceType::Wazir;
    QTest::newRow("knight") << Metric::Knight << PieceType::Knight;
    QTest::newRow("rook") << Metric::Rook << PieceType::Rook;
    QTest::newRow("bishop") << Metric::Bishop << PieceType::Bishop;
    QTest::newRow("queen") << Metric::Queen << PieceType::Queen;
}

void TestDistanceTables::allImplementationsAgree()
{
    QFETCH(Metric, metric);
    QFETCH(PieceType, mover);
    QVERIFY(hasTables(metric));
    const MoveGraph g = emptyBoardGraph(mover);
    int checkedPairs = 0;
    for (Square a = A1; a <= H8; ++a) {
        const DistanceMap bfs = graphDistances(g, a);
        for (Square b = A1; b <= H8; ++b) {
            const Distance formula = metricDistance(metric, a, b);
            const Distance values[] = {byTable64(metric, a, b), byX88(metric, a, b),
                                       by15x15(metric, a, b), bfs[static_cast<std::size_t>(b)]};
            for (const Distance v : values)
                if (v != formula)
                    QFAIL(qPrintable(QStringLiteral("%1 -> %2: formula %3, got %4 %5 %6 %7")
                                         .arg(a)
                                         .arg(b)
                                         .arg(formula)
                                         .arg(values[0])
                                         .arg(values[1])
                                         .arg(values[2])
                                         .arg(values[3])));
            ++checkedPairs;
        }
    }
    QCOMPARE(checkedPairs, 4096);
}

void TestDistanceTables::pawnBfsAgrees()
{
    const MoveGraph g = emptyBoardGraph(PieceType::Pawn); // white
    for (Square a = A2; a <= H7; ++a) {
        const DistanceMap bfs = graphDistances(g, a);
        for (Square b = A1; b <= H8; ++b)
            QCOMPARE(int(bfs[static_cast<std::size_t>(b)]), pawnDistance(Color::White, a, b));
    }
    // A pawn on its last rank has no moves.
    for (Square a = A8; a <= H8; ++a)
        QCOMPARE(g[static_cast<std::size_t>(a)], Bitboard{0});
}

void TestDistanceTables::knightAlternatives()
{
    for (Square a = A1; a <= H8; ++a)
        for (Square b = A1; b <= H8; ++b) {
            const Distance d = knightDistance(a, b);
            QCOMPARE(knightByNdis(a, b), d);
            QCOMPARE(knightByFill(a, b), d);
        }
}

void TestDistanceTables::ndisIsTheSpecTable()
{
    const auto spec = testutil::tableFromRows({
        "5 4 5 4 5 4 5 6", // dr 7 (the helper reads rank 8 first)
        "4 3 4 3 4 5 4 5", // dr 6
        "3 4 3 4 3 4 5 4", // dr 5
        "2 3 2 3 4 3 4 5", // dr 4
        "3 2 3 2 3 4 3 4", // dr 3
        "2 1 4 3 2 3 4 5", // dr 2
        "3 2 1 2 3 4 3 4", // dr 1
        "0 3 2 3 2 3 4 5", // dr 0
    });
    for (std::size_t i = 0; i < 64; ++i)
        QCOMPARE(int(kNdis[i]), spec[i]);
    QCOMPARE(int(kNdis[18]), 4); // a1-c3
    // Symmetric in (dr, df).
    for (int r = 0; r < 8; ++r)
        for (int f = 0; f < 8; ++f)
            QCOMPARE(kNdis[static_cast<std::size_t>(8 * r + f)],
                     kNdis[static_cast<std::size_t>(8 * f + r)]);
}

void TestDistanceTables::ndisIsTheUnboundedKnightDistance()
{
    const auto unbounded = unboundedKnight();
    for (std::size_t i = 0; i < 64; ++i)
        QCOMPARE(int(kNdis[i]), unbounded[i]);
}

void TestDistanceTables::uncorrectedKnightWrongOnExactlyEightPairs()
{
    const auto unbounded = unboundedKnight();
    std::set<std::pair<Square, Square>> wrong;
    for (Square a = A1; a <= H8; ++a)
        for (Square b = A1; b <= H8; ++b) {
            const int dr = std::abs(a / 8 - b / 8), df = std::abs(a % 8 - b % 8);
            const int plain = unbounded[static_cast<std::size_t>(8 * dr + df)];
            QCOMPARE(deltaDistance(Metric::Knight, b / 8 - a / 8, b % 8 - a % 8), plain);
            if (plain != knightDistance(a, b)) {
                wrong.insert({a, b});
                QCOMPARE(knightDistance(a, b), plain + 2);
                QCOMPARE(knightCornerCorrection(a, b), 2);
            } else {
                QCOMPARE(knightCornerCorrection(a, b), 0);
            }
        }
    const std::set<std::pair<Square, Square>> expected = {{A1, B2}, {B2, A1}, {H1, G2}, {G2, H1},
                                                          {A8, B7}, {B7, A8}, {H8, G7}, {G7, H8}};
    QCOMPARE(wrong.size(), std::size_t{8});
    QVERIFY(wrong == expected);
    for (const auto& [a, b] : wrong)
        QVERIFY(corner(a) != corner(b));
}

void TestDistanceTables::x88DiffRange()
{
    std::set<int> values;
    for (Square a = A1; a <= H8; ++a)
        for (Square b = A1; b <= H8; ++b) {
            const int x = x88Diff(a, b);
            QCOMPARE(x, 16 * (b / 8 - a / 8) + (b % 8 - a % 8) + 120);
            QCOMPARE(x, b - a + (b | 7) - (a | 7) + 120);
            values.insert(x);
        }
    QCOMPARE(*values.begin(), 1);
    QCOMPARE(*values.rbegin(), 239);
    QCOMPARE(values.size(), std::size_t{225});
    QCOMPARE(x88Diff(A1, A1), 120);
    QVERIFY(!values.count(0));
}

void TestDistanceTables::x88TableCannotHoldTheKnight()
{
    // Filling a 240-entry table directly with 8x8 knight distances gives conflicting entries.
    std::array<int, 240> t;
    t.fill(-1);
    int conflicts = 0;
    for (Square a = A1; a <= H8; ++a)
        for (Square b = A1; b <= H8; ++b) {
            int& e = t[static_cast<std::size_t>(x88Diff(a, b))];
            if (e >= 0 && e != knightDistance(a, b))
                ++conflicts;
            e = knightDistance(a, b);
        }
    QVERIFY(conflicts > 0);
}

void TestDistanceTables::index15Range()
{
    std::set<int> values;
    for (Square a = A1; a <= H8; ++a) {
        QCOMPARE(index15(a, a), 112);
        for (Square b = A1; b <= H8; ++b) {
            const int i = index15(a, b);
            QCOMPARE(i, (b / 8 - a / 8 + 7) * 15 + (b % 8 - a % 8 + 7));
            values.insert(i);
        }
    }
    QCOMPARE(*values.begin(), 0);
    QCOMPARE(*values.rbegin(), 224);
    QCOMPARE(values.size(), std::size_t{225});
}

void TestDistanceTables::functionsOfTheSquareDifference_data()
{
    QTest::addColumn<Metric>("metric");
    QTest::newRow("chebyshev") << Metric::Chebyshev;
    QTest::newRow("manhattan") << Metric::Manhattan;
    QTest::newRow("rook") << Metric::Rook;
    QTest::newRow("bishop") << Metric::Bishop;
    QTest::newRow("queen") << Metric::Queen;
}

void TestDistanceTables::functionsOfTheSquareDifference()
{
    QFETCH(Metric, metric);
    std::array<int, 240> byDiff;
    byDiff.fill(-2);
    for (Square a = A1; a <= H8; ++a)
        for (Square b = A1; b <= H8; ++b) {
            int& e = byDiff[static_cast<std::size_t>(x88Diff(a, b))];
            const int d = metricDistance(metric, a, b);
            if (e != -2)
                QCOMPARE(d, e);
            e = d;
            QCOMPARE(deltaDistance(metric, b / 8 - a / 8, b % 8 - a % 8), d);
        }
}

void TestDistanceTables::moveGraphEdges_data()
{
    QTest::addColumn<PieceType>("type");
    QTest::addColumn<Metric>("metric");
    QTest::addColumn<int>("edges");
    QTest::newRow("king") << PieceType::King << Metric::Chebyshev << 210;
    QTest::newRow("knight") << PieceType::Knight << Metric::Knight << 168;
    QTest::newRow("rook") << PieceType::Rook << Metric::Rook << 448;
    QTest::newRow("bishop") << PieceType::Bishop << Metric::Bishop << 280;
    QTest::newRow("queen") << PieceType::Queen << Metric::Queen << 728;
    QTest::newRow("wazir") << PieceType::Wazir << Metric::Manhattan << 112;
}

void TestDistanceTables::moveGraphEdges()
{
    QFETCH(PieceType, type);
    QFETCH(Metric, metric);
    QFETCH(int, edges);
    const MoveGraph g = emptyBoardGraph(type);
    int arcs = 0, distanceOne = 0;
    for (Square a = A1; a <= H8; ++a) {
        arcs += count(g[static_cast<std::size_t>(a)]);
        QVERIFY(!has(g[static_cast<std::size_t>(a)], a));
        for (Square b = A1; b <= H8; ++b) {
            distanceOne += metricDistance(metric, a, b) == 1 ? 1 : 0;
            // The graph is symmetric on the empty board.
            QCOMPARE(has(g[static_cast<std::size_t>(a)], b),
                     has(g[static_cast<std::size_t>(b)], a));
        }
    }
    QCOMPARE(arcs, 2 * edges);
    QCOMPARE(distanceOne, 2 * edges);
}

void TestDistanceTables::centerLookups()
{
    const auto center = testutil::tableFromRows(
        {"3 3 3 3 3 3 3 3", "3 2 2 2 2 2 2 3", "3 2 1 1 1 1 2 3", "3 2 1 0 0 1 2 3",
         "3 2 1 0 0 1 2 3", "3 2 1 1 1 1 2 3", "3 2 2 2 2 2 2 3", "3 3 3 3 3 3 3 3"});
    for (Square s = A1; s <= H8; ++s) {
        QCOMPARE(centerInRegister(s), center[static_cast<std::size_t>(s)]);
        QCOMPARE(centerDistance(s), centerInRegister(s));
        QCOMPARE(centerManhattanDistance(s), centerManhattanBranchFree(s));
    }
}

void TestDistanceTables::kbnkTrick()
{
    for (Square b = A1; b <= H8; ++b)
        for (Square k = A1; k <= H8; ++k)
            QCOMPARE(kbnkCornerDistance(b, k), kbnkBranchFree(b, k));
}

void TestDistanceTables::hasTablesMetrics()
{
    int n = 0;
    for (int i = 0; i < kMetricCount; ++i)
        n += hasTables(static_cast<Metric>(i)) ? 1 : 0;
    QCOMPARE(n, 6);
    QVERIFY(!hasTables(Metric::Pawn) && !hasTables(Metric::File) && !hasTables(Metric::Reach));
}

// Lookups take only Squares (an int does not convert); a debug build asserts on a value cast
// from an index off the board.
void TestDistanceTables::lookupsCheckSquares()
{
    static_assert(!std::is_invocable_v<decltype(&byTable64), Metric, int, Square>);
    static_assert(!std::is_invocable_v<decltype(&byX88), Metric, Square, int>);
    static_assert(!std::is_invocable_v<decltype(&knightByNdis), int, Square>);
    static_assert(!std::is_invocable_v<decltype(&graphDistances), const MoveGraph&, int>);
    for (const int index : {-1, 64}) {
        const auto bad = Square(index);
        CD_VERIFY_ASSERTS(byTable64(Metric::Chebyshev, bad, A1));
        CD_VERIFY_ASSERTS(byX88(Metric::Knight, A1, bad));
        CD_VERIFY_ASSERTS(by15x15(Metric::Queen, bad, A1));
        CD_VERIFY_ASSERTS(knightByNdis(bad, A1));
        CD_VERIFY_ASSERTS(knightByFill(A1, bad));
        CD_VERIFY_ASSERTS(graphDistances(emptyBoardGraph(PieceType::King), bad));
    }
}

QTEST_APPLESS_MAIN(TestDistanceTables)
#include "tst_distancetables.moc"
