// The batch file reader: bounded lines, binary data stops it with the line number, comments and
// quotes as before, and the options beside --batch become every job's defaults.
#include "cli/batchfile.h"

#include <QBuffer>
#include <QTest>

using namespace cd::cli;

namespace {

BatchFile read(const QByteArray& bytes)
{
    QBuffer buffer;
    buffer.setData(bytes);
    buffer.open(QIODevice::ReadOnly);
    return readBatch(buffer);
}

} // namespace

class TestBatchFile : public QObject {
    Q_OBJECT
private slots:
    void linesBecomeJobs()
    {
        const BatchFile f = read("# jobs\n\n--from e4 --output 'a b.png'\r\nrender --from d4\n"
                                 "--caption \"open\n--from c3");
        QCOMPARE(f.fatal, QString());
        QCOMPARE(f.jobs.size(), std::size_t(3));
        QCOMPARE(f.jobs[0].line, 3);
        QCOMPARE(f.jobs[0].arguments,
                 (QStringList{QStringLiteral("--from"), QStringLiteral("e4"),
                              QStringLiteral("--output"), QStringLiteral("a b.png")}));
        QCOMPARE(f.jobs[1].arguments,
                 (QStringList{QStringLiteral("--from"), QStringLiteral("d4")}));
        QCOMPARE(f.jobs[2].line, 6); // the last line needs no line break
        QCOMPARE(f.badLines.size(), std::size_t(1));
        QCOMPARE(f.badLines[0].first, 5);
    }

    void binaryDataStopsWithTheLineNumber_data()
    {
        QTest::addColumn<QByteArray>("bytes");
        QTest::addColumn<int>("line");
        QTest::newRow("NUL") << QByteArray("--from e4\n--output a.png\0x\n", 27) << 2;
        QTest::newRow("zeros") << QByteArray(100000, '\0') << 1;
        QTest::newRow("not UTF-8") << QByteArray("--from e4\n\n--caption \xff\xfe\n") << 3;
        QTest::newRow("too long") << QByteArray(kMaxBatchLineBytes + 10, 'x') << 1;
    }
    void binaryDataStopsWithTheLineNumber()
    {
        QFETCH(QByteArray, bytes);
        QFETCH(int, line);
        const BatchFile f = read(bytes);
        QVERIFY(!f.fatal.isEmpty());
        QCOMPARE(f.fatalLine, line);
    }

    void aLineOfTheLongestLengthIsAccepted()
    {
        QByteArray line = "--caption " + QByteArray(kMaxBatchLineBytes - 10, 'x');
        QCOMPARE(line.size(), kMaxBatchLineBytes);
        const BatchFile f = read(line + "\n--from e4\n");
        QCOMPARE(f.fatal, QString());
        QCOMPARE(f.jobs.size(), std::size_t(2));
    }

    void defaultsRepeatTheOtherOptions()
    {
        QCommandLineParser parser;
        parser.addOptions({{QStringLiteral("size"), QString(), QStringLiteral("PX")},
                           {QStringLiteral("flip"), QString()},
                           {QStringLiteral("batch"), QString(), QStringLiteral("JOBS")}});
        QVERIFY(parser.parse(QStringList{QStringLiteral("render"), QStringLiteral("--size"),
                                         QStringLiteral("-5"), QStringLiteral("--flip"),
                                         QStringLiteral("--batch"), QStringLiteral("f")}));
        QCOMPARE(batchDefaults(cd::options::Given(parser)),
                 (QStringList{QStringLiteral("--size=-5"), QStringLiteral("--flip")}));
    }
};

QTEST_GUILESS_MAIN(TestBatchFile)
#include "tst_batchfile.moc"
