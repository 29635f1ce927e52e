// Long work shows how far it has got on stderr when stderr is a terminal (a pseudo-terminal here),
// and prints no progress when stderr is a file or a pipe (as when a test captures it).
#include <QProcess>
#include <QTemporaryDir>
#include <QTest>

#include "cli/clirun.h"

#include <QSet>

#include <cerrno>
#include <csignal>
#include <cstdlib>
#include <fcntl.h>
#include <unistd.h>

using clitest::runCli;
using clitest::words;

namespace {

const QString kKiwipete =
    QStringLiteral("r3k2r/p1ppqpb1/bn2pnp1/3PN3/1p2P3/2N2Q1p/PPPBBPPP/R3K2R w KQkq - 0 1");

// Runs the binary with stderr on a new pseudo-terminal; returns what the terminal received.
// With `interruptAfterMs`, the run gets SIGINT (Ctrl-C) after that long and `interrupted` says
// whether the interrupt ended it.
QByteArray stderrOnTerminal(const QStringList& args, const QString& dir = {},
                            int interruptAfterMs = 0, bool* interrupted = nullptr)
{
    const int master = ::posix_openpt(O_RDWR | O_NOCTTY);
    if (master < 0 || ::grantpt(master) != 0 || ::unlockpt(master) != 0)
        qFatal("no pseudo-terminal");
    const int terminal = ::open(::ptsname(master), O_RDWR | O_NOCTTY);
    if (terminal < 0)
        qFatal("cannot open the pseudo-terminal");
    QProcess p;
    p.setChildProcessModifier([terminal] { ::dup2(terminal, STDERR_FILENO); });
    if (interruptAfterMs > 0) {
        p.setWorkingDirectory(dir);
        p.start(QStringLiteral(CD_BINARY), args);
        if (!p.waitForStarted() || p.waitForFinished(interruptAfterMs))
            qFatal("chess-distance ended before the interrupt");
        ::kill(static_cast<pid_t>(p.processId()), SIGINT);
        if (!p.waitForFinished(10000))
            qFatal("chess-distance did not end on SIGINT");
        // Killed by the signal, as without a handler (a shell says 130).
        *interrupted = p.exitStatus() == QProcess::CrashExit;
    } else {
        clitest::runToEnd(p, args, QProcessEnvironment::systemEnvironment(), dir);
    }
    if (interruptAfterMs == 0 && (p.exitStatus() != QProcess::NormalExit || p.exitCode() != 0))
        qWarning("exit code %d", p.exitCode());
    // The terminal stays open on this side, so what the program wrote waits to be read.
    ::fcntl(master, F_SETFL, O_NONBLOCK);
    QByteArray out;
    char buffer[4096];
    for (ssize_t n; (n = ::read(master, buffer, sizeof buffer)) > 0;)
        out.append(buffer, n);
    ::close(terminal);
    ::close(master);
    return out;
}

} // namespace

class TestProgress : public QObject {
    Q_OBJECT
private slots:
    void perftShowsProgressOnATerminalOnly()
    {
        const QStringList args = words(QStringLiteral("perft --depth 3"));
        const QByteArray shown = stderrOnTerminal(args);
        QVERIFY2(shown.contains("[100.0%] perft depth 3, 8902 nodes so far"), shown.constData());
        QVERIFY(shown.endsWith("\r\033[K")); // the line is erased at the end
        const clitest::Run captured = runCli(args);
        QCOMPARE(captured.exitCode, 0);
        QCOMPARE(captured.err, QString());
        QCOMPARE(captured.out, QStringLiteral("nodes 8902\n"));
    }

    void perftDivideShowsProgressToo()
    {
        const QByteArray shown =
            stderrOnTerminal(words(QStringLiteral("perft --depth 2 --divide")));
        QVERIFY2(shown.contains("perft depth 2, "), shown.constData());
    }

    // Hours of perft (depth 8 from Kiwipete) showed "[0/48]" until the first of 48 moves was
    // counted: the line moves within the first move's count, and Ctrl-C erases it.
    void perftProgressMovesAndCtrlCErasesIt()
    {
        bool interrupted = false;
        const QByteArray shown =
            stderrOnTerminal({QStringLiteral("perft"), QStringLiteral("--fen"), kKiwipete,
                              QStringLiteral("--depth"), QStringLiteral("7")},
                             {}, 1500, &interrupted);
        QVERIFY(interrupted);
        QSet<QByteArray> lines;
        for (const QByteArray& line : shown.split('\r')) {
            const QByteArray text = line.mid(3); // after the erase, "\033[K"
            // The first of 48 moves is about 2% of the work: its count is not finished.
            if (text.startsWith("[0.") || text.startsWith("[1."))
                lines.insert(text);
        }
        QVERIFY2(lines.size() >= 3, shown.right(500).constData());
        QVERIFY2(shown.endsWith("\r\033[K"), shown.right(200).constData());
    }

    void worksheetShowsProgressOnATerminalOnly()
    {
        QTemporaryDir tmp;
        const QStringList args = words(QStringLiteral("worksheet --count 2 --output w.pdf"));
        const QByteArray shown = stderrOnTerminal(args, tmp.path());
        QVERIFY2(shown.contains("/4] boards drawn, worksheet w.pdf"), shown.constData());
        const clitest::Run captured =
            runCli(args, QProcessEnvironment::systemEnvironment(), tmp.path());
        QCOMPARE(captured.exitCode, 0);
        QCOMPARE(captured.err, QString());
    }

    void animationSaysItIsEncodingOnATerminalOnly()
    {
        QTemporaryDir tmp;
        const QStringList args =
            words(QStringLiteral("render --animate wavefront --from e4 --size 64 --output a.gif"));
        const QByteArray shown = stderrOnTerminal(args, tmp.path());
        QVERIFY2(shown.contains("frames into a.gif"), shown.constData());
        const clitest::Run captured =
            runCli(args, QProcessEnvironment::systemEnvironment(), tmp.path());
        QCOMPARE(captured.exitCode, 0);
        QCOMPARE(captured.err, QString());
    }

    void helpSaysWhatIsSlow()
    {
        for (const QString& command :
             {QStringLiteral("perft"), QStringLiteral("worksheet"), QStringLiteral("render")}) {
            const clitest::Run r = runCli({command, QStringLiteral("--help")});
            QVERIFY2(r.out.contains(QStringLiteral("Slow")), qPrintable(command));
        }
    }
};

QTEST_GUILESS_MAIN(TestProgress)
#include "tst_progress.moc"
