// Reach against the independent oracle on random positions, mirror invariance, promotion,
// the all-pairs rows and histograms, and the sliders' set-wise fills.
#include "reachoracle.h"

#include "assertdeath.h"
#include "attacks.h"
#include "boardtext.h"
#include "movegraph.h"
#include "pairhistogram.h"
#include "randompositions.h"
#include "reach.h"
#include <QTest>
#include <deque>
#include <random>
#include <type_traits>

using namespace reachref;

class TestReachOracle : public QObject {
    Q_OBJECT
private slots:
    void randomAgreement();
    void mirrorInvariance();
    void promotionExamples();
    void promotionRandom();
    void reachPairsRows();
    void reachHistograms();
    void sliderFills();
};

void TestReachOracle::randomAgreement()
{
    std::mt19937 rng(1234567);
    int cases = 0;
    for (int round = 0; round < 1000; ++round) {
        const Board base = randomPosition(rng);
        for (const PieceType type : kTypes)
            for (const Color color : {Color::White, Color::Black}) {
                const Piece piece{color, type};
                Board pos = base;
                const Square origin = randomOrigin(rng, type);
                pos.setPiece(origin, piece);
                for (const CaptureMode mode : kModes)
                    for (const bool avoid : {false, true}) {
                        ReachOptions opts;
                        opts.captures = mode;
                        opts.avoidAttacked = avoid;
                        const MoveContext ctx = makeContext(pos, origin, piece, opts);
                        const DistanceMap fill = reachFill(ctx);
                        const DistanceMap expected = oracleReach(pos, origin, piece, opts);
                        ++cases;
                        if (fill != expected || reachBfs(ctx) != expected ||
                            reach(pos, origin, opts) != expected)
                            QFAIL(qPrintable(QStringLiteral("%1 %2 on %3, mode %4, avoid %5\n"
                                                            "expected\n%6fill\n%7bfs\n%8")
                                                 .arg(QString::fromStdString(pos.fen()))
                                                 .arg(QLatin1Char(pieceLetter(piece)))
                                                 .arg(QString::fromStdString(squareName(origin)))
                                                 .arg(int(mode))
                                                 .arg(avoid)
                                                 .arg(mapText(expected), mapText(fill),
                                                      mapText(reachBfs(ctx)))));
                    }
            }
    }
    QCOMPARE(cases, 1000 * 12 * 6); // Kappe's matrices are checked against the fill in tst_kappe
}

void TestReachOracle::mirrorInvariance()
{
    // Mirroring the files keeps every rule: the map mirrors with the position.
    std::mt19937 rng(777);
    for (int round = 0; round < 200; ++round) {
        Board pos = randomPosition(rng);
        const PieceType type = kTypes[rng() % 6];
        const Piece piece{rng() % 2 ? Color::White : Color::Black, type};
        const Square origin = randomOrigin(rng, type);
        pos.setPiece(origin, piece);
        Board mirrored;
        for (Square s = A1; s <= H8; ++s)
            mirrored.setPiece(mirrorFile(s), pos.pieceAt(s));
        for (const CaptureMode mode : kModes) {
            ReachOptions opts;
            opts.captures = mode;
            opts.avoidAttacked = round % 2 == 0;
            const DistanceMap a = reach(pos, origin, opts),
                              b = reach(mirrored, mirrorFile(origin), opts);
            for (Square s = A1; s <= H8; ++s)
                QCOMPARE(b[static_cast<std::size_t>(s ^ 7)], a[static_cast<std::size_t>(s)]);
        }
    }
}

