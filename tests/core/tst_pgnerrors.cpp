// PGN errors (pgn.h): each kind of bad input gives one message naming the game, the line, the
// column and what is wrong; hostile input (a huge line, deep nesting, junk) ends in time.
#include "pgn.h"

#include <QElapsedTimer>
#include <QTest>

using namespace cd;

namespace {

QString errorOf(std::string_view text)
{
    try {
        readPgn(text);
    } catch (const PgnError& e) {
        return QString::fromStdString(e.what());
    }
    return QStringLiteral("accepted");
}

} // namespace

class TestPgnErrors : public QObject {
    Q_OBJECT
private slots:
    void messages_data()
    {
        QTest::addColumn<QByteArray>("text");
        QTest::addColumn<QString>("error");
        QTest::newRow("illegal move")
            << QByteArray("1. e4 e5 2. Ke3 *")
            << "game 1, line 1, column 13: Ke3 is not a legal move in "
               "rnbqkbnr/pppp1ppp/8/4p3/4P3/8/PPPP1PPP/RNBQKBNR w KQkq e6 0 2";
        QTest::newRow("second game, players")
            << QByteArray(
                   "[White \"Anand\"]\n[Black \"Carlsen\"]\n1. e4 *\n\n[White \"Kasparov\"]\n"
                   "[Black \"Topalov\"]\n1. e4 e4 *")
            << QStringLiteral(
                   "game 2 (Kasparov\u2013Topalov), line 7, column 7: e4 is not a legal "
                   "move in rnbqkbnr/pppppppp/8/8/4P3/8/PPPP1PPP/RNBQKBNR b KQkq e3 0 1");
        QTest::newRow("one player") << QByteArray("[White \"Anand\"]\n1. e5 *")
                                    << QStringLiteral("game 1 (Anand\u2013?), line 2, column 4: e5 "
                                                      "is not a legal move in "
                                                      "rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR "
                                                      "w KQkq - 0 1");
        QTest::newRow("truncated move") << QByteArray("[Event \"x\"]\n1. e4 e5 2. Nf")
                                        << "game 1, line 2, column 13: 'Nf' is not a move in "
                                           "standard algebraic notation";
        QTest::newRow("truncated tag") << QByteArray("[Event \"x")
                                       << "game 1, line 1, column 8: the string opened here is "
                                          "not closed on its line";
        QTest::newRow("no result") << QByteArray("1. e4 e5")
                                   << "game 1, line 1, column 9: the text ends before the game's "
                                      "result (1-0, 0-1, 1/2-1/2 or *)";
        QTest::newRow("unknown piece") << QByteArray("1. Zf3 *")
                                       << "game 1, line 1, column 4: 'Zf3' is not a move in "
                                          "standard algebraic notation";
        QTest::newRow("open brace") << QByteArray("1. e4 {comment e5 *")
                                    << "game 1, line 1, column 7: the comment opened here with "
                                       "'{' is never closed";
        QTest::newRow("stray brace")
            << QByteArray("1. e4 } e5 *") << "game 1, line 1, column 7: unexpected character '}'";
        QTest::newRow("open parenthesis") << QByteArray("1. e4 (1. d4 (1. c4) d5 e5 *")
                                          << "game 1, line 1, column 7: the variation opened here "
                                             "with '(' is never closed";
        QTest::newRow("stray parenthesis")
            << QByteArray("1. e4 ) e5 *") << "game 1, line 1, column 7: ')' closes no variation";
        QTest::newRow("binary") << QByteArray("1. e4 \x01\xff")
                                << "game 1, line 1, column 7: unexpected character '\\x01'";
        QTest::newRow("tags before result") << QByteArray("1. e4\n[Event \"x\"] *")
                                            << "game 1, line 2, column 1: the tags of a new game "
                                               "start before this game's result";
        QTest::newRow("bad tag") << QByteArray("[Event]\n*")
                                 << "game 1, line 1, column 1: a tag pair must look like [Name "
                                    "\"value\"]";
        QTest::newRow("unplayable FEN")
            << QByteArray("[FEN \"8/8/8/8/8/8/8/8 w - - 0 1\"]\n*")
            << "game 1, line 1, column 6: bad FEN tag: White has no king";
        QTest::newRow("bad FEN") << QByteArray("[FEN \"8/8/9/8 w\"]\n*")
                                 << "game 1, line 1, column 6: bad FEN tag: not a valid FEN: "
                                    "placement, square a6: '9' is not a piece letter (PNBRQK, "
                                    "pnbrqk) or a digit 1-8";
        QTest::newRow("NAG") << QByteArray("1. e4 $ *")
                             << "game 1, line 1, column 7: '$' must be followed by a number";
        QTest::newRow("CRLF lines")
            << QByteArray("1. e4\r\n1... e4 *")
            << "game 1, line 2, column 6: e4 is not a legal move in "
               "rnbqkbnr/pppppppp/8/8/4P3/8/PPPP1PPP/RNBQKBNR b KQkq e3 0 1";
        QTest::newRow("CR lines") << QByteArray("\r\r1. e4 e4 *")
                                  << "game 1, line 3, column 7: e4 is not a legal move in "
                                     "rnbqkbnr/pppppppp/8/8/4P3/8/PPPP1PPP/RNBQKBNR b KQkq e3 0 1";
        QTest::newRow("UTF-8 columns") << QByteArray("{\xC3\xA9t\xC3\xA9} e4 e4 *")
                                       << "game 1, line 1, column 10: e4 is not a legal move in "
                                          "rnbqkbnr/pppppppp/8/8/4P3/8/PPPP1PPP/RNBQKBNR b KQkq "
                                          "e3 0 1";
    }
    void messages()
    {
        QFETCH(QByteArray, text);
        QFETCH(QString, error);
        QCOMPARE(errorOf(std::string_view(text.constData(), static_cast<std::size_t>(text.size()))),
                 error);
    }

