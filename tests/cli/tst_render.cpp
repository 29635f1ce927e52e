// chess-distance render as a user meets it: image sizes, formats, the atomic write, every bad
// input and failure path, and the batch mode's line-numbered errors.
#include "metrics.h"
#include "square.h"

#include <QFile>
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

QByteArray readAll(const QString& path)
{
    QFile f(path);
    return f.open(QIODevice::ReadOnly) ? f.readAll() : QByteArray();
}

void writeFile(const QString& path, const QByteArray& data)
{
    QFile f(path);
    QVERIFY(f.open(QIODevice::WriteOnly));
    f.write(data);
}

// The colour at the centre-left edge of square s on a bare board image (away from the number).
QRgb fillAt(const QImage& image, Square s, bool flipped)
{
    const int side = image.width() / 8;
    const int col = flipped ? 7 - fileOf(s) : fileOf(s);
    const int row = flipped ? rankOf(s) : 7 - rankOf(s);
    return image.pixel(col * side + side / 10, row * side + side / 2);
}

const char* const kBare = "--no-coordinates --no-legend --no-caption";

// `render <options>` of the board alone (no coordinates, legend or caption) into `out`.
Run renderBare(const QString& options, const QString& out)
{
    return runCli(
        words(QStringLiteral("render %1 %2 --output ").arg(options, QString::fromUtf8(kBare))) +
        QStringList{out});
}

} // namespace

class TestRender : public QObject {
    Q_OBJECT
private:
    QTemporaryDir m_dir;
    QString path(const char* name) const { return m_dir.filePath(QString::fromUtf8(name)); }

private slots:
    void initTestCase() { QVERIFY(m_dir.isValid()); }

    void pngHasTheRequestedWidth_data()
    {
        QTest::addColumn<int>("size");
        for (const int size : {64, 200, 801, 2000})
            QTest::newRow(QByteArray::number(size)) << size;
    }
    void pngHasTheRequestedWidth()
    {
        QFETCH(int, size);
        const QString out = path("width.png");
        Run r = runCli(words(QStringLiteral("render --from e4 --size %1 --output ").arg(size)) +
                       QStringList{out});
        QCOMPARE(r.exitCode, 0);
        QCOMPARE(r.err, QString());
        QImage image(out);
        QCOMPARE(image.width(), size);
        QVERIFY(image.height() > size); // coordinates, legend and caption below the board

        // Without the margins the image is exactly the board.
        r = renderBare(QStringLiteral("--from e4 --size %1").arg(size), out);
        QCOMPARE(r.exitCode, 0);
        image = QImage(out);
        QCOMPARE(image.size(), QSize(size, size));
    }

    // Equal values get equal fills, different values different fills; a flipped board mirrors.
    void fillsFollowTheValues()
    {
        const QString out = path("fills.png");
        QCOMPARE(
            renderBare(QStringLiteral("--metric knight --from b1 --no-numbers --size 400"), out)
                .exitCode,
            0);
        const QImage straight(out);
        QCOMPARE(
            renderBare(QStringLiteral("--metric knight --from b1 --no-numbers --size 400 --flip"),
                       out)
                .exitCode,
            0);
        const QImage flipped(out);
        const Square from = *parseSquare("b1");
        QHash<int, QRgb> colourOf;
        for (Square s = A1; s <= H8; ++s) {
            if (s == from)
                continue; // the source square carries its mark and the knight
            const int d = knightDistance(from, s);
            const QRgb c = fillAt(straight, s, false);
            if (colourOf.contains(d))
                QCOMPARE(c, colourOf[d]);
            colourOf[d] = c;
            QCOMPARE(fillAt(flipped, s, true), c);
        }
        QCOMPARE(colourOf.size(), 5); // values 1..5 (0 is the source)
        QCOMPARE(QSet<QRgb>(colourOf.begin(), colourOf.end()).size(), 5);
    }

