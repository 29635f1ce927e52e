// render --output page.html: the page is written (to a file or standard output), page options
// are refused for images, and bad input or an unwritable path gives one line and no file.
#include <QDir>
#include <QFile>
#include <QTemporaryDir>
#include <QTest>

#include "cli/clirun.h"

using clitest::Run;
using clitest::runCli;
using clitest::runCliRaw;

namespace {

const QString kMiddlegame =
    QStringLiteral("r2q1rk1/pp1nbppp/2p1pn2/3p4/2PP1B2/2N1PN2/PPQ2PPP/R3KB1R w KQ - 2 9");

QByteArray readAll(const QString& path)
{
    QFile f(path);
    return f.open(QIODevice::ReadOnly) ? f.readAll() : QByteArray();
}

bool oneLine(const QString& err)
{
    return !err.trimmed().isEmpty() && !err.trimmed().contains(u'\n');
}

} // namespace

class TestRenderPage : public QObject {
    Q_OBJECT
private slots:
    void writesThePage()
    {
        QTemporaryDir dir;
        const QString path = dir.filePath(QStringLiteral("page.html"));
        const Run r =
            runCli({QStringLiteral("render"), QStringLiteral("--fen"), kMiddlegame,
                    QStringLiteral("--from"), QStringLiteral("c2"), QStringLiteral("--to"),
                    QStringLiteral("d7"), QStringLiteral("--paths"), QStringLiteral("3"),
                    QStringLiteral("--quiz"), QStringLiteral("--count"), QStringLiteral("4"),
                    QStringLiteral("--output"), path});
        QVERIFY2(r.exitCode == 0, qPrintable(r.err));
        const QByteArray page = readAll(path);
        QVERIFY(page.startsWith("<!DOCTYPE html>"));
        QCOMPARE(page.count("class=\"question\""), 4);
        QVERIFY(page.size() <= 400 * 1024);
        QVERIFY(!page.contains("http"));
    }

    // render --zone --output page.html: the page opens on the zone's picture, its headline the
    // side to move and the verdict, in both outcomes of the rule of the square.
    void zonePageOpensOnTheZone_data()
    {
        QTest::addColumn<QString>("fen");
        QTest::addColumn<QString>("verdict");
        QTest::newRow("in time") << QStringLiteral("8/8/8/p7/8/8/4K3/8 b - - 0 1")
                                 << QStringLiteral("The white king catches the a-pawn");
        QTest::newRow("too late")
            << QStringLiteral("8/8/8/p7/8/8/5K2/8 b - - 0 1")
            << QStringLiteral("No white piece stops the a-pawn: the king f2 is one move too late");
    }
    void zonePageOpensOnTheZone()
    {
        QFETCH(QString, fen);
        QFETCH(QString, verdict);
        QTemporaryDir dir;
        const QString path = dir.filePath(QStringLiteral("zone.html"));
        const Run r = runCli({QStringLiteral("render"), QStringLiteral("--fen"), fen,
                              QStringLiteral("--from"), QStringLiteral("a5"),
                              QStringLiteral("--to"), QStringLiteral("a1"),
                              QStringLiteral("--zone"), QStringLiteral("--output"), path});
        QVERIFY2(r.exitCode == 0, qPrintable(r.err));
        const QString page = QString::fromUtf8(readAll(path));
        QVERIFY2(page.contains(u"<title>Black to move · "_qs + verdict + u"</title>"_qs),
                 qPrintable(page.left(600)));
        QVERIFY(page.contains(u"\"zone\":true"_qs));
    }

    void formatHtmlToStandardOutput()
    {
        const clitest::RawRun r = runCliRaw(
            {QStringLiteral("render"), QStringLiteral("--metric"), QStringLiteral("knight"),
             QStringLiteral("--from"), QStringLiteral("e4"), QStringLiteral("--metrics"),
             QStringLiteral("knight,chebyshev,manhattan"), QStringLiteral("--format"),
             QStringLiteral("html"), QStringLiteral("--output"), QStringLiteral("-")});
        QVERIFY2(r.exitCode == 0, qPrintable(r.err));
        QVERIFY(r.out.startsWith("<!DOCTYPE html>"));
        QVERIFY(r.out.contains("<option value=\"manhattan\">"));
    }

