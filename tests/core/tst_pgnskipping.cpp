// Reading a PGN text game by game (pgn.h's readPgnGames): a bad game is skipped and reported with
// its number, players, line, column and reason; the others are read as if it were not there;
// passing a cap still refuses the whole text.
#include "pgn.h"
#include "randomgames.h"

#include <QTest>

#include <random>

using namespace cd;

namespace {

// Three good games around one bad one of each kind: the games read and the one reported.
const char* const kBefore = "[White \"A\"]\n[Black \"B\"]\n\n1. e4 e5 2. Nf3 1-0\n\n";
const char* const kAfter = "\n\n[White \"E\"]\n[Black \"F\"]\n\n1. d4 d5 0-1\n\n"
                           "[White \"G\"]\n[Black \"H\"]\n\n1. c4 *\n";

std::string withBadGame(const std::string& bad)
{
    return kBefore + bad + kAfter;
}

std::vector<std::string> whites(const PgnReading& r)
{
    std::vector<std::string> out;
    for (const Game& g : r.games)
        out.push_back(g.tag("White"));
    return out;
}

} // namespace

class TestPgnSkipping : public QObject {
    Q_OBJECT
private slots:
    void badGameInTheMiddle_data()
    {
        QTest::addColumn<QString>("bad");
        QTest::addColumn<QString>("error");
        const auto row = [](const char* name, const char* bad, const char* error) {
            QTest::newRow(name) << QString::fromUtf8(bad) << QString::fromUtf8(error);
        };
        row("illegal move", "[White \"C\"]\n[Black \"D\"]\n\n1. e4 e5 2. Ke3 Nc6 1/2-1/2",
            "game 2 (C\u2013D), line 9, column 13: Ke3 is not a legal move in "
            "rnbqkbnr/pppp1ppp/8/4p3/4P3/8/PPPP1PPP/RNBQKBNR w KQkq e6 0 2");
        row("variant game", "[White \"C\"]\n[Black \"D\"]\n\n1. Sf3 Nf6 *",
            "game 2 (C\u2013D), line 9, column 4: S is not an English piece letter (K, Q, R, B, "
            "N)");
        row("bad tag", "[White \"C\"]\n[Black]\n\n1. e4 *",
            "game 2 (C\u2013?), line 7, column 1: a tag pair must look like [Name \"value\"]");
        row("bad FEN", "[White \"C\"]\n[FEN \"8/8/8/8/8/8/8/8 w - - 0 1\"]\n\n1. e4 *",
            "game 2 (C\u2013?), line 7, column 6: bad FEN tag: White has no king");
        row("stray character", "[White \"C\"]\n\n1. e4 } e5 *",
            "game 2 (C\u2013?), line 8, column 7: unexpected character '}'");
        row("stray parenthesis", "[White \"C\"]\n\n1. e4 ) e5 (1... d5)) *",
            "game 2 (C\u2013?), line 8, column 7: ')' closes no variation");
        row("no result", "[White \"C\"]\n\n1. e4 e5",
            "game 2 (C\u2013?), line 10, column 1: the tags of a new game start before this "
            "game's result");
        row("unclosed variation", "[White \"C\"]\n\n1. e4 (1. d4 e5",
            "game 2 (C\u2013?), line 8, column 7: the variation opened here with '(' is never "
            "closed");
        row("result in a variation", "[White \"C\"]\n\n1. e4 (1. d4 1-0) Kxe8 *",
            "game 2 (C\u2013?), line 8, column 19: Kxe8 is not a legal move in "
            "rnbqkbnr/pppppppp/8/8/4P3/8/PPPP1PPP/RNBQKBNR b KQkq e3 0 1");
        row("another variant", "[White \"C\"]\n[Variant \"Crazyhouse\"]\n\n1. e4 e5 2. Nf3 N@f6 *",
            "game 2 (C\u2013?), line 7, column 10: variant Crazyhouse is not supported");
        row("another variant, tags alone", "[White \"C\"]\n[Variant \"Antichess\"]\n[Result \"*\"]",
            "game 2 (C\u2013?), line 7, column 10: variant Antichess is not supported");
        row("variation opened after the error", "[White \"C\"]\n\n1. e4 Ke3 (1... d5 *",
            "game 2 (C\u2013?), line 8, column 7: Ke3 is not a legal move in "
            "rnbqkbnr/pppppppp/8/8/4P3/8/PPPP1PPP/RNBQKBNR b KQkq e3 0 1");
        row("null move", "[White \"C\"]\n\n1. e4 -- 2. d4 *",
            "game 2 (C\u2013?), line 8, column 7: the null move -- stands in the main line: no "
            "position follows it");
    }
    // The games before and after are read whole, numbered as in the file.
    void badGameInTheMiddle()
    {
        QFETCH(QString, bad);
        QFETCH(QString, error);
        const PgnReading r = readPgnGames(withBadGame(bad.toStdString()));
        QCOMPARE(whites(r), (std::vector<std::string>{"A", "E", "G"}));
        QCOMPARE(r.numbers, (std::vector<int>{1, 3, 4}));
        QCOMPARE(r.games[0].moves.size(), std::size_t{3});
        QCOMPARE(r.games[1].moves.size(), std::size_t{2});
        QCOMPARE(r.games[1].result, std::string("0-1"));
        QCOMPARE(r.games[2].moves.size(), std::size_t{1});
        QCOMPARE(r.skipped.size(), std::size_t{1});
        QCOMPARE(QString::fromStdString(r.skipped[0].what()), error);
        // The strict reader refuses the whole text with the same error.
        try {
            readPgn(withBadGame(bad.toStdString()));
            QFAIL("accepted");
        } catch (const PgnError& e) {
            QCOMPARE(QString::fromStdString(e.what()), error);
        }
    }

