// Kappe's boolean matrix powers (docs/reach.md): the sound variant against the metrics and the
// fill, the literal variant's return trips, the closure, and the knight and pawn pitfalls.
#include "boardtext.h"
#include "kappe.h"
#include "kappesteps.h"
#include "metrics.h"
#include "movegraph.h"
#include "randompositions.h"
#include "reach.h"

#include <QTest>

#include <algorithm>
#include <random>

using namespace cd;
using testutil::mapText;
using testutil::sq;

Q_DECLARE_METATYPE(cd::PieceType)
Q_DECLARE_METATYPE(cd::Metric)

namespace {

constexpr PieceType kTypes[] = {PieceType::King,   PieceType::Queen,  PieceType::Rook,
                                PieceType::Bishop, PieceType::Knight, PieceType::Pawn};
constexpr CaptureMode kModes[] = {CaptureMode::Stop, CaptureMode::Continue, CaptureMode::Block};

std::size_t ix(int s)
{
    return static_cast<std::size_t>(s);
}

// (X.Y)[u][v] = OR_k X[u][k] AND Y[k][v], entry by entry.
BitMatrix naiveProduct(const BitMatrix& x, const BitMatrix& y)
{
    BitMatrix r{};
    for (Square u = A1; u <= H8; ++u)
        for (Square v = A1; v <= H8; ++v)
            for (Square k = A1; k <= H8; ++k)
                if (has(x[ix(u)], k) && has(y[ix(k)], v))
                    r[ix(u)] |= bit(v);
    return r;
}

BitMatrix randomMatrix(std::mt19937_64& rng)
{
    BitMatrix m;
    for (auto& row : m)
        row = rng() & rng() & rng();
    return m;
}

// A^(2^k) by k squarings.
BitMatrix power2(BitMatrix m, int k)
{
    for (int i = 0; i < k; ++i)
        m = booleanProduct(m, m);
    return m;
}

// The largest finite entry of the whole matrix.
int largest(const AllPairs& d)
{
    int best = 0;
    for (const auto& row : d)
        for (const auto v : row)
            best = std::max(best, int(v));
    return best;
}

bool isDark(Square s)
{
    return ((s % 8 + s / 8) % 2) == 0;
}

} // namespace

class TestKappe : public QObject {
    Q_OBJECT
private slots:
    void matrixBasics();
    void productMatchesDefinition();
    void emptyBoardMatchesMetrics_data();
    void emptyBoardMatchesMetrics();
    void literalVariantOnEmptyBoard_data();
    void literalVariantOnEmptyBoard();
    void literalVariantInPositions();
    void closure();
    void pitfalls();
    void agreesWithFillInRandomPositions();
    void exampleE1();
    void stepsOnTheEmptyBoard();
    void stepsInAPosition();
};

void TestKappe::matrixBasics()
{
    const BitMatrix id = identityMatrix();
    for (Square s = A1; s <= H8; ++s)
        QCOMPARE(id[ix(s)], bit(s));
    std::mt19937_64 rng(5);
    const BitMatrix x = randomMatrix(rng), y = randomMatrix(rng);
    QVERIFY(booleanProduct(id, x) == x);
    QVERIFY(booleanProduct(x, id) == x);
    QVERIFY(booleanProduct(x, BitMatrix{}) == BitMatrix{});
    const BitMatrix u = unite(x, y);
    for (int s = 0; s < 64; ++s)
        QCOMPARE(u[ix(s)], x[ix(s)] | y[ix(s)]);
}

void TestKappe::productMatchesDefinition()
{
    std::mt19937_64 rng(17);
    for (int round = 0; round < 5; ++round) {
        const BitMatrix x = randomMatrix(rng), y = randomMatrix(rng), z = randomMatrix(rng);
        QVERIFY(booleanProduct(x, y) == naiveProduct(x, y));
        QVERIFY(booleanProduct(booleanProduct(x, y), z) == booleanProduct(x, booleanProduct(y, z)));
    }
}

void TestKappe::emptyBoardMatchesMetrics_data()
{
    QTest::addColumn<PieceType>("type");
    QTest::addColumn<Metric>("metric");
    QTest::addColumn<int>("diameter");
    QTest::newRow("king") << PieceType::King << Metric::Chebyshev << 7;
    QTest::newRow("wazir") << PieceType::Wazir << Metric::Manhattan << 14;
    QTest::newRow("knight") << PieceType::Knight << Metric::Knight << 6;
    QTest::newRow("rook") << PieceType::Rook << Metric::Rook << 2;
    QTest::newRow("bishop") << PieceType::Bishop << Metric::Bishop << 2;
    QTest::newRow("queen") << PieceType::Queen << Metric::Queen << 2;
    QTest::newRow("pawn") << PieceType::Pawn << Metric::Pawn << 5;
}

