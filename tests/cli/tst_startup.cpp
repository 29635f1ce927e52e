// Without any display (issue class 3): a mistyped command, an unknown option or a bad --fen is
// one line and exit 2, the window says there is no display and exits 1; nothing aborts.
#include "cli/clirun.h"

#include <QFile>
#include <QTemporaryDir>
#include <QTest>

using clitest::runCli;
using clitest::words;

namespace {

QProcessEnvironment withoutDisplay()
{
    auto env = QProcessEnvironment::systemEnvironment();
    for (const char* name : {"DISPLAY", "WAYLAND_DISPLAY", "QT_QPA_PLATFORM"})
        env.remove(QString::fromLatin1(name));
    return env;
}

} // namespace

class TestStartup : public QObject {
    Q_OBJECT
private slots:
    void badStartsAreOneLineWithoutDisplay_data()
    {
        QTest::addColumn<QString>("arguments");
        QTest::addColumn<QString>("message");
        QTest::newRow("mistyped command") << "rendr --from e4 --output x.png"
                                          << "unknown command 'rendr'";
        QTest::newRow("unknown option") << "--frobnicate"
                                        << "frobnicate";
        QTest::newRow("bad fen") << "--fen xx"
                                 << "--fen:";
        QTest::newRow("bad square") << "--from z9"
                                    << "z9";
    }
    void badStartsAreOneLineWithoutDisplay()
    {
        QFETCH(QString, arguments);
        QFETCH(QString, message);
        const auto r = runCli(words(arguments), withoutDisplay());
        QCOMPARE(r.exitCode, 2);
        QVERIFY2(r.err.startsWith(QStringLiteral("chess-distance: ")), qPrintable(r.err));
        QVERIFY2(r.err.contains(message), qPrintable(r.err));
        QCOMPARE(r.err.count(QLatin1Char('\n')), 1);
    }

    void helpAndVersionNeedNoDisplay()
    {
        QCOMPARE(runCli({QStringLiteral("--from"), QStringLiteral("e4"), QStringLiteral("--help")},
                        withoutDisplay())
                     .exitCode,
                 0);
        const auto r = runCli({QStringLiteral("--version")}, withoutDisplay());
        QCOMPARE(r.exitCode, 0);
        QVERIFY(r.out.startsWith(QStringLiteral("chess-distance ")));
    }

    // --pgn alone is a window's start (the game at its start), and the help names it.
    void pgnAloneIsAWindowStart()
    {
        QTemporaryDir dir;
        const QString pgn = dir.filePath(QStringLiteral("g.pgn"));
        QFile file(pgn);
        QVERIFY(file.open(QIODevice::WriteOnly));
        file.write("1. e4 e5 *\n");
        file.close();
        const auto r = runCli({QStringLiteral("--pgn"), pgn}, withoutDisplay());
        QCOMPARE(r.exitCode, 1); // accepted: only the display is missing
        QVERIFY2(r.err.startsWith(QStringLiteral("chess-distance: no display")), qPrintable(r.err));
        const auto help = runCli({QStringLiteral("--help")}, withoutDisplay());
        QVERIFY2(help.out.contains(QStringLiteral("--pgn FILE opens it at its start")),
                 qPrintable(help.out));
    }

    void theWindowWithoutDisplaySaysSo()
    {
        for (const QStringList& args : {QStringList{}, words(QStringLiteral("--from e4"))}) {
            const auto r = runCli(args, withoutDisplay());
            QCOMPARE(r.exitCode, 1);
            QVERIFY2(r.err.startsWith(QStringLiteral("chess-distance: no display")),
                     qPrintable(r.err));
            QCOMPARE(r.err.count(QLatin1Char('\n')), 1);
        }
    }

    // A display that is set but cannot be reached: one line and exit 1, not Qt's abort.
    void theWindowWithAnUnreachableDisplaySaysSo()
    {
        auto env = withoutDisplay();
        env.insert(QStringLiteral("DISPLAY"), QStringLiteral(":9876"));
        const auto r = runCli(words(QStringLiteral("--from e4")), env);
        QCOMPARE(r.exitCode, 1);
        QVERIFY2(r.err.startsWith(QStringLiteral("chess-distance: cannot open the display "
                                                 "(DISPLAY=:9876)")),
                 qPrintable(r.err));
        QCOMPARE(r.err.count(QLatin1Char('\n')), 1);
    }

    // Headless commands paint offscreen whatever the platform asked for.
    void commandsIgnoreAnUnreachableDisplay()
    {
        auto env = withoutDisplay();
        env.insert(QStringLiteral("DISPLAY"), QStringLiteral(":9876"));
        env.insert(QStringLiteral("QT_QPA_PLATFORM"), QStringLiteral("xcb"));
        const auto r = clitest::runCliRaw(
            words(QStringLiteral("render --from e4 --format png --output -")), env);
        QCOMPARE(r.exitCode, 0);
        QVERIFY(r.out.startsWith("\x89PNG"));
        QVERIFY2(r.err.isEmpty(), qPrintable(r.err));
    }

    // The painting commands still need no display.
    void commandsRunWithoutDisplay()
    {
        const auto r = runCli(words(QStringLiteral("render --from e4 --format svg --output -")),
                              withoutDisplay());
        QCOMPARE(r.exitCode, 0);
        QVERIFY(r.out.startsWith(QStringLiteral("<?xml")));
    }
};

QTEST_GUILESS_MAIN(TestStartup)
#include "tst_startup.moc"
