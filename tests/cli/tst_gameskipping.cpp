// A PGN file with a bad game among good ones (`game`, and --pgn of every command): the good games
// are read and listed with their places in the file, the bad one is named on stderr with a
// summary (the first hundred of many), exit 0; --strict refuses the file at its first bad game
// (exit 2); a file of bad games only is refused.
#include "clirun.h"

#include <QFile>
#include <QTemporaryDir>
#include <QTest>

using clitest::runCli;

namespace {

const char kMixed[] = "[White \"A\"]\n[Black \"B\"]\n\n1. e4 e5 2. Nf3 1-0\n\n"
                      "[White \"C\"]\n[Black \"D\"]\n\n1. e4 e5 2. Sf3 Nc6 *\n\n"
                      "[White \"E\"]\n[Black \"F\"]\n\n1. d4 d5 2. c4 1/2\n";
const char kSkippedLine[] = "chess-distance: %1: game 2 (C\u2013D), line 9, column 13: S is not an "
                            "English piece letter (K, Q, R, B, N) (skipped)\n"
                            "chess-distance: %1: 2 games read, 1 skipped\n";

} // namespace

class TestGameSkipping : public QObject {
    Q_OBJECT
private slots:
    void initTestCase()
    {
        QVERIFY(m_dir.isValid());
        m_file = m_dir.filePath(QStringLiteral("mixed.pgn"));
        QFile f(m_file);
        QVERIFY(f.open(QIODevice::WriteOnly));
        f.write(kMixed);
    }

    void listSkipsTheBadGame()
    {
        const auto r = runCli({QStringLiteral("game"), m_file});
        QCOMPARE(r.exitCode, 0);
        QCOMPARE(r.err, QString::fromUtf8(kSkippedLine).arg(m_file));
        const QStringList lines = r.out.split(u'\n', Qt::SkipEmptyParts);
        QCOMPARE(lines.size(), 3);
        QVERIFY2(lines[1].startsWith(QStringLiteral("1  A")), qPrintable(r.out));
        QVERIFY2(lines[2].startsWith(QStringLiteral("3  E")), qPrintable(r.out));
    }

    void finalPositionsOneALine()
    {
        const auto r = runCli(
            {QStringLiteral("game"), m_file, QStringLiteral("--format"), QStringLiteral("fen")});
        QCOMPARE(r.exitCode, 0);
        QCOMPARE(r.out,
                 QStringLiteral("rnbqkbnr/pppp1ppp/8/4p3/4P3/5N2/PPPP1PPP/RNBQKB1R b KQkq - 1 2\n"
                                "rnbqkbnr/ppp1pppp/8/3p4/2PP4/8/PP2PPPP/RNBQKBNR b KQkq c3 0 2\n"));
    }

    void jsonNamesTheSkipped()
    {
        const auto r = runCli(
            {QStringLiteral("game"), m_file, QStringLiteral("--format"), QStringLiteral("json")});
        QCOMPARE(r.exitCode, 0);
        QVERIFY2(r.out.contains(QStringLiteral("\"game\": 3")), qPrintable(r.out));
        QVERIFY2(r.out.contains(QStringLiteral("\"skipped\": [\n    \"game 2 (C\u2013D), line 9")),
                 qPrintable(r.out));
        QVERIFY2(r.out.contains(QStringLiteral("\"skippedCount\": 1")), qPrintable(r.out));
    }

    void strictRefusesTheFile()
    {
        const auto r = runCli({QStringLiteral("game"), m_file, QStringLiteral("--strict")});
        QCOMPARE(r.exitCode, 2);
        QCOMPARE(r.out, QString());
        QCOMPARE(r.err, QStringLiteral("chess-distance: %1: game 2 (C\u2013D), line 9, column 13: "
                                       "S is not an English piece letter (K, Q, R, B, N)\n")
                            .arg(m_file));
    }

    void gamesAreChosenByTheirPlaceInTheFile()
    {
        const auto third =
            runCli({QStringLiteral("game"), m_file, QStringLiteral("--game"), QStringLiteral("3"),
                    QStringLiteral("--ply"), QStringLiteral("1"), QStringLiteral("--format"),
                    QStringLiteral("fen")});
        QCOMPARE(third.exitCode, 0);
        QVERIFY2(third.out.startsWith(QStringLiteral("rnbqkbnr/pppppppp/8/8/3P4/")),
                 qPrintable(third.out));
        const auto skipped =
            runCli({QStringLiteral("map"), QStringLiteral("--pgn"), m_file,
                    QStringLiteral("--game"), QStringLiteral("2"), QStringLiteral("--ply"),
                    QStringLiteral("1"), QStringLiteral("--from"), QStringLiteral("b1")});
        QCOMPARE(skipped.exitCode, 2);
        QVERIFY2(skipped.err.endsWith(QStringLiteral(
                     "chess-distance: --game: game 2 could not be read (game 2 (C\u2013D), line "
                     "9, column 13: S is not an English piece letter (K, Q, R, B, N))\n")),
                 qPrintable(skipped.err));
        const auto beyond =
            runCli({QStringLiteral("game"), m_file, QStringLiteral("--game"), QStringLiteral("4")});
        QCOMPARE(beyond.exitCode, 2);
        QVERIFY2(
            beyond.err.endsWith(QStringLiteral("--game: '4' is not a game number from 1 to 3\n")),
            qPrintable(beyond.err));
    }

