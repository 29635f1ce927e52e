// What other programs write among the moves besides SAN (pgntokens.h, nagsymbols.h, san.h):
// evaluation symbols as text ("+-", "±") read as the NAGs they stand for, figurine pieces ("♘f3")
// read as their letters, and any other character named as a character, not as its first byte.
#include "pgn.h"
#include "pgntokens.h"
#include "san.h"

#include <QTest>

using namespace cd;

namespace {

// The moves of the one game of `text` in SAN and its result, or the error.
QString sanOf(const QByteArray& text)
{
    try {
        const auto games = readPgn(std::string_view(text.constData(), std::size_t(text.size())));
        QStringList out;
        for (const std::string& s : games.at(0).san())
            out << QString::fromStdString(s);
        return out.join(u' ') + u' ' + QString::fromStdString(games.at(0).result);
    } catch (const PgnError& e) {
        return QStringLiteral("refused: ") + QString::fromStdString(e.what());
    }
}

QByteArray textOf(const PgnToken& t)
{
    return QByteArray(t.text.data(), qsizetype(t.text.size()));
}

const QByteArray kPromotion = "[SetUp \"1\"]\n[FEN \"7k/3P4/8/8/8/8/8/K7 w - - 0 1\"]\n\n";

} // namespace

class TestPgnSymbols : public QObject {
    Q_OBJECT
private slots:
    // Each symbol alone is one NAG token with the number of the PGN standard.
    void evaluationTokens_data()
    {
        QTest::addColumn<QByteArray>("symbol");
        QTest::addColumn<int>("nag");
        QTest::newRow("=") << QByteArray("=") << 10;
        QTest::newRow("unclear") << QByteArray("\u221E") << 13;
        QTest::newRow("+/=") << QByteArray("+/=") << 14;
        QTest::newRow("=/+") << QByteArray("=/+") << 15;
        QTest::newRow("+/-") << QByteArray("+/-") << 16;
        QTest::newRow("-/+") << QByteArray("-/+") << 17;
        QTest::newRow("+-") << QByteArray("+-") << 18;
        QTest::newRow("-+") << QByteArray("-+") << 19;
        QTest::newRow("slightly better, Unicode") << QByteArray("\u2A72") << 14;
        QTest::newRow("slightly worse, Unicode") << QByteArray("\u2A71") << 15;
        QTest::newRow("plus-minus") << QByteArray("\u00B1") << 16;
        QTest::newRow("minus-plus") << QByteArray("\u2213") << 17;
        QTest::newRow("$18") << QByteArray("$18") << 18;
    }
    void evaluationTokens()
    {
        QFETCH(QByteArray, symbol);
        QFETCH(int, nag);
        const QByteArray text = "e4 " + symbol + " e5";
        PgnTokenizer tokens(std::string_view(text.constData(), std::size_t(text.size())));
        QCOMPARE(textOf(tokens.next()), QByteArray("e4"));
        const PgnToken t = tokens.next();
        QVERIFY(t.kind == PgnToken::Kind::Nag);
        QCOMPARE(t.nag, nag);
        QCOMPARE(textOf(t), symbol);
        QCOMPARE(textOf(tokens.next()), QByteArray("e5"));
    }

