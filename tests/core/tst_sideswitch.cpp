// Switching the side to move (docs/manual.md#the-side-to-move): the other side moves, en passant
// goes, the rest of the FEN stays, and a side in check keeps the move.
#include "sideswitch.h"

#include <QTest>

using namespace cd;

namespace {

std::string switched(const char* fen)
{
    const auto b = withSideSwitched(*Board::fromFen(fen));
    return b ? b->fen() : std::string("refused");
}

} // namespace

class TestSideSwitch : public QObject {
    Q_OBJECT
private slots:
    void switches_data()
    {
        QTest::addColumn<QString>("fen");
        QTest::addColumn<QString>("expected");
        QTest::newRow("rule of the square") << "8/8/8/p7/8/8/5K2/8 b - - 0 1"
                                            << "8/8/8/p7/8/8/5K2/8 w - - 0 1";
        QTest::newRow("and back") << "8/8/8/p7/8/8/5K2/8 w - - 0 1"
                                  << "8/8/8/p7/8/8/5K2/8 b - - 0 1";
        QTest::newRow("no side given: White was to move") << "8/8/8/8/4N3/8/8/8"
                                                          << "8/8/8/8/4N3/8/8/8 b";
        QTest::newRow("castling and counters stay") << "r3k2r/8/8/8/8/8/8/R3K2R w KQkq - 3 17"
                                                    << "r3k2r/8/8/8/8/8/8/R3K2R b KQkq - 3 17";
        QTest::newRow("en passant goes") << "4k3/8/8/3pP3/8/8/8/4K3 w - d6 0 2"
                                         << "4k3/8/8/3pP3/8/8/8/4K3 b - - 0 2";
        QTest::newRow("no kings: nothing is in check") << "8/8/8/3q4/8/8/8/3R4 w"
                                                       << "8/8/8/3q4/8/8/8/3R4 b";
        QTest::newRow("White in check keeps the move") << "4k3/8/8/8/8/8/4q3/4K3 w - - 0 1"
                                                       << "refused";
        QTest::newRow("Black in check by a pawn keeps the move") << "8/8/8/8/8/3k4/4P3/4K3 b"
                                                                 << "refused";
        QTest::newRow("the side not to move in check gets the move")
            << "4k3/8/8/8/8/8/4q3/4K3 b - - 0 1"
            << "4k3/8/8/8/8/8/4q3/4K3 w - - 0 1";
        QTest::newRow("a check blocked is none") << "4k3/8/8/8/4q3/4N3/8/4K3 w"
                                                 << "4k3/8/8/8/4q3/4N3/8/4K3 b";
    }

    void switches()
    {
        QFETCH(QString, fen);
        QFETCH(QString, expected);
        QCOMPARE(QString::fromStdString(switched(fen.toLatin1().constData())), expected);
    }

    void kingAttackedSaysWhoIsInCheck()
    {
        const Board b = *Board::fromFen("4k3/8/8/8/8/8/4q3/4K3");
        QVERIFY(kingAttacked(b, Color::White));
        QVERIFY(!kingAttacked(b, Color::Black));
    }
};

QTEST_MAIN(TestSideSwitch)
#include "tst_sideswitch.moc"
