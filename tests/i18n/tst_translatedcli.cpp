// The commands under the pseudo-translation: help texts and error messages, the core's included,
// show no English outside ⟦ ⟧, so every one of them reaches the user through tr().
#include "cli/clirun.h"
#include "pseudo.h"

#include <QLibraryInfo>
#include <QTest>
#include <QTranslator>

using namespace cd::test;

namespace {

// A help line without its syntax (--metric <M>, a command's name in the overview), not prose.
QString withoutOptionSyntax(QString line)
{
    static const QRegularExpression syntax(
        QStringLiteral("(^|[ ,])-{1,2}[a-z][a-z-]*|<[^>]*>|^  [a-z]+(?=  )"));
    return line.remove(syntax);
}

// QCommandLineParser's own headings as the program shows them in German: English without Qt's
// catalogue (qt6-translations-l10n), Qt's translation with it. They are Qt's strings, not the
// program's, so they are never bracketed by the pseudo-translation.
QStringList qtOwnHeadings()
{
    QStringList out;
    QTranslator qt;
    const bool installed =
        qt.load(QStringLiteral("qtbase_de"), QLibraryInfo::path(QLibraryInfo::TranslationsPath));
    for (const char* heading : {"Options:", "Arguments:"}) {
        out << QString::fromLatin1(heading);
        if (installed)
            out << qt.translate("QCommandLineParser", heading);
    }
    return out;
}

} // namespace

class TestTranslatedCli : public QObject {
    Q_OBJECT
private slots:
    void initTestCase();
    void helpTexts_data();
    void helpTexts();
    void errors_data();
    void errors();
    void englishStaysEnglish();
    void germanIsBuiltIn();

private:
    PseudoData m_data;
};

void TestTranslatedCli::initTestCase()
{
    QVERIFY(m_data.ok());
}

void TestTranslatedCli::helpTexts_data()
{
    QTest::addColumn<QString>("arguments");
    QTest::newRow("overview") << "--help";
    for (const char* c :
         {"map", "pairs", "trajectory", "mobility", "render", "frames", "worksheet"})
        QTest::newRow(c) << QStringLiteral("%1 --help").arg(QLatin1String(c));
    QTest::newRow("window") << "--from a1 --help";
}

void TestTranslatedCli::helpTexts()
{
    QFETCH(QString, arguments);
    const clitest::Run r = clitest::runCli(clitest::words(arguments), m_data.environment());
    QCOMPARE(r.exitCode, 0);
    QVERIFY(r.out.contains(QChar(0x27e6)));
    // Translated texts may span lines, so the brackets are taken out of the whole text first;
    // "Options:" is QCommandLineParser's own heading, translated by Qt's qtbase_<lang>.qm when
    // that is installed.
    static const QStringList qtOwn = qtOwnHeadings();
    for (const QString& line : unmarked(r.out).split(QLatin1Char('\n'))) {
        if (qtOwn.contains(line))
            continue;
        const QStringList words = untranslatedWords(withoutOptionSyntax(line));
        QVERIFY2(words.isEmpty(), qPrintable(QStringLiteral("not through tr(): ") + line));
    }
}

