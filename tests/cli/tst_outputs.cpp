// Where the commands write (issue classes 1, 7 and 8): standard output for "-", FIFOs and device
// nodes streamed to and never replaced, recognisable temporaries removed by the next export, a
// frames folder that holds one animation, and the system's reason when the disk is full. FIFOs
// and devices are created in a temporary folder only, never the machine's own /dev files.
#include "cli/clirun.h"

#include <QDir>
#include <QFile>
#include <QProcess>
#include <QTemporaryDir>
#include <QTest>

#include <cerrno>
#include <csignal>
#include <fcntl.h>
#include <sys/resource.h>
#include <sys/stat.h>
#include <sys/sysmacros.h>
#include <unistd.h>

using clitest::runCli;
using clitest::runCliRaw;
using clitest::words;

namespace {

QStringList renderTo(const QString& output, const char* format = "png")
{
    return words(QStringLiteral("render --from e4 --size 100 --format %1 --output ")
                     .arg(QLatin1String(format))) +
           QStringList{output};
}

mode_t typeOf(const QString& path)
{
    struct stat st {};
    return ::lstat(QFile::encodeName(path).constData(), &st) == 0 ? (st.st_mode & S_IFMT) : 0;
}

} // namespace

class TestOutputs : public QObject {
    Q_OBJECT
private slots:
    void dashIsStandardOutputForEveryFormat_data()
    {
        QTest::addColumn<QString>("format");
        QTest::addColumn<QByteArray>("magic");
        QTest::newRow("png") << "png" << QByteArray("\x89PNG");
        QTest::newRow("svg") << "svg" << QByteArray("<?xml");
        QTest::newRow("pdf") << "pdf" << QByteArray("%PDF");
    }
    void dashIsStandardOutputForEveryFormat()
    {
        QFETCH(QString, format);
        QFETCH(QByteArray, magic);
        QTemporaryDir dir;
        const auto r = runCliRaw(renderTo(QStringLiteral("-"), qPrintable(format)),
                                 QProcessEnvironment::systemEnvironment(), dir.path());
        QCOMPARE(r.exitCode, 0);
        QVERIFY2(r.out.startsWith(magic), r.out.left(16).toHex().constData());
        QVERIFY(!QFile::exists(dir.filePath(QStringLiteral("-")))); // no file named "-"
    }

    void worksheetToStandardOutputIsThePdfAlone()
    {
        QTemporaryDir dir;
        const auto r = runCliRaw(words(QStringLiteral("worksheet --count 2 --output -")),
                                 QProcessEnvironment::systemEnvironment(), dir.path());
        QCOMPARE(r.exitCode, 0);
        QVERIFY(r.out.startsWith("%PDF"));
        QVERIFY(r.out.trimmed().endsWith("%%EOF"));
        QVERIFY(!QFile::exists(dir.filePath(QStringLiteral("-"))));
    }

    void framesRefuseStandardOutput()
    {
        QTemporaryDir dir;
        const auto r = runCli(words(QStringLiteral("frames --from e4 --output-dir -")),
                              QProcessEnvironment::systemEnvironment(), dir.path());
        QCOMPARE(r.exitCode, 2);
        QVERIFY2(r.err.contains(QStringLiteral("standard output")), qPrintable(r.err));
        QVERIFY(!QFileInfo::exists(dir.filePath(QStringLiteral("-"))));
    }

    // The FIFO gets the image and stays a FIFO.
    void aFifoIsStreamedToNotReplaced()
    {
        QTemporaryDir dir;
        const QString fifo = dir.filePath(QStringLiteral("pipe.png"));
        QCOMPARE(::mkfifo(QFile::encodeName(fifo).constData(), 0600), 0);
        const int fd = ::open(QFile::encodeName(fifo).constData(), O_RDONLY | O_NONBLOCK);
        QVERIFY(fd >= 0);
        QProcess p;
        p.start(QStringLiteral(CD_BINARY), renderTo(fifo));
        QByteArray received;
        char buffer[4096];
        for (bool running = true; running;) {
            running = !p.waitForFinished(20);
            for (ssize_t n; (n = ::read(fd, buffer, sizeof buffer)) > 0;)
                received.append(buffer, n);
        }
        ::close(fd);
        QCOMPARE(p.exitCode(), 0);
        QCOMPARE(typeOf(fifo), mode_t(S_IFIFO));
        QVERIFY(received.startsWith("\x89PNG"));
    }