    void badInputGivesOneLineAndNoFile_data()
    {
        QTest::addColumn<QStringList>("args");
        QTest::addColumn<int>("exitCode");
        QTest::addColumn<QString>("mentions");
        // A quiz about a position's pieces with no position: nothing can be asked, which is said
        // of what the page would show (no "position", no piece of it that could move).
        QTest::newRow("quiz without a position")
            << QStringList{QStringLiteral("--piece"), QStringLiteral("Q"), QStringLiteral("--from"),
                           QStringLiteral("e4"), QStringLiteral("--quiz")}
            << 2
            << QStringLiteral("the board has no pieces for the quiz's reach questions to ask "
                              "about (the white queen on e4 only stands in for one)");
        QTest::newRow("unknown metric")
            << QStringList{QStringLiteral("--from"), QStringLiteral("e4"),
                           QStringLiteral("--metrics"), QStringLiteral("knight,bogus")}
            << 2 << QStringLiteral("bogus");
        QTest::newRow("count without quiz")
            << QStringList{QStringLiteral("--from"), QStringLiteral("e4"),
                           QStringLiteral("--count"), QStringLiteral("3")}
            << 2 << QStringLiteral("--quiz");
        QTest::newRow("compare") << QStringList{QStringLiteral("--from"), QStringLiteral("e4"),
                                                QStringLiteral("--compare"),
                                                QStringLiteral("chebyshev")}
                                 << 2 << QStringLiteral("--compare");
        // The page counts and steps through shortest routes: other routes are refused, not
        // dropped while the caption names them.
        const QStringList route{QStringLiteral("--metric"), QStringLiteral("king"),
                                QStringLiteral("--from"),   QStringLiteral("a1"),
                                QStringLiteral("--to"),     QStringLiteral("h8")};
        QTest::newRow("via") << route + QStringList{QStringLiteral("--via"), QStringLiteral("h1")}
                             << 2 << QStringLiteral("--via");
        QTest::newRow("length") << route +
                                       QStringList{QStringLiteral("--length"), QStringLiteral("8")}
                                << 2 << QStringLiteral("--length");
        QTest::newRow("distinct") << route + QStringList{QStringLiteral("--distinct")} << 2
                                  << QStringLiteral("--distinct");
        QTest::newRow("zone without a target")
            << QStringList{QStringLiteral("--fen"), QStringLiteral("8/8/8/p7/8/8/4K3/8 b - - 0 1"),
                           QStringLiteral("--from"), QStringLiteral("a5"), QStringLiteral("--zone")}
            << 2 << QStringLiteral("--zone needs --from SQ and --to SQ");
        QTest::newRow("zone without a position")
            << QStringList{QStringLiteral("--from"), QStringLiteral("a5"), QStringLiteral("--to"),
                           QStringLiteral("a1"), QStringLiteral("--zone")}
            << 2 << QStringLiteral("--zone needs a position");
        QTest::newRow("via without a target")
            << QStringList{QStringLiteral("--from"), QStringLiteral("e4"), QStringLiteral("--via"),
                           QStringLiteral("f6")}
            << 2 << QStringLiteral("--via");
    }
    void badInputGivesOneLineAndNoFile()
    {
        QFETCH(QStringList, args);
        QFETCH(int, exitCode);
        QFETCH(QString, mentions);
        QTemporaryDir dir;
        const QString path = dir.filePath(QStringLiteral("page.html"));
        const Run r = runCli(QStringList{QStringLiteral("render")} + args +
                             QStringList{QStringLiteral("--output"), path});
        QCOMPARE(r.exitCode, exitCode);
        QVERIFY2(oneLine(r.err), qPrintable(r.err));
        QVERIFY2(r.err.contains(mentions), qPrintable(r.err));
        QVERIFY(!QFile::exists(path));
        QCOMPARE(QDir(dir.path()).entryList(QDir::Files | QDir::Hidden).size(), 0);
    }

