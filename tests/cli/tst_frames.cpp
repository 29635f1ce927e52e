// The wavefront: chess-distance frames writes one picture per step and render --step draws one;
// at step n the squares at distance <= n carry their colour, the others the plain board.
#include "metrics.h"
#include "square.h"

#include "diagram/palette.h"

#include <QDir>
#include <QImage>
#include <QProcess>
#include <QSvgRenderer>
#include <QTemporaryDir>
#include <QTest>

#include "cli/clirun.h"

using namespace cd;
using clitest::Run;
using clitest::runCli;
using clitest::words;

namespace {

// A point of square s on a bare board image, left of the middle, inside any frontier frame.
QRgb fillAt(const QImage& image, Square s)
{
    const int side = image.width() / 8;
    return image.pixel(fileOf(s) * side + side / 4, (7 - rankOf(s)) * side + side / 2);
}

} // namespace

class TestFrames : public QObject {
    Q_OBJECT
private slots:
    void knightFromA1GivesSevenFramesThatGrow()
    {
        QTemporaryDir dir;
        const QString out = dir.filePath(QStringLiteral("frames"));
        const Run r = runCli(words(QStringLiteral("frames --metric knight --from a1 --size 240 "
                                                  "--no-numbers --no-coordinates --no-legend "
                                                  "--no-caption --output-dir ")) +
                             QStringList{out});
        QCOMPARE(r.exitCode, 0);
        const QStringList files =
            QDir(out).entryList({QStringLiteral("frame-*.png")}, QDir::Files, QDir::Name);
        QCOMPARE(files, (QStringList{QStringLiteral("frame-00.png"), QStringLiteral("frame-01.png"),
                                     QStringLiteral("frame-02.png"), QStringLiteral("frame-03.png"),
                                     QStringLiteral("frame-04.png"), QStringLiteral("frame-05.png"),
                                     QStringLiteral("frame-06.png")}));
        QCOMPARE(r.out.count(QLatin1Char('\n')), 7); // one line per written file

        const Square a1 = *parseSquare("a1");
        const QImage full(QDir(out).filePath(QStringLiteral("frame-06.png")));
        const Palette palette(PaletteId::Viridis);
        for (int n = 0; n <= 6; ++n) {
            const QImage frame(QDir(out).filePath(QStringLiteral("frame-0%1.png").arg(n)));
            QCOMPARE(frame.size(), QSize(240, 240));
            int coloured = 0;
            for (Square s = A1; s <= H8; ++s) {
                if (s == a1)
                    continue;
                const QRgb seen = fillAt(frame, s);
                if (knightDistance(a1, s) <= n) {
                    QCOMPARE(seen, fillAt(full, s)); // the colour of the whole map's scale
                    ++coloured;
                } else {
                    QCOMPARE(QColor(seen), palette.plainColor(isLight(s)));
                }
            }
            int expected = 0;
            for (Square s = B1; s <= H8; ++s)
                expected += knightDistance(a1, s) <= n;
            QCOMPARE(coloured, expected);
        }
    }

    void renderStepAndSvgFrames()
    {
        QTemporaryDir dir;
        const QString png = dir.filePath(QStringLiteral("step.png"));
        Run r = runCli(words(QStringLiteral("render --metric king --from e4 --step 2 --output ")) +
                       QStringList{png});
        QCOMPARE(r.exitCode, 0);
        QVERIFY(!QImage(png).isNull());

        r = runCli(words(QStringLiteral("frames --metric center --format svg --output-dir ")) +
                   QStringList{dir.filePath(QStringLiteral("svg"))});
        QCOMPARE(r.exitCode, 0);
        const QStringList files = QDir(dir.filePath(QStringLiteral("svg"))).entryList(QDir::Files);
        QCOMPARE(files.size(), 4); // center distance 0..3
        for (const QString& f : files)
            QVERIFY(QSvgRenderer(dir.filePath(QStringLiteral("svg/") + f)).isValid());
    }

    // A folder name with a terminal escape and a newline is printed escaped, one line a frame.
    void pathsArePrintedAsOneLineEach()
    {
        QTemporaryDir dir;
        const QString out = dir.filePath(QStringLiteral("fr\x1b[31mRED\nnewline"));
        const Run r = runCli(words(QStringLiteral("frames --metric knight --from a1 --size 64 "
                                                  "--output-dir")) +
                             QStringList{out});
        QCOMPARE(r.exitCode, 0);
        QVERIFY(!r.out.contains(QChar(0x1b)));
        QCOMPARE(r.out.count(QLatin1Char('\n')), 7);
        QVERIFY2(r.out.startsWith(dir.path() +
                                  QStringLiteral("/fr\\x1b[31mRED\\nnewline/frame-00.png\n")),
                 qPrintable(r.out));
        QVERIFY(QFileInfo::exists(QDir(out).filePath(QStringLiteral("frame-06.png"))));
    }

    void badInput_data()
    {
        QTest::addColumn<QString>("arguments");
        QTest::addColumn<int>("code");
        QTest::addColumn<QString>("named");
        QTest::newRow("no dir") << "frames --from e4" << 2 << "--output-dir";
        QTest::newRow("pdf frames")
            << "frames --from e4 --format pdf --output-dir /tmp/x" << 2 << "pdf";
        QTest::newRow("bad step") << "render --from e4 --step -1 --output x.png" << 2 << "-1";
        QTest::newRow("dir under a file")
            << "frames --from e4 --output-dir /dev/null/frames" << 1 << "/dev/null/frames";
    }
    void badInput()
    {
        QFETCH(QString, arguments);
        QFETCH(int, code);
        QFETCH(QString, named);
        const Run r = runCli(words(arguments));
        QCOMPARE(r.exitCode, code);
        QCOMPARE(r.err.count(QLatin1Char('\n')), 1);
        QVERIFY2(r.err.contains(named), qPrintable(r.err));
    }
};

QTEST_MAIN(TestFrames)
#include "tst_frames.moc"