    // --compare: two bare boards side by side on one colour scale.
    void compareDrawsTwoBoardsOnOneScale()
    {
        const QString out = path("compare.png");
        const Run r = renderBare(QStringLiteral("--metric chebyshev --from e4 --compare manhattan "
                                                "--no-numbers --size 820"),
                                 out);
        QCOMPARE(r.exitCode, 0);
        const QImage image(out);
        QCOMPARE(image.size(), QSize(820, 400)); // two 400 px boards and a 20 px gap
        const auto fill = [&](int board, const char* name) {
            const Square s = *parseSquare(name);
            return image.pixel(board * 420 + fileOf(s) * 50 + 8, (7 - rankOf(s)) * 50 + 25);
        };
        QCOMPARE(fill(0, "e8"), fill(1, "e8"));                     // 4 and 4
        QCOMPARE(fill(0, "e5"), fill(1, "e5"));                     // 1 and 1
        QCOMPARE(fill(0, "c6"), fill(1, "e6"));                     // 2 and 2
        QVERIFY(fill(0, "a8") != fill(1, "a8"));                    // 4 and 8
        QCOMPARE(fill(0, "a8"), fill(1, "a4"));                     // 4 and 4
        QCOMPARE(QColor(image.pixel(410, 200)), QColor(Qt::white)); // the gap

        const Run bad = runCli(words(QStringLiteral("render --from e4 --compare teleport "
                                                    "--output ")) +
                               QStringList{out});
        QCOMPARE(bad.exitCode, 2);
        QVERIFY(bad.err.contains(QStringLiteral("--compare: unknown metric 'teleport'")));
    }

    // --difference: one board, equal differences equal colours, 0 near white.
    void differenceDrawsOneDivergingMap()
    {
        const QString out = path("difference.png");
        const Run r = renderBare(QStringLiteral("--metric chebyshev --from e4 --difference "
                                                "manhattan --no-numbers --size 400"),
                                 out);
        QCOMPARE(r.exitCode, 0);
        const QImage image(out);
        QCOMPARE(image.size(), QSize(400, 400));
        QCOMPARE(fillAt(image, *parseSquare("a4"), false),
                 fillAt(image, *parseSquare("e1"), false));
        QVERIFY(QColor(fillAt(image, *parseSquare("a4"), false)).lightness() > 230); // 0
        QVERIFY(fillAt(image, *parseSquare("a8"), false) !=
                fillAt(image, *parseSquare("b7"), false));
        QCOMPARE(fillAt(image, *parseSquare("d3"), false),
                 fillAt(image, *parseSquare("f5"), false));

        const Run both = runCli(words(QStringLiteral("render --from e4 --difference king "
                                                     "--compare king --output ")) +
                                QStringList{out});
        QCOMPARE(both.exitCode, 2);
        QVERIFY(both.err.contains(QStringLiteral("--difference")));
    }

    void unreachableSquaresLookDifferent()
    {
        const QString out = path("bishop.png");
        QCOMPARE(
            renderBare(QStringLiteral("--metric bishop --from c1 --no-numbers --size 400"), out)
                .exitCode,
            0);
        const QImage image(out);
        QSet<QRgb> reachable;
        for (Square s = A1; s <= H8; ++s)
            if (isLight(s) == isLight(*parseSquare("c1")) && s != *parseSquare("c1"))
                reachable.insert(fillAt(image, s, false));
        // Sample the unreachable squares at many points: the hatch gives them two colours,
        // neither of which is a value's colour.
        for (Square s = A1; s <= H8; ++s) {
            if (isLight(s) == isLight(*parseSquare("c1")))
                continue;
            const int side = image.width() / 8;
            const int x0 = fileOf(s) * side;
            const int y0 = (7 - rankOf(s)) * side;
            QSet<QRgb> seen;
            for (int i = 2; i < side - 2; i += 3)
                seen.insert(image.pixel(x0 + i, y0 + side / 3));
            QVERIFY2(seen.size() >= 2, qPrintable(QString::fromStdString(squareName(s))));
            for (const QRgb c : seen)
                QVERIFY(!reachable.contains(c));
        }
    }

