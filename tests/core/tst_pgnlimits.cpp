// What one PGN text may hold (pgn.h's PgnLimits): games, moves and tags beyond the caps are
// refused with the game, line and column where the cap is passed; a tag repeated in a game is
// dropped, so the first one is what is shown, written and checked.
#include "pgn.h"
#include "repeatedtext.h"

#include <QTest>

using namespace cd;

namespace {

QString errorOf(std::string_view text, const PgnLimits& limits = {})
{
    try {
        readPgn(text, limits);
    } catch (const PgnError& e) {
        return QString::fromStdString(e.what());
    }
    return QStringLiteral("accepted");
}

} // namespace

class TestPgnLimits : public QObject {
    Q_OBJECT
private slots:
    // A file of "*" is a file of empty games: at most kMaxPgnGames of them.
    void gamesAreCapped()
    {
        QCOMPARE(readPgn(repeated("*", 100)).size(), std::size_t(100));
        QCOMPARE(readPgn(repeated("* ", kMaxPgnGames)).size(), kMaxPgnGames);
        QCOMPARE(errorOf(repeated("*", kMaxPgnGames + 1)),
                 QStringLiteral("game 100001, line 1, column 100001: more than 100000 games in "
                                "one file: split it"));
    }

    void movesAreCapped()
    {
        const PgnLimits limits{.plies = 3};
        QCOMPARE(errorOf("1. e4 e5 2. Nf3 *", limits), QStringLiteral("accepted"));
        QCOMPARE(errorOf("1. e4 e5 *\n1. d4 d5 *", limits),
                 QStringLiteral("game 2, line 2, column 7: more than 3 moves in one file: split "
                                "it"));
    }

    // Repeats count too: the cap bounds the work of looking for them.
    void tagsAreCapped()
    {
        QCOMPARE(errorOf("[A \"1\"]\n[B \"2\"]\n*\n[A \"3\"]\n*", PgnLimits{.tags = 2}),
                 QStringLiteral("game 2, line 4, column 1: more than 2 tag pairs in one file"));
        QCOMPARE(errorOf("[A \"1\"]\n[A \"1\"]\n[A \"1\"]\n*", PgnLimits{.tags = 2}),
                 QStringLiteral("game 1, line 3, column 1: more than 2 tag pairs in one file"));
        QCOMPARE(errorOf(repeated("[A \"1\"]\n", kMaxPgnTags + 1) + "*"),
                 QStringLiteral("game 1, line 2000001, column 1: more than 2000000 tag pairs in "
                                "one file"));
    }

    // Positions with arrows or circles cost about 100 bytes each: a file of 16 bytes per marked
    // move would otherwise take 7 times its size. Comments at one position count once.
    void marksAreCapped()
    {
        const std::string text = "1. e4 {[%csl Ga1]} {[%cal Ga1a2]} e5 {[%csl Ga1]} ( {[%csl "
                                 "Gb1]} ) {[%csl Gb1]} 2. Nf3 {[%csl Gb1]} *";
        QCOMPARE(errorOf(text, PgnLimits{.marks = 3}), QStringLiteral("accepted"));
        QCOMPARE(errorOf(text + "\n1. d4 {[%csl Gd4]} *", PgnLimits{.marks = 3}),
                 QStringLiteral("game 2, line 2, column 4: more than 3 positions with arrows or "
                                "circles in one file: split it"));
    }

    // A thousand tags in one game, each name once and then each again: the first are kept, and
    // the repeats found without a look along all the others for each (a game of 100,000 tags
    // took two minutes). One more is a bad game: kept whole, at 64 bytes a tag and more, a file
    // of it alone would take 16 times its size.
    void manyTagsInOneGame()
    {
        std::string text;
        for (int round = 0; round < 2; ++round)
            for (std::size_t i = 0; i < kMaxPgnGameTags; ++i)
                text += "[T" + std::to_string(i) + " \"" + std::to_string(round) + "\"]\n";
        const auto games = readPgn(text + "*");
        QCOMPARE(games[0].tags.size(), kMaxPgnGameTags);
        QCOMPARE(games[0].tag("T999"), std::string("0"));
        QCOMPARE(games[0].tag("T3"), std::string("0"));
        QCOMPARE(errorOf(text + "[T1000 \"2\"]\n*"),
                 QStringLiteral("game 1, line 2001, column 1: more than 1000 tag pairs in one "
                                "game"));
        const PgnReading r = readPgnGames(text + "[T1000 \"2\"]\n*\n[White \"A\"]\n*");
        QCOMPARE(r.skipped.size(), std::size_t(1));
        QCOMPARE(r.games.size(), std::size_t(1));
        QCOMPARE(r.games[0].tag("White"), std::string("A"));
    }

    void repeatedTagsKeepTheFirst()
    {
        const auto games = readPgn("[White \"Anand\"]\n[Black \"Carlsen\"]\n[White \"Kasparov\"]\n"
                                   "1. e4 *");
        QCOMPARE(games.size(), std::size_t(1));
        const std::vector<Tag> tags{{"White", "Anand"}, {"Black", "Carlsen"}};
        QVERIFY(games[0].tags == tags);
        QCOMPARE(games[0].tag("White"), std::string("Anand"));
    }

    // The first FEN tag is the start, and its line is where its errors point.
    void repeatedFenTagsKeepTheFirst()
    {
        const auto games = readPgn("[FEN \"4k3/8/8/8/8/8/4P3/4K3 w - - 0 1\"]\n"
                                   "[FEN \"4k3/8/8/8/8/8/8/4K3 w - - 0 1\"]\n1. e4 *");
        QCOMPARE(games[0].start.fen(), std::string("4k3/8/8/8/8/8/4P3/4K3 w - - 0 1"));
        QCOMPARE(games[0].tags.size(), std::size_t(1));
        QCOMPARE(errorOf("[FEN \"4k3/8/8/8/8/8/8/8 w - - 0 1\"]\n"
                         "[FEN \"4k3/8/8/8/8/8/8/4K3 w - - 0 1\"]\n*"),
                 QStringLiteral("game 1, line 1, column 6: bad FEN tag: White has no king"));
    }
};

QTEST_APPLESS_MAIN(TestPgnLimits)
#include "tst_pgnlimits.moc"
