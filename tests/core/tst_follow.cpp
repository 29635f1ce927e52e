// Following a piece through a game (follow.h): hand-made cases for castling, en passant and
// promotion, and on every ply of random games each piece is found again after the move, and the
// way back leads to where it stood.
#include "follow.h"
#include "movegen.h"
#include "randomgames.h"
#include "san.h"

#include <QTest>

using namespace cd;

namespace {

Square sq(const char* name)
{
    return *parseSquare(name);
}

} // namespace

class TestFollow : public QObject {
    Q_OBJECT
private slots:
    void castlingMovesTheRookToo()
    {
        const Position b = Position::fromFen("r3k2r/8/8/8/8/8/8/R3K2R w KQkq - 0 1");
        const Move ooo = parseSan(b, "O-O-O");
        QCOMPARE(squareAfterMove(b, ooo, sq("a1")), std::optional(sq("d1")));
        QCOMPARE(squareAfterMove(b, ooo, sq("e1")), std::optional(sq("c1")));
        QCOMPARE(squareAfterMove(b, ooo, sq("h1")), std::optional(sq("h1")));
        QCOMPARE(squareBeforeMove(b, ooo, sq("d1")), sq("a1"));
        QCOMPARE(squareBeforeMove(b, ooo, sq("c1")), sq("e1"));
    }

    void enPassantTakesThePawnBesideTheTarget()
    {
        const Position b = Position::fromFen("4k3/8/8/3pP3/8/8/8/4K3 w - d6 0 1");
        const Move exd6 = parseSan(b, "exd6");
        QCOMPARE(squareAfterMove(b, exd6, sq("d5")), std::nullopt);
        QCOMPARE(squareAfterMove(b, exd6, sq("e5")), std::optional(sq("d6")));
    }

    void aPromotedPawnGoesOn()
    {
        const Position b = Position::fromFen("1r2k3/P7/8/8/8/8/8/4K3 w - - 0 1");
        QCOMPARE(squareAfterMove(b, parseSan(b, "axb8=N"), sq("a7")), std::optional(sq("b8")));
        QCOMPARE(squareAfterMove(b, parseSan(b, "axb8=N"), sq("b8")), std::nullopt);
    }

    void everyPieceOfRandomGamesIsFollowed()
    {
        std::mt19937 rng(515);
        int captured = 0;
        for (int round = 0; round < 200; ++round) {
            const testutil::RandomGame g = testutil::randomGame(rng, 120);
            Position b = g.start;
            for (const Move& m : g.moves) {
                const Position after = b.after(m);
                forEachSquare(b.occupied(), [&](Square s) {
                    const Piece p = *b.pieceAt(s);
                    const auto to = squareAfterMove(b, m, s);
                    if (!to) { // taken: one piece fewer of its colour, none of its colour on m.to
                        ++captured;
                        QCOMPARE(count(after.pieces(p.color)), count(b.pieces(p.color)) - 1);
                        QVERIFY(after.pieceAt(m.to)->color != p.color);
                        return;
                    }
                    const auto there = after.pieceAt(*to);
                    QVERIFY(there && there->color == p.color);
                    QVERIFY(there->type == p.type || (p.type == PieceType::Pawn && m.promotion));
                    QCOMPARE(squareBeforeMove(b, m, *to), s);
                });
                b = after;
            }
        }
        QVERIFY(captured > 1000);
    }
};

QTEST_APPLESS_MAIN(TestFollow)
#include "tst_follow.moc"