    void everyGameBad()
    {
        const PgnReading r = readPgnGames("1. e5 *\n1. Ke2 e5 *\n");
        QCOMPARE(r.games.size(), std::size_t{0});
        QCOMPARE(r.skipped.size(), std::size_t{2});
        QCOMPARE(r.skipped[1].game(), 2);
        QCOMPARE(r.skipped[1].column(), 4);
    }

    // A comment never closed ends where a variation never closed does, at the next game's tags
    // (a tag pair starting a line after an empty line): the games after it are read, even when a
    // later comment has the '}' that would have closed it.
    void unclosedCommentEndsAtTheNextTags()
    {
        const std::string text =
            "[White \"A\"]\n\n1. e4 *\n\n[White \"B\"]\n\n1. d4 {never closed"
            "\n\n[White \"C\"]\n\n1. c4 {closed} *\n\n[White \"D\"]\n\n1. Nf3 *";
        const PgnReading r = readPgnGames(text);
        QCOMPARE(whites(r), (std::vector<std::string>{"A", "C", "D"}));
        QCOMPARE(r.numbers, (std::vector<int>{1, 3, 4}));
        QCOMPARE(r.skipped.size(), std::size_t{1});
        QCOMPARE(QString::fromStdString(r.skipped[0].what()),
                 QStringLiteral("game 2 (B\u2013?), line 7, column 7: the comment opened here with "
                                "'{' is never closed"));
        try {
            readPgn(text);
            QFAIL("accepted");
        } catch (const PgnError& e) {
            QCOMPARE(e.what(), r.skipped[0].what());
        }
        // In the tags, at the end of the text, and while a bad game is passed over.
        const PgnReading inTags = readPgnGames("[White \"A\"] {\n\n[White \"B\"]\n1. e4 *");
        QCOMPARE(whites(inTags), std::vector<std::string>{"B"});
        const PgnReading atEnd = readPgnGames("1. e4 *\n1. d4 {never closed\n1. c4 *\n");
        QCOMPARE(atEnd.games.size(), std::size_t{1});
        QCOMPARE(atEnd.skipped[0].line(), 2);
        QCOMPARE(atEnd.skipped[0].column(), 7);
        const PgnReading skipping = readPgnGames("1. Ke2 {\n\n[White \"B\"]\n1. e4 *");
        QCOMPARE(whites(skipping), std::vector<std::string>{"B"});
    }

    // An empty line in a comment, or a line starting with "[" that is no tag pair, is comment.
    void commentsHoldEmptyLines()
    {
        const PgnReading r = readPgnGames(
            "1. e4 {one\n\ntwo\n\n[%csl Gd5]\n\n[not a tag]} e5 *\n\n[White \"B\"]\n1. d4 *");
        QCOMPARE(r.skippedCount, std::size_t{0});
        QCOMPARE(r.games.size(), std::size_t{2});
        QCOMPARE(r.games[0].moves.size(), std::size_t{2});
        QCOMPARE(r.games[0].marksAt(1).circles.size(), std::size_t{1});
    }

    // Old collections end in ^Z (DOS's end of file), some are padded with NULs, and joined files
    // hold a byte order mark between games: none of these is a game, and strict reading agrees.
    void paddingAndJoinedFilesAreNoGames_data()
    {
        QTest::addColumn<QByteArray>("text");
        QTest::addColumn<int>("games");
        const QByteArray one = "[White \"A\"]\n\n1. e4 *\n";
        const QByteArray two = "[White \"B\"]\n\n1. d4 *\n";
        QTest::newRow("^Z at the end") << one + "\x1A" << 1;
        QTest::newRow("^Z and a line end") << one + "\x1A\r\n" << 1;
        QTest::newRow("NULs at the end") << one + QByteArray(100, '\0') << 1;
        QTest::newRow("a BOM between games") << one + "\n\xEF\xBB\xBF" + two << 2;
        QTest::newRow("two BOMs at the start") << "\xEF\xBB\xBF\xEF\xBB\xBF" + one << 1;
    }

