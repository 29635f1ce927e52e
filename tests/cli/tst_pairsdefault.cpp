// `pairs` takes the metric its help names as the default: the knight on the empty board, and
// the position's reach with --fen.
#include "clirun.h"

#include <QTest>

using namespace clitest;

class TestPairsDefault : public QObject {
    Q_OBJECT
private slots:
    void withoutMetricTheKnightTable()
    {
        const Run bare = runCli(words(QStringLiteral("pairs --format csv")));
        QCOMPARE(bare.exitCode, 0);
        QVERIFY(bare.err.isEmpty());
        const Run knight = runCli(words(QStringLiteral("pairs --format csv --metric knight")));
        QCOMPARE(knight.exitCode, 0);
        QCOMPARE(bare.out, knight.out);
        QVERIFY(bare.out.size() > 64 * 64); // a whole table, not a message
    }

    void withAPositionTheReachTable()
    {
        const QString fen = QStringLiteral("8/8/8/3q4/8/8/8/8 w - - 0 1");
        const Run bare =
            runCli({QStringLiteral("pairs"), QStringLiteral("--format"), QStringLiteral("csv"),
                    QStringLiteral("--fen"), fen, QStringLiteral("--piece"), QStringLiteral("N")});
        const Run reach =
            runCli({QStringLiteral("pairs"), QStringLiteral("--format"), QStringLiteral("csv"),
                    QStringLiteral("--fen"), fen, QStringLiteral("--piece"), QStringLiteral("N"),
                    QStringLiteral("--metric"), QStringLiteral("reach")});
        QCOMPARE(bare.exitCode, 0);
        QCOMPARE(reach.exitCode, 0);
        QCOMPARE(bare.out, reach.out);
    }
};

QTEST_APPLESS_MAIN(TestPairsDefault)
#include "tst_pairsdefault.moc"
