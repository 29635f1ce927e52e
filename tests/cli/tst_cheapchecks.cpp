// Limits known from the arguments are checked before any work: an animation of more plies than
// its pixel limit allows is refused before a diagram is drawn, and a --plies list is never
// expanded past the positions a command uses. Numbers are digits (no sign) for --game and --ply.
#include <QElapsedTimer>
#include <QFile>
#include <QProcess>
#include <QTemporaryDir>
#include <QTest>

#include "cli/clirun.h"

#include <sys/resource.h>

using clitest::Run;
using clitest::runCli;
using clitest::words;

namespace {

// A legal game of `cycles` times Nf3 Nf6 Ng1 Ng8 (4 plies each).
QByteArray shuffleGame(int cycles)
{
    QByteArray pgn = "[White \"A\"]\n[Black \"B\"]\n\n";
    const char* const moves[] = {"Nf3", "Nf6", "Ng1", "Ng8"};
    for (int i = 0; i < cycles * 4; ++i) {
        if (i % 2 == 0)
            pgn += QByteArray::number(i / 2 + 1) + ". ";
        pgn += QByteArray(moves[i % 4]) + (i % 16 == 15 ? "\n" : " ");
    }
    return pgn + "*\n";
}

void writeFile(const QString& path, const QByteArray& bytes)
{
    QFile f(path);
    QVERIFY(f.open(QIODevice::WriteOnly));
    f.write(bytes);
}

} // namespace

class TestCheapChecks : public QObject {
    Q_OBJECT
private slots:
    // 401 frames 800 px wide are at least 256 million pixels: refused from the arguments, not
    // after 401 diagrams are drawn.
    void tooManyPliesAreRefusedBeforeDrawing()
    {
        QTemporaryDir tmp;
        writeFile(tmp.filePath(QStringLiteral("long.pgn")), shuffleGame(100));
        QElapsedTimer clock;
        clock.start();
        const Run r = runCli(words(QStringLiteral("render --animate plies --pgn long.pgn --plies "
                                                  "0-400 --from g1 --output a.gif")),
                             QProcessEnvironment::systemEnvironment(), tmp.path());
        QCOMPARE(r.exitCode, 2);
        QVERIFY2(r.err.contains(QStringLiteral("401 frames 800 px wide are at least 256 million "
                                               "pixels")),
                 qPrintable(r.err));
        QVERIFY(!QFile::exists(tmp.filePath(QStringLiteral("a.gif"))));
        qInfo("refused after %lld ms", clock.elapsed());
    }

    // 18,000 copies of a range of 2,001 plies (126 KB) would be 36 million plies; the worksheet
    // uses --count of them. The program runs in 200 MB of address space; expanding the list
    // (a vector of 36 million plies grown by doubling: 268 MB, then 536 MB) cannot.
    void aLongPliesListIsNotExpanded()
    {
        QTemporaryDir tmp;
        writeFile(tmp.filePath(QStringLiteral("long.pgn")), shuffleGame(500));
        QString plies = QStringLiteral("0-2000");
        for (int i = 1; i < 18000; ++i)
            plies += QStringLiteral(",0-2000");
        QProcess p;
        p.setChildProcessModifier([] {
            rlimit space{};
            ::getrlimit(RLIMIT_AS, &space);
            space.rlim_cur = 500ull * 1024 * 1024;
            ::setrlimit(RLIMIT_AS, &space);
        });
        p.setWorkingDirectory(tmp.path());
        p.start(QStringLiteral(CD_BINARY),
                words(QStringLiteral("worksheet --pgn long.pgn --count 3 --output w.pdf --plies")) +
                    QStringList{plies});
        QVERIFY(p.waitForFinished(120000));
        const QString err = QString::fromUtf8(p.readAllStandardError());
        QVERIFY2(p.exitStatus() == QProcess::NormalExit && p.exitCode() == 0, qPrintable(err));
        QVERIFY(QFile::exists(tmp.filePath(QStringLiteral("w.pdf"))));
    }

    void aBadRangeInALongListIsStillFound()
    {
        QTemporaryDir tmp;
        writeFile(tmp.filePath(QStringLiteral("long.pgn")), shuffleGame(10));
        const Run r = runCli(words(QStringLiteral("worksheet --pgn long.pgn --count 1 --output "
                                                  "w.pdf --plies 0-3,1-2,5-99")),
                             QProcessEnvironment::systemEnvironment(), tmp.path());
        QCOMPARE(r.exitCode, 2);
        QVERIFY2(r.err.contains(QStringLiteral("--plies: '0-3,1-2,5-99'")), qPrintable(r.err));
    }

    // A number is digits: --game and --ply both refuse a sign.
    void gameAndPlyRefuseASign_data()
    {
        QTest::addColumn<QString>("args");
        QTest::addColumn<QString>("message");
        QTest::newRow("--game +1") << QStringLiteral("--game +1 --ply 2")
                                   << QStringLiteral("--game: '+1' is not a game number");
        QTest::newRow("--ply +5") << QStringLiteral("--ply +5")
                                  << QStringLiteral("--ply: '+5' is not a ply");
        QTest::newRow("--game -1") << QStringLiteral("--game -1 --ply 2")
                                   << QStringLiteral("--game: '-1' is not a game number");
    }
    void gameAndPlyRefuseASign()
    {
        QFETCH(QString, args);
        QFETCH(QString, message);
        QTemporaryDir tmp;
        writeFile(tmp.filePath(QStringLiteral("g.pgn")), shuffleGame(2));
        const Run r =
            runCli(words(QStringLiteral("map --metric knight --from a1 --pgn g.pgn ") + args),
                   QProcessEnvironment::systemEnvironment(), tmp.path());
        QCOMPARE(r.exitCode, 2);
        QVERIFY2(r.err.contains(message), qPrintable(r.err));
    }

    // render's --side takes white, black or difference; "both" (mobility's word) is explained.
    void renderSideBothIsExplained()
    {
        const Run r =
            runCli(words(QStringLiteral("render --metric arrival --fen "
                                        "4k3/8/8/8/8/8/8/4K3_w_-_-_0_1 --side both --output x.png"))
                       .replaceInStrings(QStringLiteral("_"), QStringLiteral(" ")));
        QCOMPARE(r.exitCode, 2);
        QVERIFY2(r.err.contains(QStringLiteral("takes white, black or difference")),
                 qPrintable(r.err));
    }

    void renderHelpListsArrival()
    {
        const Run r = runCli(words(QStringLiteral("render --help")));
        QCOMPARE(r.exitCode, 0);
        QVERIFY(r.out.contains(QStringLiteral(", arrival")));
    }
};

QTEST_GUILESS_MAIN(TestCheapChecks)
#include "tst_cheapchecks.moc"