    // One game past the hundred named is "1 more game", not "1 more games".
    void oneMoreSkippedGameIsSingular()
    {
        const QString path = m_dir.filePath(QStringLiteral("onemore.pgn"));
        QFile f(path);
        QVERIFY(f.open(QIODevice::WriteOnly));
        f.write("1. e4 *\n");
        for (int i = 0; i < 101; ++i)
            f.write("Ke2 *\n");
        f.close();
        const auto r = runCli({QStringLiteral("game"), path});
        QCOMPARE(r.exitCode, 0);
        const QStringList lines = r.err.split(u'\n', Qt::SkipEmptyParts);
        QCOMPARE(lines.size(), 102);
        QCOMPARE(lines[100],
                 QStringLiteral("chess-distance: %1: and 1 more game skipped").arg(path));
    }

    // A file of bad games names the first hundred on stderr, then how many more: one line each
    // flooded the terminal (29.7 MB of stderr for 1 MB of "Ke2 *").
    void aHundredSkippedGamesAreNamed()
    {
        const QString path = m_dir.filePath(QStringLiteral("manybad.pgn"));
        QFile f(path);
        QVERIFY(f.open(QIODevice::WriteOnly));
        f.write("1. e4 *\n");
        for (int i = 0; i < 700; ++i)
            f.write("Ke2 *\n");
        f.write("1. d4 *\n");
        f.close();
        const auto r = runCli({QStringLiteral("game"), path});
        QCOMPARE(r.exitCode, 0);
        const QStringList lines = r.err.split(u'\n', Qt::SkipEmptyParts);
        QCOMPARE(lines.size(), 102);
        QVERIFY2(lines[0].startsWith(QStringLiteral("chess-distance: %1: game 2, line 2, column 1: "
                                                    "Ke2 is not a legal move")
                                         .arg(path)),
                 qPrintable(lines[0]));
        QVERIFY2(lines[99].contains(QStringLiteral(": game 101, line 101, column 1: ")),
                 qPrintable(lines[99]));
        QCOMPARE(lines[100],
                 QStringLiteral("chess-distance: %1: and 600 more games skipped").arg(path));
        QCOMPARE(lines[101],
                 QStringLiteral("chess-distance: %1: 2 games read, 700 skipped").arg(path));
        // JSON gives the reasons kept (the first 500) and the count of all.
        const auto json = runCli(
            {QStringLiteral("game"), path, QStringLiteral("--format"), QStringLiteral("json")});
        QCOMPARE(json.exitCode, 0);
        QCOMPARE(json.out.count(QStringLiteral("is not a legal move")), 500);
        QVERIFY2(json.out.contains(QStringLiteral("\"skippedCount\": 700")), qPrintable(json.err));
        // A game whose reason was not kept is still named as skipped.
        const auto chosen =
            runCli({QStringLiteral("map"), QStringLiteral("--pgn"), path, QStringLiteral("--game"),
                    QStringLiteral("650"), QStringLiteral("--ply"), QStringLiteral("0"),
                    QStringLiteral("--from"), QStringLiteral("b1")});
        QCOMPARE(chosen.exitCode, 2);
        QCOMPARE(chosen.err,
                 QStringLiteral("chess-distance: --game: game 650 could not be read\n"));
    }

    // --strict stops at the first bad game, naming it, before reading on: here the rest of the
    // file would pass the cap on games. --pgn of every command takes it too.
    void strictStopsAtTheFirstBadGame()
    {
        const QString path = m_dir.filePath(QStringLiteral("badfirst.pgn"));
        QFile f(path);
        QVERIFY(f.open(QIODevice::WriteOnly));
        f.write("1. e4 *\n1. Ke2 *\n");
        f.write(QByteArray("* ").repeated(100'000));
        f.close();
        const QString line =
            QStringLiteral("chess-distance: %1: game 2, line 2, column 4: Ke2 is "
                           "not a legal move in "
                           "rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - 0 "
                           "1\n")
                .arg(path);
        const auto game = runCli({QStringLiteral("game"), path, QStringLiteral("--strict")});
        QCOMPARE(game.exitCode, 2);
        QCOMPARE(game.err, line);
        const auto map =
            runCli({QStringLiteral("map"), QStringLiteral("--pgn"), path,
                    QStringLiteral("--strict"), QStringLiteral("--ply"), QStringLiteral("0"),
                    QStringLiteral("--from"), QStringLiteral("b1")});
        QCOMPARE(map.exitCode, 2);
        QCOMPARE(map.err, line);
        // Without it the games are counted to the cap.
        const auto lenient = runCli({QStringLiteral("game"), path});
        QCOMPARE(lenient.exitCode, 2);
        QVERIFY2(
            lenient.err.contains(QStringLiteral("more than 100000 games in one file: split it")),
            qPrintable(lenient.err));
        const auto alone = runCli(clitest::words(QStringLiteral("map --strict --from b1")));
        QCOMPARE(alone.exitCode, 2);
        QCOMPARE(alone.err, QStringLiteral("chess-distance: --strict needs --pgn FILE\n"));
    }

    void noGameReadIsAnError()
    {
        const QString path = m_dir.filePath(QStringLiteral("bad.pgn"));
        QFile f(path);
        QVERIFY(f.open(QIODevice::WriteOnly));
        f.write("1. e5 *\n\n1. Ke2 *\n");
        f.close();
        const auto r = runCli({QStringLiteral("game"), path});
        QCOMPARE(r.exitCode, 2);
        QCOMPARE(r.out, QString());
        QVERIFY2(r.err.startsWith(QStringLiteral("chess-distance: %1: game 1, line 1, column 4: "
                                                 "e5 is not a legal move")
                                      .arg(path)),
                 qPrintable(r.err));
    }

private:
    QTemporaryDir m_dir;
    QString m_file;
};

QTEST_GUILESS_MAIN(TestGameSkipping)
#include "tst_gameskipping.moc"
