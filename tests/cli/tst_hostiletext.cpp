// Hostile text through the commands (issue classes 2, 5 and 6): SVG stays well-formed XML
// whatever the caption, title or position; captions and batch files are bounded; a NUL byte in
// a batch line is refused; every error is exactly one line, a user's control characters escaped.
#include "cli/clirun.h"

#include <QDir>
#include <QFile>
#include <QTemporaryDir>
#include <QTest>
#include <QXmlStreamReader>

using clitest::runCli;
using clitest::words;

namespace {

// Reads the whole document; the parser's error, or "" when it is well-formed. `texts` gets the
// text of every element, `elements` every element name.
QString parseXml(const QByteArray& xml, QStringList* texts, QStringList* elements)
{
    QXmlStreamReader reader(xml);
    while (!reader.atEnd()) {
        reader.readNext();
        if (reader.isStartElement())
            *elements << reader.name().toString();
        if (reader.isCharacters() && !reader.isWhitespace())
            *texts << reader.text().toString();
    }
    return reader.hasError() ? reader.errorString() : QString();
}

const QString kHostile = QStringLiteral(
    "A & B < C > D </title><script>alert(1)</script> \"q\" 'a' ]]> <!-- \x01\x02\x1b[31m\x7f "
    "\xfffe\n</desc><g>line two & <b>");

} // namespace

class TestHostileText : public QObject {
    Q_OBJECT
private slots:
    void svgIsWellFormedWhateverTheText_data()
    {
        QTest::addColumn<QStringList>("options");
        QTest::newRow("caption") << QStringList{QStringLiteral("--caption"), kHostile};
        QTest::newRow("caption beside a comparison")
            << QStringList{QStringLiteral("--caption"), kHostile, QStringLiteral("--compare"),
                           QStringLiteral("king")};
        QTest::newRow("position") << words(QStringLiteral(
            "--fen r1bq1rk1/pp2bppp/2n1pn2/3p4/2PP4/2N1PN2/PP1B1PPP/R2QKB1R_w_KQ_-_0_8 --metric "
            "reach --trajectories --to e7 --paths 3"));
    }
    void svgIsWellFormedWhateverTheText()
    {
        QFETCH(QStringList, options);
        options.replaceInStrings(QStringLiteral("_"), QStringLiteral(" "));
        QTemporaryDir dir;
        const QString out = dir.filePath(QStringLiteral("h.svg"));
        const auto r = runCli(words(QStringLiteral("render --from c6 --size 200 --output ")) +
                              QStringList{out} + options);
        QCOMPARE(r.exitCode, 0);
        QFile f(out);
        QVERIFY(f.open(QIODevice::ReadOnly));
        QStringList texts;
        QStringList elements;
        const QString error = parseXml(f.readAll(), &texts, &elements);
        QVERIFY2(error.isEmpty(), qPrintable(error));
        QVERIFY(!elements.contains(QStringLiteral("script"))); // no markup from the text
        QVERIFY(!elements.contains(QStringLiteral("b")));
        QCOMPARE(elements.count(QStringLiteral("title")), 1);
        if (options.first() == QLatin1String("--caption"))
            QVERIFY2(texts.join(QString()).contains(QStringLiteral("</title><script>")),
                     qPrintable(texts.join(u'|')));
    }

    void captionsAreBounded_data()
    {
        QTest::addColumn<QString>("caption");
        QTest::addColumn<QString>("message");
        QTest::newRow("100,000 characters")
            << QString(100000, QLatin1Char('x')) << QStringLiteral("at most 500");
        QTest::newRow("200 lines")
            << QStringLiteral("l\n").repeated(200) << QStringLiteral("at most 8");
    }
    void captionsAreBounded()
    {
        QFETCH(QString, caption);
        QFETCH(QString, message);
        QTemporaryDir dir;
        const QString out = dir.filePath(QStringLiteral("c.png"));
        const auto r = runCli(words(QStringLiteral("render --from e4 --size 8192 --output ")) +
                              QStringList{out, QStringLiteral("--caption"), caption});
        QCOMPARE(r.exitCode, 2);
        QVERIFY2(r.err.contains(message), qPrintable(r.err.left(200)));
        QCOMPARE(r.err.count(QLatin1Char('\n')), 1);
        QVERIFY(!QFile::exists(out));
    }

