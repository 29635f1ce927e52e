// Chess960 (castling.h, position.h, san.h, follow.h, variant.h, pgn.h): X-FEN and Shredder-FEN
// rights read and written back, castling with the rook on every file for either colour and its
// refusals (blocked, through check, exposed once the rook leaves), SAN both ways, following the
// castling rook, and a Chess960 game through PGN and back.
#include "castling.h"
#include "follow.h"
#include "movegen.h"
#include "pgn.h"
#include "san.h"
#include "variant.h"

#include <QTest>

using namespace cd;

namespace {

Square sq(const char* name)
{
    return *parseSquare(name);
}

// The legal castlings of a position, in UCI.
std::vector<std::string> castlings(const Position& b)
{
    std::vector<std::string> out;
    for (const Move& m : legalMoves(b))
        if (isCastling(b, m))
            out.push_back(uciText(m));
    return out;
}

std::vector<std::string> castlings(const char* fen)
{
    return castlings(Position::fromFen(fen));
}

// A back rank of one king and one rook behind a row of pawns, the other king in the middle of the
// board: "8/8/8/3k4/8/8/PPPPPPPP/1R2K3 w B - 0 1"-like, the right named by the rook's file.
std::string oneRookFen(Color c, int kingFile, int rookFile)
{
    int empty = 0;
    std::string back;
    for (int f = 0; f < 8; ++f) {
        const char piece = f == kingFile ? 'k' : f == rookFile ? 'r' : 0;
        if (!piece) {
            ++empty;
            continue;
        }
        if (empty)
            back += static_cast<char>('0' + empty);
        empty = 0;
        back += c == Color::White ? static_cast<char>(std::toupper(piece)) : piece;
    }
    if (empty)
        back += static_cast<char>('0' + empty);
    const char file = static_cast<char>('a' + rookFile);
    if (c == Color::White)
        return "8/8/8/3k4/8/8/PPPPPPPP/" + back + " w " + static_cast<char>(std::toupper(file)) +
               " - 0 1";
    return back + "/pppppppp/8/8/3K4/8/8/8 b " + file + " - 0 1";
}

} // namespace

