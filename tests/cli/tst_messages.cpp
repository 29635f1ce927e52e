// Saying what happened (issue class 8): a --length without routes says so and JSON keeps it,
// batch progress counts the jobs, options beside --batch apply to every job, and numbers too
// large for the program are out of range, not "not a number".
#include "cli/clirun.h"

#include <QFile>
#include <QImage>
#include <QJsonDocument>
#include <QJsonObject>
#include <QTemporaryDir>
#include <QTest>

using clitest::runCli;
using clitest::words;

class TestMessages : public QObject {
    Q_OBJECT
private slots:
    void aLengthWithoutRoutesSaysSo_data()
    {
        QTest::addColumn<int>("length");
        QTest::newRow("below the distance") << 3;
        QTest::newRow("wrong parity") << 7; // a knight's route a1 -> h8 has an even length
    }
    void aLengthWithoutRoutesSaysSo()
    {
        QFETCH(int, length);
        const QString base = QStringLiteral("trajectory --from a1 --to h8 --length %1").arg(length);
        const auto text = runCli(words(base));
        QCOMPARE(text.exitCode, 0);
        QVERIFY2(text.out.startsWith(
                     QStringLiteral("knight a1 -> h8: no route of length %1 (the distance is 6)")
                         .arg(length)),
                 qPrintable(text.out));
        const auto json = runCli(words(base + QStringLiteral(" --format json")));
        QCOMPARE(json.exitCode, 0);
        const QJsonObject o = QJsonDocument::fromJson(json.out.toUtf8()).object();
        QCOMPARE(o.value(QStringLiteral("length")).toInt(), length);
        QCOMPARE(o.value(QStringLiteral("count")).toInt(), 0);
    }

    // One bad line, then three jobs: the progress reads [1/3], [2/3], [3/3]; the --size given
    // beside --batch applies to a job without its own.
    void batchProgressCountsAndDefaultsApply()
    {
        QTemporaryDir dir;
        QFile batch(dir.filePath(QStringLiteral("jobs")));
        QVERIFY(batch.open(QIODevice::WriteOnly));
        batch.write("--from 'e4\n"
                    "--from e4 --output a.png\n"
                    "# a comment\n"
                    "--from d4 --output b.png --size 80\n"
                    "render --from c3 --output c.png\n");
        batch.close();
        const auto r = runCli({QStringLiteral("render"), QStringLiteral("--size"),
                               QStringLiteral("64"), QStringLiteral("--batch"), batch.fileName()},
                              QProcessEnvironment::systemEnvironment(), dir.path());
        QCOMPARE(r.exitCode, 2); // the bad line
        const QStringList lines = r.err.split(u'\n', Qt::SkipEmptyParts);
        QCOMPARE(lines.size(), 5);
        QVERIFY2(lines[0].contains(QStringLiteral("jobs:1: a ' quote is not closed")),
                 qPrintable(lines[0]));
        QCOMPARE(lines[1], QStringLiteral("[1/3] a.png"));
        QCOMPARE(lines[2], QStringLiteral("[2/3] b.png"));
        QCOMPARE(lines[3], QStringLiteral("[3/3] c.png"));
        QCOMPARE(QImage(dir.filePath(QStringLiteral("a.png"))).width(), 64);
        QCOMPARE(QImage(dir.filePath(QStringLiteral("b.png"))).width(), 80); // its own wins
        QCOMPARE(QImage(dir.filePath(QStringLiteral("c.png"))).width(), 64);
    }

    void hugeNumbersAreOutOfRange_data()
    {
        QTest::addColumn<QString>("arguments");
        QTest::newRow("2^31") << "trajectory --from a1 --to h8 --length 2147483648";
        QTest::newRow("long") << "trajectory --from a1 --to h8 --limit 99999999999999999999999";
        QTest::newRow("negative") << "trajectory --from a1 --to h8 --length -2147483649";
        QTest::newRow("size") << "render --from e4 --output x.png --size 4294967296";
        QTest::newRow("seed") << "worksheet --output x.pdf --seed 18446744073709551616";
    }
    void hugeNumbersAreOutOfRange()
    {
        QFETCH(QString, arguments);
        QTemporaryDir dir;
        const auto r =
            runCli(words(arguments), QProcessEnvironment::systemEnvironment(), dir.path());
        QCOMPARE(r.exitCode, 2);
        QVERIFY2(r.err.contains(QStringLiteral("out of range")), qPrintable(r.err));
        QVERIFY2(!r.err.contains(QStringLiteral("not a")), qPrintable(r.err));
    }
};

QTEST_GUILESS_MAIN(TestMessages)
#include "tst_messages.moc"
