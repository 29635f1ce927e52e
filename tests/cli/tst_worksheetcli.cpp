// chess-distance worksheet as a user meets it: a PDF with exercise and key pages, the same
// exercises for the same seed, and clear errors.
#include <QFile>
#include <QRegularExpression>
#include <QTemporaryDir>
#include <QTest>

#include "pdfpages.h"

#include "cli/clirun.h"

using clitest::Run;
using clitest::runCli;
using clitest::words;

namespace {

// The PDF without its creation date, to compare two runs.
QByteArray withoutDate(const QString& path)
{
    QFile f(path);
    if (!f.open(QIODevice::ReadOnly))
        return {};
    QString text = QString::fromLatin1(f.readAll());
    text.remove(QRegularExpression(QStringLiteral("/CreationDate \\([^)]*\\)")));
    return text.toLatin1();
}

} // namespace

class TestWorksheetCli : public QObject {
    Q_OBJECT
private:
    QTemporaryDir m_dir;

private slots:
    void writesExercisesAndKey()
    {
        const QString out = m_dir.filePath(QStringLiteral("sheet.pdf"));
        const Run r = runCli(words(QStringLiteral("worksheet --metric knight,bishop --metric king "
                                                  "--count 13 --seed 5 --trajectories --paper "
                                                  "letter --output ")) +
                             QStringList{out});
        QCOMPARE(r.err, QString());
        QCOMPARE(r.exitCode, 0);
        QVERIFY(r.out.contains(QStringLiteral("13 exercises on 16 pages")));
        QCOMPARE(pdfPages(out), 16); // a page per exercise, then 3 of answers
    }

    // Exercises about the pieces of a position: the reach metric, chosen pieces, every square
    // blank, coloured or printer-friendly.
    void asksAboutThePiecesOfAPosition()
    {
        const QString out = m_dir.filePath(QStringLiteral("reach.pdf"));
        const Run r = runCli(QStringList{
            QStringLiteral("worksheet"), QStringLiteral("--fen"),
            QStringLiteral("4k3/8/8/3p4/8/5N2/2Q5/4K3 w - - 0 1"), QStringLiteral("--metric"),
            QStringLiteral("reach"), QStringLiteral("--from"), QStringLiteral("f3,c2"),
            QStringLiteral("--blanks"), QStringLiteral("all"), QStringLiteral("--count"),
            QStringLiteral("4"), QStringLiteral("--output"), out});
        QCOMPARE(r.err, QString());
        QCOMPARE(r.exitCode, 0);
        QCOMPARE(pdfPages(out), 5);
        // Without --metric a position means reach; coloured exercises are an option.
        const QString coloured = m_dir.filePath(QStringLiteral("coloured.pdf"));
        const Run c = runCli(QStringList{
            QStringLiteral("worksheet"), QStringLiteral("--fen"),
            QStringLiteral("8/8/8/8/8/5N2/8/8"), QStringLiteral("--blanks"), QStringLiteral("half"),
            QStringLiteral("--colour-exercises"), QStringLiteral("--output"), coloured});
        QCOMPARE(c.err, QString());
        QCOMPARE(c.exitCode, 0);
        QCOMPARE(pdfPages(coloured), 7);
    }

    // The lesson's sheet: the bad bishop on f8 (Morphy's Opera game after 9. Bg5) cannot move,
    // and is asked about all the same, with the two bishops of White: one exercise each, as
    // asked. A square given twice is refused by name.
    void theBadBishopIsAnExercise()
    {
        const QString out = m_dir.filePath(QStringLiteral("bishop.pdf"));
        const QString fen = QStringLiteral("rn2kb1r/pp2qppp/2p2n2/4p1B1/2B1P3/1QN5/PPP2PPP/R3K2R");
        const Run r = runCli(QStringList{
            QStringLiteral("worksheet"), QStringLiteral("--fen"), fen, QStringLiteral("--from"),
            QStringLiteral("f8,g5,c4"), QStringLiteral("--title"), QStringLiteral("The bad bishop"),
            QStringLiteral("--output"), out});
        QCOMPARE(r.err, QString());
        QCOMPARE(r.exitCode, 0);
        QVERIFY2(r.out.contains(QStringLiteral("3 exercises on 4 pages")), qPrintable(r.out));
        QCOMPARE(pdfPages(out), 4);
        const Run twice = runCli(QStringList{QStringLiteral("worksheet"), QStringLiteral("--fen"),
                                             fen, QStringLiteral("--from"),
                                             QStringLiteral("f8,c4,F8"), QStringLiteral("--output"),
                                             m_dir.filePath(QStringLiteral("twice.pdf"))});
        QCOMPARE(twice.exitCode, 2);
        QCOMPARE(twice.err.count(QLatin1Char('\n')), 1);
        QVERIFY2(twice.err.contains(QStringLiteral("f8 is given twice")), qPrintable(twice.err));
        QVERIFY(!QFile::exists(m_dir.filePath(QStringLiteral("twice.pdf"))));
    }