    void paddingAndJoinedFilesAreNoGames()
    {
        QFETCH(QByteArray, text);
        QFETCH(int, games);
        const std::string_view view(text.constData(), static_cast<std::size_t>(text.size()));
        const PgnReading r = readPgnGames(view);
        QVERIFY2(r.skipped.empty(), r.skipped.empty() ? "" : r.skipped.front().what());
        QCOMPARE(r.games.size(), std::size_t(games));
        QCOMPARE(readPgn(view).size(), std::size_t(games));
    }

    // An evaluation written after a game's result ("1. e4 * +-") starts no game of its own: the
    // next game's tags are read as the next game, numbered as such.
    void aNagAfterTheResultStartsNoGame()
    {
        for (const char* nag : {"+-", "$1", "=", "\xe2\x88\x9e"}) {
            const std::string text =
                std::string("[White \"A\"]\n\n1. e4 * ") + nag + "\n\n[White \"B\"]\n\n1. d4 *\n";
            const PgnReading r = readPgnGames(text);
            QVERIFY2(r.skipped.empty(), nag);
            QCOMPARE(r.numbers, (std::vector<int>{1, 2}));
            QCOMPARE(readPgn(text).size(), std::size_t(2));
        }
    }

    // ^Z or a NUL with a game after it is no end: the game before it is skipped, as before.
    void paddingWithAGameAfterItIsStray()
    {
        const std::string text = "1. e4 \x1A e5 *\n\n1. d4 *\n";
        const PgnReading r = readPgnGames(text);
        QCOMPARE(r.skipped.size(), std::size_t(1));
        QCOMPARE(r.games.size(), std::size_t(1));
    }

    // A run of characters PGN does not use is one problem, named by its first character.
    void strayCharactersAreOneProblem()
    {
        const PgnReading r = readPgnGames("1. e4 }}\x01\x7F\xC3\xA9@ e5 *\n1. d4 *");
        QCOMPARE(r.games.size(), std::size_t{1});
        QCOMPARE(r.skipped.size(), std::size_t{1});
        QCOMPARE(QString::fromStdString(r.skipped[0].what()),
                 QStringLiteral("game 1, line 1, column 7: unexpected character '}'"));
        // A stray character does not swallow a token written straight after it.
        const PgnReading after = readPgnGames("1. e4 e5 2. Nf3 }*\n1. d4 *");
        QCOMPARE(after.games.size(), std::size_t{1});
        QCOMPARE(after.numbers, std::vector<int>{2});
    }

    // After a run of stray characters, ASCII and not, columns are counted as before it: one for
    // each character, whatever its bytes.
    void columnsAfterStrayCharacters()
    {
        const PgnReading r = readPgnGames("1. e4 \x01\x01\x01\x01 * Ke2 *\n"
                                          "1. e4 \x01\xE2\x82\xAC\x01~~ * Ke2 *\n1. d4 *");
        QCOMPARE(r.skipped.size(), std::size_t{4});
        QCOMPARE(r.skipped[1].line(), 1);
        QCOMPARE(r.skipped[1].column(), 14);
        QCOMPARE(r.skipped[3].line(), 2);
        QCOMPARE(r.skipped[3].column(), 15);
    }

    // The reasons kept are the first ones; the others are counted.
    void reasonsAreCapped()
    {
        std::string text;
        for (int i = 0; i < 10; ++i)
            text += "1. e4 *\n1. e5 *\n";
        const PgnReading r = readPgnGames(text, PgnLimits{.reasons = 3});
        QCOMPARE(r.games.size(), std::size_t{10});
        QCOMPARE(r.skippedCount, std::size_t{10});
        QCOMPARE(r.skipped.size(), std::size_t{3});
        QCOMPARE(r.skipped[2].game(), 6);
    }

    // Skipped games count toward the cap on games: a file of bad games cannot pass it for free.
    void skippedGamesCountTowardTheCap()
    {
        try {
            readPgnGames("1. e4 *\n" + std::string("Ke2 *\n") + "Ke2 *\nKe2 *\n",
                         PgnLimits{.games = 3});
            QFAIL("accepted");
        } catch (const PgnError& e) {
            QCOMPARE(QString::fromStdString(e.what()),
                     QStringLiteral("game 4, line 4, column 1: more than 3 games in one file, 2 "
                                    "of them bad: it is probably not a PGN file of standard "
                                    "chess or Chess960"));
        }
        try {
            readPgnGames("1. e4 *\n1. d4 *\nKe2 *\n1. c4 *\n", PgnLimits{.games = 3});
            QFAIL("accepted");
        } catch (const PgnError& e) {
            QCOMPARE(QString::fromStdString(e.what()),
                     QStringLiteral("game 4, line 4, column 7: more than 3 games in one file: "
                                    "split it"));
        }
    }