void TestKappe::emptyBoardMatchesMetrics()
{
    QFETCH(PieceType, type);
    QFETCH(Metric, metric);
    QFETCH(int, diameter);
    const KappeResult k = kappeSound(emptyBoardGraph(type));
    int largestFromOrigins = 0;
    for (Square a = A1; a <= H8; ++a) {
        if (type == PieceType::Pawn && (a < 8 || a >= 56))
            continue; // no pawn stands there
        for (Square b = A1; b <= H8; ++b) {
            QCOMPARE(int(k.distances[ix(a)][ix(b)]), metricDistance(metric, a, b));
            largestFromOrigins = std::max(largestFromOrigins, int(k.distances[ix(a)][ix(b)]));
        }
    }
    QCOMPARE(largestFromOrigins, diameter);
    // M^(n+1) == M^n first at n = the largest distance in the matrix: that many products plus
    // the one that shows nothing changed. (The pawn graph's unused rank-1 rows reach a8 in 6.)
    QCOMPARE(k.products, largest(k.distances) + 1);
    if (type != PieceType::Pawn)
        QCOMPARE(k.products, diameter + 1);
}

void TestKappe::literalVariantOnEmptyBoard_data()
{
    QTest::addColumn<PieceType>("type");
    QTest::addColumn<int>("diagonal");
    QTest::newRow("king") << PieceType::King << 2;
    QTest::newRow("knight") << PieceType::Knight << 2;
    QTest::newRow("rook") << PieceType::Rook << 2;
    QTest::newRow("bishop") << PieceType::Bishop << 2;
    QTest::newRow("queen") << PieceType::Queen << 2;
    QTest::newRow("pawn") << PieceType::Pawn << int(kUnreachable);
}

void TestKappe::literalVariantOnEmptyBoard()
{
    QFETCH(PieceType, type);
    QFETCH(int, diagonal);
    const MoveGraph g = emptyBoardGraph(type);
    const KappeResult sound = kappeSound(g), literal = kappeLiteral(g);
    for (Square u = A1; u <= H8; ++u) {
        QCOMPARE(int(literal.distances[ix(u)][ix(u)]), diagonal);
        QCOMPARE(int(sound.distances[ix(u)][ix(u)]), 0);
        for (Square v = A1; v <= H8; ++v)
            if (v != u)
                QCOMPARE(literal.distances[ix(u)][ix(v)], sound.distances[ix(u)][ix(v)]);
    }
    QVERIFY(literal.products <= 64);
}

void TestKappe::literalVariantInPositions()
{
    std::mt19937 rng(2718);
    for (int round = 0; round < 60; ++round) {
        Board pos = testutil::randomPosition(rng);
        const PieceType type = kTypes[round % 6];
        const Piece piece{round % 4 < 2 ? Color::White : Color::Black, type};
        const Square origin = testutil::randomOrigin(rng, type);
        pos.setPiece(origin, piece);
        ReachOptions opts;
        opts.captures = kModes[round % 3];
        const MoveGraph g = moveGraph(makeContext(pos, origin, piece, opts));
        const KappeResult sound = kappeSound(g), literal = kappeLiteral(g);
        for (Square u = A1; u <= H8; ++u) {
            // The diagonal: the shortest return trip, one move out and the way back.
            int trip = kUnreachable;
            forEachSquare(g[ix(u)], [&](Square w) {
                const int back = sound.distances[ix(w)][ix(u)];
                if (back != kUnreachable && (trip == kUnreachable || back + 1 < trip))
                    trip = back + 1;
            });
            QCOMPARE(int(literal.distances[ix(u)][ix(u)]), trip);
            for (Square v = A1; v <= H8; ++v)
                if (v != u)
                    QCOMPARE(literal.distances[ix(u)][ix(v)], sound.distances[ix(u)][ix(v)]);
        }
    }
}

