// Mobility profiles (mobility.h): hand-checked summaries, every profile of 1,000 random positions
// against the reference fill and an independent BFS, and the what-if squares.
#include "boardtext.h"
#include "corridor.h"
#include "mobility.h"
#include "optionrows.h"
#include "randompositions.h"

#include <QTest>

#include <algorithm>
#include <random>

using namespace cd;
using testutil::randomPosition;
using testutil::sq;

namespace {

QString describe(const Board& pos, const PieceMobility& m)
{
    return QStringLiteral("%1 %2 on %3: reachable %4, score %5")
        .arg(QString::fromStdString(pos.fen()))
        .arg(QLatin1Char(pieceLetter(m.piece)))
        .arg(QString::fromStdString(squareName(m.square)))
        .arg(m.inPosition.reachable)
        .arg(m.inPosition.score);
}

// Compares two profile lists entry by entry, naming the first piece that differs.
bool sameProfiles(const Board& pos, const std::vector<PieceMobility>& a,
                  const std::vector<PieceMobility>& b)
{
    if (a.size() != b.size()) {
        qWarning("%zu profiles, expected %zu", a.size(), b.size());
        return false;
    }
    for (std::size_t i = 0; i < a.size(); ++i)
        if (!(a[i] == b[i])) {
            qWarning("%s\nexpected %s", qPrintable(describe(pos, a[i])),
                     qPrintable(describe(pos, b[i])));
            return false;
        }
    return true;
}

} // namespace

class TestMobility : public QObject {
    Q_OBJECT
private slots:
    // Worked out by hand on the empty board.
    void emptyBoardKnownAnswers()
    {
        // Rook a1: 14 squares in one move, the other 49 in two.
        const ReachSummary rook = emptyBoardSummary({Color::White, PieceType::Rook}, sq("a1"));
        QCOMPARE(int(rook.counts[1]), 14);
        QCOMPARE(int(rook.counts[2]), 49);
        QCOMPARE(rook.reachable, 63);
        QCOMPARE(rook.unreachable, 0);
        QCOMPARE(rook.maxDistance, 2);
        QCOMPARE(rook.score, 14 + 49 / 2.0);
        QCOMPARE(rook.mean, (14 + 2 * 49) / 63.0);
        // Bishop c1: 7 dark squares in one move, the other 24 dark ones in two, 32 light never.
        const ReachSummary bishop = emptyBoardSummary({Color::Black, PieceType::Bishop}, sq("c1"));
        QCOMPARE(int(bishop.counts[1]), 7);
        QCOMPARE(int(bishop.counts[2]), 24);
        QCOMPARE(bishop.unreachable, 32);
        QCOMPARE(bishop.score, 7 + 12.0);
        // White pawn e2: e3 e4 (1), e5 (2), e6 (3), e7 (4), e8 (5).
        const ReachSummary pawn = emptyBoardSummary({Color::White, PieceType::Pawn}, sq("e2"));
        QCOMPARE(pawn.reachable, 6);
        QCOMPARE(pawn.maxDistance, 5);
        QCOMPARE(pawn.score, 2 + 0.5 + 0.25 + 0.125 + 0.0625);
        QCOMPARE(pawn.mean, 16 / 6.0);
        // Queen d4: 27 in one move, the other 36 in two.
        const ReachSummary queen = emptyBoardSummary({Color::White, PieceType::Queen}, sq("d4"));
        QCOMPARE(queen.score, 27 + 18.0);
    }

    // A king 28 moves from the far end of its corridor, against the reference.
    void deepCorridor()
    {
        const Board pos = testutil::corridorPosition();
        const auto profiles = mobility(pos);
        QVERIFY(sameProfiles(pos, profiles, mobilityByFill(pos)));
        const auto king = std::find_if(profiles.begin(), profiles.end(), [](const auto& m) {
            return m.piece == Piece{Color::Black, PieceType::King};
        });
        QVERIFY(king != profiles.end());
        QCOMPARE(king->inPosition.maxDistance, 28);
    }

    // Kappe's bad bishop: c1 hemmed in by its own pawns b2 and d2 cannot move at all.
    void badBishopScoresZero()
    {
        const Board pos = *Board::fromFen("4k3/8/8/8/8/8/1P1P4/2B1K3");
        const auto profiles = mobility(pos, {}, Color::White);
        QCOMPARE(profiles.size(), std::size_t{4}); // K, B, then the pawns b2, d2
        const PieceMobility& bishop = profiles[1];
        QCOMPARE(bishop.square, sq("c1"));
        QCOMPARE(bishop.inPosition.reachable, 0);
        QCOMPARE(bishop.inPosition.unreachable, 63);
        QCOMPARE(bishop.inPosition.mean, 0.0);
        QCOMPARE(bishop.ratio, 0.0);
        QCOMPARE(bishop.emptyBoard().score, 19.0);
        // Knight g1 of the start position: f3 and h3 in one move.
        const auto start = mobility(Board::startPosition(), {}, Color::White);
        const auto knight = std::find_if(start.begin(), start.end(), [](const PieceMobility& m) {
            return m.square == sq("g1");
        });
        QVERIFY(knight != start.end());
        QCOMPARE(int(knight->inPosition.counts[1]), 2);
    }

