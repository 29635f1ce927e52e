// The translation catalogue: the build's template (every tr() and translatable() string) against
// the committed translations/*.ts, and the contexts the strings are filed under.
#include <QDir>
#include <QFile>
#include <QRegularExpression>
#include <QSet>
#include <QTest>
#include <QXmlStreamReader>

namespace {

struct Translation {
    QString source;
    QStringList forms; // the text, or one per plural form; empty while unfinished
};

struct Catalogue {
    QSet<QString> keys; // context + source + comment
    QSet<QString> contexts;
    QList<Translation> translations;
    QString error;
};

Catalogue read(const QString& path)
{
    Catalogue c;
    QFile file(path);
    if (!file.open(QIODevice::ReadOnly)) {
        c.error = file.errorString();
        return c;
    }
    QXmlStreamReader xml(&file);
    QString context, source, comment;
    QStringList forms;
    bool numerus = false, unfinished = false;
    while (!xml.atEnd()) {
        xml.readNext();
        if (xml.isStartElement()) {
            const auto name = xml.name();
            if (name == QLatin1String("name")) {
                context = xml.readElementText();
                c.contexts.insert(context);
            } else if (name == QLatin1String("message")) {
                source.clear();
                comment.clear();
                forms.clear();
                numerus = xml.attributes().value(QLatin1String("numerus")) == QLatin1String("yes");
            } else if (name == QLatin1String("source")) {
                source = xml.readElementText();
            } else if (name == QLatin1String("comment")) {
                comment = xml.readElementText();
            } else if (name == QLatin1String("translation")) {
                unfinished =
                    xml.attributes().value(QLatin1String("type")) == QLatin1String("unfinished");
                if (!numerus)
                    forms << xml.readElementText();
            } else if (name == QLatin1String("numerusform")) {
                forms << xml.readElementText();
            }
        } else if (xml.isEndElement() && xml.name() == QLatin1String("message")) {
            c.keys.insert(context + QLatin1Char('|') + source + QLatin1Char('|') + comment);
            c.translations.append({source, unfinished ? QStringList() : forms});
        }
    }
    if (xml.hasError())
        c.error = xml.errorString();
    return c;
}

// The placeholders of a text, sorted: "%2 of %1" -> {"%1", "%2"}.
QStringList placeholders(const QString& text)
{
    static const QRegularExpression re(QStringLiteral("%[1-9n]"));
    QStringList found;
    for (auto it = re.globalMatch(text); it.hasNext();)
        found << it.next().captured();
    found.sort();
    return found;
}

QString sample(const QSet<QString>& keys)
{
    QStringList list(keys.begin(), keys.end());
    list.sort();
    return list.mid(0, 5).join(QStringLiteral("\n  "));
}

} // namespace

class TestCatalogue : public QObject {
    Q_OBJECT
private slots:
    void templateIsComplete();
    void committedFilesAreCurrent();
    void contextsAreTheOnesTheProgramAsks();
    void translationsKeepPlaceholders();
};

void TestCatalogue::templateIsComplete()
{
    const Catalogue t = read(QStringLiteral(CD_TEMPLATE_TS));
    QVERIFY2(t.error.isEmpty(), qPrintable(t.error));
    // Some strings of each part: the core's messages, the window, the commands, the diagrams.
    for (const char* key : {"cd|the FEN is empty|", "cd|%1, square %2: %3|",
                            "cd::gui::MainWindow|&File|", "cd::cli|Show this help.|"})
        QVERIFY2(t.keys.contains(QString::fromUtf8(key)), key);
    QVERIFY(t.keys.size() > 400);
}

// lupdate runs in the build (template) and by hand (update_translations): a committed .ts that
// misses strings of the template, or keeps ones the sources no longer have, was not refreshed.
void TestCatalogue::committedFilesAreCurrent()
{
    const Catalogue t = read(QStringLiteral(CD_TEMPLATE_TS));
    const QStringList files =
        QDir(QStringLiteral(CD_TS_DIR)).entryList({QStringLiteral("chess-distance_*.ts")});
    QVERIFY(!files.isEmpty());
    for (const QString& name : files) {
        const Catalogue c = read(QStringLiteral(CD_TS_DIR "/") + name);
        QVERIFY2(c.error.isEmpty(), qPrintable(name + QStringLiteral(": ") + c.error));
        const QSet<QString> missing = t.keys - c.keys, stale = c.keys - t.keys;
        QVERIFY2(missing.isEmpty() && stale.isEmpty(),
                 qPrintable(QStringLiteral("%1 is out of date (run `cmake --build <build dir> "
                                           "--target update_translations`): %2 strings missing, "
                                           "%3 stale, e.g.\n  %4")
                                .arg(name)
                                .arg(missing.size())
                                .arg(stale.size())
                                .arg(sample(missing.isEmpty() ? stale : missing))));
    }
}

// lupdate files a string under the class or namespace it appears in; one filed anywhere else
// (a member function of a non-QObject class, a parse lupdate got wrong) is never looked up.
void TestCatalogue::contextsAreTheOnesTheProgramAsks()
{
    const Catalogue t = read(QStringLiteral(CD_TEMPLATE_TS));
    for (const QString& context : t.contexts) {
        const bool known =
            context == QLatin1String("cd") || context == QLatin1String("cd::cli") ||
            context == QLatin1String("cd::gui") || context == QLatin1String("cd::options") ||
            context.startsWith(QLatin1String("cd::gui::")) || context == QLatin1String("QObject");
        QVERIFY2(known, qPrintable(QStringLiteral("unexpected context ") + context));
    }
}

// QString::arg() fills %1..%9 and tr() fills %n: a translation that drops, adds or mistypes one
// shows a raw "%1" or the wrong value.
void TestCatalogue::translationsKeepPlaceholders()
{
    const QStringList files =
        QDir(QStringLiteral(CD_TS_DIR)).entryList({QStringLiteral("chess-distance_*.ts")});
    for (const QString& name : files) {
        const Catalogue c = read(QStringLiteral(CD_TS_DIR "/") + name);
        int finished = 0;
        for (const Translation& t : c.translations) {
            for (const QString& form : t.forms)
                QVERIFY2(
                    placeholders(form) == placeholders(t.source),
                    qPrintable(QStringLiteral("%1: \"%2\" -> \"%3\"").arg(name, t.source, form)));
            finished += !t.forms.isEmpty();
        }
        qInfo("%s: %d of %lld strings translated", qPrintable(name), finished,
              static_cast<long long>(c.translations.size()));
    }
}

QTEST_APPLESS_MAIN(TestCatalogue)
#include "tst_catalogue.moc"
