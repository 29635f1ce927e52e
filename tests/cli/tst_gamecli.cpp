// chess-distance game as a user meets it: the list of games, the position after a ply as text,
// JSON and FEN (checked against the core replaying the game), and the one-line errors.
#include "pgn.h"

#include <QJsonArray>
#include <QJsonDocument>
#include <QJsonObject>
#include <QTemporaryDir>
#include <QTest>

#include "cli/clirun.h"

using clitest::Run;
using clitest::runCli;

namespace {

const char* const kPgn = "[Event \"Club \\\"open\\\"\"]\n[Date \"2024.03.01\"]\n[White \"Anand\"]\n"
                         "[Black \"Carlsen\"]\n[Result \"1-0\"]\n[ECO \"C60\"]\n\n"
                         "1. e4 e5 2. Nf3 Nc6 3. Bb5 {Spanish} a6 1-0\n\n"
                         "[White \"Kasparov\"]\n[Black \"Topalov\"]\n[SetUp \"1\"]\n"
                         "[FEN \"4k3/8/8/8/8/8/4P3/4K3 b - - 0 30\"]\n\n30... Kd7 31. e4 *\n";

} // namespace

class TestGameCli : public QObject {
    Q_OBJECT
private slots:
    void initTestCase()
    {
        QVERIFY(m_dir.isValid());
        write(QStringLiteral("games.pgn"), kPgn);
        write(QStringLiteral("bad.pgn"), "[White \"A\"]\n[Black \"B\"]\n\n1. e4 e5 2. Ke3 *\n");
    }

    void listsTheGames()
    {
        const Run r = run(QStringLiteral("game games.pgn"));
        QCOMPARE(r.err, QString());
        QCOMPARE(r.exitCode, 0);
        QCOMPARE(r.out,
                 QStringLiteral("#  White     Black    Event        Date        Result  Plies\n"
                                "1  Anand     Carlsen  Club \"open\"  2024.03.01  1-0     6\n"
                                "2  Kasparov  Topalov                           *       2\n"));
    }

    void listsAllTagsAsJson()
    {
        const Run r = run(QStringLiteral("game games.pgn --format json"));
        QCOMPARE(r.exitCode, 0);
        const QJsonArray games = QJsonDocument::fromJson(r.out.toUtf8())
                                     .object()
                                     .value(QStringLiteral("games"))
                                     .toArray();
        QCOMPARE(games.size(), 2);
        const QJsonObject tags = games[0].toObject().value(QStringLiteral("tags")).toObject();
        QCOMPARE(tags.value(QStringLiteral("ECO")).toString(), QStringLiteral("C60"));
        QCOMPARE(games[1].toObject().value(QStringLiteral("plies")).toInt(), 2);
    }

    void plyZeroIsTheStart()
    {
        QCOMPARE(run(QStringLiteral("game games.pgn --ply 0 --format fen")).out,
                 QStringLiteral("rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - 0 1\n"));
        QCOMPARE(run(QStringLiteral("game games.pgn --game 2 --ply 0 --format fen")).out,
                 QStringLiteral("4k3/8/8/8/8/8/4P3/4K3 b - - 0 30\n"));
    }

    // Every ply of both games as FEN equals the core's replay of the file.
    void everyPlyAsTheCoreReplaysIt()
    {
        const auto games = cd::readPgn(kPgn);
        for (int g = 0; g < 2; ++g)
            for (std::size_t ply = 0; ply <= games[static_cast<std::size_t>(g)].moves.size();
                 ++ply) {
                const Run r = run(QStringLiteral("game games.pgn --format fen --game %1 --ply %2")
                                      .arg(g + 1)
                                      .arg(ply));
                QCOMPARE(r.out,
                         QString::fromStdString(
                             games[static_cast<std::size_t>(g)].positionAfter(ply).fen() + "\n"));
            }
    }

