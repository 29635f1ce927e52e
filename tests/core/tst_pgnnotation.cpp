// The notation other programs write, read as they read it (pgn.h, san.h): lower-case promotions,
// long algebraic moves, "e.p.", "Pe4", "1/2" and en-dash results, games of tags alone, null moves
// in variations; and what stays refused, with its reason.
#include "movegen.h"
#include "pgn.h"
#include "san.h"

#include <QTest>

using namespace cd;

namespace {

// The moves of the one game of `text` in SAN, or the error's detail.
QString sanOf(const std::string& text)
{
    try {
        const auto games = readPgn(text);
        QStringList out;
        for (const std::string& s : games.at(0).san())
            out << QString::fromStdString(s);
        return out.join(u' ') + u' ' + QString::fromStdString(games.at(0).result);
    } catch (const PgnError& e) {
        return QStringLiteral("refused: ") + QString::fromStdString(e.detail().english());
    }
}

const std::string kPromotion = "[SetUp \"1\"]\n[FEN \"7k/3P4/8/8/8/8/8/K7 w - - 0 1\"]\n\n";
const std::string kCapturePromotion =
    "[SetUp \"1\"]\n[FEN \"2n4k/3P4/8/8/8/8/8/K7 w - - 0 1\"]\n\n";
const std::string kEnPassant = "1. e4 a6 2. e5 d5 3. ";

} // namespace

class TestPgnNotation : public QObject {
    Q_OBJECT
private slots:
    void read_data()
    {
        QTest::addColumn<QString>("text");
        QTest::addColumn<QString>("moves");
        const auto row = [](const char* name, const std::string& text, const char* moves) {
            QTest::newRow(name) << QString::fromStdString(text) << QString::fromUtf8(moves);
        };
        row("upper-case promotion", kPromotion + "1. d8=Q+ *", "d8=Q+ *");
        row("lower-case after =", kPromotion + "1. d8=q+ *", "d8=Q+ *");
        row("lower-case after the rank", kPromotion + "1. d8r *", "d8=R+ *");
        row("long algebraic promotion", kPromotion + "1. d7d8n *", "d8=N *");
        row("long algebraic promotion with =", kPromotion + "1. d7-d8=B *", "d8=B *");
        row("capture promotion lower case", kCapturePromotion + "1. dxc8q+ *", "dxc8=Q+ *");
        row("long algebraic", "1. g1f3 d7d5 2. b1c3 g8f6 *", "Nf3 d5 Nc3 Nf6 *");
        row("long algebraic with dash", "1. Ng1-f3 Ng8-f6 2. e2-e4 *", "Nf3 Nf6 e4 *");
        row("colon capture", "1. e4 d5 2. e4:d5 *", "e4 d5 exd5 *");
        row("colon in SAN", "1. e4 d5 2. e:d5 *", "e4 d5 exd5 *");
        row("long algebraic castling", "1. e4 e5 2. Nf3 Nc6 3. Bc4 Bc5 4. e1g1 *",
            "e4 e5 Nf3 Nc6 Bc4 Bc5 O-O *");
        row("e.p. apart", kEnPassant + "exd6 e.p. *", "e4 a6 e5 d5 exd6 *");
        row("e.p. attached", kEnPassant + "exd6e.p. *", "e4 a6 e5 d5 exd6 *");
        row("ep apart", kEnPassant + "exd6 ep *", "e4 a6 e5 d5 exd6 *");
        row("ep attached", kEnPassant + "exd6ep *", "e4 a6 e5 d5 exd6 *");
        row("pawn letter", "1. Pe4 Pe5 2. Pd4 *", "e4 e5 d4 *");
        row("pawn letter capture", "1. Pe4 d5 2. Pxd5 *", "e4 d5 exd5 *");
        row("half as 1/2", "1. e4 1/2", "e4 1/2-1/2");
        row("en dash win", "1. e4 1\u20130", "e4 1-0");
        row("en dash loss", "1. e4 0\u20131", "e4 0-1");
        row("en dash draw", "1. e4 1/2\u20131/2", "e4 1/2-1/2");
        row("half sign", "1. e4 \u00BD-\u00BD", "e4 1/2-1/2");
        row("null move in a variation", "1. e4 (1. -- e5) (1. Z0 d5) e5 *", "e4 e5 *");
        row("tags alone at the end", "[Event \"a\"]\n[Result \"1-0\"]\n", " 1-0");
    }
    void read()
    {
        QFETCH(QString, text);
        QFETCH(QString, moves);
        QCOMPARE(sanOf(text.toStdString()), moves);
    }