    // Options that change an image or only make sense for one, which the page would drop
    // silently: each is refused by name, on its own and as a line of --batch. GAME stands for a
    // game file written here.
    void ignoredOptionsAreRefused_data()
    {
        QTest::addColumn<QStringList>("args");
        QTest::addColumn<QString>("mentions");
        const QStringList rook{QStringLiteral("--piece"), QStringLiteral("R"),
                               QStringLiteral("--from"), QStringLiteral("a1")};
        const QStringList knight{QStringLiteral("--metric"), QStringLiteral("knight"),
                                 QStringLiteral("--from"), QStringLiteral("e4")};
        QTest::newRow("block") << rook +
                                      QStringList{QStringLiteral("--block"), QStringLiteral("a4")}
                               << QStringLiteral("leave out --block");
        QTest::newRow("unsafe") << rook +
                                       QStringList{QStringLiteral("--unsafe"), QStringLiteral("d4")}
                                << QStringLiteral("leave out --unsafe");
        QTest::newRow("block on a route")
            << QStringList{QStringLiteral("--metric"), QStringLiteral("knight"),
                           QStringLiteral("--from"),   QStringLiteral("a1"),
                           QStringLiteral("--to"),     QStringLiteral("h8"),
                           QStringLiteral("--block"),  QStringLiteral("b3,c2")}
            << QStringLiteral("leave out --block");
        QTest::newRow("side") << knight +
                                     QStringList{QStringLiteral("--side"), QStringLiteral("white")}
                              << QStringLiteral("leave out --side");
        QTest::newRow("delay") << knight +
                                      QStringList{QStringLiteral("--delay"), QStringLiteral("5")}
                               << QStringLiteral("leave out --delay");
        QTest::newRow("loop") << knight + QStringList{QStringLiteral("--loop"), QStringLiteral("2")}
                              << QStringLiteral("leave out --loop");
        QTest::newRow("plies") << QStringList{QStringLiteral("--pgn"),   QStringLiteral("GAME"),
                                              QStringLiteral("--from"),  QStringLiteral("g1"),
                                              QStringLiteral("--plies"), QStringLiteral("1-3")}
                               << QStringLiteral("leave out --plies");
    }
    void ignoredOptionsAreRefused()
    {
        QFETCH(QStringList, args);
        QFETCH(QString, mentions);
        QTemporaryDir dir;
        const QString game = dir.filePath(QStringLiteral("game.pgn"));
        QFile pgn(game);
        QVERIFY(pgn.open(QIODevice::WriteOnly));
        pgn.write("[Event \"x\"]\n\n1. e4 e5 2. Nf3 Nc6 *\n");
        pgn.close();
        args.replaceInStrings(QStringLiteral("GAME"), game);
        const QString path = dir.filePath(QStringLiteral("page.html"));
        const Run r = runCli(QStringList{QStringLiteral("render")} + args +
                             QStringList{QStringLiteral("--output"), path});
        QCOMPARE(r.exitCode, 2);
        QVERIFY2(oneLine(r.err), qPrintable(r.err));
        QVERIFY2(r.err.contains(mentions), qPrintable(r.err));
        QVERIFY(!QFile::exists(path));

        const QString jobs = dir.filePath(QStringLiteral("jobs.txt"));
        QFile batch(jobs);
        QVERIFY(batch.open(QIODevice::WriteOnly));
        batch.write((args.join(u' ') + QStringLiteral(" --output ") + path + u'\n').toUtf8());
        batch.close();
        const Run b = runCli({QStringLiteral("render"), QStringLiteral("--batch"), jobs});
        QCOMPARE(b.exitCode, 2);
        QVERIFY2(b.err.contains(mentions), qPrintable(b.err));
        QVERIFY(!QFile::exists(path));
    }

    // A page too big says what to lower: here 100 routes drawn at 8192 px.
    void tooBigSaysWhatToLower()
    {
        QTemporaryDir dir;
        const QString path = dir.filePath(QStringLiteral("page.html"));
        const Run r =
            runCli(clitest::words(QStringLiteral("render --metric knight --from a1 --to "
                                                 "h8 --paths 100 --size 8192 --output ")) +
                   QStringList{path});
        QCOMPARE(r.exitCode, 2);
        QVERIFY2(oneLine(r.err), qPrintable(r.err));
        QVERIFY2(r.err.contains(QStringLiteral("more than 4096 KB")), qPrintable(r.err));
        QVERIFY2(r.err.contains(QStringLiteral("--size")) &&
                     r.err.contains(QStringLiteral("--paths")),
                 qPrintable(r.err));
        QCOMPARE(QDir(dir.path()).entryList(QDir::Files | QDir::Hidden).size(), 0);
    }