    void textShowsBoardFenAndMove()
    {
        const Run r = run(QStringLiteral("game games.pgn --ply 3"));
        QCOMPARE(r.exitCode, 0);
        QVERIFY2(r.out.startsWith(QStringLiteral("8  r n b q k b n r\n")), qPrintable(r.out));
        QVERIFY(r.out.contains(QStringLiteral("3  . . . . . N . .\n")));
        QVERIFY(r.out.endsWith(
            QStringLiteral("rnbqkbnr/pppp1ppp/8/4p3/4P3/5N2/PPPP1PPP/RNBQKB1R b KQkq - 1 2\n"
                           "after 2. Nf3\n")));
        QVERIFY(run(QStringLiteral("game games.pgn --game 2 --ply 1"))
                    .out.endsWith(QStringLiteral("after 30... Kd7\n")));
    }

    void jsonPosition()
    {
        const Run r = run(QStringLiteral("game games.pgn --ply 6 --format json"));
        const QJsonObject o = QJsonDocument::fromJson(r.out.toUtf8()).object();
        QCOMPARE(o.value(QStringLiteral("ply")).toInt(), 6);
        QCOMPARE(o.value(QStringLiteral("move")).toString(), QStringLiteral("a6"));
        QCOMPARE(o.value(QStringLiteral("sideToMove")).toString(), QStringLiteral("white"));
        QCOMPARE(
            o.value(QStringLiteral("fen")).toString(),
            QStringLiteral("r1bqkbnr/1ppp1ppp/p1n5/1B2p3/4P3/5N2/PPPP1PPP/RNBQK2R w KQkq - 0 4"));
        QVERIFY(QJsonDocument::fromJson(
                    run(QStringLiteral("game games.pgn --ply 0 --format json")).out.toUtf8())
                    .object()
                    .value(QStringLiteral("move"))
                    .isNull());
    }

    void errors_data()
    {
        QTest::addColumn<QString>("args");
        QTest::addColumn<QString>("error");
        QTest::newRow("bad file")
            << "game bad.pgn"
            << "chess-distance: bad.pgn: game 1 (A\u2013B), line 4, column 13: Ke3 is not a legal "
               "move in rnbqkbnr/pppp1ppp/8/4p3/4P3/8/PPPP1PPP/RNBQKBNR w KQkq e6 0 2\n";
        QTest::newRow("game out of range")
            << "game games.pgn --game 3 --ply 0"
            << "chess-distance: --game: '3' is not a game number from 1 to 2\n";
        QTest::newRow("ply out of range")
            << "game games.pgn --game 2 --ply 3"
            << "chess-distance: --ply: '3' is not a ply from 0 to 2 of game 2\n";
        QTest::newRow("negative ply") << "game games.pgn --ply -1"
                                      << "chess-distance: --ply: '-1' is not a ply from 0 to 6 of "
                                         "game 1\n";
        QTest::newRow("unreadable") << "game missing.pgn"
                                    << "chess-distance: cannot read 'missing.pgn': No such file or "
                                       "directory\n";
        QTest::newRow("no file") << "game"
                                 << "chess-distance: game needs a PGN file: chess-distance game "
                                    "FILE.pgn\n";
    }
    void errors()
    {
        QFETCH(QString, args);
        QFETCH(QString, error);
        const Run r = run(args);
        QCOMPARE(r.err, error);
        QCOMPARE(r.exitCode, 2);
        QCOMPARE(r.out, QString());
    }

private:
    void write(const QString& name, const char* text)
    {
        QFile f(m_dir.filePath(name));
        QVERIFY(f.open(QIODevice::WriteOnly));
        f.write(text);
    }
    Run run(const QString& args)
    {
        return runCli(clitest::words(args), QProcessEnvironment::systemEnvironment(), m_dir.path());
    }

    QTemporaryDir m_dir;
};

QTEST_GUILESS_MAIN(TestGameCli)
#include "tst_gamecli.moc"