    void svgAndPdf()
    {
        const QString svg = path("map.svg");
        Run r = runCli(words(QStringLiteral("render --metric king --from e4 --to h8 "
                                            "--trajectories --paths 2 --output ")) +
                       QStringList{svg});
        QCOMPARE(r.exitCode, 0);
        QSvgRenderer renderer(svg);
        QVERIFY(renderer.isValid());
        QVERIFY(readAll(svg).contains("<text"));

        const QString pdf = path("map.pdf");
        r = runCli(words(QStringLiteral("render --from e4 --output ")) + QStringList{pdf});
        QCOMPARE(r.exitCode, 0);
        const QByteArray bytes = readAll(pdf);
        QVERIFY(bytes.startsWith("%PDF-"));
        QVERIFY(bytes.size() > 2000);

        // --format wins over the extension.
        const QString odd = path("map.image");
        r = runCli(words(QStringLiteral("render --from e4 --format svg --output ")) +
                   QStringList{odd});
        QCOMPARE(r.exitCode, 0);
        QVERIFY(QSvgRenderer(odd).isValid());
    }

    void badInputExitsTwoAndLeavesTheFileUntouched_data()
    {
        QTest::addColumn<QString>("arguments");
        QTest::addColumn<QString>("named");
        QTest::newRow("bad fen") << "--fen 8/8/9/8/8/8/8/8 --from e4"
                                 << "placement";
        QTest::newRow("bad square") << "--from j4"
                                    << "j4";
        QTest::newRow("bad metric") << "--metric giraffe --from e4"
                                    << "giraffe";
        QTest::newRow("size too big") << "--from e4 --size 9000"
                                      << "9000";
        QTest::newRow("size too small") << "--from e4 --size 10"
                                        << "10";
        QTest::newRow("bad palette") << "--from e4 --palette rainbow"
                                     << "rainbow";
        QTest::newRow("bad format") << "--from e4 --format gif"
                                    << "gif";
        QTest::newRow("caption twice") << "--from e4 --caption x --no-caption"
                                       << "caption";
        QTest::newRow("routes without target") << "--from e4 --trajectories"
                                               << "--to";
        QTest::newRow("routes of a square metric") << "--metric edge --from e4 --to e5 --paths 2"
                                                   << "edge";
        QTest::newRow("bad paths") << "--from e4 --to e5 --paths many"
                                   << "many";
    }
    void badInputExitsTwoAndLeavesTheFileUntouched()
    {
        QFETCH(QString, arguments);
        QFETCH(QString, named);
        const QString out = path("keep.png");
        writeFile(out, "sentinel");
        const Run r = runCli(QStringList{QStringLiteral("render")} + words(arguments) +
                             QStringList{QStringLiteral("--output"), out});
        QCOMPARE(r.exitCode, 2);
        QCOMPARE(r.err.count(QLatin1Char('\n')), 1);
        QVERIFY2(r.err.contains(named), qPrintable(r.err));
        QCOMPARE(readAll(out), QByteArray("sentinel"));
    }

    void unknownExtensionAndMissingOutput()
    {
        Run r = runCli(words(QStringLiteral("render --from e4 --output x.gif")));
        QCOMPARE(r.exitCode, 2);
        QVERIFY(r.err.contains(QStringLiteral("x.gif")));
        r = runCli(words(QStringLiteral("render --from e4")));
        QCOMPARE(r.exitCode, 2);
        QVERIFY(r.err.contains(QStringLiteral("--output")));
    }

