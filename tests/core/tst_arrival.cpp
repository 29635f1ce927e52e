// Arrival maps (arrival.h): hand-checked kings, and on 1,000 random positions the minimum over
// each side's pieces of an independent BFS, the pieces that achieve it, the difference and the
// contested squares, and the what-if blockers.
#include "arrival.h"
#include "boardtext.h"
#include "corridor.h"
#include "metrics.h"
#include "optionrows.h"
#include "piecefills.h"
#include "randompositions.h"

#include <QTest>

#include <random>

using namespace cd;
using testutil::mapText;
using testutil::randomPosition;
using testutil::sq;

namespace {

// The arrival map computed here from reachBfs, one piece at a time. `blockers` are put on the
// board as pieces of the mover's colour (what a neutral blocker is for the mover).
ArrivalMap expectedMap(const Board& pos, Color side, const ReachOptions& opts, Bitboard blockers)
{
    ArrivalMap map;
    map.side = side;
    std::vector<DistanceMap> maps;
    const std::vector<Square> order = pieceOrder(pos, side);
    for (const Square s : order) {
        Board p = pos;
        forEachSquare(blockers, [&](Square b) { p.setPiece(b, Piece{side, PieceType::Knight}); });
        maps.push_back(reachBfs(makeContext(p, s, *pos.pieceAt(s), opts)));
    }
    for (std::size_t t = 0; t < 64; ++t) {
        int best = kUnreachable;
        for (const auto& m : maps)
            if (m[t] >= 0 && (best < 0 || m[t] < best))
                best = m[t];
        map.moves[t] = static_cast<std::int8_t>(best);
    }
    for (std::size_t k = 0; k < order.size(); ++k) {
        Arriver a{order[k], 0};
        for (std::size_t t = 0; t < 64; ++t)
            if (maps[k][t] >= 0 && maps[k][t] == map.moves[t])
                a.first |= bit(Square(static_cast<int>(t)));
        map.pieces.push_back(a);
    }
    return map;
}

bool sameMap(const Board& pos, const ArrivalMap& got, const ArrivalMap& expected)
{
    if (got == expected)
        return true;
    qWarning("%s side %d\ngot\n%sexpected\n%s", pos.fen().c_str(), int(got.side),
             qPrintable(mapText(got.moves)), qPrintable(mapText(expected.moves)));
    return false;
}

} // namespace

class TestArrival : public QObject {
    Q_OBJECT
private slots:
    // Two lone kings: each side's map is the king distance from its king, so the difference
    // and the contested squares follow from Chebyshev's formula.
    void lonelyKings()
    {
        const Board pos = *Board::fromFen("8/8/8/8/8/8/8/K6k");
        const Arrival a = arrival(pos);
        const auto diff = arrivalDifference(a);
        Bitboard contested = 0;
        for (int i = 0; i < 64; ++i) {
            const Square s = Square(i);
            const auto t = static_cast<std::size_t>(i);
            const int w = chebyshev(sq("a1"), s), b = chebyshev(sq("h1"), s);
            QCOMPARE(int(a.white.moves[t]), w);
            QCOMPARE(int(a.black.moves[t]), b);
            QCOMPARE(diff[t], std::optional<int>(w - b));
            if (w == b)
                contested |= bit(s);
        }
        QCOMPARE(testutil::setText(contestedSquares(a)), testutil::setText(contested));
        QVERIFY(has(contestedSquares(a), sq("d8")) && !has(contestedSquares(a), sq("d1")));
        QCOMPARE(arriversAt(a.white, sq("e5")), bit(sq("a1")));
    }

    // A square one side cannot reach has no difference and is never contested.
    void unreachableHasNoDifference()
    {
        // A lone black bishop on h1 (light) never reaches a dark square such as a1 or c1.
        const Board pos = *Board::fromFen("8/8/8/8/8/8/8/K6b");
        const Arrival a = arrival(pos, {});
        const auto diff = arrivalDifference(a);
        QVERIFY(!diff[static_cast<std::size_t>(sq("c1"))]);
        QCOMPARE(diff[static_cast<std::size_t>(sq("c2"))], std::optional(2 - 2));
        for (std::size_t t = 0; t < 64; ++t) {
            const bool both = a.white.moves[t] >= 0 && a.black.moves[t] >= 0;
            QCOMPARE(diff[t].has_value(), both);
        }
    }

    void mapsEqualMinimumOverPieces_data() { testutil::addOptionRows(); }
    void mapsEqualMinimumOverPieces()
    {
        const ReachOptions opts = testutil::rowOptions();
        std::mt19937 rng(777);
        for (int round = 0; round < 1000; ++round) {
            const Board pos = randomPosition(rng);
            const Arrival a = arrival(pos, opts);
            QVERIFY(sameMap(pos, a.white, expectedMap(pos, Color::White, opts, 0)));
            QVERIFY(sameMap(pos, a.black, expectedMap(pos, Color::Black, opts, 0)));
            QVERIFY(a.white == arrivalMapByFill(pos, Color::White, opts));
            QVERIFY(a.black == arrivalMap(pos, Color::Black, opts));
            const auto diff = arrivalDifference(a);
            const Bitboard contested = contestedSquares(a);
            for (std::size_t t = 0; t < 64; ++t) {
                const int w = a.white.moves[t], b = a.black.moves[t];
                QCOMPARE(diff[t], w >= 0 && b >= 0 ? std::optional(w - b) : std::nullopt);
                QCOMPARE(has(contested, Square(static_cast<int>(t))), w >= 0 && w == b);
            }
        }
    }

    // Distances far beyond the random positions': a king's reach 28 moves deep.
    void deepCorridor()
    {
        const Board pos = testutil::corridorPosition();
        const Arrival a = arrival(pos);
        QCOMPARE(int(a.black.moves[static_cast<std::size_t>(sq("a8"))]), 28);
        for (const Color side : {Color::White, Color::Black}) {
            const ArrivalMap& m = side == Color::White ? a.white : a.black;
            QVERIFY(sameMap(pos, m, expectedMap(pos, side, {}, 0)));
            QVERIFY(m == arrivalMapByFill(pos, side));
        }
    }

    void blockedEqualsBlockerPieces_data() { testutil::addOptionRows(); }
    void blockedEqualsBlockerPieces()
    {
        ReachOptions opts = testutil::rowOptions();
        std::mt19937 rng(778);
        for (int round = 0; round < 1000; ++round) {
            const Board pos = randomPosition(rng);
            const Bitboard blocked = testutil::randomEmptySquares(rng, pos, 1 + round % 3);
            ReachOptions withBlocked = opts;
            withBlocked.blocked = blocked;
            const Arrival a = arrival(pos, withBlocked);
            QVERIFY(sameMap(pos, a.white, expectedMap(pos, Color::White, opts, blocked)));
            QVERIFY(sameMap(pos, a.black, expectedMap(pos, Color::Black, opts, blocked)));
        }
    }
};

QTEST_APPLESS_MAIN(TestArrival)
#include "tst_arrival.moc"