void TestKappe::closure()
{
    std::mt19937 rng(1618);
    std::vector<MoveGraph> graphs;
    for (const PieceType t :
         {PieceType::King, PieceType::Knight, PieceType::Bishop, PieceType::Pawn, PieceType::Wazir})
        graphs.push_back(emptyBoardGraph(t));
    for (int round = 0; round < 30; ++round) {
        Board pos = testutil::randomPosition(rng);
        const PieceType type = kTypes[round % 6];
        const Piece piece{Color::Black, type};
        const Square origin = testutil::randomOrigin(rng, type);
        pos.setPiece(origin, piece);
        ReachOptions opts;
        opts.captures = kModes[round % 3];
        opts.avoidAttacked = round % 2 == 1;
        graphs.push_back(moveGraph(makeContext(pos, origin, piece, opts)));
    }
    for (const MoveGraph& g : graphs) {
        const BitMatrix c = reachabilityClosure(g);
        const KappeResult k = kappeSound(g);
        for (Square u = A1; u <= H8; ++u)
            for (Square v = A1; v <= H8; ++v)
                QCOMPARE(has(c[ix(u)], v), k.distances[ix(u)][ix(v)] != kUnreachable);
    }
}

void TestKappe::pitfalls()
{
    const MoveGraph knight = emptyBoardGraph(PieceType::Knight);
    // A^64: walks of exactly 64 moves, i.e. the squares of the knight's own colour only.
    const BitMatrix a64 = power2(knight, 6);
    for (Square u = A1; u <= H8; ++u)
        for (Square v = A1; v <= H8; ++v)
            QCOMPARE(has(a64[ix(u)], v), isDark(u) == isDark(v));
    // Consecutive powers of the bipartite knight graph have disjoint supports.
    const BitMatrix a2 = booleanProduct(knight, knight), a3 = booleanProduct(a2, knight);
    for (Square u = A1; u <= H8; ++u)
        QCOMPARE(a2[ix(u)] & a3[ix(u)], Bitboard{0});
    // (I | A)^64 reaches everything.
    const BitMatrix c = reachabilityClosure(knight);
    for (Square u = A1; u <= H8; ++u)
        QCOMPARE(c[ix(u)], ~Bitboard{0});
    // A pawn walks at most 5 moves: A^64 is empty.
    const BitMatrix pawn64 = power2(emptyBoardGraph(PieceType::Pawn), 6);
    QVERIFY(pawn64 == BitMatrix{});
    // The literal variant still halts for the knight, with every distance found.
    const KappeResult literal = kappeLiteral(knight);
    QVERIFY(literal.products <= 64);
    for (Square u = A1; u <= H8; ++u)
        for (Square v = A1; v <= H8; ++v)
            if (u != v)
                QCOMPARE(int(literal.distances[ix(u)][ix(v)]), knightDistance(u, v));
}

void TestKappe::agreesWithFillInRandomPositions()
{
    // Row s of the sound variant is the fill from s (docs/reach.md). The move graph does not depend
    // on the origin when the origin is empty in the position, so one matrix also answers for
    // every other empty square; a few of those are checked as well. Every piece, colour, mode
    // and avoid-attacked setting meets every other: 1000 positions x 12 pieces, the 6
    // (mode, avoid) combinations in turn.
    std::mt19937 rng(1993);
    int rows = 0;
    for (int round = 0; round < 1000; ++round) {
        const Board base = testutil::randomPosition(rng);
        int piecesDone = 0;
        for (const PieceType type : kTypes)
            for (const Color color : {Color::White, Color::Black}) {
                const Piece piece{color, type};
                const int combo = (round + piecesDone++) % 6;
                ReachOptions opts;
                opts.captures = kModes[combo % 3];
                opts.avoidAttacked = combo >= 3;
                Square origin = testutil::randomOrigin(rng, type);
                Board pos = base;
                pos.setPiece(origin, piece);
                const MoveContext ctx = makeContext(pos, origin, piece, opts);
                const KappeResult k = kappeSound(moveGraph(ctx));
                QVERIFY(k.products <= 64);
                const DistanceMap fill = reachFill(ctx);
                if (k.distances[ix(origin)] != fill || reachBfs(ctx) != fill)
                    QFAIL(
                        qPrintable(QStringLiteral("%1 %2 on %3 mode %4 avoid %5\nkappe\n%6fill\n%7")
                                       .arg(QString::fromStdString(pos.fen()))
                                       .arg(QLatin1Char(pieceLetter(piece)))
                                       .arg(origin)
                                       .arg(int(opts.captures))
                                       .arg(opts.avoidAttacked)
                                       .arg(mapText(k.distances[ix(origin)]), mapText(fill))));
                ++rows;
                if (has(base.occupied(), origin))
                    continue;
                // Other empty squares of the base position give the same graph.
                const Bitboard others = ~base.occupied() & ~bit(origin) &
                                        (type == PieceType::Pawn ? ~(kRank1 | kRank8) : kAll);
                for (int extra = 0; extra < 3 && others; ++extra) {
                    Bitboard pick = others;
                    for (int skip = static_cast<int>(rng() % static_cast<unsigned>(count(others)));
                         skip > 0; --skip)
                        pick &= pick - 1;
                    const Square s = lowest(pick);
                    Board at = base;
                    at.setPiece(s, piece);
                    QVERIFY(k.distances[ix(s)] == reachFill(makeContext(at, s, piece, opts)));
                    ++rows;
                }
            }
    }
    QVERIFY(rows >= 12000);
}