class TestChess960 : public QObject {
    Q_OBJECT
private slots:
    // KQkq name the outermost rook on that side of the king, wherever the king stands on its back
    // rank; a file letter names the rook on that file; they are written back as KQkq when the rook
    // is the outermost, else as its file.
    void rightsReadAndWritten_data()
    {
        QTest::addColumn<QString>("fen");
        QTest::addColumn<QString>("written");
        QTest::addColumn<bool>("chess960");
        QTest::newRow("king on h8, q the a8 rook")
            << "r2r3k/p7/3p4/8/8/P6P/8/R3K2R b KQq - 0 1"
            << "r2r3k/p7/3p4/8/8/P6P/8/R3K2R b KQq - 0 1" << true;
        QTest::newRow("Shredder, outermost rooks")
            << "bqnb1rkr/pp3ppp/3ppn2/2p5/5P2/P2P4/NPP1P1PP/BQ1BNRKR w HFhf - 0 1"
            << "bqnb1rkr/pp3ppp/3ppn2/2p5/5P2/P2P4/NPP1P1PP/BQ1BNRKR w KQkq - 0 1" << true;
        QTest::newRow("Shredder, standard") << "r3k2r/8/8/8/8/8/8/R3K2R w HAha - 0 1"
                                            << "r3k2r/8/8/8/8/8/8/R3K2R w KQkq - 0 1" << false;
        QTest::newRow("inner rook by its file") << "1r2k3/8/8/8/8/8/8/RR2K3 w Bb - 0 1"
                                                << "1r2k3/8/8/8/8/8/8/RR2K3 w Bq - 0 1" << true;
        QTest::newRow("Q the outer of two") << "4k3/8/8/8/8/8/8/RR2K3 w Q - 0 1"
                                            << "4k3/8/8/8/8/8/8/RR2K3 w Q - 0 1" << false;
        QTest::newRow("of two on one side, the outer") << "4k3/8/8/8/8/8/8/4KRR1 w FG - 0 1"
                                                       << "4k3/8/8/8/8/8/8/4KRR1 w K - 0 1" << true;
        QTest::newRow("an inner rook's right dropped for the corner's")
            << "4k3/8/8/8/8/8/8/4K1RR w GK - 0 1"
            << "4k3/8/8/8/8/8/8/4K1RR w K - 0 1" << false;
        QTest::newRow("mixed") << "1r2k2r/8/8/8/8/8/8/R3K1R1 w KQbk - 0 1"
                               << "1r2k2r/8/8/8/8/8/8/R3K1R1 w KQkq - 0 1" << true;
        QTest::newRow("king off the back rank dropped")
            << "4k3/8/8/8/8/8/4K3/R6R w KQ - 0 1"
            << "4k3/8/8/8/8/8/4K3/R6R w - - 0 1" << false;
        QTest::newRow("no rook on that side dropped") << "4k3/8/8/8/8/8/8/4K2R w QA - 0 1"
                                                      << "4k3/8/8/8/8/8/8/4K2R w - - 0 1" << false;
        QTest::newRow("file without its rook dropped")
            << "4k3/8/8/8/8/8/8/R3K2R w KG - 0 1"
            << "4k3/8/8/8/8/8/8/R3K2R w K - 0 1" << false;
    }
    void rightsReadAndWritten()
    {
        QFETCH(QString, fen);
        QFETCH(QString, written);
        QFETCH(bool, chess960);
        const Position b = Position::fromFen(fen.toStdString());
        QCOMPARE(QString::fromStdString(b.fen()), written);
        QCOMPARE(b.chess960(), chess960);
        QCOMPARE(Position::fromFen(b.fen()), b); // written back, read as the same position
    }

    void rookSquaresKept()
    {
        const Position b = Position::fromFen("r2r3k/p7/3p4/8/8/P6P/8/R3K2R b KQq - 0 1");
        QCOMPARE(b.castlingRook(kBlackQueenside), std::optional(sq("a8")));
        QCOMPARE(b.castlingRook(kBlackKingside), std::nullopt);
        QCOMPARE(b.castlingRook(kWhiteKingside), std::optional(sq("h1")));
    }

    void markedByTheCaller()
    {
        const Position b = Position::fromFen(Board::kStartFen, true);
        QVERIFY(b.chess960());
        QVERIFY(!Position::startPosition().chess960());
        QCOMPARE(b.fen(), std::string(Board::kStartFen));
        QCOMPARE(castlings(b.after({E2, E4, {}})
                               .after({E7, E5, {}})
                               .after({G1, F3, {}})
                               .after({B8, C6, {}})
                               .after({F1, C4, {}})
                               .after({G8, F6, {}})),
                 std::vector<std::string>{"e1h1"});
    }

    void refusedLetters_data()
    {
        QTest::addColumn<QString>("fen");
        QTest::newRow("white after black") << "4k3/8/8/8/8/8/8/R3K2R w aK";
        QTest::newRow("three a side") << "4k3/8/8/8/8/8/8/RR2K2R w KQB";
        QTest::newRow("file twice") << "4k3/8/8/8/8/8/8/R3K2R w HH";
        QTest::newRow("not a file") << "4k3/8/8/8/8/8/8/R3K2R w KI";
    }
    void refusedLetters()
    {
        QFETCH(QString, fen);
        FenError error;
        QVERIFY(!Board::fromFen(fen.toStdString(), &error));
        QCOMPARE(error.field, "castling");
    }

