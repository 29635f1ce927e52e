// The renames frames moves in with: a free name is taken only while it is free (the check and the
// rename one step), and two files swap in one step.
#include <QFile>
#include <QTemporaryDir>
#include <QTest>

#include "cli/saferename.h"
#include "filebytes.h"

#include <cerrno>
#include <fcntl.h>
#include <unistd.h>

using cd::cli::renameExchange;
using cd::cli::renameNoReplace;

class TestSafeRename : public QObject {
    Q_OBJECT
private slots:
    void aTakenNameIsNeverReplaced()
    {
        QTemporaryDir tmp;
        const int dir = ::open(QFile::encodeName(tmp.path()).constData(), O_RDONLY | O_DIRECTORY);
        QVERIFY(dir >= 0);
        writeFile(tmp.filePath(QStringLiteral("new")), "frame");
        writeFile(tmp.filePath(QStringLiteral("taken")), "mine");
        QCOMPARE(renameNoReplace(dir, "new", "taken"), EEXIST);
        QCOMPARE(readFile(tmp.filePath(QStringLiteral("taken"))), QByteArray("mine"));
        QCOMPARE(readFile(tmp.filePath(QStringLiteral("new"))), QByteArray("frame"));
        QCOMPARE(renameNoReplace(dir, "new", "free"), 0);
        QCOMPARE(readFile(tmp.filePath(QStringLiteral("free"))), QByteArray("frame"));
        QVERIFY(!QFile::exists(tmp.filePath(QStringLiteral("new"))));
        ::close(dir);
    }

    void twoFilesSwap()
    {
        QTemporaryDir tmp;
        const int dir = ::open(QFile::encodeName(tmp.path()).constData(), O_RDONLY | O_DIRECTORY);
        QVERIFY(dir >= 0);
        writeFile(tmp.filePath(QStringLiteral("a")), "A");
        writeFile(tmp.filePath(QStringLiteral("b")), "B");
        const int error = renameExchange(dir, "a", "b");
        if (error == EINVAL)
            QSKIP("this file system cannot swap two files");
        QCOMPARE(error, 0);
        QCOMPARE(readFile(tmp.filePath(QStringLiteral("a"))), QByteArray("B"));
        QCOMPARE(readFile(tmp.filePath(QStringLiteral("b"))), QByteArray("A"));
        QCOMPARE(renameExchange(dir, "a", "missing"), ENOENT);
        ::close(dir);
    }
};

QTEST_GUILESS_MAIN(TestSafeRename)
#include "tst_saferename.moc"