void TestReachOracle::promotionExamples()
{
    Board pos;
    pos.setPiece(sq("e7"), Piece{Color::White, PieceType::Pawn});
    ReachOptions opts;
    opts.promotion = PieceType::Queen;
    const DistanceMap m = reach(pos, sq("e7"), opts);
    auto at = [&](const DistanceMap& map, const char* s) {
        return int(map[static_cast<std::size_t>(sq(s))]);
    };
    QCOMPARE(at(m, "e7"), 0);
    QCOMPARE(at(m, "e8"), 1);
    QCOMPARE(at(m, "a8"), 2);
    QCOMPARE(at(m, "h5"), 2);
    QCOMPARE(at(m, "a1"), 3); // e8 -> a4 / e1 ... -> a1: not on a line with e8
    QCOMPARE(at(m, "e1"), 2);
    // Without promotion the last rank is terminal.
    const DistanceMap plain = reach(pos, sq("e7"));
    QCOMPARE(at(plain, "e8"), 1);
    QCOMPARE(at(plain, "a8"), kUnreachable);
    // A black pawn promoting to a knight; the origin may be revisited by the new piece.
    Board black;
    black.setPiece(sq("e2"), Piece{Color::Black, PieceType::Pawn});
    opts.promotion = PieceType::Knight;
    const DistanceMap n = reach(black, sq("e2"), opts);
    QCOMPARE(at(n, "e1"), 1);
    QCOMPARE(at(n, "d3"), 2);
    QCOMPARE(at(n, "f3"), 2);
    QCOMPARE(at(n, "c2"), 2);
    QCOMPARE(at(n, "g2"), 2);
    QCOMPARE(at(n, "e2"), 0);
    QCOMPARE(at(n, "e3"), 3); // e1 then two knight moves
    QCOMPARE(at(n, "e4"), 4); // e1 then three knight moves
    // A rook promotion through a capture in mode stop ends there.
    Board cap;
    cap.setPiece(sq("g7"), Piece{Color::White, PieceType::Pawn});
    cap.setPiece(sq("h8"), Piece{Color::Black, PieceType::Knight});
    cap.setPiece(sq("g8"), Piece{Color::Black, PieceType::Knight});
    opts.promotion = PieceType::Rook;
    const DistanceMap r = reach(cap, sq("g7"), opts);
    QCOMPARE(at(r, "h8"), 1);
    QCOMPARE(at(r, "h1"), kUnreachable);
    opts.captures = CaptureMode::Continue;
    const DistanceMap rc = reach(cap, sq("g7"), opts);
    QCOMPARE(at(rc, "h1"), 2);
    QCOMPARE(at(rc, "a8"), 3); // h8 -> g8 (capture) -> a8
}

void TestReachOracle::promotionRandom()
{
    std::mt19937 rng(4242);
    const PieceType promotions[] = {PieceType::Queen, PieceType::Rook, PieceType::Bishop,
                                    PieceType::Knight};
    for (int round = 0; round < 400; ++round) {
        Board pos = randomPosition(rng);
        const Color color = rng() % 2 ? Color::White : Color::Black;
        const Piece pawn{color, PieceType::Pawn};
        // Start near the promotion rank so that promotion matters often.
        const int rank = color == Color::White ? 3 + static_cast<int>(rng() % 4)
                                               : 1 + static_cast<int>(rng() % 4);
        const Square origin = makeSquare(static_cast<int>(rng() % 8), rank);
        pos.setPiece(origin, pawn);
        for (const PieceType promo : promotions)
            for (const CaptureMode mode : kModes) {
                ReachOptions opts;
                opts.captures = mode;
                opts.promotion = promo;
                opts.avoidAttacked = round % 3 == 0;
                const MoveContext ctx = makeContext(pos, origin, pawn, opts);
                const DistanceMap expected = oracleReach(pos, origin, pawn, opts);
                QCOMPARE(mapText(reachFill(ctx)), mapText(expected));
                QCOMPARE(mapText(reachBfs(ctx)), mapText(expected));
                // Composition: min(pawn alone, pawn to a last-rank square p + promoted piece
                // from p), with the promoted piece's graph on the same board.
                ReachOptions noPromo = opts;
                noPromo.promotion.reset();
                const DistanceMap pawnOnly = reachFill(makeContext(pos, origin, pawn, noPromo));
                MoveContext promoted = ctx;
                promoted.piece = {color, promo};
                promoted.promotion.reset();
                const MoveGraph g = moveGraph(promoted);
                DistanceMap composed = pawnOnly;
                const Bitboard last = color == Color::White ? kRank8 : kRank1;
                forEachSquare(last, [&](Square p) {
                    const int dp = pawnOnly[static_cast<std::size_t>(p)];
                    if (dp == kUnreachable)
                        return;
                    const DistanceMap from = graphDistances(g, p);
                    for (std::size_t s = 0; s < 64; ++s)
                        if (from[s] != kUnreachable &&
                            (composed[s] == kUnreachable || composed[s] > dp + from[s]))
                            composed[s] = static_cast<std::int8_t>(dp + from[s]);
                });
                QCOMPARE(mapText(reachFill(ctx)), mapText(composed));
            }
    }
}

