// frames --output-dir in a folder that is not empty: only the frames a run of this program
// recorded are ever replaced or removed (said on stderr); a user's files with frame-like names,
// FIFOs and links stay. A run that fails midway leaves the earlier set exactly as it was.
#include <QCryptographicHash>
#include <QDir>
#include <QFile>
#include <QProcess>
#include <QTemporaryDir>
#include <QTest>

#include "cli/clirun.h"

#include <csignal>
#include <sys/resource.h>
#include <sys/stat.h>
#include <unistd.h>

using clitest::Run;
using clitest::runCli;
using clitest::words;

namespace {

void writeFile(const QString& path, const QByteArray& bytes)
{
    QFile f(path);
    QVERIFY(f.open(QIODevice::WriteOnly));
    f.write(bytes);
}

QByteArray readFile(const QString& path)
{
    QFile f(path);
    return f.open(QIODevice::ReadOnly) ? f.readAll() : QByteArray();
}

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
