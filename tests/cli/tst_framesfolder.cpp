// frames --output-dir in a folder that is not empty: only the frames a run of this program
// recorded, and that are still the very files it wrote, are ever replaced or removed (said on
// stderr); a user's files with frame-like names, frames edited or saved over, FIFOs and links
// stay. One run at a time; a file saved under a frame's name while the frames are drawn stays. A
// run that fails midway leaves the earlier set exactly as it was.
#include <QCryptographicHash>
#include <QDir>
#include <QFile>
#include <QProcess>
#include <QTemporaryDir>
#include <QTest>

#include "cli/clirun.h"
#include "filebytes.h"

#include <csignal>
#include <fcntl.h>
#include <sys/file.h>
#include <sys/resource.h>
#include <sys/stat.h>
#include <unistd.h>

using clitest::Run;
using clitest::runCli;
using clitest::words;

namespace {

bool isFifo(const QString& path)
{
    struct stat st {};
    return ::lstat(QFile::encodeName(path).constData(), &st) == 0 && S_ISFIFO(st.st_mode);
}

// name -> checksum of every entry of the folder (links by their target, FIFOs by their kind).
QMap<QString, QByteArray> snapshot(const QString& dir)
{
    QMap<QString, QByteArray> out;
    const QDir d(dir);
    for (const QString& name :
         d.entryList(QDir::AllEntries | QDir::Hidden | QDir::System | QDir::NoDotAndDotDot)) {
        const QString path = d.filePath(name);
        const QFileInfo info(path);
        if (info.isSymLink())
            out[name] = "link:" + info.symLinkTarget().toUtf8();
        else if (isFifo(path))
            out[name] = "fifo";
        else
            out[name] = QCryptographicHash::hash(readFile(path), QCryptographicHash::Sha1);
    }
    return out;
}

QMap<QString, QByteArray> sevenFilesOfTheUser(const QString& dir)
{
    QMap<QString, QByteArray> files;
    for (int i = 0; i <= 6; ++i) {
        const QString name = QStringLiteral("frame-0%1.png").arg(i);
        files[name] = "an edited frame of mine, " + QByteArray::number(i);
        writeFile(QDir(dir).filePath(name), files[name]);
    }
    return files;
}

// The temporary folder a run draws its frames in, once there.
bool hasStaging(const QString& dir)
{
    return !QDir(dir)
                .entryList({QStringLiteral(".chess-distance-frames-*.part")},
                           QDir::Dirs | QDir::Hidden)
                .isEmpty();
}

// A run that stops after drawing its frames until `during` has run (CD_TEST_FRAMES_PAUSE).
Run runPaused(const QStringList& args, const QString& dir, const std::function<void()>& during)
{
    QTemporaryDir tmp;
    const QByteArray fifo = QFile::encodeName(tmp.filePath(QStringLiteral("pause")));
    if (::mkfifo(fifo.constData(), 0600) != 0)
        return {};
    const int hold = ::open(fifo.constData(), O_RDWR | O_CLOEXEC); // the run reads until it closes
    QProcessEnvironment env = QProcessEnvironment::systemEnvironment();
    env.insert(QStringLiteral("CD_TEST_FRAMES_PAUSE"), QString::fromUtf8(fifo));
    QProcess p;
    p.setProcessEnvironment(env);
    p.start(QStringLiteral(CD_BINARY), args);
    const bool started = QTest::qWaitFor([&] { return hasStaging(dir); }, 20000);
    if (started)
        during();
    ::close(hold);
    if (!p.waitForFinished(60000))
        p.kill();
    p.waitForFinished();
    if (!started)
        return {-2, {}, QString::fromUtf8(p.readAllStandardError())};
    return {p.exitStatus() == QProcess::NormalExit ? p.exitCode() : -1,
            QString::fromUtf8(p.readAllStandardOutput()),
            QString::fromUtf8(p.readAllStandardError())};
}

QStringList frameArgs(const QString& metric, const QString& from, const QString& dir,
                      const QString& format = QStringLiteral("png"))
{
    return words(QStringLiteral("frames --metric %1 --from %2 --size 64 --format %3 --output-dir")
                     .arg(metric, from, format)) +
           QStringList{dir};
}

} // namespace