    // In a game, apart from the move or straight after it, and never taken for a castling, a
    // result or a promotion.
    void evaluationInGames_data()
    {
        QTest::addColumn<QByteArray>("text");
        QTest::addColumn<QString>("moves");
        QTest::newRow("every symbol apart")
            << QByteArray("1. e4 = e5 \u221E 2. Nf3 +/= Nc6 =/+ 3. Bb5 +/- a6 -/+ 4. Ba4 +- "
                          "Nf6 -+ 5. O-O \u2A72 Be7 \u2A71 6. Re1 \u00B1 b5 \u2213 *")
            << "e4 e5 Nf3 Nc6 Bb5 a6 Ba4 Nf6 O-O Be7 Re1 b5 *";
        QTest::newRow("straight after the move")
            << QByteArray("1. e4 e5 2. Qh5+/= Nc6 3. Bc4= Nf6 4. Qxf7#+- 1-0")
            << "e4 e5 Qh5 Nc6 Bc4 Nf6 Qxf7# 1-0";
        QTest::newRow("-+ before 0-1")
            << QByteArray("1. f3 e5 2. g4 Qh4# -+ 0-1") << "f3 e5 g4 Qh4# 0-1";
        QTest::newRow("castling then -+")
            << QByteArray("1. e4 e5 2. Nf3 Nc6 3. Bc4 Bc5 4. O-O-+ Nf6 5. d3 0-0 -+ *")
            << "e4 e5 Nf3 Nc6 Bc4 Bc5 O-O Nf6 d3 O-O *";
        QTest::newRow("= after a promotion") << kPromotion + "1. d8=Q+ = Kh7 *"
                                             << "d8=Q+ Kh7 *";
        QTest::newRow("promotion then =") << kPromotion + "1. d8=Q= *"
                                          << "d8=Q+ *";
    }
    void evaluationInGames()
    {
        QFETCH(QByteArray, text);
        QFETCH(QString, moves);
        QCOMPARE(sanOf(text), moves);
    }

    void figurines_data()
    {
        QTest::addColumn<QByteArray>("text");
        QTest::addColumn<QString>("moves");
        QTest::newRow("white figurines")
            << QByteArray("1. e4 e5 2. \u2658f3 \u265Ec6 3. \u2657b5 a6 4. \u2657xc6 "
                          "dxc6 5. \u2654e2 \u265Bg5 6. \u2656g1 \u265Ad8 7. \u2655e1 *")
            << "e4 e5 Nf3 Nc6 Bb5 a6 Bxc6 dxc6 Ke2 Qg5 Rg1 Kd8 Qe1 *";
        QTest::newRow("pawn figurine") << QByteArray("1. \u2659e4 \u265Fe5 *") << "e4 e5 *";
        QTest::newRow("promotion to a figurine") << kPromotion + "1. d8=\u2655+ *"
                                                 << "d8=Q+ *";
    }
    void figurines()
    {
        QFETCH(QByteArray, text);
        QFETCH(QString, moves);
        QCOMPARE(sanOf(text), moves);
    }

    // SAN takes figurines wherever it reads a move (--move "2. ♘f3" too).
    void figurineSan()
    {
        const Position start = Position::startPosition();
        QCOMPARE(parseSan(start, "\u2658f3"), parseSan(start, "Nf3"));
    }

    // The character, and its code point when it is not ASCII: one may look like another, or like
    // nothing (a no-break space); a byte that starts no character is named by its value.
    void unknownCharacters_data()
    {
        QTest::addColumn<QByteArray>("text");
        QTest::addColumn<QString>("error");
        QTest::newRow("arrow") << QByteArray("1. e4 \u2192 e5 *")
                               << "game 1, line 1, column 7: unexpected character '\u2192' "
                                  "(U+2192)";
        QTest::newRow("no-break space")
            << QByteArray("1. e4\u00A0e5 *")
            << "game 1, line 1, column 6: unexpected character '\u00A0' (U+00A0)";
        QTest::newRow("emoji") << QByteArray("1. e4 \U0001F600 *")
                               << "game 1, line 1, column 7: unexpected character "
                                  "'\U0001F600' (U+1F600)";
        QTest::newRow("a lone lead byte") << QByteArray("1. e4 \xE2 e5 *")
                                          << "game 1, line 1, column 7: unexpected character "
                                             "'\\xE2'";
        QTest::newRow("Latin-1") << QByteArray("1. e4 \xB1 e5 *")
                                 << "game 1, line 1, column 7: unexpected character '\\xB1'";
    }
    void unknownCharacters()
    {
        QFETCH(QByteArray, text);
        QFETCH(QString, error);
        QCOMPARE(sanOf(text), QStringLiteral("refused: ") + error);
    }
};

QTEST_GUILESS_MAIN(TestPgnSymbols)
#include "tst_pgnsymbols.moc"
