// Long work shows how far it has got on stderr when stderr is a terminal (a pseudo-terminal here),
// and prints no progress when stderr is a file or a pipe (as when a test captures it).
#include <QProcess>
#include <QTemporaryDir>
#include <QTest>

#include "cli/clirun.h"

#include <cerrno>
#include <cstdlib>
#include <fcntl.h>
#include <unistd.h>

using clitest::runCli;
using clitest::words;

namespace {

// Runs the binary with stderr on a new pseudo-terminal; returns what the terminal received.
QByteArray stderrOnTerminal(const QStringList& args, const QString& dir = {})
{
    const int master = ::posix_openpt(O_RDWR | O_NOCTTY);
    if (master < 0 || ::grantpt(master) != 0 || ::unlockpt(master) != 0)
        qFatal("no pseudo-terminal");
    const int terminal = ::open(::ptsname(master), O_RDWR | O_NOCTTY);
    if (terminal < 0)
        qFatal("cannot open the pseudo-terminal");
    QProcess p;
    p.setChildProcessModifier([terminal] { ::dup2(terminal, STDERR_FILENO); });
    clitest::runToEnd(p, args, QProcessEnvironment::systemEnvironment(), dir);
    if (p.exitStatus() != QProcess::NormalExit || p.exitCode() != 0)
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
        QVERIFY2(shown.contains("[0/20] first moves counted, perft depth 3"), shown.constData());
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
        QVERIFY2(shown.contains("[0/20] first moves counted, perft depth 2"), shown.constData());
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
