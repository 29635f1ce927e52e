// Legal moves (movegen.h): an independent oracle built on attacksFrom (every pseudo-legal move,
// played on a plain Board, kept if no enemy piece then attacks the king) over positions from
// random games, and the hard cases one by one: pins, checks, castling, en passant.
#include "attacks.h"
#include "movegen.h"
#include "randomgames.h"

#include <QTest>

#include <algorithm>
#include <set>

using namespace cd;

namespace {

using MoveSet = std::set<std::string>;

MoveSet uciSet(const MoveList& moves)
{
    MoveSet out;
    for (const Move& m : moves)
        out.insert(uciText(m));
    return out;
}

bool attacked(const Board& p, Square s, Color by)
{
    for (Square from : allSquares())
        if (const auto piece = p.pieceAt(from); piece && piece->color == by)
            if (has(attacksFrom(*piece, from, p.occupied()), s))
                return true;
    return false;
}

Square kingOf(const Board& p, Color c)
{
    return lowest(p.pieces(c, PieceType::King));
}

// The oracle: pseudo-legal moves by square-by-square rules, each played on a Board.
MoveSet oracleMoves(const Position& b)
{
    const Board p = b.board();
    const Color us = b.sideToMove(), them = opposite(us);
    MoveSet out;
    auto tryMove = [&](Square from, Square to, std::optional<PieceType> promo, Board after) {
        if (!attacked(after, kingOf(after, us), them))
            out.insert(uciText({from, to, promo}));
    };
    auto simple = [&](Square from, Square to) {
        Board after = p;
        const Piece piece = *p.pieceAt(from);
        after.setPiece(to, piece);
        after.setPiece(from, std::nullopt);
        if (piece.type == PieceType::Pawn && (rankOf(to) == 0 || rankOf(to) == 7)) {
            for (PieceType t :
                 {PieceType::Knight, PieceType::Bishop, PieceType::Rook, PieceType::Queen}) {
                after.setPiece(to, Piece{us, t});
                tryMove(from, to, t, after);
            }
        } else {
            tryMove(from, to, std::nullopt, after);
        }
    };
    const int forward = us == Color::White ? 8 : -8;
    for (Square from : allSquares()) {
        const auto piece = p.pieceAt(from);
        if (!piece || piece->color != us)
            continue;
        const Bitboard targets = attacksFrom(*piece, from, p.occupied());
        if (piece->type != PieceType::Pawn) {
            forEachSquare(targets & ~p.pieces(us), [&](Square to) { simple(from, to); });
            continue;
        }
        forEachSquare(targets & p.pieces(them), [&](Square to) { simple(from, to); });
        const Square one = Square(from + forward);
        if (p.pieceAt(one))
            continue;
        simple(from, one);
        const bool home = rankOf(from) == (us == Color::White ? 1 : 6);
        if (home && !p.pieceAt(Square(one + forward)))
            simple(from, Square(one + forward));
    }
    if (const auto ep = b.enPassant())
        forEachSquare(attacksFrom({them, PieceType::Pawn}, *ep, 0) & p.pieces(us, PieceType::Pawn),
                      [&](Square from) {
                          Board after = p;
                          after.setPiece(*ep, Piece{us, PieceType::Pawn});
                          after.setPiece(from, std::nullopt);
                          after.setPiece(Square(*ep - forward), std::nullopt);
                          tryMove(from, *ep, std::nullopt, after);
                      });
    // Castling: e1, f1, g1 (or e1, d1, c1) not attacked, the squares up to the rook empty.
    const int rank = us == Color::White ? 0 : 7;
    const int kingside = us == Color::White ? kWhiteKingside : kBlackKingside;
    const int queenside = us == Color::White ? kWhiteQueenside : kBlackQueenside;
    auto free = [&](std::initializer_list<int> files, std::initializer_list<int> safe) {
        for (int f : files)
            if (p.pieceAt(makeSquare(f, rank)))
                return false;
        for (int f : safe)
            if (attacked(p, makeSquare(f, rank), them))
                return false;
        return true;
    };
    if ((b.castlingRights() & kingside) && free({5, 6}, {4, 5, 6}))
        out.insert(uciText({makeSquare(4, rank), makeSquare(6, rank), std::nullopt}));
    if ((b.castlingRights() & queenside) && free({1, 2, 3}, {4, 3, 2}))
        out.insert(uciText({makeSquare(4, rank), makeSquare(2, rank), std::nullopt}));
    return out;
}

MoveSet movesOf(const char* fen)
{
    return uciSet(legalMoves(Position::fromFen(fen)));
}

} // namespace

class TestMoveGen : public QObject {
    Q_OBJECT
private slots:
    // Every position of 100 random games: the generator's moves are exactly the oracle's.
    void agreesWithTheOracle()
    {
        std::mt19937 rng(20240611);
        int positions = 0;
        for (int g = 0; g < 100; ++g) {
            const auto game = testutil::randomGame(rng, 120);
            Position b = game.start;
            for (const Move& m : game.moves) {
                QCOMPARE(uciSet(legalMoves(b)), oracleMoves(b));
                b.play(m);
                ++positions;
            }
            QCOMPARE(uciSet(legalMoves(b)), oracleMoves(b));
        }
        QVERIFY(positions > 8000);
    }