void TestReachOracle::reachPairsRows()
{
    std::mt19937 rng(99);
    for (int round = 0; round < 20; ++round) {
        const Board pos = randomPosition(rng);
        for (const PieceType type : kTypes) {
            const Piece piece{round % 2 ? Color::White : Color::Black, type};
            ReachOptions opts;
            opts.captures = kModes[round % 3];
            opts.avoidAttacked = round % 4 == 1;
            const AllPairs pairs = reachPairs(pos, piece, opts);
            for (Square s = A1; s <= H8; ++s) {
                const auto& row = pairs[static_cast<std::size_t>(s)];
                if (type == PieceType::Pawn && (s < 8 || s >= 56)) {
                    QVERIFY(row == unreachableMap());
                    continue;
                }
                QVERIFY(row == reachFill(makeContext(pos, s, piece, opts)));
                QCOMPARE(int(row[static_cast<std::size_t>(s)]), 0);
            }
        }
    }
}

// The histogram of a piece put on every square: on the empty board that of its metric; a pawn
// only from ranks 2-7; rejected options give none.
void TestReachOracle::reachHistograms()
{
    const auto reachCounts = [](PieceType t) {
        return reachHistogram(Board{}, Piece{Color::White, t}, {}).counts;
    };
    QCOMPARE(reachCounts(PieceType::Knight), metricHistogram(Metric::Knight).counts);
    QCOMPARE(reachCounts(PieceType::Rook), metricHistogram(Metric::Rook).counts);
    const PairHistogram pawn = reachHistogram(Board{}, Piece{Color::White, PieceType::Pawn}, {});
    QCOMPARE(pawn.pairs, 3072);
    QCOMPARE(pawn.counts, metricHistogram(Metric::Pawn).counts);
    // A rook on a1 .. h8 of a board with a white pawn on a4: a4 is never reached.
    Board blocked;
    blocked.setPiece(sq("a4"), Piece{Color::White, PieceType::Pawn});
    const PairHistogram rook = reachHistogram(blocked, Piece{Color::White, PieceType::Rook}, {});
    QCOMPARE(rook.pairs, 4096);
    QVERIFY(rook.unreachable >= 63);
    QVERIFY(rook.counts != metricHistogram(Metric::Rook).counts);
    ReachOptions king;
    king.promotion = PieceType::King;
    QCOMPARE(reachHistogram(Board{}, Piece{Color::White, PieceType::Pawn}, king).pairs, 0);
}

void TestReachOracle::sliderFills()
{
    std::mt19937_64 rng(31337);
    for (int round = 0; round < 2000; ++round) {
        const Bitboard occupied = rng() & rng();
        const Square s = static_cast<Square>(rng() % 64);
        QCOMPARE(rookFill(bit(s), ~occupied), slidingAttacks(PieceType::Rook, s, occupied));
        QCOMPARE(bishopFill(bit(s), ~occupied), slidingAttacks(PieceType::Bishop, s, occupied));
        // Several generators at once: the union of their attacks (generators are empty squares).
        const Bitboard gens = rng() & rng() & rng() & ~occupied;
        Bitboard rook = 0, bishop = 0;
        forEachSquare(gens, [&](Square g) {
            rook |= slidingAttacks(PieceType::Rook, g, occupied);
            bishop |= slidingAttacks(PieceType::Bishop, g, occupied);
        });
        QCOMPARE(rookFill(gens, ~occupied), rook);
        QCOMPARE(bishopFill(gens, ~occupied), bishop);
    }
}

QTEST_APPLESS_MAIN(TestReachOracle)
#include "tst_reachoracle.moc"
