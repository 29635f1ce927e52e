// PGN files that are not what they seem: devices and pipes without a size are read up to the cap
// and refused beyond it, a file that does not fit in memory is named as too large, UTF-16 and
// UTF-32 files are named by their encoding, tag values cannot send terminal escapes, and a
// repeated tag is listed once.
#include "options/gamefile.h"
#include "options/usageerror.h"

#include <QJsonDocument>
#include <QJsonObject>
#include <QProcess>
#include <QStringDecoder>
#include <QTemporaryDir>
#include <QTest>

#include "cli/clirun.h"

#include <sys/stat.h>

using clitest::Run;
using clitest::runCli;

namespace {

// Room for the program, not for a quarter of a gigabyte more.
constexpr int kAddressSpaceKb = 400000;

} // namespace

class TestPgnFiles : public QObject {
    Q_OBJECT
private slots:
    void initTestCase() { QVERIFY(m_dir.isValid()); }

    // /dev/zero reports size 0: reading stops one byte past the cap.
    void devicesAreReadUpToTheCap()
    {
        try {
            cd::options::readCappedFile(QStringLiteral("/dev/zero"), 1 << 20);
            QFAIL("accepted");
        } catch (const cd::UsageError& e) {
            QCOMPARE(QString::fromUtf8(e.what()),
                     QStringLiteral("'/dev/zero' is larger than 1 MB: not read"));
        }
        const Run r = runCli({QStringLiteral("game"), QStringLiteral("/dev/zero")});
        QCOMPARE(r.exitCode, 2);
        QCOMPARE(r.err,
                 QStringLiteral("chess-distance: '/dev/zero' is larger than 256 MB: not read\n"));
    }

    // A FIFO with an endless writer: refused one byte past the cap, the writer let go.
    void pipesAreReadUpToTheCap()
    {
        const QString fifo = m_dir.filePath(QStringLiteral("endless.pgn"));
        QCOMPARE(::mkfifo(QFile::encodeName(fifo).constData(), 0600), 0);
        QProcess writer;
        writer.start(QStringLiteral("/bin/sh"),
                     {QStringLiteral("-c"), QStringLiteral("yes '*' > \"$0\""), fifo});
        try {
            cd::options::readCappedFile(fifo, 1 << 20);
            QFAIL("accepted");
        } catch (const cd::UsageError& e) {
            QCOMPARE(QString::fromUtf8(e.what()),
                     QStringLiteral("'%1' is larger than 1 MB: not read").arg(fifo));
        }
        QVERIFY(writer.waitForFinished(10000));
    }

    void regularFilesAreReadWhole()
    {
        const QByteArray pgn = "[White \"A\"]\n1. e4 *\n";
        const QString path = m_dir.filePath(QStringLiteral("a.pgn"));
        write(QStringLiteral("a.pgn"), pgn);
        QCOMPARE(cd::options::readCappedFile(path), pgn);
        QCOMPARE(cd::options::readGameFile(path).games.size(), std::size_t(1));
    }

    // Out of memory while reading: the file is named as too large, exit 2 as for any file too
    // large (no bare "std::bad_alloc", exit 1).
    void memoryRunningOutNamesTheFile()
    {
        QProcess p;
        p.start(QStringLiteral("/bin/sh"),
                {QStringLiteral("-c"),
                 QStringLiteral("ulimit -v %1; exec \"$0\" game /dev/zero").arg(kAddressSpaceKb),
                 QStringLiteral(CD_BINARY)});
        QVERIFY(p.waitForFinished(60000));
        const QString err = QString::fromUtf8(p.readAllStandardError());
        QCOMPARE(err, QStringLiteral("chess-distance: '/dev/zero' is too large: it does not fit "
                                     "in memory\n"));
        QCOMPARE(p.exitCode(), 2);
    }

