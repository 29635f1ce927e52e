// Boards (placements) and FEN (docs/board.md): round trips, kept optional fields, and precise
// errors.
#include "assertdeath.h"
#include "board.h"
#include "boardtext.h"

#include <QTest>

#include <random>
#include <type_traits>

using namespace cd;
using testutil::sq;

namespace {

std::string_view view(const QByteArray& b)
{
    return {b.constData(), static_cast<std::size_t>(b.size())};
}

constexpr Piece wp{Color::White, PieceType::Pawn}, wn{Color::White, PieceType::Knight},
    wb{Color::White, PieceType::Bishop}, wr{Color::White, PieceType::Rook},
    wq{Color::White, PieceType::Queen}, wk{Color::White, PieceType::King},
    bp{Color::Black, PieceType::Pawn}, bn{Color::Black, PieceType::Knight},
    bq{Color::Black, PieceType::Queen}, bk{Color::Black, PieceType::King};

} // namespace

class TestBoard : public QObject {
    Q_OBJECT
private slots:
    void emptyBoard();
    void startPosition();
    void specPositions_data();
    void specPositions();
    void roundTrip_data();
    void roundTrip();
    void separatorsAreNormalised();
    void randomPlacementsRoundTrip();
    void setPieceAndClear();
    void pieceSetsFollowEveryChange();
    void malformed_data();
    void malformed();
    void errorPointerIsOptional();
    void errorToString();
    void fullmoveZeroIsOne();
    void digitsInARow();
};

void TestBoard::emptyBoard()
{
    const Board p;
    QCOMPARE(p.occupied(), Bitboard{0});
    QCOMPARE(QString::fromStdString(p.fen()), QStringLiteral("8/8/8/8/8/8/8/8"));
    QVERIFY(!p.sideToMove() && !p.castling() && !p.enPassant());
    const auto q = Board::fromFen("8/8/8/8/8/8/8/8");
    QVERIFY(q.has_value());
    QVERIFY(*q == p);
}

void TestBoard::startPosition()
{
    const Board p = Board::startPosition();
    QCOMPARE(QString::fromStdString(p.fen()), QString::fromLatin1(Board::kStartFen.data()));
    QCOMPARE(QString::fromStdString(p.placement()),
             QStringLiteral("rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR"));
    QCOMPARE(count(p.occupied()), 32);
    QCOMPARE(p.pieces(Color::White), Bitboard{0xFFFF});
    QCOMPARE(p.pieces(Color::Black), Bitboard{0xFFFF} << 48);
    QCOMPARE(p.pieces(Color::White, PieceType::Pawn), Bitboard{0xFF00});
    QCOMPARE(p.pieces(Color::Black, PieceType::Pawn), Bitboard{0xFF} << 48);
    QCOMPARE(p.pieces(Color::White, PieceType::King), bit(sq("e1")));
    QCOMPARE(p.pieces(Color::Black, PieceType::Queen), bit(sq("d8")));
    QCOMPARE(p.pieces(Color::White, PieceType::Knight), bit(sq("b1")) | bit(sq("g1")));
    QVERIFY(p.pieceAt(sq("e1")) == std::optional<Piece>(wk));
    QVERIFY(p.pieceAt(sq("d8")) == std::optional<Piece>(bq));
    QVERIFY(p.pieceAt(sq("g8")) == std::optional<Piece>(bn));
    QVERIFY(!p.pieceAt(sq("e4")).has_value());
    QCOMPARE(QString::fromStdString(*p.sideToMove()), QStringLiteral("w"));
    QCOMPARE(QString::fromStdString(*p.castling()), QStringLiteral("KQkq"));
    QCOMPARE(QString::fromStdString(*p.enPassant()), QStringLiteral("-"));
    QCOMPARE(QString::fromStdString(*p.halfmoveClock()), QStringLiteral("0"));
    QCOMPARE(QString::fromStdString(*p.fullmoveNumber()), QStringLiteral("1"));
}

