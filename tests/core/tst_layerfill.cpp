// The layered fill (layerfill.h) against the reference fill and BFS of reach.h: single sources,
// batches of sources, the all-pairs table, and neutral blockers (ReachOptions::blocked).
#include "boardtext.h"
#include "layerfill.h"
#include "optionrows.h"
#include "randompositions.h"
#include "reach.h"

#include <QTest>

#include <random>

using namespace cd;
using testutil::mapText;
using testutil::randomOrigin;
using testutil::randomPosition;
using testutil::sq;

namespace {

constexpr PieceType kTypes[] = {PieceType::King,   PieceType::Queen,  PieceType::Rook,
                                PieceType::Bishop, PieceType::Knight, PieceType::Pawn};

QString describe(const Board& pos, Piece piece, Square origin)
{
    return QStringLiteral("%1 %2 on %3")
        .arg(QString::fromStdString(pos.fen()))
        .arg(QLatin1Char(pieceLetter(piece)))
        .arg(QString::fromStdString(squareName(origin)));
}

} // namespace

class TestLayerFill : public QObject {
    Q_OBJECT
private slots:
    // Every kind and colour from a random origin of 1,000 random positions.
    void singleSourceEqualsFillAndBfs_data() { testutil::addOptionRows(); }
    void singleSourceEqualsFillAndBfs()
    {
        const ReachOptions opts = testutil::rowOptions();
        std::mt19937 rng(4242);
        for (int round = 0; round < 1000; ++round) {
            Board pos = randomPosition(rng);
            for (const PieceType type : kTypes)
                for (const Color color : {Color::White, Color::Black}) {
                    const Piece piece{color, type};
                    const Square origin = randomOrigin(rng, type);
                    Board p = pos;
                    p.setPiece(origin, piece);
                    const MoveContext ctx = makeContext(p, origin, piece, opts);
                    const DistanceMap fast = fastReach(ctx);
                    if (fast != reachFill(ctx) || fast != reachBfs(ctx))
                        QFAIL(qPrintable(describe(p, piece, origin) + u'\n' + mapText(fast) +
                                         u'\n' + mapText(reachBfs(ctx))));
                }
        }
    }

    // A full batch of four different sources equals four single fills.
    void batchLanesAreIndependent()
    {
        std::mt19937 rng(77);
        for (int round = 0; round < 500; ++round) {
            const Board pos = randomPosition(rng);
            const PieceType type = kTypes[round % 6];
            const Piece piece{round % 4 < 2 ? Color::White : Color::Black, type};
            ReachOptions opts;
            opts.captures = static_cast<CaptureMode>(round % 3);
            std::array<FillLane, kFillLanes> lanes;
            std::array<MoveContext, kFillLanes> contexts;
            for (std::size_t i = 0; i < kFillLanes; ++i) {
                contexts[i] = makeContext(pos, randomOrigin(rng, type), piece, opts);
                lanes[i] = fillLane(contexts[i]);
            }
            const std::size_t n = 1 + static_cast<std::size_t>(round) % kFillLanes;
            FillBatch batch;
            fillLayers(type, piece.color, opts.captures, std::span(lanes).first(n), batch);
            QCOMPARE(batch.lanes, static_cast<int>(n));
            for (std::size_t i = 0; i < n; ++i) {
                const int lane = static_cast<int>(i);
                QCOMPARE(mapText(distanceMap(batch, lane)), mapText(reachBfs(contexts[i])));
                // The layers are disjoint and make up the reached set.
                Bitboard all = 0;
                for (int d = 0; d < batch.depth; ++d) {
                    QCOMPARE(all & batch.layer(d, lane), Bitboard{0});
                    all |= batch.layer(d, lane);
                }
                QCOMPARE(all, batch.reached[i]);
                QCOMPARE(batch.layer(0, lane), bit(contexts[i].origin));
            }
            // Skipping the planes changes nothing else.
            FillBatch layersOnly;
            fillLayers(type, piece.color, opts.captures, std::span(lanes).first(n), layersOnly,
                       FillPlanes::Skip);
            QCOMPARE(layersOnly.depth, batch.depth);
            for (int i = 0; i < static_cast<int>(n); ++i) {
                QCOMPARE(layersOnly.reached[static_cast<std::size_t>(i)],
                         batch.reached[static_cast<std::size_t>(i)]);
                for (int d = 0; d < batch.depth; ++d)
                    QCOMPARE(layersOnly.layer(d, i), batch.layer(d, i));
            }
        }
    }

    // The all-pairs table of every piece on 1,000 random positions, against one reachFill per
    // source (the table the program had before the layered fill).
    void pairsEqualPairsByFill_data() { testutil::addOptionRows(); }
    void pairsEqualPairsByFill()
    {
        const ReachOptions opts = testutil::rowOptions();
        std::mt19937 rng(8080);
        for (int round = 0; round < 1000; ++round) {
            const Board pos = randomPosition(rng);
            const Piece piece{round % 2 ? Color::White : Color::Black, kTypes[round % 6]};
            const AllPairs fast = reachPairs(pos, piece, opts);
            const AllPairs reference = reachPairsByFill(pos, piece, opts);
            for (std::size_t s = 0; s < 64; ++s)
                if (fast[s] != reference[s])
                    QFAIL(qPrintable(describe(pos, piece, Square(static_cast<int>(s))) + u'\n' +
                                     mapText(fast[s]) + u'\n' + mapText(reference[s])));
        }
    }

    // A pawn that promotes takes the reference fill's way: the table still equals it.
    void pairsWithPromotion()
    {
        const Board pos = *Board::fromFen("4k3/1P6/8/8/8/8/8/4K3");
        ReachOptions opts;
        opts.promotion = PieceType::Knight;
        const Piece pawn{Color::White, PieceType::Pawn};
        QVERIFY(reachPairs(pos, pawn, opts) == reachPairsByFill(pos, pawn, opts));
        const auto row = reachPairs(pos, pawn, opts)[static_cast<std::size_t>(sq("b7"))];
        QCOMPARE(int(row[static_cast<std::size_t>(sq("c6"))]), 2); // b8=N, then Nc6
    }

    // A neutral blocker is, for the mover, a piece of its own colour that never moves: the map
    // with `blocked` equals the map of the position with own knights on those squares.
    void blockedSquaresAreOwnBlockers_data() { testutil::addOptionRows(); }
    void blockedSquaresAreOwnBlockers()
    {
        ReachOptions opts = testutil::rowOptions();
        std::mt19937 rng(31337);
        for (int round = 0; round < 1000; ++round) {
            Board pos = randomPosition(rng);
            const PieceType type = kTypes[round % 6];
            const Piece piece{round % 2 ? Color::White : Color::Black, type};
            const Square origin = randomOrigin(rng, type);
            pos.setPiece(origin, piece);
            opts.blocked = testutil::randomEmptySquares(rng, pos, 1 + round % 3);
            Board withBlockers = pos;
            forEachSquare(opts.blocked, [&](Square s) {
                withBlockers.setPiece(s, Piece{piece.color, PieceType::Knight});
            });
            ReachOptions plain = opts;
            plain.blocked = 0;
            const DistanceMap expected = reachBfs(makeContext(withBlockers, origin, piece, plain));
            QCOMPARE(mapText(reach(pos, origin, opts)), mapText(expected));
        }
    }
};

QTEST_APPLESS_MAIN(TestLayerFill)
#include "tst_layerfill.moc"