    // The king on any file of its back rank, the rook on any other: the one castling is legal,
    // moves the king to the g- or c-file and the rook to the f- or d-file, and ends both rights.
    void rookOnEveryFile_data()
    {
        QTest::addColumn<int>("color");
        QTest::addColumn<int>("kingFile");
        QTest::addColumn<int>("rookFile");
        for (const Color c : {Color::White, Color::Black})
            for (int k = 0; k < 8; ++k)
                for (int r = 0; r < 8; ++r)
                    if (r != k)
                        QTest::addRow("%s king %c rook %c", c == Color::White ? "white" : "black",
                                      'a' + k, 'a' + r)
                            << static_cast<int>(c) << k << r;
    }
    void rookOnEveryFile()
    {
        QFETCH(int, color);
        QFETCH(int, kingFile);
        QFETCH(int, rookFile);
        const Color c = static_cast<Color>(color);
        const int rank = c == Color::White ? 0 : 7;
        const Position b = Position::fromFen(oneRookFen(c, kingFile, rookFile));
        const bool kingside = rookFile > kingFile;
        const bool standard = kingFile == 4 && (rookFile == 0 || rookFile == 7);
        QCOMPARE(b.chess960(), !standard);
        const Square king = makeSquare(kingFile, rank), rook = makeSquare(rookFile, rank);
        const Square kingTo = makeSquare(kingside ? 6 : 2, rank);
        const Square rookTo = makeSquare(kingside ? 5 : 3, rank);
        const Move expected{king, standard ? kingTo : rook, std::nullopt};
        QCOMPARE(castlings(b), std::vector<std::string>{uciText(expected)});
        const Position after = b.after(expected);
        QCOMPARE(after.pieceAt(kingTo), std::optional(Piece{c, PieceType::King}));
        QCOMPARE(after.pieceAt(rookTo), std::optional(Piece{c, PieceType::Rook}));
        QCOMPARE(count(after.pieces(c)), 10);
        QCOMPARE(after.castlingRights(), 0);
        QCOMPARE(sanText(b, expected), std::string(kingside ? "O-O" : "O-O-O"));
        QCOMPARE(parseSan(b, kingside ? "O-O" : "O-O-O"), expected);
        QCOMPARE(parseSan(b, squareName(king) + squareName(rook)), expected);
        QCOMPARE(squareAfterMove(b, expected, rook), std::optional(rookTo));
        QCOMPARE(squareAfterMove(b, expected, king), std::optional(kingTo));
        QCOMPARE(squareBeforeMove(b, expected, rookTo), rook);
        QCOMPARE(squareBeforeMove(b, expected, kingTo), king);
    }

    void refusedCastling_data()
    {
        QTest::addColumn<QString>("fen");
        QTest::addColumn<QStringList>("castlings");
        const QString none;
        QTest::newRow("free") << "1r4kr/8/8/8/8/8/8/1R4KR w KQkq - 0 1"
                              << QStringList{QStringLiteral("g1h1"), QStringLiteral("g1b1")};
        QTest::newRow("king's path blocked") << "4k3/8/8/8/8/8/8/1K2N2R w K - 0 1" << QStringList{};
        QTest::newRow("king's destination taken")
            << "4k3/8/8/8/8/8/8/1K4NR w K - 0 1" << QStringList{};
        QTest::newRow("rook's destination taken")
            << "4k3/8/8/8/8/8/8/RNK5 w Q - 0 1" << QStringList{};
        QTest::newRow("rook's path blocked") << "4k3/8/8/8/8/8/8/RN1K4 w Q - 0 1" << QStringList{};
        QTest::newRow("through check") << "3rk3/8/8/8/8/8/8/1K5R w K - 0 1" << QStringList{};
        QTest::newRow("into check") << "4k1r1/8/8/8/8/8/8/1K5R w K - 0 1" << QStringList{};
        QTest::newRow("in check") << "1r2k3/8/8/8/8/8/8/1K5R w K - 0 1" << QStringList{};
        QTest::newRow("the rook shielded the king")
            << "4k3/8/8/8/8/8/8/qR1K4 w Q - 0 1" << QStringList{};
        QTest::newRow("exposed the king on its destination")
            << "4k3/8/8/8/8/8/8/qRK5 w Q - 0 1" << QStringList{};
        QTest::newRow("the rook's square attacked, no harm")
            << "4k3/8/8/8/8/8/q7/1RK5 w Q - 0 1" << QStringList{QStringLiteral("c1b1")};
        QTest::newRow("attacked square the king does not cross")
            << "1r2k3/8/8/8/8/8/8/R1K5 w Q - 0 1" << QStringList{QStringLiteral("c1a1")};
    }
    void refusedCastling()
    {
        QFETCH(QString, fen);
        QFETCH(QStringList, castlings);
        QStringList found;
        for (const std::string& m : ::castlings(fen.toLatin1().constData()))
            found << QString::fromStdString(m);
        QCOMPARE(found, castlings);
    }