class TestFramesFolder : public QObject {
    Q_OBJECT
private slots:
    // A folder that cannot be made says why; an empty name is refused, not the current folder.
    void aFolderThatCannotBeMadeSaysWhy_data()
    {
        QTest::addColumn<QString>("name");
        QTest::addColumn<int>("exitCode");
        QTest::addColumn<QString>("why");
        QTest::newRow("a file") << QStringLiteral("afile") << 1
                                << QStringLiteral("a file of that name is there");
        QTest::newRow("under a file")
            << QStringLiteral("afile/sub") << 1 << QStringLiteral(": Not a directory");
        QTest::newRow("a link to nothing")
            << QStringLiteral("dangling") << 1
            << QStringLiteral("it is a symbolic link to a folder that does not exist");
        QTest::newRow("empty") << QString() << 2
                               << QStringLiteral("--output-dir: the folder's name is empty");
    }

    void aFolderThatCannotBeMadeSaysWhy()
    {
        QFETCH(QString, name);
        QFETCH(int, exitCode);
        QFETCH(QString, why);
        QTemporaryDir tmp;
        writeFile(tmp.filePath(QStringLiteral("afile")), "mine");
        QVERIFY(QFile::link(QStringLiteral("nowhere"), tmp.filePath(QStringLiteral("dangling"))));
        const QString dir = name.isEmpty() ? name : tmp.filePath(name);
        const Run r = runCli(frameArgs(QStringLiteral("knight"), QStringLiteral("a1"), dir));
        QCOMPARE(r.exitCode, exitCode);
        QVERIFY2(r.err.contains(why), qPrintable(r.err));
        QCOMPARE(r.err.count(u'\n'), 1);
        QCOMPARE(QDir(tmp.path())
                     .entryList(QDir::NoDotAndDotDot | QDir::AllEntries | QDir::System)
                     .size(),
                 2); // nothing made, nothing written into the current folder either
    }

    void usersFilesWithFrameNamesStay()
    {
        QTemporaryDir tmp;
        const QString dir = tmp.filePath(QStringLiteral("slides"));
        QVERIFY(QDir().mkpath(dir));
        for (int i = 1; i <= 12; ++i)
            writeFile(QDir(dir).filePath(QStringLiteral("frame-%1.png").arg(i, 4, 10, QChar(u'0'))),
                      "mine " + QByteArray::number(i));
        writeFile(QDir(dir).filePath(QStringLiteral("ply-2019.png")), "my ply");
        writeFile(QDir(dir).filePath(QStringLiteral("frame-1.svg")), "my svg");
        QCOMPARE(
            ::mkfifo(
                QFile::encodeName(QDir(dir).filePath(QStringLiteral("frame-77.png"))).constData(),
                0600),
            0);
        QVERIFY(QFile::link(QStringLiteral("frame-0001.png"),
                            QDir(dir).filePath(QStringLiteral("frame-78.png"))));
        const auto before = snapshot(dir);

        const Run r = runCli(frameArgs(QStringLiteral("knight"), QStringLiteral("a1"), dir));
        QCOMPARE(r.exitCode, 0);
        const auto after = snapshot(dir);
        for (auto it = before.begin(); it != before.end(); ++it)
            QCOMPARE(after.value(it.key()), it.value()); // every file of the user as it was
        QVERIFY(after.contains(QStringLiteral("frame-00.png")));
        QVERIFY(after.contains(QStringLiteral("frame-06.png")));
        QVERIFY(!r.err.contains(QStringLiteral("removed")));

        // A second run, shorter and in the other format, removes the first run's frames only.
        const Run again = runCli(
            frameArgs(QStringLiteral("king"), QStringLiteral("d4"), dir, QStringLiteral("svg")));
        QCOMPARE(again.exitCode, 0);
        const auto last = snapshot(dir);
        for (auto it = before.begin(); it != before.end(); ++it)
            QCOMPARE(last.value(it.key()), it.value());
        QVERIFY(!last.contains(QStringLiteral("frame-00.png")));
        QVERIFY(last.contains(QStringLiteral("frame-04.svg")));
        QVERIFY2(again.err.contains(QStringLiteral("removed 7 frames")), qPrintable(again.err));
        QCOMPARE(last.size(), before.size() + 5 + 1); // frames 00..04 and the record
    }