    void orderAndSides()
    {
        const Board pos = Board::startPosition();
        const auto both = mobility(pos);
        QCOMPARE(both.size(), std::size_t{32});
        QCOMPARE(both.front().piece, (Piece{Color::White, PieceType::King}));
        QCOMPARE(both[16].piece, (Piece{Color::Black, PieceType::King}));
        QCOMPARE(both.back().square, sq("h7"));
        QCOMPARE(mobility(pos, {}, Color::Black).size(), std::size_t{16});
        QVERIFY(mobility(Board{}).empty());
    }

    // Every piece of 1,000 random positions: the layered profiles equal the profiles of the
    // reference fill, and those of the BFS of reach.h.
    void profilesEqualFillAndBfs_data() { testutil::addOptionRows(); }
    void profilesEqualFillAndBfs()
    {
        const ReachOptions opts = testutil::rowOptions();
        std::mt19937 rng(2024);
        int pieces = 0;
        for (int round = 0; round < 1000; ++round) {
            const Board pos = randomPosition(rng);
            const auto fast = mobility(pos, opts);
            QVERIFY(sameProfiles(pos, fast, mobilityByFill(pos, opts)));
            for (const PieceMobility& m : fast) {
                const ReachSummary bfs =
                    summarize(reachBfs(makeContext(pos, m.square, m.piece, opts)));
                const ReachSummary empty =
                    summarize(reachBfs(makeContext(Board{}, m.square, m.piece, {})));
                QVERIFY2(m.inPosition == bfs, qPrintable(describe(pos, m)));
                QVERIFY2(m.emptyBoard() == empty, qPrintable(describe(pos, m)));
                ++pieces;
            }
        }
        QVERIFY(pieces > 10000);
    }

    // What-if: blocked squares are neutral blockers. For each piece that is what a piece of its
    // own colour on the square would be, so the position with own knights there is the reference.
    void blockedEqualsBlockerPieces_data() { testutil::addOptionRows(); }
    void blockedEqualsBlockerPieces()
    {
        ReachOptions opts = testutil::rowOptions();
        std::mt19937 rng(555);
        for (int round = 0; round < 1000; ++round) {
            const Board pos = randomPosition(rng);
            opts.blocked = testutil::randomEmptySquares(rng, pos, 1 + round % 3);
            QVERIFY(!whatIfError(pos, opts));
            ReachOptions plain = opts;
            plain.blocked = 0;
            for (const PieceMobility& m : mobility(pos, opts)) {
                Board withBlockers = pos;
                forEachSquare(opts.blocked, [&](Square s) {
                    withBlockers.setPiece(s, Piece{m.piece.color, PieceType::Knight});
                });
                const auto expected =
                    summarize(reachBfs(makeContext(withBlockers, m.square, m.piece, plain)));
                QVERIFY2(m.inPosition == expected, qPrintable(describe(pos, m)));
            }
        }
    }

    // What-if: unsafe squares are taboo squares.
    void unsafeEqualsTaboo()
    {
        std::mt19937 rng(556);
        for (int round = 0; round < 300; ++round) {
            const Board pos = randomPosition(rng);
            ReachOptions opts;
            opts.captures = static_cast<CaptureMode>(round % 3);
            opts.taboo = testutil::randomEmptySquares(rng, pos, 3) | bit(sq("e4"));
            for (const PieceMobility& m : mobility(pos, opts)) {
                ReachOptions plain;
                plain.captures = opts.captures;
                MoveContext ctx = makeContext(pos, m.square, m.piece, plain);
                ctx.taboo = opts.taboo;
                QVERIFY2(m.inPosition == summarize(reachBfs(ctx)), qPrintable(describe(pos, m)));
            }
        }
    }

    void whatIfErrors()
    {
        const Board pos = Board::startPosition();
        ReachOptions opts;
        opts.blocked = bit(sq("e4"));
        QVERIFY(!whatIfError(pos, opts));
        opts.blocked |= bit(sq("d7"));
        const auto error = whatIfError(pos, opts);
        QVERIFY(error);
        QCOMPARE(QString::fromStdString(error->english()),
                 QStringLiteral("d7 holds a piece: only an empty square can be blocked"));
    }
};

QTEST_APPLESS_MAIN(TestMobility)
#include "tst_mobility.moc"