    // A game's circled squares ([%csl]) are SVG circles, a few hundred bytes each even where a
    // corner number cuts them (they were kilobytes of polyline), in the page's compacted marks
    // group and in an exported SVG.
    void circledSquaresAreCircles()
    {
        QTemporaryDir dir;
        const QString pgn = dir.filePath(QStringLiteral("circles.pgn"));
        {
            QFile f(pgn);
            QVERIFY(f.open(QIODevice::WriteOnly));
            // Circles on pieces (a corner number each, which the circle leaves clear) and on
            // empty squares.
            f.write("[Event \"c\"]\n\n1. e4 { [%csl Ga1,Rb1,Yc1,Bd1,Ge1,Rf1,Yg1,Bh1,Gd4,Re5,"
                    "Ya7,Bb8] } e5 *\n");
        }
        const QString page = dir.filePath(QStringLiteral("page.html"));
        const QStringList from = {
            QStringLiteral("render"), QStringLiteral("--pgn"), pgn,
            QStringLiteral("--ply"),  QStringLiteral("1"),     QStringLiteral("--from"),
            QStringLiteral("e4")};
        Run r = runCli(from + QStringList{QStringLiteral("--output"), page});
        QVERIFY2(r.exitCode == 0, qPrintable(r.err));
        const QByteArray html = readAll(page);
        const qsizetype a = html.indexOf("<g id=\"game-marks\"");
        const qsizetype b = html.indexOf("<g id=\"squares\">");
        QVERIFY(a > 0 && b > a);
        const QByteArray marks = html.mid(a, b - a);
        QCOMPARE(marks.count("<circle"), 12); // a translucent ring each, as Lichess draws it
        QVERIFY2(!marks.contains("<path") && !marks.contains("<poly"), marks.constData());
        QVERIFY2(marks.size() < 12 * 600, QByteArray::number(marks.size()).constData());
        // Compacted as the board is: styles are classes, no empty group or definitions.
        for (const char* gone : {"stroke-opacity=", "font-family=", "<defs>", "vector-effect"})
            QVERIFY2(!marks.contains(gone), gone);
        QVERIFY(marks.contains("class=\"g"));

        // The SVG, where QSvgGenerator's groups are not compacted: about 1.5 KB a circle more than
        // the same position without the comment (a circle cut by a number was 10 KB).
        const QString bare = dir.filePath(QStringLiteral("bare.pgn"));
        {
            QFile f(bare);
            QVERIFY(f.open(QIODevice::WriteOnly));
            f.write("[Event \"c\"]\n\n1. e4 e5 *\n");
        }
        const auto svgOf = [&](const QString& game) {
            const QString svg = dir.filePath(QStringLiteral("board.svg"));
            QFile::remove(svg);
            QStringList args = from;
            args[2] = game;
            const Run run = runCli(args + QStringList{QStringLiteral("--output"), svg});
            return run.exitCode == 0 ? readAll(svg) : QByteArray();
        };
        const QByteArray with = svgOf(pgn);
        const QByteArray without = svgOf(bare);
        QVERIFY(!with.isEmpty() && !without.isEmpty());
        QCOMPARE(with.count("<circle") - without.count("<circle"), 12);
        QVERIFY2(with.size() - without.size() < 12 * 2000,
                 QByteArray::number(with.size() - without.size()).constData());
    }

    void pageOptionsAreRefusedForImages()
    {
        QTemporaryDir dir;
        const QString path = dir.filePath(QStringLiteral("board.png"));
        const Run r =
            runCli({QStringLiteral("render"), QStringLiteral("--from"), QStringLiteral("e4"),
                    QStringLiteral("--quiz"), QStringLiteral("--output"), path});
        QCOMPARE(r.exitCode, 2);
        QVERIFY2(oneLine(r.err) && r.err.contains(QStringLiteral("--quiz")), qPrintable(r.err));
        QVERIFY(!QFile::exists(path));
    }

    void unwritablePathLeavesNothing()
    {
        QTemporaryDir dir;
        const QString path = dir.filePath(QStringLiteral("no/such/folder/page.html"));
        const Run r = runCli({QStringLiteral("render"), QStringLiteral("--from"),
                              QStringLiteral("e4"), QStringLiteral("--output"), path});
        QCOMPARE(r.exitCode, 1);
        QVERIFY2(oneLine(r.err) && r.err.contains(path), qPrintable(r.err));
        QVERIFY(!QFile::exists(dir.filePath(QStringLiteral("no"))));
    }
};

QTEST_MAIN(TestRenderPage)
#include "tst_renderpage.moc"