    void errorFields()
    {
        try {
            readPgn("1. e4 *\n\n[White \"A\"]\n1. d4 Ke7 *");
            QFAIL("accepted");
        } catch (const PgnError& e) {
            QCOMPARE(e.game(), 2);
            QCOMPARE(e.players(), std::string("A\u2013?"));
            QCOMPARE(e.line(), 4);
            QCOMPARE(e.column(), 7);
            QCOMPARE(e.detail().english(),
                     std::string("Ke7 is not a legal move in "
                                 "rnbqkbnr/pppppppp/8/8/3P4/8/PPP1PPPP/RNBQKBNR b KQkq d3 0 1"));
        }
    }

    // 50 MB on one line: a comment, then a symbol; each read in linear time.
    void hugeLine()
    {
        QElapsedTimer timer;
        timer.start();
        const std::string comment = "1. e4 {" + std::string(50'000'000, 'x') + "} e5 *";
        QCOMPARE(readPgn(comment)[0].moves.size(), std::size_t{2});
        const std::string symbol = "1. e4 e5 " + std::string(50'000'000, 'a') + " *";
        QCOMPARE(errorOf(symbol), QStringLiteral("game 1, line 1, column 10: "
                                                 "'aaaaaaaaaaaaaaaaaaaa...' is not a move in "
                                                 "standard algebraic notation"));
        QVERIFY2(timer.elapsed() < 30000, qPrintable(QString::number(timer.elapsed())));
    }

    void deepNestingNeverClosed()
    {
        const std::string text = "1. e4 " + std::string(1'000'000, '(');
        QCOMPARE(errorOf(text), QStringLiteral("game 1, line 1, column 7: the variation opened "
                                               "here with '(' is never closed"));
    }

    // Every prefix of a game with all kinds of syntax is read or refused, never more.
    void everyTruncation()
    {
        const std::string text =
            "[Event \"E \\\"x\\\"\"]\n[White \"W\"]\n\n1. e4 {c} e5 (1... c5 $1) 2. Nf3!? ; x\n"
            "% esc\n2... Nc6 3. Bb5 a6 1-0\n";
        for (std::size_t n = 0; n <= text.size(); ++n) {
            try {
                readPgn(std::string_view(text).substr(0, n));
            } catch (const PgnError& e) {
                QVERIFY(e.line() >= 1 && e.column() >= 1 && e.game() == 1);
            }
        }
        QCOMPARE(readPgn(text).size(), std::size_t{1});
    }
};

QTEST_APPLESS_MAIN(TestPgnErrors)
#include "tst_pgnerrors.moc"