void TestKappe::exampleE1()
{
    // The rook of E1 (docs/reach.md) in mode stop: Kappe's row d5 is the printed map.
    const Board pos = *Board::fromFen("8/2n5/8/3R1p2/8/3P4/8/8");
    const Square d5 = sq("d5");
    const KappeResult k = kappeSound(moveGraph(makeContext(pos, d5, *pos.pieceAt(d5), {})));
    const DistanceMap expected = testutil::mapFromRows(
        {"2 2 2 1 2 2 2 2", "2 2 2 1 2 2 2 2", "2 2 2 1 2 2 2 2", "1 1 1 0 1 1 3 3",
         "2 2 2 1 2 2 2 2", "2 2 2 - 2 3 3 3", "2 2 2 3 2 3 3 3", "2 2 2 3 2 3 3 3"});
    QCOMPARE(mapText(k.distances[ix(d5)]), mapText(expected));
    QCOMPARE(k.products, largest(k.distances) + 1);
}

// The powers (I | A)^n one by one: entry (u, v) is set from n = distance(u, v) on, up to the
// closure, the first power the next product leaves unchanged.
void TestKappe::stepsOnTheEmptyBoard()
{
    const KappeSteps none;
    QCOMPARE(none.closure(), 0);
    QVERIFY(none.power(0) == identityMatrix());
    QCOMPARE(none.firstPower(sq("e4"), sq("e4")), 0);
    QCOMPARE(none.firstPower(sq("e4"), sq("e5")), kUnreachable);

    const MoveGraph knight = emptyBoardGraph(PieceType::Knight);
    const KappeSteps steps(knight);
    QVERIFY(steps.adjacency() == knight);
    QCOMPARE(steps.closure(), 6); // a1 -> h8 takes six knight moves
    for (int n = 0; n <= steps.closure() + 1; ++n)
        for (Square u = A1; u <= H8; ++u)
            for (Square v = A1; v <= H8; ++v)
                QCOMPARE(steps.isSet(n, u, v), knightDistance(u, v) <= n);
    for (Square u = A1; u <= H8; ++u)
        for (Square v = A1; v <= H8; ++v)
            QCOMPARE(steps.firstPower(u, v), knightDistance(u, v));
    QCOMPARE(steps.count(0), 64); // the identity
    QCOMPARE(steps.count(1), 64 + 336);
    QCOMPARE(steps.count(6), 4096);
    QVERIFY(steps.power(6) == reachabilityClosure(knight));
    QVERIFY(steps.power(99) == steps.power(6)); // clamped to 0..closure
    QVERIFY(steps.power(-3) == identityMatrix());
}

// In a position the first powers are the sound variant's distances, unreachable pairs included.
void TestKappe::stepsInAPosition()
{
    const Board pos = *Board::fromFen("8/2n5/8/3R1p2/8/3P4/8/8");
    for (const char* origin : {"d5", "c7", "d3"}) {
        const MoveGraph g = moveGraph(makeContext(pos, sq(origin), *pos.pieceAt(sq(origin)), {}));
        const KappeSteps steps(g);
        const KappeResult k = kappeSound(g);
        QCOMPARE(steps.closure(), k.products - 1);
        for (Square u = A1; u <= H8; ++u)
            for (Square v = A1; v <= H8; ++v)
                QCOMPARE(
                    steps.firstPower(u, v),
                    int(k.distances[static_cast<std::size_t>(u)][static_cast<std::size_t>(v)]));
    }
}

QTEST_APPLESS_MAIN(TestKappe)
#include "tst_kappe.moc"