    void aUsersFileOfTheSameNameIsRefused()
    {
        QTemporaryDir tmp;
        writeFile(tmp.filePath(QStringLiteral("frame-00.png")), "mine");
        const auto before = snapshot(tmp.path());
        const Run r = runCli(frameArgs(QStringLiteral("knight"), QStringLiteral("a1"), tmp.path()));
        QCOMPARE(r.exitCode, 1);
        QVERIFY2(r.err.contains(QStringLiteral("was not written by this program")),
                 qPrintable(r.err));
        QCOMPARE(snapshot(tmp.path()), before); // nothing written, nothing left behind
    }

    // The frames deleted with `rm *.png` (the record stays), then files of the user's own saved
    // under the same names (an export of edited frames): the record names them, but they are not
    // the files a run wrote, so a run refuses and keeps every byte of them.
    void usersFilesUnderRecordedNamesAreRefused()
    {
        QTemporaryDir tmp;
        const QString dir = tmp.filePath(QStringLiteral("anim"));
        QCOMPARE(runCli(frameArgs(QStringLiteral("knight"), QStringLiteral("a1"), dir)).exitCode,
                 0);
        for (int i = 0; i <= 6; ++i)
            QVERIFY(QFile::remove(QDir(dir).filePath(QStringLiteral("frame-0%1.png").arg(i))));
        sevenFilesOfTheUser(dir);
        const auto before = snapshot(dir);
        for (const QString& metric : {QStringLiteral("knight"), QStringLiteral("king")}) {
            const Run r = runCli(frameArgs(metric, QStringLiteral("d4"), dir));
            QCOMPARE(r.exitCode, 1);
            QCOMPARE(r.err.count(u'\n'), 1);
            QVERIFY2(r.err.contains(QStringLiteral("frame-00.png is no longer the frame this "
                                                   "program wrote there")),
                     qPrintable(r.err));
            QCOMPARE(snapshot(dir), before);
        }
    }

    // A frame edited in place (same file, new bytes) is the user's: refused when a run would
    // write it again, kept (and said) when a shorter run would remove it.
    void aFrameEditedInPlaceIsTheUsers()
    {
        QTemporaryDir tmp;
        const QString dir = tmp.filePath(QStringLiteral("anim"));
        QCOMPARE(runCli(frameArgs(QStringLiteral("knight"), QStringLiteral("a1"), dir)).exitCode,
                 0);
        for (const char* name : {"frame-03.png", "frame-06.png"}) {
            QFile f(QDir(dir).filePath(QLatin1String(name)));
            QVERIFY(f.open(QIODevice::ReadWrite)); // no truncation: the same inode, the same size
            QVERIFY(f.seek(100));
            QCOMPARE(f.write("edited"), 6);
        }
        const auto before = snapshot(dir);
        const Run again = runCli(frameArgs(QStringLiteral("knight"), QStringLiteral("a1"), dir));
        QCOMPARE(again.exitCode, 1);
        QVERIFY2(again.err.contains(QStringLiteral("frame-03.png is no longer the frame")),
                 qPrintable(again.err));
        QCOMPARE(snapshot(dir), before);

        QVERIFY(QFile::remove(QDir(dir).filePath(QStringLiteral("frame-03.png"))));
        const QByteArray edited = before.value(QStringLiteral("frame-06.png"));
        const Run shorter = runCli(frameArgs(QStringLiteral("king"), QStringLiteral("d4"), dir));
        QCOMPARE(shorter.exitCode, 0);
        QCOMPARE(snapshot(dir).value(QStringLiteral("frame-06.png")), edited);
        QVERIFY(!QFile::exists(QDir(dir).filePath(QStringLiteral("frame-05.png"))));
        QVERIFY2(shorter.err.contains(QStringLiteral("removed 1 frame of an earlier run")),
                 qPrintable(shorter.err));
        QVERIFY2(shorter.err.contains(QStringLiteral("kept 1 file")) &&
                     shorter.err.contains(QStringLiteral("frame-06.png")),
                 qPrintable(shorter.err));
    }