    void theSameSeedGivesTheSameSheet()
    {
        // Qt embeds fonts in QHash order, which is seeded per process; fix the seed so that
        // only the worksheet's own content can differ.
        qputenv("QT_HASH_SEED", "0");
        auto restore = qScopeGuard([] { qunsetenv("QT_HASH_SEED"); });
        const QString a = m_dir.filePath(QStringLiteral("a.pdf"));
        const QString b = m_dir.filePath(QStringLiteral("b.pdf"));
        const QString c = m_dir.filePath(QStringLiteral("c.pdf"));
        QCOMPARE(runCli(words(QStringLiteral("worksheet --count 6 --seed 42 --output ")) +
                        QStringList{a})
                     .exitCode,
                 0);
        QCOMPARE(runCli(words(QStringLiteral("worksheet --count 6 --seed 42 --output ")) +
                        QStringList{b})
                     .exitCode,
                 0);
        QCOMPARE(runCli(words(QStringLiteral("worksheet --count 6 --seed 43 --output ")) +
                        QStringList{c})
                     .exitCode,
                 0);
        QVERIFY(!withoutDate(a).isEmpty());
        QCOMPARE(withoutDate(a), withoutDate(b));
        QVERIFY(withoutDate(a) != withoutDate(c));
    }

    // The name of the file written is shown escaped, as error lines show names: an escape
    // sequence in it never reaches the terminal.
    void writtenNameIsEscaped()
    {
        const QString out = m_dir.filePath(QStringLiteral("a\x1b[2Jb.pdf"));
        const Run r = runCli({QStringLiteral("worksheet"), QStringLiteral("--count"),
                              QStringLiteral("1"), QStringLiteral("--output"), out});
        QCOMPARE(r.exitCode, 0);
        QVERIFY(QFile::exists(out));
        QVERIFY2(!r.out.contains(QChar(0x1b)), qPrintable(r.out));
        QVERIFY2(r.out.contains(QStringLiteral("a\\x1b[2Jb.pdf: 1 exercise")), qPrintable(r.out));
    }

    void badInput_data()
    {
        QTest::addColumn<QString>("arguments");
        QTest::addColumn<QString>("named");
        QTest::newRow("no output") << "worksheet --count 3"
                                   << "--output";
        QTest::newRow("not a pdf") << "worksheet --output sheet.png"
                                   << "pdf";
        QTest::newRow("square metric") << "worksheet --metric center --output s.pdf"
                                       << "center";
        QTest::newRow("unknown metric") << "worksheet --metric warp --output s.pdf"
                                        << "warp";
        QTest::newRow("count") << "worksheet --count 0 --output s.pdf"
                               << "0";
        QTest::newRow("seed") << "worksheet --seed banana --output s.pdf"
                              << "banana";
        QTest::newRow("paper") << "worksheet --paper a3 --output s.pdf"
                               << "a3";
        QTest::newRow("reach without a position") << "worksheet --metric reach --output s.pdf"
                                                  << "--fen";
        QTest::newRow("no piece on from")
            << "worksheet --fen 8/8/8/8/8/5N2/8/8 --from e4 --output s.pdf"
            << "e4";
        QTest::newRow("from not a square")
            << "worksheet --fen 8/8/8/8/8/5N2/8/8 --from z9 --output s.pdf"
            << "z9";
        QTest::newRow("from without reach") << "worksheet --from f3 --output s.pdf"
                                            << "--from";
        QTest::newRow("nothing can move") << "worksheet --fen 8/8/8/8/8/8/8/8 --output s.pdf"
                                          << "no piece";
        QTest::newRow("title too long")
            << QStringLiteral("worksheet --output s.pdf --title ") + QString(201, QLatin1Char('x'))
            << "--title";
        QTest::newRow("blanks") << "worksheet --blanks most --output s.pdf"
                                << "most";
    }
    void badInput()
    {
        QFETCH(QString, arguments);
        QFETCH(QString, named);
        const Run r = runCli(words(arguments));
        QCOMPARE(r.exitCode, 2);
        QCOMPARE(r.err.count(QLatin1Char('\n')), 1);
        QVERIFY2(r.err.contains(named), qPrintable(r.err));
    }
};

QTEST_GUILESS_MAIN(TestWorksheetCli)
#include "tst_worksheetcli.moc"