    void pinnedPieceMovesAlongItsLine()
    {
        // The bishop on d2 is pinned by the queen on a5: it may only take her or go to c3, b4.
        const auto moves = movesOf("4k3/8/8/q7/8/8/3B4/4K3 w - - 0 1");
        QVERIFY(moves.count("d2c3") && moves.count("d2b4"));
        QVERIFY(!moves.count("d2e3") && !moves.count("d2c1"));
    }

    void checkIsAnsweredOnly()
    {
        // The rook on e8 checks: the knight blocks on e3 or the king steps aside; nothing else.
        const auto moves = movesOf("4r1k1/8/8/8/8/8/2N5/4K3 w - - 0 1");
        const MoveSet expected{"c2e3", "e1d1", "e1d2", "e1f1", "e1f2"};
        QCOMPARE(moves, expected);
    }

    void doubleCheckMovesTheKingOnly()
    {
        const auto moves = movesOf("4k3/8/8/8/1b6/8/3N4/r3K3 w - - 0 1");
        for (const auto& m : moves)
            QVERIFY2(m.starts_with("e1"), m.c_str());
    }

    void enPassantHorizontalPin()
    {
        // Taking d6 en passant would empty rank 5 between the king on a5 and the rook on h5.
        QVERIFY(!movesOf("8/8/8/KPp4r/8/8/8/4k3 w - c6 0 1").count("b5c6"));
        QVERIFY(movesOf("8/8/8/KPp5/8/8/8/4k2r w - c6 0 1").count("b5c6"));
    }

    void enPassantAnswersThePawnsCheck()
    {
        // The pawn on d5 has just stepped two squares and checks; taking it en passant answers.
        QVERIFY(movesOf("8/8/8/3pP3/2K5/8/8/4k3 w - d6 0 1").count("e5d6"));
    }

    void castlingRules_data()
    {
        QTest::addColumn<QString>("fen");
        QTest::addColumn<bool>("kingside");
        QTest::addColumn<bool>("queenside");
        QTest::newRow("free") << "r3k2r/8/8/8/8/8/8/R3K2R w KQkq - 0 1" << true << true;
        QTest::newRow("no rights") << "r3k2r/8/8/8/8/8/8/R3K2R w - - 0 1" << false << false;
        QTest::newRow("in check") << "r3k2r/8/8/8/8/8/4r3/R3K2R w KQ - 0 1" << false << false;
        QTest::newRow("through f1") << "r3k2r/8/8/8/8/8/5r2/R3K2R w KQ - 0 1" << false << true;
        QTest::newRow("into c1") << "r3k2r/8/8/8/8/8/2r5/R3K2R w KQ - 0 1" << true << false;
        QTest::newRow("b1 attacked is fine")
            << "r3k2r/8/8/8/8/8/1r6/R3K2R w KQ - 0 1" << true << true;
        QTest::newRow("b1 occupied") << "r3k2r/8/8/8/8/8/8/RN2K2R w KQ - 0 1" << true << false;
    }
    void castlingRules()
    {
        QFETCH(QString, fen);
        QFETCH(bool, kingside);
        QFETCH(bool, queenside);
        const auto moves = movesOf(fen.toUtf8().constData());
        QCOMPARE(moves.count("e1g1") == 1, kingside);
        QCOMPARE(moves.count("e1c1") == 1, queenside);
    }

    void promotionsGiveFourMoves()
    {
        const auto moves = movesOf("4k3/1P6/8/8/8/8/8/4K3 w - - 0 1");
        for (const char* m : {"b7b8q", "b7b8r", "b7b8b", "b7b8n"})
            QVERIFY(moves.count(m));
        QVERIFY(!moves.count("b7b8"));
    }

    void playUpdatesTheState()
    {
        Position b = Position::startPosition();
        b.play({E2, E4, std::nullopt});
        QCOMPARE(b.fen(),
                 std::string("rnbqkbnr/pppppppp/8/8/4P3/8/PPPP1PPP/RNBQKBNR b KQkq e3 0 1"));
        b.play({G8, F6, std::nullopt});
        QCOMPARE(b.fen(),
                 std::string("rnbqkb1r/pppppppp/5n2/8/4P3/8/PPPP1PPP/RNBQKBNR w KQkq - 1 2"));
        Position c = Position::fromFen("r3k2r/8/8/8/8/8/8/R3K2R w KQkq - 5 20");
        c.play({E1, C1, std::nullopt});
        QCOMPARE(c.fen(), std::string("r3k2r/8/8/8/8/8/8/2KR3R b kq - 6 20"));
        c.play({A8, A1, std::nullopt});
        QCOMPARE(c.fen(), std::string("4k2r/8/8/8/8/8/8/r1KR3R w k - 7 21"));
    }
};

QTEST_APPLESS_MAIN(TestMoveGen)
#include "tst_movegen.moc"