    // Each refusal names its reason: a recorded name that became a link is refused as a link.
    void aRecordedNameThatIsALinkIsRefusedAsALink()
    {
        QTemporaryDir tmp;
        const QString dir = tmp.filePath(QStringLiteral("anim"));
        QCOMPARE(runCli(frameArgs(QStringLiteral("knight"), QStringLiteral("a1"), dir)).exitCode,
                 0);
        writeFile(tmp.filePath(QStringLiteral("mine.png")), "mine");
        const QString frame = QDir(dir).filePath(QStringLiteral("frame-02.png"));
        QVERIFY(QFile::remove(frame));
        QVERIFY(QFile::link(QStringLiteral("../mine.png"), frame));
        const auto before = snapshot(dir);
        const Run r = runCli(frameArgs(QStringLiteral("knight"), QStringLiteral("a1"), dir));
        QCOMPARE(r.exitCode, 1);
        QVERIFY2(r.err.contains(QStringLiteral("frame-02.png is a symbolic link")),
                 qPrintable(r.err));
        QCOMPARE(snapshot(dir), before);
        QCOMPARE(readFile(tmp.filePath(QStringLiteral("mine.png"))), QByteArray("mine"));
    }

    // A run holds its folder: another one refuses at once, saying why, and writes nothing.
    void aSecondRunRefusesWhileTheFolderIsInUse()
    {
        QTemporaryDir tmp;
        const int fd = ::open(QFile::encodeName(tmp.path()).constData(), O_RDONLY | O_DIRECTORY);
        QVERIFY(fd >= 0);
        QCOMPARE(::flock(fd, LOCK_EX | LOCK_NB), 0);
        const Run r = runCli(frameArgs(QStringLiteral("knight"), QStringLiteral("a1"), tmp.path()));
        ::close(fd);
        QCOMPARE(r.exitCode, 1);
        QCOMPARE(r.err.count(u'\n'), 1);
        QVERIFY2(r.err.contains(QStringLiteral("is in use by another frames run")),
                 qPrintable(r.err));
        QVERIFY(QDir(tmp.path())
                    .entryList(QDir::AllEntries | QDir::Hidden | QDir::NoDotAndDotDot)
                    .isEmpty());
        QCOMPARE(
            runCli(frameArgs(QStringLiteral("knight"), QStringLiteral("a1"), tmp.path())).exitCode,
            0);
    }

    // A recorded frame saved over while a run draws is kept: the run fails and moves nothing
    // in (a second run meanwhile is refused); one the run would remove is kept, and said so.
    void filesSavedWhileTheFramesAreDrawnStay()
    {
        QTemporaryDir tmp;
        const QString dir = tmp.filePath(QStringLiteral("anim"));
        QCOMPARE(runCli(frameArgs(QStringLiteral("king"), QStringLiteral("a1"), dir)).exitCode, 0);
        const QString frame02 = QDir(dir).filePath(QStringLiteral("frame-02.png"));
        auto expected = snapshot(dir); // the king's frames 00..07 and the record
        Run second;
        const Run r =
            runPaused(frameArgs(QStringLiteral("knight"), QStringLiteral("a1"), dir), dir, [&] {
                writeFile(frame02, "saved over");
                second = runCli(frameArgs(QStringLiteral("king"), QStringLiteral("e4"), dir));
            });
        QCOMPARE(second.exitCode, 1);
        QVERIFY2(second.err.contains(QStringLiteral("is in use by another frames run")),
                 qPrintable(second.err));
        QCOMPARE(r.exitCode, 1);
        QVERIFY2(r.err.contains(QStringLiteral("frame-02.png is no longer the frame")),
                 qPrintable(r.err));
        expected[QStringLiteral("frame-02.png")] =
            QCryptographicHash::hash("saved over", QCryptographicHash::Sha1);
        QCOMPARE(snapshot(dir), expected); // no frame moved in, no temporary folder left

        QVERIFY(QFile::remove(frame02));
        const QString frame07 = QDir(dir).filePath(QStringLiteral("frame-07.png"));
        const Run shorter =
            runPaused(frameArgs(QStringLiteral("knight"), QStringLiteral("a1"), dir), dir,
                      [&] { writeFile(frame07, "saved over too"); });
        QCOMPARE(shorter.exitCode, 0);
        QCOMPARE(readFile(frame07), QByteArray("saved over too"));
        QVERIFY2(shorter.err.contains(QStringLiteral("kept 1 file")), qPrintable(shorter.err));
    }