    void wideEncodingsAreNamed_data()
    {
        QTest::addColumn<QByteArray>("bytes");
        QTest::addColumn<QString>("encoding");
        const QString text = QStringLiteral("[White \"A\"]\n1. e4 *\n");
        const auto encoded = [&](QStringConverter::Encoding e, bool bom) {
            QStringEncoder encoder(e, bom ? QStringConverter::Flag::WriteBom
                                          : QStringConverter::Flag::Default);
            return QByteArray(encoder.encode(text));
        };
        QTest::newRow("UTF-16LE, BOM") << encoded(QStringConverter::Utf16LE, true) << "UTF-16";
        QTest::newRow("UTF-16BE, BOM") << encoded(QStringConverter::Utf16BE, true) << "UTF-16";
        QTest::newRow("UTF-16LE") << encoded(QStringConverter::Utf16LE, false) << "UTF-16";
        QTest::newRow("UTF-16BE") << encoded(QStringConverter::Utf16BE, false) << "UTF-16";
        QTest::newRow("UTF-32LE, BOM") << encoded(QStringConverter::Utf32LE, true) << "UTF-32";
        QTest::newRow("UTF-32BE") << encoded(QStringConverter::Utf32BE, false) << "UTF-32";
    }
    void wideEncodingsAreNamed()
    {
        QFETCH(QByteArray, bytes);
        QFETCH(QString, encoding);
        write(QStringLiteral("wide.pgn"), bytes);
        const Run r = run(QStringLiteral("game wide.pgn"));
        QCOMPARE(r.exitCode, 2);
        QCOMPARE(
            r.err,
            QStringLiteral("chess-distance: 'wide.pgn' is %1: save it as UTF-8\n").arg(encoding));
    }

    void utf8ByteOrderMarkIsRead()
    {
        write(QStringLiteral("bom.pgn"), "\xEF\xBB\xBF[White \"A\"]\n1. e4 *\n");
        const Run r = run(QStringLiteral("game bom.pgn --format json"));
        QCOMPARE(r.err, QString());
        QCOMPARE(r.exitCode, 0);
    }

    // Tag values with escape sequences and page breaks list as one escaped line each.
    void tagValuesCannotReachTheTerminal()
    {
        write(QStringLiteral("esc.pgn"),
              "[White \"\x1b[2J\x1b]0;owned\x07\"]\n[Black \"B\x0b\x0c\xC2\x85"
              "fake\"]\n1. e4 *\n");
        const Run r = run(QStringLiteral("game esc.pgn"));
        QCOMPARE(r.exitCode, 0);
        QVERIFY2(!r.out.contains(QChar(0x1b)) && !r.out.contains(QChar(0x07)) &&
                     !r.out.contains(QChar(0x0b)) && !r.out.contains(QChar(0x0c)) &&
                     !r.out.contains(QChar(0x85)),
                 qPrintable(r.out));
        QCOMPARE(r.out.count(u'\n'), 2);
        QVERIFY2(r.out.contains(QStringLiteral("\\x1b[2J\\x1b]0;owned\\x07")), qPrintable(r.out));
    }

    void repeatedTagsListOnce()
    {
        write(QStringLiteral("dup.pgn"),
              "[White \"Anand\"]\n[White \"Kasparov\"]\n[FEN \"4k3/8/8/8/8/8/4P3/4K3 w - - 0 1\"]\n"
              "[FEN \"8/8/8/8/8/8/8/8 w - - 0 1\"]\n1. e4 *\n");
        const Run r = run(QStringLiteral("game dup.pgn --format json"));
        QCOMPARE(r.exitCode, 0);
        QCOMPARE(r.out.count(QStringLiteral("\"White\"")), 1);
        QCOMPARE(r.out.count(QStringLiteral("\"FEN\"")), 1);
        QVERIFY2(r.out.contains(QStringLiteral("\"Anand\"")), qPrintable(r.out));
    }

private:
    void write(const QString& name, const QByteArray& bytes)
    {
        QFile f(m_dir.filePath(name));
        QVERIFY(f.open(QIODevice::WriteOnly));
        f.write(bytes);
    }
    Run run(const QString& args)
    {
        return runCli(clitest::words(args), QProcessEnvironment::systemEnvironment(), m_dir.path());
    }

    QTemporaryDir m_dir;
};

QTEST_GUILESS_MAIN(TestPgnFiles)
#include "tst_pgnfiles.moc"