    // A rook moving or taken ends its own right only, found by its file.
    void rightsEndWithTheirRook()
    {
        const Position b = Position::fromFen("1r2k1r1/8/8/8/8/8/8/1R2K1R1 w KQkq - 0 1");
        QCOMPARE(b.after(parseSan(b, "Rg7")).fen(),
                 std::string("1r2k1r1/6R1/8/8/8/8/8/1R2K3 b Qkq - 1 1"));
        QCOMPARE(b.after(parseSan(b, "Rxb8+")).fen(),
                 std::string("1R2k1r1/8/8/8/8/8/8/4K1R1 b Kk - 0 1"));
    }

    // Every legal move of the suite's positions and of the positions after them is written in SAN
    // and read back as the same move.
    void sanRoundTrip()
    {
        int castled = 0;
        for (const char* fen :
             {"bqnb1rkr/pp3ppp/3ppn2/2p5/5P2/P2P4/NPP1P1PP/BQ1BNRKR w HFhf - 0 1",
              "2nnrbkr/p1qppppp/8/1ppb4/6PP/3PP3/PPP2P2/BQNNRBKR w HEhe - 0 1",
              "4r3/3k4/8/8/8/8/6PP/qR1K1R2 w KQ - 0 1", "1r4kr/8/8/8/8/8/8/1R4KR w KQkq - 0 1"}) {
            const Position start = Position::fromFen(fen);
            std::vector<Position> positions{start};
            for (const Move& m : legalMoves(start))
                positions.push_back(start.after(m));
            for (const Position& b : positions)
                for (const Move& m : legalMoves(b)) {
                    QCOMPARE(parseSan(b, sanText(b, m)), m);
                    castled += isCastling(b, m);
                }
        }
        QVERIFY(castled > 10);
    }

    // King g1 and rook f1: O-O-O swaps nothing but the king to c1 and the rook to d1; the king on
    // its destination already (c1), the rook on its own (f1).
    void kingOrRookAlreadyThere()
    {
        const Position b = Position::fromFen("4k3/8/8/8/8/8/8/2K2R2 w KQ - 0 1");
        QCOMPARE(castlings(b), std::vector<std::string>{"c1f1"});
        QCOMPARE(b.after(parseSan(b, "O-O")).fen(), std::string("4k3/8/8/8/8/8/8/5RK1 b - - 1 1"));
        const Position d = Position::fromFen("4k3/8/8/8/8/8/8/2RK4 w Q - 0 1");
        QCOMPARE(d.after(parseSan(d, "O-O-O")).fen(),
                 std::string("4k3/8/8/8/8/8/8/2KR4 b - - 1 1"));
    }

    void variantTag_data()
    {
        QTest::addColumn<QString>("tag");
        QTest::addColumn<int>("variant");
        QTest::newRow("none") << "" << static_cast<int>(Variant::Standard);
        QTest::newRow("Standard") << "Standard" << static_cast<int>(Variant::Standard);
        QTest::newRow("From Position") << "From Position" << static_cast<int>(Variant::Standard);
        QTest::newRow("Chess960") << "Chess960" << static_cast<int>(Variant::Chess960);
        QTest::newRow("chess 960") << "chess 960" << static_cast<int>(Variant::Chess960);
        QTest::newRow("Fischerandom") << "Fischerandom" << static_cast<int>(Variant::Chess960);
        QTest::newRow("FISCHER RANDOM") << "FISCHER RANDOM" << static_cast<int>(Variant::Chess960);
        QTest::newRow("Crazyhouse") << "Crazyhouse" << static_cast<int>(Variant::Unsupported);
        QTest::newRow("Atomic") << "Atomic" << static_cast<int>(Variant::Unsupported);
    }
    void variantTag()
    {
        QFETCH(QString, tag);
        QFETCH(int, variant);
        QCOMPARE(static_cast<int>(variantOfTag(tag.toStdString())), variant);
    }