    // A new name taken while the frames are drawn: refused as a file no run wrote.
    void aNewNameTakenWhileTheFramesAreDrawnStays()
    {
        QTemporaryDir tmp;
        const QString dir = tmp.filePath(QStringLiteral("anim"));
        QVERIFY(QDir().mkpath(dir));
        const Run r =
            runPaused(frameArgs(QStringLiteral("knight"), QStringLiteral("a1"), dir), dir, [&] {
                writeFile(QDir(dir).filePath(QStringLiteral("frame-05.png")), "mine");
            });
        QCOMPARE(r.exitCode, 1);
        QVERIFY2(r.err.contains(QStringLiteral("frame-05.png was not written by this program")),
                 qPrintable(r.err));
        QCOMPARE(QDir(dir).entryList(QDir::AllEntries | QDir::Hidden | QDir::NoDotAndDotDot),
                 QStringList{QStringLiteral("frame-05.png")});
        QCOMPARE(readFile(QDir(dir).filePath(QStringLiteral("frame-05.png"))), QByteArray("mine"));
    }

    // A record of 1 MiB (the most read) of names and identities is read, and a run into its
    // folder leaves a record of its own frames only.
    void aLargeRecordIsRead()
    {
        QTemporaryDir tmp;
        QByteArray record;
        for (int i = 0; record.size() < 1024 * 1024 - 64; ++i)
            record += i % 2 ? QByteArray("frame-" + QByteArray::number(i) + ".png\n")
                            : QByteArray("ply-" + QByteArray::number(i) + ".svg\t1\t2\t3\t4\n");
        writeFile(tmp.filePath(QStringLiteral(".chess-distance-frames")), record);
        const Run r = runCli(frameArgs(QStringLiteral("knight"), QStringLiteral("a1"), tmp.path()));
        QCOMPARE(r.exitCode, 0);
        QCOMPARE(r.err, QString());
        const QByteArray now = readFile(tmp.filePath(QStringLiteral(".chess-distance-frames")));
        QCOMPARE(now.count('\n'), 7);
        QVERIFY(now.startsWith("frame-00.png\t"));
    }

    // A run that fails while moving in, over a record near 1 MiB of frames long gone (the
    // earlier run's, padded): the record it leaves carries only the frames still there, and the
    // next run into the folder goes through.
    void aRunFailedWhileMovingInLeavesAFolderToWriteInto()
    {
        QTemporaryDir tmp;
        const QString dir = tmp.filePath(QStringLiteral("acc"));
        const QStringList args = frameArgs(QStringLiteral("king"), QStringLiteral("d4"), dir);
        QCOMPARE(runCli(args).exitCode, 0);
        const QString recordPath = QDir(dir).filePath(QStringLiteral(".chess-distance-frames"));
        QByteArray record = readFile(recordPath);
        const int frames = static_cast<int>(record.count('\n'));
        for (int i = 100000; record.size() < 1048402; ++i)
            record += "frame-" + QByteArray::number(i) + ".png\t65024\t1\t1\t1\n";
        writeFile(recordPath, record);

        QProcessEnvironment env = QProcessEnvironment::systemEnvironment();
        env.insert(QStringLiteral("CD_TEST_FRAMES_FAIL_MOVE"), QStringLiteral("2"));
        const Run failed = runCli(args, env);
        QCOMPARE(failed.exitCode, 1);
        QVERIFY2(failed.err.contains(QStringLiteral("Input/output error")), qPrintable(failed.err));
        // The earlier frames and this run's, each at most twice.
        QVERIFY(readFile(recordPath).count('\n') <= 2 * frames);

        const Run next = runCli(args);
        QCOMPARE(next.err, QString());
        QCOMPARE(next.exitCode, 0);
        QCOMPARE(readFile(recordPath).count('\n'), frames);
    }

