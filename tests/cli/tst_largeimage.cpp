// render warns (one "warning:" line, exit code 0, the file written) when a PNG holds more
// decoded pixels than Qt-based image viewers open by default, and only then.
#include <QImageReader>
#include <QTemporaryDir>
#include <QTest>

#include "cli/clirun.h"

using clitest::Run;
using clitest::runCli;
using clitest::words;

namespace {

constexpr qint64 kViewerLimit = 128LL * 1024 * 1024; // QImageReader::allocationLimit's default

} // namespace

class TestLargeImage : public QObject {
    Q_OBJECT
private slots:
    void warnsAboveWhatViewersLoad_data()
    {
        QTest::addColumn<int>("size");
        QTest::addColumn<QString>("format");
        for (const int size : {800, 5000, 6000, 8192})
            QTest::addRow("png %d", size) << size << QStringLiteral("png");
        QTest::addRow("svg 8192") << 8192 << QStringLiteral("svg"); // vector: no pixels
    }
    void warnsAboveWhatViewersLoad()
    {
        QFETCH(int, size);
        QFETCH(QString, format);
        QTemporaryDir dir;
        const QString out = dir.filePath(QStringLiteral("board.") + format);
        const Run r =
            runCli(words(QStringLiteral("render --from e4 --size %1 --output ").arg(size)) +
                   QStringList{out});
        QCOMPARE(r.exitCode, 0);
        QVERIFY(QFile::exists(out));
        if (format != QStringLiteral("png")) {
            QCOMPARE(r.err, QString());
            return;
        }
        // The size from the file's header, measured as a viewer would: 4 bytes a pixel.
        const QSize pixels = QImageReader(out).size();
        QCOMPARE(pixels.width(), size);
        const bool tooLarge = qint64(pixels.width()) * pixels.height() * 4 > kViewerLimit;
        if (!tooLarge) {
            QCOMPARE(r.err, QString());
            return;
        }
        const QStringList lines = r.err.split(QLatin1Char('\n'), Qt::SkipEmptyParts);
        QCOMPARE(lines.size(), 1);
        QVERIFY2(lines[0].startsWith(QStringLiteral("warning:")), qPrintable(r.err));
        QVERIFY2(
            lines[0].contains(QStringLiteral("%1 x %2").arg(pixels.width()).arg(pixels.height())),
            qPrintable(r.err));
        QVERIFY2(lines[0].contains(QStringLiteral("128 MiB")), qPrintable(r.err));
    }
};

QTEST_MAIN(TestLargeImage)
#include "tst_largeimage.moc"
