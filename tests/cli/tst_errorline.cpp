// Error messages are one line: a user's control characters are shown escaped.
#include "options/errorline.h"

#include <QTest>

using cd::options::oneLine;

class TestErrorLine : public QObject {
    Q_OBJECT
private slots:
    void controlCharactersAreEscaped_data()
    {
        QTest::addColumn<QString>("text");
        QTest::addColumn<QString>("expected");
        QTest::newRow("plain") << QStringLiteral("--from: 'z9' is not a square")
                               << QStringLiteral("--from: 'z9' is not a square");
        QTest::newRow("newline") << QStringLiteral("a\nb\r\n") << QStringLiteral("a\\nb\\r\\n");
        QTest::newRow("escape") << QStringLiteral("\x1b[31mred\t\x7f")
                                << QStringLiteral("\\x1b[31mred\\t\\x7f");
        QTest::newRow("C1 and separators")
            << QStringLiteral("\u009b2J\u2028") << QStringLiteral("\\u009b2J\\u2028");
        QTest::newRow("unicode stays")
            << QStringLiteral("Springer ♞ é") << QStringLiteral("Springer ♞ é");
    }
    void controlCharactersAreEscaped()
    {
        QFETCH(QString, text);
        QFETCH(QString, expected);
        QCOMPARE(oneLine(text), expected);
    }
};

QTEST_GUILESS_MAIN(TestErrorLine)
#include "tst_errorline.moc"