    // Arrows drawn before a game's first token belong to it, and so to its span: read alone, the
    // span gives the same game (the fuzzer found "{[%csl Gd5]}*" read alone without its circle).
    void spanHoldsTheMarksBeforeTheFirstToken()
    {
        const std::string text = "1. e4 *\n{[%csl Gd5]}*\n{[%cal Ga1a2]} [White \"C\"] 1. d4 *";
        const PgnReading r = readPgnGames(text);
        QCOMPARE(r.games.size(), std::size_t{3});
        for (std::size_t i = 1; i < 3; ++i) {
            const auto [begin, end] = r.spans[i];
            const PgnReading alone = readPgnGames(text.substr(begin, end - begin));
            QCOMPARE(alone.games.size(), std::size_t{1});
            QVERIFY(!alone.games[0].marksAt(0).empty());
            QVERIFY(alone.games[0] == r.games[i]);
        }
    }

    // Caps refuse the whole text: a file past them is split, not read in part.
    void capsStayFatal()
    {
        std::string text;
        for (int i = 0; i < 5; ++i)
            text += "1. e4 e5 *\n1. e5 *\n";
        QCOMPARE(readPgnGames(text).games.size(), std::size_t{5});
        try {
            readPgnGames(text, PgnLimits{.plies = 9});
            QFAIL("accepted");
        } catch (const PgnError& e) {
            QCOMPARE(QString::fromStdString(e.what()),
                     QStringLiteral("game 7, line 7, column 4: more than 9 moves in one file: "
                                    "split it"));
        }
    }

    // Random games, some broken in random places: read whole, each good game equals the game read
    // from its own text, and the skipped ones are exactly the broken ones.
    void gamesReadOneByOneEqualTheWholeFile()
    {
        std::mt19937 rng(20261127);
        const char* const breakers[] = {"Ke9", "}", ")",   "(", "[Bad]", "--",
                                        "Sf3", "$", "\"x", "{", "\x01}"};
        for (int round = 0; round < 40; ++round) {
            std::vector<std::string> texts;
            std::vector<bool> broken;
            for (int i = 0; i < 12; ++i) {
                Game g;
                const testutil::RandomGame rg = testutil::randomGame(rng, 1 + int(rng() % 60));
                g.start = rg.start;
                g.moves = rg.moves;
                g.tags = {{"White", "W" + std::to_string(i)}};
                std::string text = writePgn(g);
                const bool breakIt = rng() % 3 == 0;
                if (breakIt) {
                    // After the tags, in the moves, on a word boundary.
                    const std::size_t movesAt = text.find("\n\n") + 2;
                    std::size_t at = movesAt + rng() % (text.size() - movesAt);
                    at = text.rfind(' ', at);
                    at = at == std::string::npos || at < movesAt ? movesAt : at + 1;
                    text.insert(at, std::string(breakers[rng() % std::size(breakers)]) + " ");
                }
                texts.push_back(text);
                broken.push_back(breakIt);
            }
            std::string whole;
            for (const std::string& t : texts)
                whole += t + "\n";
            const PgnReading r = readPgnGames(whole);
            std::size_t read = 0, skipped = 0;
            for (std::size_t i = 0; i < texts.size(); ++i) {
                const PgnReading alone = readPgnGames(texts[i]);
                if (alone.games.empty()) {
                    QVERIFY2(skipped < r.skipped.size(), texts[i].c_str());
                    QCOMPARE(r.skipped[skipped].game(), int(i) + 1);
                    ++skipped;
                    continue;
                }
                QVERIFY2(read < r.games.size(), texts[i].c_str());
                QCOMPARE(r.numbers[read], int(i) + 1);
                QVERIFY(r.games[read] == alone.games[0]);
                // The game's span in the whole text reads alone as the same game.
                const auto [begin, end] = r.spans[read];
                const PgnReading span = readPgnGames(whole.substr(begin, end - begin));
                QCOMPARE(span.games.size(), std::size_t{1});
                QVERIFY(span.games[0] == alone.games[0]);
                ++read;
            }
            QCOMPARE(read, r.games.size());
            QCOMPARE(skipped, r.skipped.size());
        }
    }
};

QTEST_GUILESS_MAIN(TestPgnSkipping)
#include "tst_pgnskipping.moc"