    void unsupportedVariantMessage()
    {
        QCOMPARE(variantNotSupported("Crazyhouse").english(),
                 std::string("variant Crazyhouse is not supported"));
    }

    // A Chess960 game: its FEN's KQkq are the outermost rooks, its castlings legal; written back
    // with its Variant and FEN, it reads as the same game.
    void pgnRoundTrip()
    {
        const std::string text = "[Variant \"chess 960\"]\n[SetUp \"1\"]\n"
                                 "[FEN \"1r4kr/pppppppp/8/8/8/8/PPPPPPPP/1R4KR w KQkq - 0 9\"]\n\n"
                                 "9. O-O O-O 10. Kh1 Kh8 *\n";
        const auto games = readPgn(text);
        QCOMPARE(games.size(), std::size_t{1});
        const Game& g = games[0];
        QVERIFY(g.start.chess960());
        QCOMPARE(uciText(g.moves[0]), std::string("g1h1"));
        QCOMPARE(g.positionAfter(4).fen(),
                 std::string("1r3r1k/pppppppp/8/8/8/8/PPPPPPPP/1R3R1K w - - 4 11"));
        const std::string written = writePgn(g);
        QVERIFY(written.find("[Variant \"chess 960\"]") != std::string::npos);
        QVERIFY(written.find("KQkq - 0 9\"]") != std::string::npos);
        const Game back = readPgn(written).at(0);
        QCOMPARE(back.start, g.start);
        QCOMPARE(back.moves, g.moves);
    }

    // The Variant tag alone makes the initial position a Chess960 one (castling as e1h1), and a
    // position whose rights are Chess960 ones is written with the tag.
    void pgnVariantTag()
    {
        const auto games = readPgn("[Variant \"Chess960\"]\n\n1. Nf3 Nf6 2. g3 g6 3. Bg2 Bg7 "
                                   "4. O-O O-O *\n");
        QVERIFY(games[0].start.chess960());
        QCOMPARE(uciText(games[0].moves[6]), std::string("e1h1"));
        const Game back = readPgn(writePgn(games[0])).at(0);
        QCOMPARE(back.start, games[0].start);
        QCOMPARE(back.moves, games[0].moves);
        Game g;
        g.start = Position::fromFen("4k3/8/8/8/8/8/8/2K2R2 w K - 0 1");
        g.tags.push_back({"Variant", "Standard"});
        g.moves.push_back(parseSan(g.start, "O-O"));
        const std::string written = writePgn(g);
        QVERIFY(written.find("[Variant \"Chess960\"]") != std::string::npos);
        QVERIFY(written.find("Standard") == std::string::npos);
        QCOMPARE(readPgn(written)[0].moves, g.moves);
    }

    // Standard chess keeps the two-square step, and takes the king taking its rook as castling.
    void standardKeepsTheKingsStep()
    {
        const Position b = Position::fromFen("r3k2r/8/8/8/8/8/8/R3K2R w KQkq - 0 1");
        QCOMPARE(castlings(b), (std::vector<std::string>{"e1g1", "e1c1"}));
        QCOMPARE(uciText(parseSan(b, "e1h1")), std::string("e1g1"));
        QCOMPARE(uciText(parseSan(b, "e1a1")), std::string("e1c1"));
    }
};

QTEST_APPLESS_MAIN(TestChess960)
#include "tst_chess960.moc"