    // Arrows for a thousand routes at 8192 px took seconds: the routes drawn are capped.
    void pathsAreCapped()
    {
        const auto r = runCli(words(QStringLiteral(
            "render --from a1 --to h8 --length 8 --paths 1000 --size 8192 --output x.png")));
        QCOMPARE(r.exitCode, 2);
        QVERIFY2(r.err.contains(QStringLiteral("--paths: 1000 is out of range 0..100")),
                 qPrintable(r.err));
    }

    // An endless file of zero bytes stops at its first line.
    void batchOfZeroBytesStopsAtLineOne()
    {
        const auto r = runCli(words(QStringLiteral("render --batch /dev/zero")));
        QCOMPARE(r.exitCode, 2);
        QVERIFY2(r.err.contains(QStringLiteral("/dev/zero:1: binary data")), qPrintable(r.err));
    }

    void batchLineTooLongIsRefused()
    {
        QTemporaryDir dir;
        QFile batch(dir.filePath(QStringLiteral("jobs")));
        QVERIFY(batch.open(QIODevice::WriteOnly));
        batch.write("--from e4 --output a.png\n--caption " + QByteArray(20000, 'x') + "\n");
        batch.close();
        const auto r =
            runCli({QStringLiteral("render"), QStringLiteral("--batch"), batch.fileName()},
                   QProcessEnvironment::systemEnvironment(), dir.path());
        QCOMPARE(r.exitCode, 2);
        QVERIFY2(r.err.contains(QStringLiteral("jobs:2: the line is longer than")),
                 qPrintable(r.err));
        QVERIFY(!QFile::exists(dir.filePath(QStringLiteral("a.png")))); // no job was run
    }

    // "--output a.png\0.svg" must not write a.png.
    void nulInABatchLineIsRefused()
    {
        QTemporaryDir dir;
        QFile batch(dir.filePath(QStringLiteral("jobs")));
        QVERIFY(batch.open(QIODevice::WriteOnly));
        batch.write(QByteArray("--from e4 --size 64 --output ok.png\n"
                               "--from e4 --size 64 --output a.png") +
                    '\0' + QByteArray(".svg\n"));
        batch.close();
        const auto r =
            runCli({QStringLiteral("render"), QStringLiteral("--batch"), batch.fileName()},
                   QProcessEnvironment::systemEnvironment(), dir.path());
        QCOMPARE(r.exitCode, 2);
        QVERIFY2(r.err.contains(QStringLiteral("jobs:2: binary data (a NUL byte)")),
                 qPrintable(r.err));
        QCOMPARE(QDir(dir.path()).entryList(QDir::Files), QStringList{QStringLiteral("jobs")});
    }

    // Whatever the user typed, an error is one line and no escape sequence reaches the terminal.
    void errorsAreOneLine_data()
    {
        QTest::addColumn<QStringList>("arguments");
        const QString evil = QStringLiteral("e4\n\x1b[2J\rfake: all is well\t!");
        QTest::newRow("square") << QStringList{QStringLiteral("map"), QStringLiteral("--from"),
                                               evil};
        QTest::newRow("number") << QStringList{
            QStringLiteral("trajectory"), QStringLiteral("--from=a1"), QStringLiteral("--to=h8"),
            QStringLiteral("--length"), evil};
        QTest::newRow("metric") << QStringList{QStringLiteral("map"), QStringLiteral("--metric"),
                                               evil};
        QTest::newRow("format") << QStringList{QStringLiteral("render"),
                                               QStringLiteral("--from=e4"),
                                               QStringLiteral("--output"), evil};
        QTest::newRow("window") << QStringList{QStringLiteral("--from"), evil};
        QTest::newRow("unknown command") << QStringList{evil};
    }
    void errorsAreOneLine()
    {
        QFETCH(QStringList, arguments);
        auto env = QProcessEnvironment::systemEnvironment();
        env.insert(QStringLiteral("QT_QPA_PLATFORM"), QStringLiteral("offscreen"));
        const auto r = runCli(arguments, env);
        QCOMPARE(r.exitCode, 2);
        QCOMPARE(r.err.count(QLatin1Char('\n')), 1);
        QVERIFY2(r.err.endsWith(QLatin1Char('\n')), qPrintable(r.err));
        QVERIFY2(!r.err.contains(QChar(0x1b)) && !r.err.contains(QLatin1Char('\r')) &&
                     !r.err.contains(QLatin1Char('\t')),
                 qPrintable(r.err));
        QVERIFY2(r.err.contains(QStringLiteral("e4\\n\\x1b[2J\\rfake")), qPrintable(r.err));
    }
};

QTEST_GUILESS_MAIN(TestHostileText)
#include "tst_hostiletext.moc"
