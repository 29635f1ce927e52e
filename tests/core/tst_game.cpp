// A game's positions and its move labels ("23. Nf3", "23... Nf6"): labels written and found
// again for every ply of random games, and the forms a label may and may not take; where a piece
// stands after a move (squareAfterMove).
#include "follow.h"
#include "game.h"
#include "pgn.h"
#include "randomgames.h"
#include "san.h"

#include <QTest>

using namespace cd;

class TestGame : public QObject {
    Q_OBJECT
private slots:
    void labelsOfAKnownGame()
    {
        const Game g = readPgn("1. e4 e5 2. Nf3 Nc6 3. Bb5 a6 *").front();
        QCOMPARE(g.moveLabel(1), std::string("1. e4"));
        QCOMPARE(g.moveLabel(3), std::string("2. Nf3"));
        QCOMPARE(g.moveLabel(4), std::string("2... Nc6"));
        QCOMPARE(g.plyOfMove("2... Nc6"), std::optional<std::size_t>(4));
        QCOMPARE(g.plyOfMove("2.Nf3"), std::optional<std::size_t>(3));
        QCOMPARE(g.plyOfMove("3...a6"), std::optional<std::size_t>(6));
        QCOMPARE(g.plyOfMove("2. Nc3"), std::nullopt); // legal, but not the move played
        QCOMPARE(g.plyOfMove("9. e4"), std::nullopt);  // the game is shorter
        QCOMPARE(g.plyOfMove("2.. Nc6"), std::nullopt);
        QCOMPARE(g.plyOfMove("Nf3"), std::nullopt);
        QCOMPARE(g.plyOfMove("2."), std::nullopt);
        QCOMPARE(g.plyOfMove("2. Zz9"), std::nullopt);
    }

    // A game starting with Black to move numbers its first move "12... ".
    void labelsFromAPositionWithBlackToMove()
    {
        const Game g =
            readPgn(
                "[SetUp \"1\"]\n[FEN \"4k3/8/8/8/8/8/8/4K3 b - - 0 12\"]\n\n12... Kd7 13. Ke2 *")
                .front();
        QCOMPARE(g.moveLabel(1), std::string("12... Kd7"));
        QCOMPARE(g.moveLabel(2), std::string("13. Ke2"));
        QCOMPARE(g.plyOfMove("13. Ke2"), std::optional<std::size_t>(2));
    }

    void everyPlyOfRandomGamesIsFoundByItsLabel()
    {
        std::mt19937 rng(606);
        for (int round = 0; round < 60; ++round) {
            const testutil::RandomGame r = testutil::randomGame(rng, 90);
            Game g;
            g.start = r.start;
            g.moves = r.moves;
            const std::vector<Position> positions = g.positions();
            QCOMPARE(positions.size(), g.moves.size() + 1);
            for (std::size_t ply = 0; ply <= g.moves.size(); ++ply)
                QVERIFY(positions[ply] == g.positionAfter(ply));
            for (std::size_t ply = 1; ply <= g.moves.size(); ++ply)
                QCOMPARE(g.plyOfMove(g.moveLabel(ply)), std::optional<std::size_t>(ply));
        }
    }

    // The mover goes to its target, a captured piece is gone, others stay; castling takes the
    // rook along, en passant takes the pawn beside, a promoted pawn goes on.
    void squareAfterAMove()
    {
        const auto after = [](const char* fen, const char* san, const char* square) {
            const Position b = Position::fromFen(fen);
            const auto s = squareAfterMove(b, parseSan(b, san), *parseSquare(square));
            return s ? squareName(*s) : std::string("captured");
        };
        const char* start = "rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - 0 1";
        QCOMPARE(after(start, "Nf3", "g1"), std::string("f3"));
        QCOMPARE(after(start, "Nf3", "b1"), std::string("b1"));
        const char* castle = "r3k2r/8/8/8/8/8/8/R3K2R w KQkq - 0 1";
        QCOMPARE(after(castle, "O-O", "h1"), std::string("f1"));
        QCOMPARE(after(castle, "O-O", "a1"), std::string("a1"));
        QCOMPARE(after(castle, "O-O-O", "a1"), std::string("d1"));
        QCOMPARE(after(castle, "O-O-O", "e1"), std::string("c1"));
        QCOMPARE(after("r3k2r/8/8/8/8/8/8/R3K2R b KQkq - 0 1", "O-O-O", "a8"), std::string("d8"));
        QCOMPARE(after(castle, "Rxa8+", "a8"), std::string("captured"));
        const char* passant = "4k3/8/8/3pP3/8/8/8/4K3 w - d6 0 2";
        QCOMPARE(after(passant, "exd6", "d5"), std::string("captured"));
        QCOMPARE(after(passant, "exd6", "e5"), std::string("d6"));
        QCOMPARE(after("3rk3/4P3/8/8/8/8/8/4K3 w - - 0 1", "exd8=N", "e7"), std::string("d8"));
    }
};

QTEST_APPLESS_MAIN(TestGame)
#include "tst_game.moc"
