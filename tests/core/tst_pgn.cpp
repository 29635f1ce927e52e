// PGN (pgn.h): 1,000 random games written and read back position by position, the special moves
// they must hold, and a hand-written snippet for each piece of syntax the reader accepts.
#include "movegen.h"
#include "pgn.h"
#include "randomgames.h"
#include "san.h"

#include <QTest>

using namespace cd;

namespace {

constexpr const char* kStarts[] = {
    "rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - 0 1",
    "r3k2r/p1ppqpb1/bn2pnp1/3PN3/1p2P3/2N2Q1p/PPPBBPPP/R3K2R w KQkq - 0 1",
    "r3k2r/Pppp1ppp/1b3nbN/nP6/BBP1P3/q4N2/Pp1P2PP/R2Q1RK1 w kq - 0 1",
    "rnbq1k1r/pp1Pbppp/2p5/8/2B5/8/PPP1NnPP/RNBQK2R w KQ - 1 8",
    "r3k2r/8/8/8/8/8/8/R3K2R b KQkq - 0 30",
    // Three queens a side: random play soon needs a file and a rank to tell them apart.
    "q1q3k1/8/q7/8/8/Q7/7K/Q1Q5 w - - 0 1",
};
constexpr std::size_t kStartCount = std::size(kStarts);

std::vector<Game> makeRandomGames(int n)
{
    std::mt19937 rng(99);
    std::vector<Game> games;
    for (int i = 0; i < n; ++i) {
        const auto g = testutil::randomGame(
            rng, 200, Position::fromFen(kStarts[static_cast<std::size_t>(i) % kStartCount]));
        Game game;
        game.tags = {{"Event", "Random \"game\" " + std::to_string(i + 1)},
                     {"Site", "here\\there"},
                     {"Date", "2024.06.11"},
                     {"Round", std::to_string(i + 1)},
                     {"White", "Random A"},
                     {"Black", "Random B"},
                     {"Result", "*"},
                     {"Annotator", "nobody"}};
        if (i % static_cast<int>(kStartCount))
            game.tags.push_back({"SetUp", "1"}),
                game.tags.push_back({"FEN", kStarts[static_cast<std::size_t>(i) % kStartCount]});
        game.start = g.start;
        game.moves = g.moves;
        game.result = "*";
        games.push_back(game);
    }
    return games;
}

// 1,000 games, made once for the tests that share them.
const std::vector<Game>& randomGames()
{
    static const std::vector<Game> games = makeRandomGames(1000);
    return games;
}

// Whether a SAN names both the origin's file and rank ("Qa1b2", "Nb1xd2+").
bool hasFileAndRank(const std::string& san)
{
    return san.size() >= 5 && std::string("NBRQ").find(san[0]) != std::string::npos &&
           san[1] >= 'a' && san[1] <= 'h' && san[2] >= '1' && san[2] <= '8';
}

std::vector<Game> read(const char* text)
{
    return readPgn(text);
}

} // namespace

class TestPgn : public QObject {
    Q_OBJECT
private slots:
    void randomGamesRoundTrip()
    {
        const auto& games = randomGames();
        const std::string text = writePgn(games);
        const auto back = readPgn(text);
        QCOMPARE(back.size(), games.size());
        for (std::size_t i = 0; i < games.size(); ++i) {
            QCOMPARE(back[i].tags, games[i].tags);
            QCOMPARE(back[i].result, games[i].result);
            QCOMPARE(back[i].moves.size(), games[i].moves.size());
            Position a = games[i].start, b = back[i].start;
            QCOMPARE(b.fen(), a.fen());
            for (std::size_t ply = 0; ply < games[i].moves.size(); ++ply) {
                a.play(games[i].moves[ply]);
                b.play(back[i].moves[ply]);
                QCOMPARE(b.fen(), a.fen());
            }
        }
        for (std::string_view line : {std::string_view(text)})
            for (std::size_t start = 0, end; start < line.size(); start = end + 1) {
                end = line.find('\n', start);
                QVERIFY(end - start <= 80);
            }
    }

    // The games above hold every kind of special move, checked on their SAN text.
    void randomGamesHoldEverySpecialMove()
    {
        const auto& games = randomGames();
        int kingside = 0, queenside = 0, enPassant = 0, under = 0, fileAndRank = 0;
        for (const Game& g : games) {
            Position b = g.start;
            const auto san = g.san();
            for (std::size_t i = 0; i < san.size(); ++i) {
                const std::string& s = san[i];
                kingside += s.starts_with("O-O") && !s.starts_with("O-O-O");
                queenside += s.starts_with("O-O-O");
                under += s.find("=N") != std::string::npos || s.find("=B") != std::string::npos ||
                         s.find("=R") != std::string::npos;
                fileAndRank += hasFileAndRank(s);
                // En passant: a pawn capture onto an empty square.
                enPassant += s.size() >= 4 && s[0] >= 'a' && s[0] <= 'h' && s[1] == 'x' &&
                             !b.pieceAt(g.moves[i].to);
                b.play(g.moves[i]);
            }
        }
        qInfo("O-O %d, O-O-O %d, en passant %d, under-promotions %d, file and rank %d", kingside,
              queenside, enPassant, under, fileAndRank);
        QVERIFY(kingside > 0 && queenside > 0 && enPassant > 0 && under > 0 && fileAndRank > 0);
    }

