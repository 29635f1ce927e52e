// Game positions (position.h): made from a Board and written back with every FEN field, the
// defaults of missing fields, the rights and en-passant squares that cannot be, and the positions
// that cannot be played.
#include "movegen.h"
#include "position.h"
#include "randomgames.h"

#include <QTest>

using namespace cd;

class TestPosition : public QObject {
    Q_OBJECT
private slots:
    void fullFieldsRoundTrip_data()
    {
        QTest::addColumn<QString>("fen");
        QTest::newRow("start") << QString::fromLatin1(Board::kStartFen);
        QTest::newRow("kiwipete")
            << "r3k2r/p1ppqpb1/bn2pnp1/3PN3/1p2P3/2N2Q1p/PPPBBPPP/R3K2R w KQkq - 0 1";
        QTest::newRow("ep, counters")
            << "rnbqkbnr/ppp1p1pp/8/3pPp2/8/8/PPPP1PPP/RNBQKBNR w KQkq f6 0 3";
        QTest::newRow("black, some rights") << "r3k3/8/8/8/8/8/8/4K2R b Kq - 17 42";
    }
    void fullFieldsRoundTrip()
    {
        QFETCH(QString, fen);
        const std::string text = fen.toStdString();
        const Position b = Position::fromFen(text);
        QCOMPARE(b.fen(), text);
        QCOMPARE(b.board().fen(), text);
        QCOMPARE(Position::fromBoard(b.board()), b);
    }

    // Every position of 200 random games writes a FEN that reads back as the same board.
    void randomGamesRoundTrip()
    {
        std::mt19937 rng(7);
        for (int g = 0; g < 200; ++g) {
            const auto game = testutil::randomGame(rng, 100);
            Position b = game.start;
            for (const Move& m : game.moves) {
                b.play(m);
                QCOMPARE(Position::fromFen(b.fen()), b);
            }
        }
    }

    void missingFieldsDefault()
    {
        const Position b = Position::fromFen("r3k2r/8/8/8/8/8/8/R3K2R");
        QCOMPARE(b.sideToMove(), Color::White);
        QCOMPARE(b.castlingRights(), 0);
        QVERIFY(!b.enPassant());
        QCOMPARE(b.halfmoveClock(), 0);
        QCOMPARE(b.fullmoveNumber(), 1);
        QCOMPARE(b.fen(), std::string("r3k2r/8/8/8/8/8/8/R3K2R w - - 0 1"));
    }

    void impossibleRightsAreDropped()
    {
        // No rook on the h-side of the white king, the black king off its back rank (a black
        // king on d8 keeps them: Chess960 rights, tst_chess960).
        QCOMPARE(Position::fromFen("r6r/3k4/8/8/8/8/8/R3K3 w KQkq - 0 1").fen(),
                 std::string("r6r/3k4/8/8/8/8/8/R3K3 w Q - 0 1"));
    }

    // Checks that a move can give: a double step's pawn, a line the step opened, a discovered
    // double check (queen and bishop), a promotion's double check by two rooks.
    void possibleChecks_data()
    {
        QTest::addColumn<QString>("fen");
        QTest::newRow("pawn's double step") << "4k3/8/8/3p4/4K3/8/8/8 w - d6 0 1";
        QTest::newRow("line the step opened") << "2b1k3/8/8/3p4/8/7K/8/8 w - d6 0 1";
        QTest::newRow("queen and bishop") << "4k3/8/6Q1/8/B7/8/8/4K3 b - - 0 1";
        QTest::newRow("two rooks") << "3Rk3/8/8/8/8/8/8/K3R3 b - - 0 1";
        QTest::newRow("two rooks, promoted above the king") << "7k/8/8/8/8/8/r5K1/6r1 w - - 0 1";
        QTest::newRow("rook and knight") << "4k3/8/3N4/8/8/8/8/K3R3 b - - 0 1";
    }
    void possibleChecks()
    {
        QFETCH(QString, fen);
        QCOMPARE(Position::fromFen(fen.toStdString()).fen(), fen.toStdString());
    }

