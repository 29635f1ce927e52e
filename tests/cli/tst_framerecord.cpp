// The record of frames (.chess-distance-frames): what the writer keeps is what the reader reads.
// A record as large as two long runs leave is read; only the frames still standing are carried
// over; no line is longer than the bound the writer checks before a run.
#include <QDir>
#include <QFile>
#include <QTemporaryDir>
#include <QTest>

#include "cli/framerecord.h"
#include "filebytes.h"
#include "options/usageerror.h"

#include <fcntl.h>
#include <limits>
#include <unistd.h>

using cd::cli::FileIdentity;
using cd::cli::FolderEntry;
using cd::cli::FrameRecord;

namespace {

// The folder `path` open for the calls that take a descriptor.
struct OpenDir {
    explicit OpenDir(const QString& path)
        : fd(::open(QFile::encodeName(path).constData(), O_RDONLY | O_DIRECTORY | O_CLOEXEC))
    {}
    ~OpenDir() { ::close(fd); }
    OpenDir(const OpenDir&) = delete;
    OpenDir& operator=(const OpenDir&) = delete;
    int fd;
};

} // namespace

class TestFrameRecord : public QObject {
    Q_OBJECT
private slots:
    // Two runs of 9,600 plies each: about 19,200 lines, past the 1 MiB once read.
    void theRecordOfTwoLongRunsIsRead()
    {
        QTemporaryDir tmp;
        QByteArray text;
        for (int i = 0; i < 2 * 9600; ++i)
            text += "ply-" + QByteArray::number(100000 + i) +
                    ".svg\t65024\t123456789\t1234567\t1732812345123456789\n";
        QVERIFY(text.size() > 1024 * 1024);
        writeFile(tmp.filePath(QLatin1String(cd::cli::kFramesRecord)), text);
        const OpenDir dir(tmp.path());
        try {
            QCOMPARE(FrameRecord::read(dir.fd, tmp.path()).names().size(), 2 * 9600);
        } catch (const cd::RunError& e) {
            QFAIL(e.what());
        }
    }

    // Only a name that is still the very file listed is carried over.
    void onlyTheFramesStillStandingAreCarriedOver()
    {
        QTemporaryDir tmp;
        writeFile(tmp.filePath(QStringLiteral("frame-00.png")), "zero");
        writeFile(tmp.filePath(QStringLiteral("frame-01.png")), "one");
        const OpenDir dir(tmp.path());
        const FolderEntry zero = cd::cli::entryAt(dir.fd, QStringLiteral("frame-00.png"));
        FrameRecord record;
        record.add(QStringLiteral("frame-00.png"), zero.identity);
        record.add(QStringLiteral("frame-00.png"), {1, 2, 3, 4}); // a file written before it
        record.add(QStringLiteral("frame-01.png"), {1, 2, 3, 4}); // saved over since
        record.add(QStringLiteral("frame-02.png"), {1, 2, 3, 4}); // gone
        const FrameRecord standing = record.standing(dir.fd);
        QCOMPARE(standing.names(), QStringList{QStringLiteral("frame-00.png")});
        QVERIFY(standing.owns(QStringLiteral("frame-00.png"), zero.identity));
        QVERIFY(!standing.owns(QStringLiteral("frame-00.png"), FileIdentity{1, 2, 3, 4}));
    }

    // The writer's bound holds for the longest numbers.
    void aLineIsNeverLongerThanItsBound()
    {
        const QString name = QStringLiteral("ply-123456789.svg");
        FrameRecord record;
        constexpr qint64 most = std::numeric_limits<qint64>::min();
        record.add(name, {std::numeric_limits<quint64>::max(), std::numeric_limits<quint64>::max(),
                          most, most});
        QVERIFY(record.text().size() <= FrameRecord::lineBound(name));
    }
};

QTEST_GUILESS_MAIN(TestFrameRecord)
#include "tst_framerecord.moc"
