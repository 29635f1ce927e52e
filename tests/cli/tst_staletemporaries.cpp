// The temporaries a killed export left beside its target are found by the target's exact name: a
// name with '[', '*' or '?' is no pattern, so only its own are removed, and Qt says nothing.
#include <QDir>
#include <QFile>
#include <QTemporaryDir>
#include <QTest>

#include "cli/clirun.h"

using clitest::Run;
using clitest::runCli;
using clitest::words;

namespace {

// A temporary of a process that no longer runs (2147483646 is above any pid_max).
const QString kStale = QStringLiteral(".chess-distance-2147483646-0badf00d.part");

} // namespace

class TestStaleTemporaries : public QObject {
    Q_OBJECT
private slots:
    void onlyTheTargetsOwn_data()
    {
        QTest::addColumn<QString>("target");
        QTest::addColumn<QString>("other"); // a name the target read as a pattern would match
        QTest::newRow("brackets") << "a[1].svg"
                                  << "a1.svg";
        QTest::newRow("star") << "*.svg"
                              << "x.svg";
        QTest::newRow("question mark") << "?.svg"
                                       << "q.svg";
        QTest::newRow("an open bracket") << "b[.svg"
                                         << "b[x.svg";
    }
    void onlyTheTargetsOwn()
    {
        QFETCH(QString, target);
        QFETCH(QString, other);
        QTemporaryDir dir;
        for (const QString& name : QStringList{target + kStale, other + kStale}) {
            QFile f(dir.filePath(name));
            QVERIFY(f.open(QIODevice::WriteOnly));
        }
        const Run r =
            runCli(words(QStringLiteral("render --from e4 --size 64 --format svg --output ")) +
                   QStringList{dir.filePath(target)});
        QCOMPARE(r.exitCode, 0);
        QCOMPARE(r.err, QString()); // no warning of Qt's about a bad pattern
        QStringList left = QDir(dir.path()).entryList(QDir::Files | QDir::Hidden);
        QStringList expected{other + kStale, target};
        left.sort();
        expected.sort();
        QCOMPARE(left, expected);
    }
};

QTEST_GUILESS_MAIN(TestStaleTemporaries)
#include "tst_staletemporaries.moc"