void TestBoard::specPositions_data()
{
    QTest::addColumn<QString>("fen");
    QTest::addColumn<QString>("white");
    QTest::addColumn<QString>("black");
    QTest::newRow("E1") << "8/2n5/8/3R1p2/8/3P4/8/8"
                        << "d3 d5"
                        << "f5 c7";
    QTest::newRow("E2") << "8/8/8/8/8/3p1p2/4P3/8"
                        << "e2"
                        << "d3 f3";
    QTest::newRow("E4") << "8/8/8/2pppp2/8/8/8/4K3"
                        << "e1"
                        << "c5 d5 e5 f5";
}

void TestBoard::specPositions()
{
    QFETCH(QString, fen);
    QFETCH(QString, white);
    QFETCH(QString, black);
    FenError error;
    const auto p = Board::fromFen(fen.toStdString(), &error);
    QVERIFY2(p.has_value(), error.toString().c_str());
    QCOMPARE(testutil::setText(p->pieces(Color::White)), white);
    QCOMPARE(testutil::setText(p->pieces(Color::Black)), black);
    QCOMPARE(QString::fromStdString(p->fen()), fen);
}

void TestBoard::roundTrip_data()
{
    QTest::addColumn<QString>("fen");
    QTest::newRow("start") << QString::fromLatin1(Board::kStartFen.data());
    QTest::newRow("placement only") << "8/2n5/8/3R1p2/8/3P4/8/8";
    QTest::newRow("side only") << "8/8/8/2pppp2/8/8/8/4K3 b";
    QTest::newRow("side and castling") << "r3k2r/8/8/8/8/8/8/R3K2R w Kq";
    QTest::newRow("no castling") << "r3k2r/8/8/8/8/8/8/R3K2R b -";
    QTest::newRow("en passant rank 6") << "8/8/8/3pP3/8/8/8/8 w - d6";
    QTest::newRow("en passant rank 3") << "8/8/8/8/3Pp3/8/8/8 b - d3 0";
    QTest::newRow("all six") << "4k3/8/8/8/8/8/8/4K3 w - - 12 34";
    QTest::newRow("large counters") << "4k3/8/8/8/8/8/8/4K3 b - - 999999 999999";
    QTest::newRow("after 1.e4") << "rnbqkbnr/pppppppp/8/8/4P3/8/PPPP1PPP/RNBQKBNR b KQkq e3 0 1";
}

void TestBoard::roundTrip()
{
    QFETCH(QString, fen);
    FenError error;
    const auto p = Board::fromFen(fen.toStdString(), &error);
    QVERIFY2(p.has_value(), error.toString().c_str());
    QCOMPARE(QString::fromStdString(p->fen()), fen);
    const auto again = Board::fromFen(p->fen());
    QVERIFY(again.has_value());
    QVERIFY(*again == *p);
}

void TestBoard::separatorsAreNormalised()
{
    const auto p = Board::fromFen("  4k3/8/8/8/8/8/8/4K3 \t w   KQ  -  3\t7  ");
    QVERIFY(p.has_value());
    QCOMPARE(QString::fromStdString(p->fen()), QStringLiteral("4k3/8/8/8/8/8/8/4K3 w KQ - 3 7"));
    QCOMPARE(QString::fromStdString(*p->halfmoveClock()), QStringLiteral("3"));
    QCOMPARE(QString::fromStdString(*p->fullmoveNumber()), QStringLiteral("7"));
}

void TestBoard::randomPlacementsRoundTrip()
{
    std::mt19937 rng(20240601);
    const Piece all[] = {wp,
                         wn,
                         wb,
                         wr,
                         wq,
                         wk,
                         bp,
                         bn,
                         bq,
                         bk,
                         Piece{Color::Black, PieceType::Bishop},
                         Piece{Color::Black, PieceType::Rook}};
    for (int round = 0; round < 500; ++round) {
        Board p;
        std::array<std::optional<Piece>, 64> expected{};
        const int pieces = static_cast<int>(rng() % 40);
        for (int i = 0; i < pieces; ++i) {
            const Square s = static_cast<Square>(rng() % 64);
            Piece piece = all[rng() % 12];
            if (piece.type == PieceType::Pawn && (s < 8 || s >= 56))
                piece.type = PieceType::Queen;
            p.setPiece(s, piece);
            expected[static_cast<std::size_t>(s)] = piece;
        }
        const std::string fen = p.fen();
        FenError error;
        const auto q = Board::fromFen(fen, &error);
        QVERIFY2(q.has_value(), (fen + ": " + error.toString()).c_str());
        QVERIFY2(*q == p, fen.c_str());
        QCOMPARE(q->fen(), fen);
        // The text itself: 8 ranks, each of 8 squares, and no two digits in a row.
        int ranks = 1, squaresInRank = 0;
        char previous = '/';
        for (const char c : fen) {
            if (c == '/') {
                QCOMPARE(squaresInRank, 8);
                ++ranks;
                squaresInRank = 0;
            } else {
                const bool digit = c >= '1' && c <= '8';
                QVERIFY(!(digit && previous >= '1' && previous <= '8'));
                squaresInRank += digit ? c - '0' : 1;
            }
            previous = c;
        }
        QCOMPARE(ranks, 8);
        for (Square s = A1; s <= H8; ++s)
            QVERIFY(q->pieceAt(s) == expected[static_cast<std::size_t>(s)]);
    }
}

