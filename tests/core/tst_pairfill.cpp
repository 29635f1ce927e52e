// The fill of every pair at once (pairfill.h) against one reference fill per source, on random
// boards of every density.
#include "boardtext.h"
#include "pairfill.h"
#include "reach.h"

#include <QTest>

#include <random>

using namespace cd;
using testutil::mapText;

namespace {

constexpr PieceType kSliders[] = {PieceType::Queen, PieceType::Rook, PieceType::Bishop};
constexpr CaptureMode kModes[] = {CaptureMode::Stop, CaptureMode::Continue, CaptureMode::Block};

// A board with each square set with probability about `percent`.
Bitboard randomBoard(std::mt19937_64& rng, int percent)
{
    Bitboard b = 0;
    for (int s = 0; s < 64; ++s)
        if (static_cast<int>(rng() % 100) < percent)
            b |= bit(Square(s));
    return b;
}

// The empty squares of a corridor the mover walks in `moves` moves from a1, everything else a
// wall: a rook's snake (a1-h1, h3, a3, a5, h5, h7, a7) or a bishop's zigzag (b2, c1, d2, ... h2).
Bitboard corridor(bool snake, int moves)
{
    if (!snake) {
        constexpr Square zigzag[] = {A1, B2, C1, D2, E1, F2, G1, H2};
        Bitboard b = 0;
        for (int i = 0; i <= moves; ++i)
            b |= bit(zigzag[i]);
        return b;
    }
    constexpr Bitboard kRank = 0xFF;
    const Bitboard legs[] = {kRank,       bit(H2) | bit(H3), kRank << 16, bit(A4) | bit(A5),
                             kRank << 32, bit(H6) | bit(H7), kRank << 48};
    Bitboard b = 0;
    for (int i = 0; i < moves; ++i)
        b |= legs[i];
    return b;
}

// The square a corridor of `moves` moves ends on.
Square corridorEnd(bool snake, int moves)
{
    constexpr Square snakeEnds[] = {H1, H3, A3, A5, H5, H7, A7};
    constexpr Square zigzag[] = {B2, C1, D2, E1, F2, G1, H2};
    return (snake ? snakeEnds : zigzag)[moves - 1];
}

// The reference fill from s on `board`, its origin lifted as makeContext does.
DistanceMap referenceFill(PieceType kind, CaptureMode mode, const SharedBoard& board, Square s)
{
    MoveContext ctx;
    ctx.piece = {Color::White, kind};
    ctx.origin = s;
    ctx.own = board.own & ~bit(s);
    ctx.enemy = board.enemy & ~bit(s);
    ctx.taboo = board.taboo;
    ctx.captures = mode;
    return reachFill(ctx);
}

} // namespace

class TestPairFill : public QObject {
    Q_OBJECT
private slots:
    // Every row of the table of a source in `sources` equals the reference fill from that source
    // (with its origin lifted, as makeContext does); every other row is unreachable.
    void rowsEqualReferenceFill()
    {
        std::mt19937_64 rng(2027);
        for (int round = 0; round < 600; ++round) {
            const int density = 5 + round % 60;
            SharedBoard board;
            board.own = randomBoard(rng, density / 2);
            board.enemy = randomBoard(rng, density / 2) & ~board.own;
            board.taboo = round % 3 == 0 ? randomBoard(rng, 20) : 0;
            const Bitboard sources = round % 4 == 0 ? randomBoard(rng, 50) : kAll;
            // Every kind meets every mode, with and without squares it may not stop on.
            const PieceType kind = kSliders[(round / 3) % 3];
            const CaptureMode mode = kModes[(round / 9) % 3];
            AllPairs pairs;
            sliderPairs(kind, mode, board, sources, pairs);
            for (int i = 0; i < 64; ++i) {
                const Square s = Square(i);
                const auto& row = pairs[static_cast<std::size_t>(i)];
                if (!has(sources, s)) {
                    QVERIFY(row == unreachableMap());
                    continue;
                }
                const DistanceMap expected = referenceFill(kind, mode, board, s);
                if (row != expected)
                    QFAIL(qPrintable(QStringLiteral("round %1, %2 from %3\n")
                                         .arg(round)
                                         .arg(QLatin1Char(pieceLetter({Color::White, kind})))
                                         .arg(QString::fromStdString(squareName(s))) +
                                     mapText(row) + u'\n' + mapText(expected)));
            }
        }
    }

    // A corridor whose last layer is one far pair each way, closed by walls of the mover's own
    // pieces or of pieces it may capture, with and without squares it may not stop on: the fill
    // ends neither a round too soon (a test for a last round that skipped one too many would lose
    // the far square) nor with its distance's plane left out.
    void corridorsEndOnTheLastRound()
    {
        for (const bool snake : {true, false})
            for (int moves = 1; moves <= 7; ++moves)
                for (const bool ownWalls : {true, false})
                    for (const bool taboo : {false, true}) {
                        const Bitboard open = corridor(snake, moves);
                        SharedBoard board;
                        (ownWalls ? board.own : board.enemy) = ~open;
                        // Taboo on the squares each leg passes (not its ends) where it has some.
                        if (taboo)
                            board.taboo = open & ~bit(A1) & ~bit(corridorEnd(snake, moves)) &
                                          (snake ? 0x00FF'00FF'00FF'00FEULL : 0);
                        for (const PieceType kind : kSliders)
                            for (const CaptureMode mode : kModes) {
                                AllPairs pairs;
                                sliderPairs(kind, mode, board, kAll, pairs);
                                const QString what =
                                    QStringLiteral("%1 %2 moves, %3 walls%4, %5 mode %6")
                                        .arg(snake ? u"snake" : u"zigzag")
                                        .arg(moves)
                                        .arg(ownWalls ? u"own" : u"enemy")
                                        .arg(taboo ? u" and taboo" : u"")
                                        .arg(QLatin1Char(pieceLetter({Color::White, kind})))
                                        .arg(int(mode));
                                for (int i = 0; i < 64; ++i) {
                                    const auto& row = pairs[static_cast<std::size_t>(i)];
                                    const DistanceMap expected =
                                        referenceFill(kind, mode, board, Square(i));
                                    if (row != expected)
                                        QFAIL(qPrintable(what + u'\n' + mapText(row) + u'\n' +
                                                         mapText(expected)));
                                }
                                // The corridor's own piece walks it to its far end.
                                const bool walks =
                                    snake ? kind != PieceType::Bishop : kind != PieceType::Rook;
                                if (ownWalls && !taboo && walks)
                                    QCOMPARE(int(pairs[A1][static_cast<std::size_t>(
                                                 corridorEnd(snake, moves))]),
                                             moves);
                            }
                    }
    }
};

QTEST_APPLESS_MAIN(TestPairFill)
#include "tst_pairfill.moc"