    void refused_data()
    {
        QTest::addColumn<QString>("text");
        QTest::addColumn<QString>("detail");
        const auto row = [](const char* name, const std::string& text, const char* detail) {
            QTest::newRow(name) << QString::fromStdString(text) << QString::fromUtf8(detail);
        };
        row("German knight", "1. e4 e5 2. Sf3 *",
            "S is not an English piece letter (K, Q, R, B, N)");
        row("German bishop", "1. e4 e5 2. Lc4 *",
            "L is not an English piece letter (K, Q, R, B, N)");
        row("no piece of that letter", "1. Zf3 *",
            "'Zf3' is not a move in standard algebraic notation");
        row("long algebraic without promotion", kPromotion + "1. d7d8 *",
            "d7d8 reaches the last rank: name the piece it becomes, as in d7d8=Q");
        row("long algebraic of the wrong piece", "1. Bg1f3 *",
            "Bg1f3 is not a legal move in rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - 0 "
            "1");
        row("long algebraic illegal", "1. e2e5 *",
            "e2e5 is not a legal move in rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - 0 1");
        row("king promotion", kPromotion + "1. d8=k *",
            "'d8=k' is not a move in standard algebraic notation");
        row("e.p. on a plain capture", "1. e4 d5 2. exd5ep *",
            "'exd5ep' is not a move in standard algebraic notation");
        row("null move in the main line", "1. e4 -- 2. d4 *",
            "the null move -- stands in the main line: no position follows it");
        row("Z0 in the main line", "1. e4 Z0 *",
            "the null move Z0 stands in the main line: no position follows it");
        row("half alone is not a move", "1. e4 1/2-1 *",
            "'1/2-1' is not a move in standard algebraic notation");
    }
    void refused()
    {
        QFETCH(QString, text);
        QFETCH(QString, detail);
        QCOMPARE(sanOf(text.toStdString()), QStringLiteral("refused: ") + detail);
    }

    // Lichess broadcasts export the rounds' games not begun yet as tags alone, an empty line
    // between them.
    void gamesOfTagsAlone()
    {
        const std::string text = "[Event \"Round 1\"]\n[White \"A\"]\n[Result \"*\"]\n\n"
                                 "[Event \"Round 1\"]\n[White \"B\"]\n[Result \"1-0\"]\n\n"
                                 "[Event \"Round 1\"]\n[White \"C\"]\n\n1. e4 e5 0-1\n\n"
                                 "[Event \"Round 1\"]\n[White \"D\"]\n";
        const auto games = readPgn(text);
        QCOMPARE(games.size(), std::size_t{4});
        QCOMPARE(games[0].tag("White"), std::string("A"));
        QCOMPARE(games[0].moves.size(), std::size_t{0});
        QCOMPARE(games[0].result, std::string("*"));
        QCOMPARE(games[1].result, std::string("1-0"));
        QCOMPARE(games[2].moves.size(), std::size_t{2});
        QCOMPARE(games[2].result, std::string("0-1"));
        QCOMPARE(games[3].tag("White"), std::string("D"));
        // Without an empty line a repeated tag is one game's repeat, dropped as before.
        const auto one = readPgn("[Event \"x\"]\n[Event \"y\"]\n*");
        QCOMPARE(one.size(), std::size_t{1});
        QCOMPARE(one[0].tag("Event"), std::string("x"));
    }

    // The long algebraic form of every legal move of random positions names that very move.
    void everyMoveInLongAlgebraic()
    {
        Position b = Position::startPosition();
        for (int ply = 0; ply < 300; ++ply) {
            const MoveList moves = legalMoves(b);
            if (moves.empty())
                b = Position::startPosition();
            for (const Move& m : legalMoves(b))
                QCOMPARE(parseSan(b, uciText(m)), m);
            const MoveList now = legalMoves(b);
            b.play(now[(ply * 7919) % now.size()]);
        }
    }
};

QTEST_GUILESS_MAIN(TestPgnNotation)
#include "tst_pgnnotation.moc"