void TestBoard::setPieceAndClear()
{
    Board p;
    p.setPiece(sq("e4"), wq);
    QCOMPARE(p.pieces(Color::White), bit(sq("e4")));
    p.setPiece(sq("e4"), bn); // replaces, and moves the square to the other colour's set
    QCOMPARE(p.pieces(Color::White), Bitboard{0});
    QCOMPARE(p.pieces(Color::Black), bit(sq("e4")));
    QCOMPARE(p.pieces(Color::Black, PieceType::Knight), bit(sq("e4")));
    QCOMPARE(p.pieces(Color::Black, PieceType::Queen), Bitboard{0});
    QCOMPARE(QString::fromStdString(p.placement()), QStringLiteral("8/8/8/8/4n3/8/8/8"));
    p.setPiece(sq("h8"), wk);
    p.setPiece(sq("a1"), bk);
    QCOMPARE(QString::fromStdString(p.placement()), QStringLiteral("7K/8/8/8/4n3/8/8/k7"));
    p.setPiece(sq("e4"), std::nullopt);
    QCOMPARE(p.occupied(), bit(sq("h8")) | bit(sq("a1")));
    p.clear();
    QCOMPARE(p.occupied(), Bitboard{0});
    QVERIFY(p == Board{});
    // An index off the board is no Square: the type refuses it, a debug build asserts.
    static_assert(!std::is_invocable_v<decltype(&Board::pieceAt), const Board&, int>);
    CD_VERIFY_ASSERTS(p.setPiece(Square(64), wp));
    CD_VERIFY_ASSERTS(p.pieceAt(Square(-1)));
}

// The sets by colour and kind are kept as pieces come and go: after every change of a long
// random sequence (placing, replacing, removing, clearing) each equals a scan of the squares.
void TestBoard::pieceSetsFollowEveryChange()
{
    std::mt19937 rng(17);
    Board p;
    for (int step = 0; step < 20000; ++step) {
        const Square s = Square(static_cast<int>(rng() % 64));
        const unsigned pick = rng() % 16;
        if (step % 5000 == 4999)
            p.clear();
        else if (pick >= 14)
            p.setPiece(s, std::nullopt);
        else
            p.setPiece(s, Piece{static_cast<Color>(pick % 2), static_cast<PieceType>(pick / 2)});
        for (const Color c : {Color::White, Color::Black})
            for (int k = 0; k < 7; ++k) {
                const auto t = static_cast<PieceType>(k);
                Bitboard scan = 0;
                for (int i = 0; i < 64; ++i)
                    if (p.pieceAt(Square(i)) == Piece{c, t})
                        scan |= bit(Square(i));
                QCOMPARE(p.pieces(c, t), scan);
            }
    }
}