    void writerLayout()
    {
        Game g;
        g.tags = {{"White", "A"}, {"Opening", "x"}, {"Black", "B"}};
        const Position start = Position::fromFen("4k3/8/8/8/8/8/4P3/4K3 b - - 0 12");
        g.start = start;
        g.moves = {parseSan(start, "Kd7"), parseSan(start.after(parseSan(start, "Kd7")), "e4")};
        g.result = "1/2-1/2";
        QCOMPARE(writePgn(g), std::string("[Event \"?\"]\n[Site \"?\"]\n[Date \"????.??.??\"]\n"
                                          "[Round \"?\"]\n[White \"A\"]\n[Black \"B\"]\n"
                                          "[Result \"1/2-1/2\"]\n[Opening \"x\"]\n[SetUp \"1\"]\n"
                                          "[FEN \"4k3/8/8/8/8/8/4P3/4K3 b - - 0 12\"]\n\n"
                                          "12... Kd7 13. e4 1/2-1/2\n"));
    }

    void tagsAndEscapes()
    {
        const auto g = read("[Event \"A \\\"quoted\\\" \\\\ name\"]\n[White \"Anand\"]\n\n1. e4 *");
        QCOMPARE(g.size(), std::size_t{1});
        QCOMPARE(g[0].tag("Event"), std::string("A \"quoted\" \\ name"));
        QCOMPARE(g[0].tags.size(), std::size_t{2});
        QCOMPARE(g[0].tags[1], (Tag{"White", "Anand"}));
        QCOMPARE(g[0].result, std::string("*"));
    }

    void commentsEscapesNagsAnnotations()
    {
        const auto g = read("% an escape line\n1. e4 {a comment\nover two lines} e5 ; to the end\n"
                            "2. Nf3 $1 Nc6!? 3. Bb5 ?! a6 $14 1-0");
        QCOMPARE(g[0].san(), (std::vector<std::string>{"e4", "e5", "Nf3", "Nc6", "Bb5", "a6"}));
        QCOMPARE(g[0].result, std::string("1-0"));
    }

    void variationsKeepTheMainLine()
    {
        const auto g = read("1. e4 (1. d4 d5 (1... Nf6 2. c4 (2. Nf3)) 2. c4) 1... e5 "
                            "(1... c5 2. Zz9 (junk is skipped)) 2. Nf3 0-1");
        QCOMPARE(g[0].san(), (std::vector<std::string>{"e4", "e5", "Nf3"}));
        QCOMPARE(g[0].result, std::string("0-1"));
    }

    void deepVariationsUseNoStack()
    {
        const std::string text =
            "1. e4 " + std::string(1000000, '(') + std::string(1000000, ')') + " e5 1/2-1/2";
        QCOMPARE(readPgn(text)[0].moves.size(), std::size_t{2});
    }

    void moveNumbersAndResults()
    {
        const auto g = read("1.e4 1...e5 2. Nf3 2... Nc6 3.Bb5 1/2-1/2\n\n1. d4 0-1\n1. c4 1-0 *");
        QCOMPARE(g.size(), std::size_t{4});
        QCOMPARE(g[0].moves.size(), std::size_t{5});
        QCOMPARE(g[0].result, std::string("1/2-1/2"));
        QCOMPARE(g[1].result, std::string("0-1"));
        QCOMPARE(g[2].result, std::string("1-0"));
        QCOMPARE(g[3].result, std::string("*"));
        QVERIFY(g[3].moves.empty());
    }

    void fenAndSetUp()
    {
        const auto g = read("[SetUp \"1\"]\n[FEN \"4k3/P7/8/8/8/8/8/4K2R w K - 0 40\"]\n\n"
                            "40. a8Q+ Kd7 41. 0-0 *");
        QCOMPARE(g[0].start.fen(), std::string("4k3/P7/8/8/8/8/8/4K2R w K - 0 40"));
        QCOMPARE(g[0].san(), (std::vector<std::string>{"a8=Q+", "Kd7", "O-O"}));
        QCOMPARE(g[0].positionAfter(3).fen(), std::string("Q7/3k4/8/8/8/8/8/5RK1 b - - 2 41"));
    }

    void lineEndingsAndBom_data()
    {
        QTest::addColumn<QByteArray>("text");
        QTest::newRow("LF") << QByteArray("[Event \"e\"]\n\n1. e4 e5\n2. Nf3 *\n");
        QTest::newRow("CRLF") << QByteArray("[Event \"e\"]\r\n\r\n1. e4 e5\r\n2. Nf3 *\r\n");
        QTest::newRow("CR") << QByteArray("[Event \"e\"]\r\r1. e4 e5\r2. Nf3 *\r");
        QTest::newRow("BOM") << QByteArray("\xEF\xBB\xBF[Event \"e\"]\n\n1. e4 e5\n2. Nf3 *\n");
    }
    void lineEndingsAndBom()
    {
        QFETCH(QByteArray, text);
        const auto g =
            readPgn(std::string_view(text.constData(), static_cast<std::size_t>(text.size())));
        QCOMPARE(g.size(), std::size_t{1});
        QCOMPARE(g[0].tag("Event"), std::string("e"));
        QCOMPARE(g[0].moves.size(), std::size_t{3});
    }

    void emptyTextHasNoGames()
    {
        QVERIFY(read("").empty());
        QVERIFY(read("\n  {just a comment}\n% escape\n").empty());
    }
};

QTEST_APPLESS_MAIN(TestPgn)
#include "tst_pgn.moc"