    void unplayable_data()
    {
        QTest::addColumn<QString>("fen");
        QTest::addColumn<QString>("error");
        QTest::newRow("no white king") << "4k3/8/8/8/8/8/8/8 w - - 0 1"
                                       << "White has no king";
        QTest::newRow("two black kings") << "4k2k/8/8/8/8/8/8/4K3 w - - 0 1"
                                         << "Black has more than one king";
        QTest::newRow("wrong side in check") << "4k3/8/8/8/8/8/8/4K2r b - - 0 1"
                                             << "White is in check, but Black is to move";
        QTest::newRow("9 pawns") << "4k3/8/8/8/8/P7/PPPPPPPP/4K3 w - - 0 1"
                                 << "White has 9 pawns; a side has at most 8";
        QTest::newRow("17 pieces") << "rnbqkbnr/pppppppp/n7/8/8/8/8/4K3 w - - 0 1"
                                   << "Black has 17 pieces; a side has at most 16";
        QTest::newRow("16 pawns a side")
            << "rnbqkbnr/pppppppp/pppppppp/8/8/PPPPPPPP/PPPPPPPP/RNBQKBNR w - - 0 1"
            << "White has 16 pawns; a side has at most 8";
        QTest::newRow("promoted without a pawn gone")
            << "4k3/8/8/8/8/8/PPPPPPPP/QQ2K3 w - - 0 1"
            << "White has more promoted pieces than pawns missing from its 8";
        QTest::newRow("two knights check") << "4k3/8/3N1N2/8/8/8/8/4K3 b - - 0 1"
                                           << "no move can give check from these squares at "
                                              "once: d6, f6";
        QTest::newRow("two pawns check") << "8/8/8/4k3/3P1P2/8/8/4K3 b - - 0 1"
                                         << "no move can give check from these squares at "
                                            "once: d4, f4";
        QTest::newRow("two bishops check") << "8/2B5/8/4k3/8/2B5/8/4K3 b - - 0 1"
                                           << "no move can give check from these squares at "
                                              "once: c3, c7";
        QTest::newRow("three checkers") << "4k3/8/3N4/1B6/8/8/4R3/K7 b - - 0 1"
                                        << "no move can give check from these squares at "
                                           "once: e2, b5, d6";
        QTest::newRow("checks from both sides of a line")
            << "8/8/8/R3k2Q/8/8/8/4K3 b - - 0 1"
            << "no move can give check from these squares at once: a5, h5";
        QTest::newRow("two rooks on two lines")
            << "4k3/4r3/8/8/8/8/8/r3K3 w - - 0 1"
            << "no move can give check from these squares at once: a1, e7";
        QTest::newRow("two rooks, one beside the king off the last rank")
            << "4r2k/8/8/8/8/8/3rK3/8 w - - 0 1"
            << "no move can give check from these squares at once: d2, e8";
        QTest::newRow("two rooks, one beside the king on the rank it started from")
            << "4R3/8/8/8/8/8/8/K2Rk3 b - - 0 1"
            << "no move can give check from these squares at once: d1, e8";
        QTest::newRow("en passant without a pawn")
            << "4k3/8/8/8/8/8/8/4K3 w - e6 0 1"
            << "no double pawn step can have made e6 the en-passant square";
        QTest::newRow("en passant, the start square taken")
            << "4k3/3n4/8/3pP3/8/8/8/4K3 w - d6 0 1"
            << "no double pawn step can have made d6 the en-passant square";
        QTest::newRow("check the double step cannot give")
            << "4k3/8/8/3pP3/8/8/8/4K2r w - d6 0 1"
            << "the check from h1 cannot follow the double pawn step over d6";
        QTest::newRow("bad fen") << "4k3/8/8/8/8/8/8/4K2X w - - 0 1"
                                 << "not a valid FEN: placement, square h1: 'X' is not a piece "
                                    "letter (PNBRQK, pnbrqk) or a digit 1-8";
    }
    void unplayable()
    {
        QFETCH(QString, fen);
        QFETCH(QString, error);
        try {
            Position::fromFen(fen.toStdString());
            QFAIL("accepted");
        } catch (const InputError& e) {
            QCOMPARE(QString::fromStdString(e.what()), error);
        }
    }

    // Board::setPiece can place what FEN cannot: pawns on rank 8, a wazir.
    void piecesNoFenHolds()
    {
        Board p = *Board::fromFen("4k3/8/8/8/8/8/8/4K3");
        p.setPiece(A8, Piece{Color::White, PieceType::Pawn});
        QVERIFY_THROWS_EXCEPTION(InputError, Position::fromBoard(p));
        p.setPiece(A8, Piece{Color::White, PieceType::Wazir});
        try {
            Position::fromBoard(p);
            QFAIL("accepted");
        } catch (const InputError& e) {
            QCOMPARE(std::string(e.what()), std::string("the wazir on a8 is not a piece of chess"));
        }
    }
};

QTEST_APPLESS_MAIN(TestPosition)
#include "tst_position.moc"