    // Ctrl-C or SIGTERM while the frames are drawn: the run ends by the signal and its
    // temporary folder goes with it (it may hold hundreds of MB of frames).
    void anInterruptedRunLeavesNoTemporaryFolder_data()
    {
        QTest::addColumn<int>("signal");
        QTest::newRow("SIGINT") << SIGINT;
        QTest::newRow("SIGTERM") << SIGTERM;
    }
    void anInterruptedRunLeavesNoTemporaryFolder()
    {
        QFETCH(int, signal);
        QTemporaryDir tmp;
        const QString dir = tmp.filePath(QStringLiteral("wave"));
        QProcess p;
        p.start(QStringLiteral(CD_BINARY),
                words(QStringLiteral("frames --metric king --from a1 --size 3000 --output-dir")) +
                    QStringList{dir});
        const auto drawing = [&] {
            const QDir d(dir);
            for (const QString& staging : d.entryList(
                     {QStringLiteral(".chess-distance-frames-*.part")}, QDir::Dirs | QDir::Hidden))
                if (QFileInfo::exists(d.filePath(staging + QStringLiteral("/frame-00.png"))))
                    return true;
            return false;
        };
        QVERIFY(QTest::qWaitFor(drawing, 20000));
        ::kill(static_cast<pid_t>(p.processId()), signal);
        QVERIFY(p.waitForFinished(60000));
        QCOMPARE(p.exitStatus(), QProcess::CrashExit);
        QCOMPARE(QDir(dir).entryList(QDir::AllEntries | QDir::Hidden | QDir::NoDotAndDotDot),
                 QStringList());
    }

    // A temporary folder left under the number of a process that is alive (here this test's,
    // as a number reused) is removed: the run holds the folder's lock, so no run uses it.
    void aStaleTemporaryFolderOfALiveNumberIsRemoved()
    {
        QTemporaryDir tmp;
        const QString staging =
            QStringLiteral(".chess-distance-frames-%1-0badf00d.part").arg(::getpid());
        QVERIFY(QDir(tmp.path()).mkdir(staging));
        writeFile(tmp.filePath(staging + QStringLiteral("/frame-00.png")), "a killed run's");
        const Run r = runCli(frameArgs(QStringLiteral("knight"), QStringLiteral("a1"), tmp.path()));
        QCOMPARE(r.exitCode, 0);
        QVERIFY(!hasStaging(tmp.path()));
    }

    // A run that fails midway (the file size limit stands for a full disk) leaves the earlier
    // frames byte for byte and no new or temporary file.
    void aFailedRunLeavesTheEarlierSet()
    {
        QTemporaryDir tmp;
        const QString dir = tmp.filePath(QStringLiteral("wave"));
        QCOMPARE(runCli(frameArgs(QStringLiteral("king"), QStringLiteral("a1"), dir,
                                  QStringLiteral("svg")))
                     .exitCode,
                 0);
        const auto before = snapshot(dir);
        QCOMPARE(before.size(), 8 + 1); // frames 00..07 and the record

        // The knight's frames grow as more squares get numbers: the limit lets the first ones
        // through and stops a later one.
        QTemporaryDir probe;
        QCOMPARE(runCli(frameArgs(QStringLiteral("knight"), QStringLiteral("a1"), probe.path(),
                                  QStringLiteral("svg")))
                     .exitCode,
                 0);
        const qint64 limit =
            std::max(QFileInfo(probe.filePath(QStringLiteral("frame-00.svg"))).size(),
                     QFileInfo(probe.filePath(QStringLiteral("frame-01.svg"))).size());
        QVERIFY(QFileInfo(probe.filePath(QStringLiteral("frame-06.svg"))).size() > limit);

        QProcess p;
        p.setChildProcessModifier([limit] {
            ::signal(SIGXFSZ, SIG_IGN); // a write past the limit fails with EFBIG
            const rlimit size{static_cast<rlim_t>(limit), static_cast<rlim_t>(limit)};
            ::setrlimit(RLIMIT_FSIZE, &size);
        });
        clitest::runToEnd(
            p,
            frameArgs(QStringLiteral("knight"), QStringLiteral("a1"), dir, QStringLiteral("svg")),
            QProcessEnvironment::systemEnvironment(), {});
        QCOMPARE(p.exitCode(), 1);
        QVERIFY(
            QString::fromUtf8(p.readAllStandardError()).contains(QStringLiteral("File too large")));
        QCOMPARE(snapshot(dir), before);
    }
};

QTEST_GUILESS_MAIN(TestFramesFolder)
#include "tst_framesfolder.moc"
