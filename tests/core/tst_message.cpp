// Messages: filling templates, and every core error carrying its template and arguments.
#include "board.h"
#include "message.h"
#include "query.h"

#include <QTest>

using namespace cd;

class TestMessage : public QObject {
    Q_OBJECT
private slots:
    void fill_data();
    void fill();
    void inputErrorKeepsTemplate();
    void fenErrorLine();
    void queryErrorsAreMessages();
};

void TestMessage::fill_data()
{
    QTest::addColumn<QString>("text");
    QTest::addColumn<QStringList>("args");
    QTest::addColumn<QString>("expected");
    QTest::newRow("none") << "no args" << QStringList{} << "no args";
    QTest::newRow("two") << "%1 to %2" << QStringList{"e2", "e4"} << "e2 to e4";
    QTest::newRow("reordered") << "%2 before %1" << QStringList{"a", "b"} << "b before a";
    QTest::newRow("repeated") << "%1%1" << QStringList{"x"} << "xx";
    // An argument is not scanned again, so "%2" inside it stays.
    QTest::newRow("no rescan") << "%1 and %2" << QStringList{"%2", "y"} << "%2 and y";
    QTest::newRow("missing arg stays") << "%1 %3" << QStringList{"a"} << "a %3";
    QTest::newRow("percent") << "100% of %1" << QStringList{"it"} << "100% of it";
    QTest::newRow("trailing percent") << "%" << QStringList{"a"} << "%";
}

void TestMessage::fill()
{
    QFETCH(QString, text);
    QFETCH(QStringList, args);
    QFETCH(QString, expected);
    std::vector<std::string> a;
    for (const QString& s : args)
        a.push_back(s.toStdString());
    QCOMPARE(QString::fromStdString(fillTemplate(text.toStdString(), a)), expected);
}

void TestMessage::inputErrorKeepsTemplate()
{
    const InputError e({translatable("no piece stands on %1"), {"e4"}});
    QCOMPARE(QString::fromUtf8(e.what()), QStringLiteral("no piece stands on e4"));
    QCOMPARE(QString::fromUtf8(e.message().text), QStringLiteral("no piece stands on %1"));
    QCOMPARE(e.message().args.size(), 1u);
}

void TestMessage::fenErrorLine()
{
    FenError error;
    QVERIFY(!Board::fromFen("8/8/8/8/8/8/8/7 w", &error));
    QCOMPARE(QString::fromStdString(error.toString()),
             QStringLiteral("placement: rank 1 has 7 squares, not 8"));
    QCOMPARE(QString::fromUtf8(error.message.text),
             QStringLiteral("rank %1 has %2 squares, not 8"));
    QVERIFY(!Board::fromFen("8/8/8/8/8/8/8/8 w - - 0 1 x", &error));
    QCOMPARE(QString::fromStdString(error.toString()),
             QStringLiteral("FEN: unexpected text after the fullmove number"));
    // A pawn where none may stand is named by its square.
    QVERIFY(!Board::fromFen("8/8/8/8/8/8/8/3P4", &error));
    QCOMPARE(QString::fromStdString(error.toString()),
             QStringLiteral("placement, square d1: a pawn cannot stand on rank 1"));
    // A byte that does not print is shown by its value, a UTF-8 character as itself.
    QVERIFY(!Board::fromFen("8/8/8/8/8/8/8/\x01", &error));
    QVERIFY2(error.toString().find("'\\x01'") != std::string::npos, error.toString().c_str());
    QVERIFY(!Board::fromFen("8/8/8/8/8/8/8/\xc3\xa9", &error));
    QVERIFY2(error.toString().find("'\xc3\xa9' is not a piece letter") != std::string::npos,
             error.toString().c_str());
    QVERIFY(!Board::fromFen("8/8/8/8/8/8/8/\xc3x", &error));
    QVERIFY2(error.toString().find("'\\xC3'") != std::string::npos, error.toString().c_str());
}

// A query error keeps the template of the error underneath, so the app can translate it.
void TestMessage::queryErrorsAreMessages()
{
    Query q;
    q.metric = Metric::Pawn;
    q.from = parseSquare("e1");
    try {
        answer(q);
        QFAIL("no QueryError");
    } catch (const QueryError& e) {
        QCOMPARE(QString::fromUtf8(e.message().text),
                 QStringLiteral("a pawn cannot stand on %1 (rank %2)"));
        QCOMPARE(QString::fromUtf8(e.what()), QStringLiteral("a pawn cannot stand on e1 (rank 1)"));
    }
    q.metric = Metric::Reach;
    q.from = parseSquare("e4");
    try {
        answer(q);
        QFAIL("no QueryError");
    } catch (const QueryError& e) {
        QCOMPARE(e.message().args, std::vector<std::string>{"e4"});
    }
}

QTEST_APPLESS_MAIN(TestMessage)
#include "tst_message.moc"
