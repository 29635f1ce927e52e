// Writes a pseudo-translation of a .ts file: every translation is its source text between ⟦ and ⟧,
// so a test that loads it can tell translated text from text that never went through tr().
//   pseudots <in.ts> <out.ts> <language>
#include <QCoreApplication>
#include <QFile>
#include <QSaveFile>
#include <QXmlStreamReader>
#include <QXmlStreamWriter>

#include <cstdio>

namespace {

QString marked(const QString& source)
{
    return QStringLiteral("\u27e6") + source + QStringLiteral("\u27e7");
}

struct Entry {
    QString source, comment;
    bool numerus = false;
};

void writeEntry(QXmlStreamWriter& out, const Entry& e)
{
    out.writeStartElement(QStringLiteral("message"));
    if (e.numerus)
        out.writeAttribute(QStringLiteral("numerus"), QStringLiteral("yes"));
    out.writeTextElement(QStringLiteral("source"), e.source);
    if (!e.comment.isNull())
        out.writeTextElement(QStringLiteral("comment"), e.comment);
    out.writeStartElement(QStringLiteral("translation"));
    if (e.numerus) {
        // German, the language the tests load it as, has two plural forms.
        out.writeTextElement(QStringLiteral("numerusform"), marked(e.source));
        out.writeTextElement(QStringLiteral("numerusform"), marked(e.source));
    } else {
        out.writeCharacters(marked(e.source));
    }
    out.writeEndElement();
    out.writeEndElement();
}

} // namespace

int main(int argc, char* argv[])
{
    QCoreApplication app(argc, argv);
    if (argc != 4) {
        std::fprintf(stderr, "usage: pseudots <in.ts> <out.ts> <language>\n");
        return 2;
    }
    QFile in(QString::fromLocal8Bit(argv[1]));
    QSaveFile outFile(QString::fromLocal8Bit(argv[2]));
    if (!in.open(QIODevice::ReadOnly) || !outFile.open(QIODevice::WriteOnly)) {
        std::fprintf(stderr, "pseudots: cannot open %s or %s\n", argv[1], argv[2]);
        return 1;
    }
    QXmlStreamReader reader(&in);
    QXmlStreamWriter out(&outFile);
    out.setAutoFormatting(true);
    out.writeStartDocument();
    out.writeStartElement(QStringLiteral("TS"));
    out.writeAttribute(QStringLiteral("version"), QStringLiteral("2.1"));
    out.writeAttribute(QStringLiteral("language"), QString::fromLocal8Bit(argv[3]));
    Entry entry;
    while (!reader.atEnd()) {
        reader.readNext();
        const auto name = reader.name();
        if (reader.isStartElement()) {
            if (name == QLatin1String("context")) {
                out.writeStartElement(QStringLiteral("context"));
            } else if (name == QLatin1String("name")) {
                out.writeTextElement(QStringLiteral("name"), reader.readElementText());
            } else if (name == QLatin1String("message")) {
                entry = Entry{};
                entry.numerus =
                    reader.attributes().value(QLatin1String("numerus")) == QLatin1String("yes");
            } else if (name == QLatin1String("source")) {
                entry.source = reader.readElementText();
            } else if (name == QLatin1String("comment")) {
                entry.comment = reader.readElementText();
            }
        } else if (reader.isEndElement()) {
            if (name == QLatin1String("message"))
                writeEntry(out, entry);
            else if (name == QLatin1String("context"))
                out.writeEndElement();
        }
    }
    out.writeEndDocument();
    if (reader.hasError() || !outFile.commit()) {
        std::fprintf(stderr, "pseudots: %s: %s\n", argv[1], qPrintable(reader.errorString()));
        return 1;
    }
    return 0;
}
