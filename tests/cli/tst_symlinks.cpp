// An output that is a chain of symbolic links is written at the chain's end (relative targets
// taken from each link's folder), every link left pointing at the result; a loop is refused with
// the system's reason and touches nothing; a dangling chain creates its end.
#include <QDir>
#include <QFile>
#include <QFileInfo>
#include <QTemporaryDir>
#include <QTest>

#include "cli/clirun.h"

using clitest::Run;
using clitest::runCli;
using clitest::words;

namespace {

QByteArray head(const QString& path, int n)
{
    QFile f(path);
    return f.open(QIODevice::ReadOnly) ? f.read(n) : QByteArray();
}

bool link(const QString& target, const QString& path)
{
    return QFile::link(target, path); // stored as given: relative stays relative
}

Run renderTo(const QString& dir, const QString& output)
{
    return runCli(words(QStringLiteral("render --from e4 --size 64 --output ")) +
                      QStringList{output},
                  QProcessEnvironment::systemEnvironment(), dir);
}

} // namespace

class TestSymlinks : public QObject {
    Q_OBJECT
private slots:
    void aChainIsFollowedToItsEnd()
    {
        QTemporaryDir tmp;
        QDir dir(tmp.path());
        QVERIFY(dir.mkpath(QStringLiteral("real")));
        QVERIFY(dir.mkpath(QStringLiteral("links")));
        QFile old(dir.filePath(QStringLiteral("real/target.png")));
        QVERIFY(old.open(QIODevice::WriteOnly));
        old.write("old");
        old.close();
        // links/b.png -> ../real/target.png is relative to links/, not to the working folder.
        QVERIFY(link(QStringLiteral("../real/target.png"),
                     dir.filePath(QStringLiteral("links/b.png"))));
        QVERIFY(link(QStringLiteral("links/b.png"), dir.filePath(QStringLiteral("a.png"))));

        const Run r = renderTo(tmp.path(), QStringLiteral("a.png"));
        QVERIFY2(r.exitCode == 0, qPrintable(r.err));
        QVERIFY(QFileInfo(dir.filePath(QStringLiteral("a.png"))).isSymLink());
        QVERIFY(QFileInfo(dir.filePath(QStringLiteral("links/b.png"))).isSymLink());
        QCOMPARE(head(dir.filePath(QStringLiteral("real/target.png")), 4), QByteArray("\x89PNG"));
        QCOMPARE(QDir(dir.filePath(QStringLiteral("real"))).entryList(QDir::Files | QDir::Hidden),
                 QStringList{QStringLiteral("target.png")}); // no temporary left
    }

    void aLoopIsRefusedAndTouchesNothing()
    {
        QTemporaryDir tmp;
        QDir dir(tmp.path());
        QVERIFY(link(QStringLiteral("y.png"), dir.filePath(QStringLiteral("x.png"))));
        QVERIFY(link(QStringLiteral("x.png"), dir.filePath(QStringLiteral("y.png"))));
        QVERIFY(link(QStringLiteral("self.png"), dir.filePath(QStringLiteral("self.png"))));
        for (const QString& name : {QStringLiteral("x.png"), QStringLiteral("self.png")}) {
            const Run r = renderTo(tmp.path(), name);
            QCOMPARE(r.exitCode, 1);
            QVERIFY2(r.err.contains(QStringLiteral("Too many levels of symbolic links")),
                     qPrintable(r.err));
        }
        QCOMPARE(QFileInfo(dir.filePath(QStringLiteral("x.png"))).symLinkTarget(),
                 dir.filePath(QStringLiteral("y.png")));
        QCOMPARE(QFileInfo(dir.filePath(QStringLiteral("y.png"))).symLinkTarget(),
                 dir.filePath(QStringLiteral("x.png")));
        QCOMPARE(
            dir.entryList(QDir::AllEntries | QDir::Hidden | QDir::System | QDir::NoDotAndDotDot)
                .size(),
            3);
    }

    void aDanglingChainCreatesItsEnd()
    {
        QTemporaryDir tmp;
        QDir dir(tmp.path());
        QVERIFY(dir.mkpath(QStringLiteral("out")));
        QVERIFY(link(QStringLiteral("b.svg"), dir.filePath(QStringLiteral("a.svg"))));
        QVERIFY(link(QStringLiteral("out/new.svg"), dir.filePath(QStringLiteral("b.svg"))));
        const Run r = renderTo(tmp.path(), QStringLiteral("a.svg"));
        QVERIFY2(r.exitCode == 0, qPrintable(r.err));
        QVERIFY(QFileInfo(dir.filePath(QStringLiteral("b.svg"))).isSymLink());
        QVERIFY(head(dir.filePath(QStringLiteral("out/new.svg")), 200).contains("<svg"));
    }

    // The worksheet writes through the same path.
    void theWorksheetFollowsAChainToo()
    {
        QTemporaryDir tmp;
        QDir dir(tmp.path());
        QVERIFY(dir.mkpath(QStringLiteral("real")));
        QVERIFY(link(QStringLiteral("real/sheet.pdf"), dir.filePath(QStringLiteral("b.pdf"))));
        QVERIFY(link(QStringLiteral("b.pdf"), dir.filePath(QStringLiteral("a.pdf"))));
        const Run r = runCli(words(QStringLiteral("worksheet --count 1 --output a.pdf")),
                             QProcessEnvironment::systemEnvironment(), tmp.path());
        QVERIFY2(r.exitCode == 0, qPrintable(r.err));
        QVERIFY(QFileInfo(dir.filePath(QStringLiteral("b.pdf"))).isSymLink());
        QCOMPARE(head(dir.filePath(QStringLiteral("real/sheet.pdf")), 4), QByteArray("%PDF"));
    }
};

QTEST_GUILESS_MAIN(TestSymlinks)
#include "tst_symlinks.moc"