void TestBoard::malformed_data()
{
    QTest::addColumn<QByteArray>("fen");
    QTest::addColumn<QString>("field");
    QTest::addColumn<int>("column");
    const QString placement = QStringLiteral("placement");
    // Columns are 1-based in the whole FEN; a missing character is reported one past the text.
    QTest::newRow("bad piece letter")
        << QByteArray("rnbqkbnr/ppppXppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - 0 1") << placement
        << 14;
    QTest::newRow("rank too long, pieces")
        << QByteArray("rnbqkbnr/ppppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - 0 1") << placement
        << 18;
    QTest::newRow("rank too long, digits")
        << QByteArray("rnbqkbnr/pppppppp/54/8/8/8/PPPPPPPP/RNBQKBNR") << placement << 20;
    QTest::newRow("rank too long, piece after 8")
        << QByteArray("8p/8/8/8/8/8/8/8") << placement << 2;
    QTest::newRow("digit 9") << QByteArray("9/8/8/8/8/8/8/8") << placement << 1;
    QTest::newRow("digit 0") << QByteArray("08/8/8/8/8/8/8/8") << placement << 1;
    QTest::newRow("rank too short")
        << QByteArray("rnbqkbnr/ppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - 0 1") << placement << 17;
    QTest::newRow("last rank too short") << QByteArray("8/8/8/8/8/8/8/7 w") << placement << 16;
    QTest::newRow("too many ranks") << QByteArray("8/8/8/8/8/8/8/8/8") << placement << 16;
    QTest::newRow("too few ranks") << QByteArray("8/8/8/8/8/8/8 w - - 0 1") << placement << 14;
    QTest::newRow("white pawn on rank 8") << QByteArray("4P3/8/8/8/8/8/8/8") << placement << 2;
    QTest::newRow("black pawn on rank 1") << QByteArray("8/8/8/8/8/8/8/p7") << placement << 15;
    QTest::newRow("white pawn on rank 1")
        << QByteArray("rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNP w") << placement << 43;
    QTest::newRow("side x") << QByteArray("8/8/8/8/8/8/8/8 x") << "side to move" << 17;
    QTest::newRow("side W") << QByteArray("8/8/8/8/8/8/8/8 W") << "side to move" << 17;
    QTest::newRow("side wb") << QByteArray("8/8/8/8/8/8/8/8 wb") << "side to move" << 17;
    QTest::newRow("castling KX") << QByteArray("8/8/8/8/8/8/8/8 w KX") << "castling" << 20;
    QTest::newRow("castling qK") << QByteArray("8/8/8/8/8/8/8/8 w qK") << "castling" << 20;
    QTest::newRow("castling KK") << QByteArray("8/8/8/8/8/8/8/8 w KK") << "castling" << 20;
    QTest::newRow("castling -K") << QByteArray("8/8/8/8/8/8/8/8 w -K") << "castling" << 19;
    QTest::newRow("en passant e5 with w")
        << QByteArray("8/8/8/8/8/8/8/8 w - e5") << "en passant" << 22;
    QTest::newRow("en passant e6 with b")
        << QByteArray("8/8/8/8/8/8/8/8 b - e6") << "en passant" << 22;
    QTest::newRow("en passant not a square")
        << QByteArray("8/8/8/8/8/8/8/8 w - x9") << "en passant" << 21;
    QTest::newRow("en passant three characters")
        << QByteArray("8/8/8/8/8/8/8/8 w - e66") << "en passant" << 21;
    QTest::newRow("halfmove -1") << QByteArray("8/8/8/8/8/8/8/8 w - - -1 1") << "halfmove clock"
                                 << 23;
    QTest::newRow("halfmove abc") << QByteArray("8/8/8/8/8/8/8/8 w - - abc 1") << "halfmove clock"
                                  << 23;
    QTest::newRow("halfmove 1a") << QByteArray("8/8/8/8/8/8/8/8 w - - 1a 1") << "halfmove clock"
                                 << 24;
    QTest::newRow("halfmove too large")
        << QByteArray("8/8/8/8/8/8/8/8 w - - 99999999999 1") << "halfmove clock" << 23;
    QTest::newRow("fullmove -1") << QByteArray("8/8/8/8/8/8/8/8 w - - 0 -1") << "fullmove number"
                                 << 25;
    QTest::newRow("digits in a row") << QByteArray("4k3/44/8/8/8/8/8/4K3") << placement << 6;
    QTest::newRow("digits in a row, short") << QByteArray("8/8/8/8/8/8/8/11") << placement << 16;
    QTest::newRow("fullmove x") << QByteArray("8/8/8/8/8/8/8/8 w - - 0 x") << "fullmove number"
                                << 25;
    QTest::newRow("extra 7th field")
        << QByteArray("8/8/8/8/8/8/8/8 w - - 0 1 extra") << "FEN" << 27;
    QTest::newRow("empty string") << QByteArray("") << placement << 1;
    QTest::newRow("only blanks") << QByteArray(" \t ") << placement << 1;
    QTest::newRow("binary garbage") << QByteArray("\x01\xff\xfe\x80 \x02") << placement << 1;
    QTest::newRow("NUL in the placement") << QByteArray("8/8/8/8\0/8/8/8/8", 16) << placement << 8;
    QTest::newRow("high byte after pieces") << QByteArray("rnbqkbnr/\xc3\xa9") << placement << 10;
    QTest::newRow("leading blanks shift columns")
        << QByteArray("  8/8/8/8/8/8/8/X7") << placement << 17;
    QTest::newRow("tab before a bad side")
        << QByteArray("8/8/8/8/8/8/8/8\tx") << "side to move" << 17;
}

