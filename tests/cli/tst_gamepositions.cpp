// --pgn FILE [--game N] (--ply K | --move "23. Nf3") as every command that takes --fen meets it:
// the same output as --fen with the FEN the game command prints for that ply, --move as the
// matching --ply, and one-line errors that write nothing.
#include <QDir>
#include <QFile>
#include <QTest>

#include "pdfpages.h"

#include "cli/gamefixture.h"

using clitest::GameFiles;
using clitest::Run;
using clitest::words;

namespace {

// `command` with the position as --pgn (plus `pgnArgs`) and as --fen.
QStringList withPgn(const QString& command, const QString& pgnArgs)
{
    return words(command + QStringLiteral(" --pgn opera.pgn ") + pgnArgs);
}
QStringList withFen(const QString& command, const QString& fen)
{
    return words(command) + QStringList{QStringLiteral("--fen"), fen};
}

QByteArray bytes(const QString& path)
{
    QFile f(path);
    return f.open(QIODevice::ReadOnly) ? f.readAll() : QByteArray();
}

} // namespace

class TestGamePositions : public QObject {
    Q_OBJECT
private slots:
    void sameAsFen_data()
    {
        QTest::addColumn<QString>("command");
        QTest::addColumn<int>("game");
        QTest::addColumn<int>("ply");
        QTest::newRow("map text") << "map --from f3" << 1 << 3;
        QTest::newRow("map json") << "map --from c4 --format json" << 1 << 11;
        QTest::newRow("map game 2") << "map --from c4 --format json" << 2 << 3;
        QTest::newRow("map start") << "map --from g1 --format json" << 1 << 0;
        QTest::newRow("pairs") << "pairs --piece N --format json" << 1 << 10;
        QTest::newRow("trajectory") << "trajectory --from f3 --to d5 --format json" << 1 << 3;
        QTest::newRow("mobility text") << "mobility" << 1 << 23;
        QTest::newRow("mobility json") << "mobility --format json --side white" << 1 << 20;
        QTest::newRow("render png")
            << "render --from d1 --no-caption --size 200 --output - --format png" << 1 << 23;
        QTest::newRow("render arrival")
            << "render --metric arrival --size 200 --output - --format png" << 1 << 15;
        QTest::newRow("control json") << "control --format json --x-ray" << 2 << 3;
    }
    void sameAsFen()
    {
        QFETCH(QString, command);
        QFETCH(int, game);
        QFETCH(int, ply);
        const QString fen = m_files.fenAt(game, ply);
        const auto a = m_files.runRaw(
            withPgn(command, QStringLiteral("--game %1 --ply %2").arg(game).arg(ply)));
        const auto b = m_files.runRaw(withFen(command, fen));
        QCOMPARE(a.err, QString());
        QCOMPARE(a.exitCode, 0);
        QCOMPARE(b.exitCode, 0);
        QVERIFY(!a.out.isEmpty());
        QVERIFY2(a.out == b.out, qPrintable(command));
    }

    // --strict refuses a file with a bad game, but finds each game of a good one by --game as
    // without it (it once lost the games' numbers and found none).
    void strictFindsTheGame_data()
    {
        QTest::addColumn<QString>("command");
        QTest::newRow("mobility") << "mobility --format json";
        QTest::newRow("control") << "control --format csv";
        QTest::newRow("control plies") << "control --format csv --plies 0-3";
    }
    void strictFindsTheGame()
    {
        QFETCH(QString, command);
        for (const int game : {1, 2}) {
            const QString which =
                QStringLiteral(" --game %1").arg(game) + (command.contains(QLatin1String("--plies"))
                                                              ? QString()
                                                              : QStringLiteral(" --ply 3"));
            const Run strict = m_files.run(withPgn(command, which + QStringLiteral(" --strict")));
            const Run lenient = m_files.run(withPgn(command, which));
            QCOMPARE(strict.err, QString());
            QCOMPARE(strict.exitCode, 0);
            QCOMPARE(strict.out, lenient.out);
        }
    }

    // frames (one wavefront) and worksheet write files: the same files, or as many pages.
    void filesSameAsFen()
    {
        const QString fen = m_files.fenAt(1, 23);
        const QString frames = QStringLiteral("frames --from d1 --no-caption --size 120 "
                                              "--output-dir ");
        QCOMPARE(m_files
                     .run(withPgn(frames + QStringLiteral("pgnframes"),
                                  QStringLiteral("--move 12.O-O-O")))
                     .exitCode,
                 0);
        QCOMPARE(m_files.run(withFen(frames + QStringLiteral("fenframes"), fen)).exitCode, 0);
        const QStringList names =
            QDir(m_files.file(QStringLiteral("pgnframes"))).entryList(QDir::Files);
        QVERIFY(names.size() > 2);
        QCOMPARE(QDir(m_files.file(QStringLiteral("fenframes"))).entryList(QDir::Files), names);
        for (const QString& name : names)
            QCOMPARE(bytes(m_files.file(QStringLiteral("pgnframes/") + name)),
                     bytes(m_files.file(QStringLiteral("fenframes/") + name)));

        const Run w = m_files.run(withPgn(QStringLiteral("worksheet --count 7 --output ws.pdf"),
                                          QStringLiteral("--ply 23")));
        QCOMPARE(w.err, QString());
        QCOMPARE(w.exitCode, 0);
        QCOMPARE(pdfPages(m_files.file(QStringLiteral("ws.pdf"))), 9); // 7 exercises, 2 of key
    }

