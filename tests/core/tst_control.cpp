// Square control (control.h): hand-made batteries and x-rays, and both count maps of thousands of
// positions against the reference written from the definitions (controlreference.h).
#include "boardtext.h"
#include "control.h"
#include "controlpositions.h"
#include "controlreference.h"

#include <QTest>

using namespace cd;
using testutil::sq;

namespace {

Board board(const char* fen)
{
    return *Board::fromFen(fen);
}

QString differences(const Board& b, const Control& fast)
{
    QString out;
    for (const Square s : allSquares())
        for (const Color c : {Color::White, Color::Black}) {
            const int plain = reference::plainCount(b, s, c);
            const int xray = reference::xrayCount(b, s, c);
            if (fast.plain.count(c, s) != plain || fast.xray.count(c, s) != xray)
                out +=
                    QStringLiteral("%1 %2 %3: plain %4 (expected %5), x-ray %6 (expected %7)\n")
                        .arg(QString::fromStdString(b.fen()), QString::fromStdString(squareName(s)),
                             c == Color::White ? QStringLiteral("white") : QStringLiteral("black"))
                        .arg(fast.plain.count(c, s))
                        .arg(plain)
                        .arg(fast.xray.count(c, s))
                        .arg(xray);
        }
    return out;
}

} // namespace

class TestControl : public QObject {
    Q_OBJECT
private slots:
    void batteries_data();
    void batteries();
    void attackerSets();
    void startPosition();
    void chess960Irrelevant();
    void againstReference();
};

void TestControl::batteries_data()
{
    QTest::addColumn<QString>("fen");
    QTest::addColumn<QString>("square");
    QTest::addColumn<int>("white");
    QTest::addColumn<int>("black");
    QTest::addColumn<int>("whiteXray");
    QTest::addColumn<int>("blackXray");
    // Rook behind rook on the file, and a queen behind them.
    QTest::newRow("R behind R") << "4k3/8/8/4p3/8/8/4R3/4RK2 w - - 0 1"
                                << "e5" << 1 << 0 << 2 << 0;
    QTest::newRow("Q behind R behind R") << "4k3/8/8/4p3/8/4R3/4R3/4QK2 w - - 0 1"
                                         << "e5" << 1 << 0 << 3 << 0;
    QTest::newRow("Q behind B") << "4k3/8/8/4p3/8/2B5/1Q6/4K3 w - - 0 1"
                                << "e5" << 1 << 0 << 2 << 0;
    QTest::newRow("B behind P") << "4k3/8/8/4p3/3P4/2B5/8/4K3 w - - 0 1"
                                << "e5" << 1 << 0 << 2 << 0;
    // A pawn capturing the other way hides the bishop.
    QTest::newRow("B behind P, wrong way") << "4k3/8/8/8/3p4/2B5/8/4K3 w - - 0 1"
                                           << "e5" << 0 << 0 << 0 << 0;
    QTest::newRow("b behind black p") << "4k3/b7/1p6/8/8/8/8/4K3 w - - 0 1"
                                      << "c5" << 0 << 1 << 0 << 2;
    // Rook behind an enemy rook: the white rook x-rays through the black one.
    QTest::newRow("R behind enemy R") << "4k3/8/8/8/4r3/8/8/4RK2 w - - 0 1"
                                      << "e6" << 0 << 1 << 1 << 1;
    // A bishop does not open the file for a rook behind it.
    QTest::newRow("R behind B") << "4k3/8/8/4p3/8/8/4B3/4RK2 w - - 0 1"
                                << "e5" << 0 << 0 << 0 << 0;
    // A king in front of a rook attacks only next to it, so the rook x-rays one square past.
    QTest::newRow("R behind K") << "8/8/8/8/4p3/4K3/8/4R2k w - - 0 1"
                                << "e4" << 1 << 0 << 2 << 0;
    QTest::newRow("R behind K, too far") << "8/8/8/4p3/8/4K3/8/4R2k w - - 0 1"
                                         << "e5" << 0 << 0 << 0 << 0;
}

void TestControl::batteries()
{
    QFETCH(QString, fen);
    QFETCH(QString, square);
    QFETCH(int, white);
    QFETCH(int, black);
    QFETCH(int, whiteXray);
    QFETCH(int, blackXray);
    const Board b = board(qPrintable(fen));
    const Square s = sq(square.toStdString());
    const Control c = control(b);
    QCOMPARE(c.plain.count(Color::White, s), white);
    QCOMPARE(c.plain.count(Color::Black, s), black);
    QCOMPARE(c.xray.count(Color::White, s), whiteXray);
    QCOMPARE(c.xray.count(Color::Black, s), blackXray);
    QCOMPARE(count(attackers(b, s, Color::White)), white);
    QCOMPARE(count(xrayAttackers(b, s, Color::White)), whiteXray);
    QCOMPARE(differences(b, c), QString());
}

void TestControl::attackerSets()
{
    const Board b = board("4k3/8/8/4p3/8/4R3/4R3/4QK2 w - - 0 1");
    QCOMPARE(attackers(b, sq("e5"), Color::White), bit(sq("e3")));
    QCOMPARE(xrayAttackers(b, sq("e5"), Color::White),
             bit(sq("e3")) | bit(sq("e2")) | bit(sq("e1")));
    QCOMPARE(xrayAttackers(b, sq("e5"), Color::Black), Bitboard{0});
}

void TestControl::startPosition()
{
    const Control c = control(Board::startPosition());
    // f3: the e- and g-pawns and the g1 knight; d1's queen and c1's bishop see nothing.
    QCOMPARE(c.plain.count(Color::White, sq("f3")), 3);
    QCOMPARE(c.plain.count(Color::White, sq("d2")), 4); // Q, K, B, N
    QCOMPARE(c.plain.count(Color::White, sq("a1")), 0);
    QCOMPARE(c.plain.count(Color::Black, sq("c6")), 3);
    // The c1 bishop behind d2's pawn, the queen behind e2's.
    QCOMPARE(c.plain.count(Color::White, sq("e3")), 2);
    QCOMPARE(c.xray.count(Color::White, sq("e3")), 3);
    QCOMPARE(c.xray.count(Color::White, sq("f3")), 4);
}

void TestControl::chess960Irrelevant()
{
    const Board shredder = board("bnrqkrnb/pppppppp/8/8/8/8/PPPPPPPP/BNRQKRNB w FCfc - 0 1");
    const Board plain = board("bnrqkrnb/pppppppp/8/8/8/8/PPPPPPPP/BNRQKRNB");
    QCOMPARE(control(shredder), control(plain));
    QCOMPARE(differences(shredder, control(shredder)), QString());
}

void TestControl::againstReference()
{
    int checked = 0;
    for (const Board& b : testutil::manyControlPositions(20261128)) {
        const QString wrong = differences(b, control(b));
        QVERIFY2(wrong.isEmpty(), qPrintable(wrong.left(2000)));
        ++checked;
    }
    QVERIFY(checked >= 10000);
}

QTEST_APPLESS_MAIN(TestControl)
#include "tst_control.moc"
