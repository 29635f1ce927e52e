// What one PGN text may hold (pgn.h's PgnLimits): games, moves and tags beyond the caps are
// refused with the game, line and column where the cap is passed; a tag repeated in a game is
// dropped, so the first one is what is shown, written and checked.
#include "pgn.h"

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

std::string repeated(std::string_view part, std::size_t times)
{
    std::string out;
    out.reserve(part.size() * times);
    for (std::size_t i = 0; i < times; ++i)
        out += part;
    return out;
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