    void moveEqualsPly_data()
    {
        QTest::addColumn<QString>("move");
        QTest::addColumn<int>("ply");
        QTest::newRow("white") << "2. Nf3" << 3;
        QTest::newRow("black") << "4... Bxf3" << 8;
        QTest::newRow("no spaces") << "12.O-O-O" << 23;
        QTest::newRow("check") << "11. Bxb5+" << 21;
    }
    void moveEqualsPly()
    {
        QFETCH(QString, move);
        QFETCH(int, ply);
        const QStringList map = words(QStringLiteral("map --from e1 --metric king --format json "
                                                     "--pgn opera.pgn"));
        const Run a = m_files.run(map + QStringList{QStringLiteral("--move"), move});
        const Run b = m_files.run(map + QStringList{QStringLiteral("--ply"), QString::number(ply)});
        QCOMPARE(a.err, QString());
        QCOMPARE(a.out, b.out);
        QVERIFY(a.out.contains(m_files.fenAt(1, ply)));
    }

    // The default caption says after which move the position stands.
    void captionSaysTheMove()
    {
        const QString svg = m_files.file(QStringLiteral("caption.svg"));
        const Run r = m_files.run(withPgn(QStringLiteral("render --from d1 --output ") + svg,
                                          QStringLiteral("--ply 23")));
        QCOMPARE(r.exitCode, 0);
        QVERIFY(bytes(svg).contains("Moves of the white rook from d1 \xc2\xb7 after 12. O-O-O"));
    }

    void errors_data()
    {
        QTest::addColumn<QString>("args");
        QTest::addColumn<QString>("message");
        const QString fen = QStringLiteral("--fen 4k3/8/8/8/8/8/8/4K3 ");
        QTest::newRow("fen and pgn") << fen + QStringLiteral("--pgn opera.pgn --ply 1")
                                     << "--fen and --pgn both give the position; give one of them";
        QTest::newRow("game without pgn") << "--game 1"
                                          << "--game needs --pgn FILE";
        QTest::newRow("ply without pgn") << "--ply 3"
                                         << "--ply needs --pgn FILE";
        QTest::newRow("move without pgn") << "--move 2.Nf3"
                                          << "--move needs --pgn FILE";
        QTest::newRow("ply and move")
            << "--pgn opera.pgn --ply 2 --move 2.Nf3"
            << "--ply and --move both choose the position; give one of them";
        QTest::newRow("no ply") << "--pgn opera.pgn"
                                << "--pgn needs --ply K or --move \"23. Nf3\" to say which "
                                   "position of the game";
        QTest::newRow("game out of range") << "--pgn opera.pgn --game 3 --ply 0"
                                           << "--game: '3' is not a game number from 1 to 2";
        QTest::newRow("ply out of range") << "--pgn opera.pgn --game 2 --ply 4"
                                          << "--ply: '4' is not a ply from 0 to 3 of game 2";
        QTest::newRow("negative ply") << "--pgn opera.pgn --ply -1"
                                      << "--ply: '-1' is not a ply from 0 to 33 of game 1";
        QTest::newRow("missing move") << "--pgn opera.pgn --move 2.Nc3"
                                      << "--move: game 1 has no move '2.Nc3'";
        QTest::newRow("wrong side") << "--pgn opera.pgn --move 2...Nf3"
                                    << "--move: game 1 has no move '2...Nf3'";
        QTest::newRow("missing file") << "--pgn missing.pgn --ply 1"
                                      << "cannot read 'missing.pgn': No such file or directory";
        QTest::newRow("not a pgn") << "--pgn notpgn.pgn --ply 1"
                                   << "notpgn.pgn: game 1";
    }
    void errors()
    {
        QFETCH(QString, args);
        QFETCH(QString, message);
        // Every command that takes a position, each writing to a file it must not leave.
        const QStringList commands = {
            QStringLiteral("map --from e1"),
            QStringLiteral("pairs --metric king"),
            QStringLiteral("trajectory --from e1 --to e2"),
            QStringLiteral("mobility"),
            QStringLiteral("render --from e1 --output out.png"),
            QStringLiteral("frames --from e1 --output-dir outframes"),
            QStringLiteral("worksheet --output out.pdf"),
        };
        for (const QString& command : commands) {
            const Run r = m_files.run(words(command + u' ' + args));
            QVERIFY2(r.err.startsWith(QStringLiteral("chess-distance: ")), qPrintable(command));
            QVERIFY2(r.err.contains(message), qPrintable(command + QStringLiteral(": ") + r.err));
            QCOMPARE(r.err.count(QLatin1Char('\n')), 1);
            QCOMPARE(r.exitCode, 2);
            QCOMPARE(r.out, QString());
            for (const char* left : {"out.png", "outframes", "out.pdf"})
                QVERIFY2(!QFile::exists(m_files.file(QString::fromLatin1(left))), left);
        }
    }

private:
    GameFiles m_files;
};

QTEST_GUILESS_MAIN(TestGamePositions)
#include "tst_gamepositions.moc"