void TestBoard::malformed()
{
    QFETCH(QByteArray, fen);
    QFETCH(QString, field);
    QFETCH(int, column);
    FenError error;
    std::optional<Board> p;
    try {
        p = Board::fromFen(view(fen), &error);
    } catch (const std::exception& e) {
        QFAIL(qPrintable(QStringLiteral("exception escaped: ") + QString::fromLocal8Bit(e.what())));
    } catch (...) {
        QFAIL("an exception escaped");
    }
    QVERIFY(!p.has_value());
    QCOMPARE(QString::fromUtf8(error.field), field);
    QCOMPARE(error.column, column);
    QVERIFY(!error.message.english().empty());
}

void TestBoard::errorPointerIsOptional()
{
    QVERIFY(!Board::fromFen("8/8/8/8/8/8/8/8 x").has_value());
    QVERIFY(!Board::fromFen("").has_value());
    QVERIFY(!Board::fromFen("8/8/8/8/8/8/8/8 w - - 0 1 extra").has_value());
    // A successful parse leaves the error untouched.
    FenError error{"untouched", 99, std::nullopt, {translatable("x")}};
    QVERIFY(Board::fromFen("8/8/8/8/8/8/8/8", &error).has_value());
    QCOMPARE(error.column, 99);
}

void TestBoard::errorToString()
{
    FenError error;
    QVERIFY(!Board::fromFen("rnbqkbnr/ppppXppp/8/8/8/8/PPPPPPPP/RNBQKBNR", &error));
    const QString text = QString::fromStdString(error.toString());
    // People read ranks and squares, not columns: the X stands where e7 is.
    QVERIFY2(text.startsWith(QStringLiteral("placement, square e7: ")), qPrintable(text));
    QVERIFY(!text.contains(QStringLiteral("column")));
    QCOMPARE(error.square, sq("e7"));
    QVERIFY(text.contains(QStringLiteral("'X'")));
    QVERIFY(!text.contains(QLatin1Char('\n')));
}

// Stockfish, python-chess and chessops read a fullmove number 0 (some programs write it) as 1.
void TestBoard::fullmoveZeroIsOne()
{
    for (const char* fen : {"4k3/8/8/8/8/8/8/4K3 w - - 0 0", "4k3/8/8/8/8/8/8/4K3 b - - 3 000"}) {
        const auto board = Board::fromFen(fen);
        QVERIFY2(board.has_value(), fen);
        QCOMPARE(QString::fromStdString(*board->fullmoveNumber()), QStringLiteral("1"));
    }
}

// "44" is no rank: a run of empty squares is one digit, as python-chess requires.
void TestBoard::digitsInARow()
{
    FenError error;
    QVERIFY(!Board::fromFen("4k3/44/8/8/8/8/8/4K3 w - - 0 1", &error));
    QCOMPARE(QString::fromStdString(error.toString()),
             QStringLiteral("placement, square a7: digits in a row (44): write its 8 empty squares "
                            "as one digit"));
    QVERIFY(!Board::fromFen("4k3/p43/8/8/8/8/8/4K3", &error));
    QCOMPARE(QString::fromStdString(error.toString()),
             QStringLiteral("placement, square b7: digits in a row (43): write its 7 empty squares "
                            "as one digit"));
}

QTEST_APPLESS_MAIN(TestBoard)
#include "tst_board.moc"