void TestTranslatedCli::errors_data()
{
    QTest::addColumn<QString>("arguments");
    QTest::addColumn<int>("exitCode");
    const auto row = [](const char* name, const char* args, int code = 2) {
        QTest::newRow(name) << QString::fromUtf8(args) << code;
    };
    row("no source", "map");
    row("bad square", "map --from z9");
    row("bad metric", "map --metric kangaroo --from e4");
    row("bad fen", "map --fen rnbqkbnr/ppppXppp/8 --from e4");
    row("short fen", "map --fen 8/8/8/8/8/8/8/7 --from e4");
    row("fen side", "map --fen 8/8/8/8/8/8/8/8_x --from e4");
    row("pawn on rank 8", "map --fen P7/8/8/8/8/8/8/8 --from a8");
    row("empty source", "map --fen 8/8/8/8/8/8/8/8 --from e4");
    row("bad format", "map --from e4 --format xml");
    row("stray argument", "map --from e4 e5");
    row("bad piece", "map --piece X --from e4");
    row("bad captures", "map --piece Q --from e4 --captures eat");
    row("bad promotion", "map --piece P --from e7 --promote k");
    row("pawn on rank 1", "map --metric pawn --from e1");
    row("pairs square metric", "pairs --metric edge");
    row("pairs reach no piece", "pairs --metric reach");
    row("trajectory no target", "trajectory --from e4");
    row("trajectory no moves", "trajectory --metric center --from e4 --to e5");
    row("length too big", "trajectory --from a1 --to h8 --length 200");
    row("length not a number", "trajectory --from a1 --to h8 --length six");
    row("via contradicts length", "trajectory --metric king --from a1 --to a3 --via h8 --length 2");
    row("promoting pawn route", "trajectory --piece P --from e7 --to e8 --promote q");
    row("bad palette", "render --from e4 --palette rainbow --output x.png");
    row("no output", "render --from e4");
    row("unwritable", "render --from e4 --output /nonexistent-dir/x.png", 1);
    row("worksheet count", "worksheet --count 0 --output w.pdf");
    row("mobility no fen", "mobility");
    row("mobility bad side", "mobility --fen 4k3/8/8/8/8/8/8/4K3 --side red");
    row("mobility no black", "mobility --fen 8/8/8/8/8/8/8/4K3 --side black");
    row("mobility blocked piece", "mobility --fen 4k3/8/8/8/8/8/8/4K3 --block e1");
    row("arrival bad side", "render --metric arrival --fen 4k3/8/8/8/8/8/8/4K3 --side red "
                            "--output x.png");
    row("window: unknown command", "frobnicate");
    row("window: bad square", "--from z9");
}

void TestTranslatedCli::errors()
{
    QFETCH(QString, arguments);
    QFETCH(int, exitCode);
    QTemporaryDir dir;
    QStringList args = clitest::words(arguments);
    args.replaceInStrings(QStringLiteral("_"), QStringLiteral(" "));
    const clitest::Run r = clitest::runCli(args, m_data.environment(), dir.path());
    QCOMPARE(r.exitCode, exitCode);
    QVERIFY2(r.err.startsWith(QStringLiteral("chess-distance: \u27e6")), qPrintable(r.err));
    const QStringList words = untranslatedWords(r.err);
    QVERIFY2(words.isEmpty(), qPrintable(QStringLiteral("not through tr(): ") + r.err));
}

// Without a translation for the language, the texts are the English sources.
void TestTranslatedCli::englishStaysEnglish()
{
    auto env = m_data.environment();
    env.insert(QStringLiteral("LANGUAGE"), QStringLiteral("en"));
    env.insert(QStringLiteral("LANG"), QStringLiteral("C.UTF-8"));
    const clitest::Run r = clitest::runCli(clitest::words(QStringLiteral("map --from z9")), env);
    QVERIFY2(!r.err.contains(QChar(0x27e6)) && r.err.contains(QStringLiteral("z9")),
             qPrintable(r.err));
}

// The German translation compiled into the program, found for LANGUAGE=de without any file.
void TestTranslatedCli::germanIsBuiltIn()
{
    QTemporaryDir empty;
    auto env = m_data.environment();
    env.insert(QStringLiteral("XDG_DATA_HOME"), empty.path());
    env.insert(QStringLiteral("XDG_DATA_DIRS"), empty.path());
    const clitest::Run r =
        clitest::runCli(clitest::words(QStringLiteral("map --fen 8/8/8/8/8/8/8/7 --from e4")), env);
    QCOMPARE(r.exitCode, 2);
    QCOMPARE(r.err, QStringLiteral(
                        "chess-distance: --fen: Figurenstellung: Reihe 1 hat 7 Felder, nicht 8\n"));
}

QTEST_GUILESS_MAIN(TestTranslatedCli)
#include "tst_translatedcli.moc"