    void unwritablePathExitsOneAndLeavesNothing()
    {
        // A parent that is a regular file fails for root too.
        const QString blocker = path("blocker");
        writeFile(blocker, "x");
        const QString out = blocker + QStringLiteral("/map.png");
        Run r = runCli(words(QStringLiteral("render --from e4 --output ")) + QStringList{out});
        QCOMPARE(r.exitCode, 1);
        QCOMPARE(r.err.count(QLatin1Char('\n')), 1);
        QVERIFY2(r.err.contains(out), qPrintable(r.err));

        // An existing directory in the way: it stays a directory, nothing is left beside it.
        const QString dir = path("adir.png");
        QVERIFY(QDir().mkpath(dir));
        const QStringList before =
            QDir(m_dir.path()).entryList(QDir::AllEntries | QDir::NoDotAndDotDot);
        r = runCli(words(QStringLiteral("render --from e4 --output ")) + QStringList{dir});
        QCOMPARE(r.exitCode, 1);
        QVERIFY(QFileInfo(dir).isDir());
        QCOMPARE(QDir(m_dir.path()).entryList(QDir::AllEntries | QDir::NoDotAndDotDot), before);
    }

    void batchRunsEveryGoodLineAndNumbersTheBadOnes()
    {
        const QString jobs = path("jobs.txt");
        const QString a = path("a.png");
        const QString b = path("b.svg");
        const QString c = path("c.png");
        writeFile(jobs, QStringLiteral("# three diagrams and two mistakes\n"
                                       "--metric knight --from e4 --output %1\n"
                                       "\n"
                                       "render --metric king --from a1 --output %2\n"
                                       "--from q9 --output x.png\n"
                                       "--fen \"8/8/8/8/8/8/8/8 w - - 0 1\" --piece Q --from d4 "
                                       "--caption 'Queen on d4' --output %3\n"
                                       "--from e4 --output 'never closed\n")
                            .arg(a, b, c)
                            .toUtf8());
        const Run r = runCli({QStringLiteral("render"), QStringLiteral("--batch"), jobs});
        QCOMPARE(r.exitCode, 2);
        QVERIFY(QImage(a).width() == 800);
        QVERIFY(QSvgRenderer(b).isValid());
        QVERIFY(QImage(c).width() == 800);
        QVERIFY2(r.err.contains(QStringLiteral("jobs.txt:5: --from: 'q9'")), qPrintable(r.err));
        QVERIFY2(r.err.contains(QStringLiteral("jobs.txt:7: ")), qPrintable(r.err));
        QVERIFY2(r.err.contains(QStringLiteral("2 of 5 jobs failed")), qPrintable(r.err));
        QVERIFY(r.err.contains(QStringLiteral("] ") + a)); // progress names each written file
        QVERIFY(!QFile::exists(QStringLiteral("x.png")));

        const Run missing =
            runCli({QStringLiteral("render"), QStringLiteral("--batch"), path("no-such-jobs.txt")});
        QCOMPARE(missing.exitCode, 2);
        QVERIFY(missing.err.contains(QStringLiteral("no-such-jobs.txt")));
    }

    // When no job succeeds, the summary says nothing was written (not "the others were").
    void aBatchWhoseJobsAllFailSaysNothingWasWritten()
    {
        const QString one = path("one.txt"), two = path("two.txt");
        writeFile(one, "--from q9 --output x.png\n");
        writeFile(two, "--from q9 --output x.png\n--metric nosuch --output y.png\n");
        const Run r1 = runCli({QStringLiteral("render"), QStringLiteral("--batch"), one});
        QCOMPARE(r1.exitCode, 2);
        QVERIFY2(r1.err.endsWith(QStringLiteral("the job failed; nothing was written\n")),
                 qPrintable(r1.err));
        const Run r2 = runCli({QStringLiteral("render"), QStringLiteral("--batch"), two});
        QCOMPARE(r2.exitCode, 2);
        QVERIFY2(r2.err.endsWith(QStringLiteral("all 2 jobs failed; nothing was written\n")),
                 qPrintable(r2.err));
    }
};

QTEST_MAIN(TestRender)
#include "tst_render.moc"
