// Text for XML: forbidden characters replaced, markup escaped, and an SVG export's title and
// description parse back to the text itself.
#include "diagram/exporter.h"
#include "diagram/xmltext.h"

#include "diagramfixtures.h"

#include <QTemporaryDir>
#include <QTest>
#include <QXmlStreamReader>

using namespace cd;

class TestXmlText : public QObject {
    Q_OBJECT
private slots:
    void printableText()
    {
        QCOMPARE(cd::printableText(QStringLiteral("a\x01\x1f\x7f\tb\r\nc")),
                 QStringLiteral("a\ufffd\ufffd\ufffd b\nc"));
        QCOMPARE(cd::printableText(QString(QChar(0xd800))), QStringLiteral("\ufffd"));
        QCOMPARE(cd::printableText(QStringLiteral("\U0001F600")), QStringLiteral("\U0001F600"));
        QCOMPARE(cd::printableText(QStringLiteral("\uffff")), QStringLiteral("\ufffd"));
    }

    void escaped()
    {
        QCOMPARE(xmlEscaped(QStringLiteral("<a href=\"x\">&'</a>")),
                 QByteArray("&lt;a href=&quot;x&quot;&gt;&amp;&#39;&lt;/a&gt;"));
    }

    void svgTitleAndDescriptionParseBack()
    {
        Diagram d = fixtures::diagramOf(fixtures::knightFrom("c6"));
        d.caption = QStringLiteral("A & B </title><desc>\x02\n]]> <!-- line two");
        QTemporaryDir dir;
        const QString path = dir.filePath(QStringLiteral("t.svg"));
        QVERIFY(exportDiagram(d, path, ImageFormat::Svg, 200).ok());
        QFile f(path);
        QVERIFY(f.open(QIODevice::ReadOnly));
        QXmlStreamReader xml(f.readAll());
        QString title;
        QString desc;
        while (!xml.atEnd()) {
            if (xml.readNext() != QXmlStreamReader::StartElement)
                continue;
            if (xml.name() == QLatin1String("title"))
                title = xml.readElementText();
            else if (xml.name() == QLatin1String("desc"))
                desc = xml.readElementText();
        }
        QVERIFY2(!xml.hasError(), qPrintable(xml.errorString()));
        QCOMPARE(title, QStringLiteral("A & B </title><desc>\ufffd"));
        QCOMPARE(desc, QStringLiteral("A & B </title><desc>\ufffd\n]]> <!-- line two"));
    }
};

QTEST_MAIN(TestXmlText)
#include "tst_xmltext.moc"
