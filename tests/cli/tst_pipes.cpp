// Standard output that cannot be written: a pipe whose reader is gone (chess-distance pairs |
// head -1) and a closed descriptor (>&-). The program is not killed by SIGPIPE; it says in one
// line that standard output failed and why, and exits with 1.
#include <QDir>
#include <QFile>
#include <QProcess>
#include <QTest>

#include "cli/clirun.h"

#include <csignal>
#include <functional>
#include <unistd.h>

using clitest::words;

namespace {

struct Outcome {
    bool crashed = false;
    int exitCode = -1;
    QString err;
};

// Runs the binary with standard output set up by `setUp` in the child (before exec), SIGPIPE at
// its default as a shell leaves it.
Outcome runWith(const QStringList& args, const std::function<void()>& setUp)
{
    QProcess p;
    p.setChildProcessModifier([setUp] {
        ::signal(SIGPIPE, SIG_DFL);
        setUp();
    });
    p.setStandardOutputFile(QProcess::nullDevice()); // replaced by setUp
    clitest::runToEnd(p, args, QProcessEnvironment::systemEnvironment(), {});
    return {p.exitStatus() == QProcess::CrashExit, p.exitCode(),
            QString::fromUtf8(p.readAllStandardError())};
}

// A pipe whose read end is closed before the program writes: every write fails with EPIPE.
Outcome intoBrokenPipe(const QStringList& args)
{
    int fds[2];
    if (::pipe(fds) != 0)
        qFatal("pipe failed");
    ::close(fds[0]);
    const int writeEnd = fds[1];
    const Outcome o = runWith(args, [writeEnd] { ::dup2(writeEnd, STDOUT_FILENO); });
    ::close(writeEnd);
    return o;
}

Outcome withStdoutClosed(const QStringList& args)
{
    return runWith(args, [] { ::close(STDOUT_FILENO); });
}

} // namespace

class TestPipes : public QObject {
    Q_OBJECT
private slots:
    void aClosedPipeIsReportedNotFatal_data()
    {
        QTest::addColumn<QString>("command");
        QTest::newRow("text") << QStringLiteral("pairs --metric knight");
        QTest::newRow("help") << QStringLiteral("map --help");
        QTest::newRow("image to -")
            << QStringLiteral("render --from e4 --size 64 --format png --output -");
    }
    void aClosedPipeIsReportedNotFatal()
    {
        QFETCH(QString, command);
        const Outcome o = intoBrokenPipe(words(command));
        QVERIFY2(!o.crashed, "killed by a signal (SIGPIPE)");
        QCOMPARE(o.exitCode, 1);
        QVERIFY2(o.err.contains(QStringLiteral("standard output: Broken pipe")), qPrintable(o.err));
        QCOMPARE(o.err.count(u'\n'), 1); // one line
    }

    void aClosedStandardOutputIsNamed_data() { aClosedPipeIsReportedNotFatal_data(); }
    void aClosedStandardOutputIsNamed()
    {
        QFETCH(QString, command);
        const Outcome o = withStdoutClosed(words(command));
        QVERIFY(!o.crashed);
        QCOMPARE(o.exitCode, 1);
        QVERIFY2(o.err.contains(QStringLiteral("standard output is closed")), qPrintable(o.err));
        QVERIFY2(!o.err.contains(QStringLiteral("Invalid argument")), qPrintable(o.err));
        QCOMPARE(o.err.count(u'\n'), 1);
    }

    // Writing a file needs no standard output: closing it changes nothing.
    void aFileIsWrittenWithStandardOutputClosed()
    {
        const QString path =
            QDir::temp().filePath(QStringLiteral("cd-pipes-%1.png").arg(::getpid()));
        const Outcome o = withStdoutClosed(
            words(QStringLiteral("render --from e4 --size 64 --output")) + QStringList{path});
        QCOMPARE(o.exitCode, 0);
        QVERIFY(QFile::exists(path));
        QFile::remove(path);
    }
};

QTEST_GUILESS_MAIN(TestPipes)
#include "tst_pipes.moc"