    // A character device (the null device, made here) is written to and stays a device.
    void aCharacterDeviceIsWrittenToNotReplaced()
    {
        if (::geteuid() != 0)
            QSKIP("making a device node needs root");
        QTemporaryDir dir;
        const QString null = dir.filePath(QStringLiteral("null.png"));
        QCOMPARE(::mknod(QFile::encodeName(null).constData(), S_IFCHR | 0666, makedev(1, 3)), 0);
        const auto r = runCli(renderTo(null));
        QCOMPARE(r.exitCode, 0);
        QCOMPARE(typeOf(null), mode_t(S_IFCHR));
    }

    // A full device says why: the system's "No space left on device".
    void aFullDeviceSaysNoSpace()
    {
        if (::geteuid() != 0)
            QSKIP("making a device node needs root");
        QTemporaryDir dir;
        const QString full = dir.filePath(QStringLiteral("full.png"));
        QCOMPARE(::mknod(QFile::encodeName(full).constData(), S_IFCHR | 0666, makedev(1, 7)), 0);
        const auto r = runCli(renderTo(full));
        QCOMPARE(r.exitCode, 1);
        QVERIFY2(r.err.contains(QStringLiteral("No space left on device")), qPrintable(r.err));
        QCOMPARE(typeOf(full), mode_t(S_IFCHR));
    }

    // A file size limit stands in for a full disk: the reason is the system's, never "Unknown
    // error", and the old file stays as it was.
    void aFailedWriteNamesTheSystemsReason()
    {
        QTemporaryDir dir;
        const QString out = dir.filePath(QStringLiteral("big.png"));
        QFile old(out);
        QVERIFY(old.open(QIODevice::WriteOnly));
        old.write("old");
        old.close();
        QProcess p;
        p.setChildProcessModifier([] {
            ::signal(SIGXFSZ, SIG_IGN);
            const rlimit limit{1000, 1000};
            ::setrlimit(RLIMIT_FSIZE, &limit);
        });
        p.start(QStringLiteral(CD_BINARY), renderTo(out));
        QVERIFY(p.waitForFinished(60000));
        const QString err = QString::fromUtf8(p.readAllStandardError());
        QCOMPARE(p.exitCode(), 1);
        QVERIFY2(err.contains(QStringLiteral("File too large")), qPrintable(err));
        QVERIFY(!err.contains(QStringLiteral("Unknown error")));
        QVERIFY(old.open(QIODevice::ReadOnly));
        QCOMPARE(old.readAll(), QByteArray("old"));
        QCOMPARE(QDir(dir.path()).entryList(QDir::Files), QStringList{QStringLiteral("big.png")});
    }

    // A killed export's temporary (of a process that is gone) is removed by the next export of
    // the same target; another target's is left alone.
    void staleTemporariesOfTheTargetAreRemoved()
    {
        QTemporaryDir dir;
        const QString out = dir.filePath(QStringLiteral("t.svg"));
        const QString stale = out + QStringLiteral(".chess-distance-2147483646-0badf00d.part");
        const QString other =
            dir.filePath(QStringLiteral("u.svg.chess-distance-2147483646-0badf00d.part"));
        for (const QString& path : {stale, other}) {
            QFile f(path);
            QVERIFY(f.open(QIODevice::WriteOnly));
        }
        const auto r = runCli(renderTo(out, "svg"));
        QCOMPARE(r.exitCode, 0);
        QVERIFY(!QFile::exists(stale));
        QVERIFY(QFile::exists(other));
        QCOMPARE(QDir(dir.path()).entryList(QDir::Files),
                 (QStringList{QStringLiteral("t.svg"), QFileInfo(other).fileName()}));
    }

    // A shorter wavefront after a longer one: the folder holds the new animation only.
    void framesLeaveNoFramesOfAnEarlierRun()
    {
        QTemporaryDir dir;
        const QString out = dir.filePath(QStringLiteral("frames"));
        const auto frames = [&](const char* options) {
            return runCli(words(QString::fromLatin1(options)) +
                          QStringList{QStringLiteral("--size"), QStringLiteral("64"),
                                      QStringLiteral("--output-dir"), out});
        };
        QCOMPARE(frames("frames --metric knight --from a1").exitCode, 0); // 7 frames
        QCOMPARE(frames("frames --metric king --from d4 --format svg").exitCode, 0);
        QCOMPARE(QDir(out).entryList(QDir::Files, QDir::Name),
                 (QStringList{QStringLiteral("frame-00.svg"), QStringLiteral("frame-01.svg"),
                              QStringLiteral("frame-02.svg"), QStringLiteral("frame-03.svg"),
                              QStringLiteral("frame-04.svg")}));
    }
};

QTEST_GUILESS_MAIN(TestOutputs)
#include "tst_outputs.moc"
