// The static exchange (exchange.h): hand-made cases (a king that may not recapture, an
// equal-value choice that matters, defended and undefended pieces), every square's gain of
// thousands of positions against the reference minimax (controlreference.h), and each best line
// played out to its gain.
#include "boardtext.h"
#include "controlpositions.h"
#include "controlreference.h"
#include "exchange.h"

#include <QTest>

using namespace cd;
using testutil::sq;

constexpr int kNone = 1000;

namespace {

Board board(const char* fen)
{
    return *Board::fromFen(fen);
}

// What the line wins for its first capturer, each capture taking what stands on the square.
int lineBalance(const Exchange& e, const std::vector<ExchangeCapture>& line)
{
    int balance = 0, sign = 1, victim = exchangeValue(e.piece.type);
    for (const ExchangeCapture& c : line) {
        balance += sign * victim;
        victim = exchangeValue(c.piece.type);
        sign = -sign;
    }
    return balance;
}

int lineBalance(const Exchange& e)
{
    return lineBalance(e, e.line);
}

QString lineText(const std::vector<ExchangeCapture>& line)
{
    QStringList out;
    for (const ExchangeCapture& c : line)
        out << QLatin1Char(pieceLetter(c.piece)) + QString::fromStdString(squareName(c.from));
    return out.join(u' ');
}

} // namespace

class TestExchange : public QObject {
    Q_OBJECT
private slots:
    void cases_data();
    void cases();
    void ifTaken_data();
    void ifTaken();
    void noExchange();
    void values();
    void againstReference();
};

void TestExchange::cases_data()
{
    QTest::addColumn<QString>("fen");
    QTest::addColumn<QString>("square");
    QTest::addColumn<int>("gain");
    QTest::addColumn<QString>("line");
    QTest::newRow("undefended") << "4k3/8/8/8/3n4/8/8/3RK3 w - - 0 1"
                                << "d4" << 3 << "Rd1";
    QTest::newRow("defended") << "4k3/8/8/4p3/3n4/8/8/3RK3 w - - 0 1"
                              << "d4" << 0 << "";
    QTest::newRow("pawn takes defended") << "4k3/8/8/4p3/3n4/2P5/8/4K3 w - - 0 1"
                                         << "d4" << 2 << "Pc3 pe5";
    QTest::newRow("no attacker") << "4k3/8/8/4p3/8/8/8/4K3 w - - 0 1"
                                 << "e5" << 0 << "";
    // The king may not take back while the second rook, behind the first, attacks d5.
    QTest::newRow("king may not recapture") << "8/8/4k3/3p4/8/8/3R4/3RK3 w - - 0 1"
                                            << "d5" << 1 << "Rd2";
    QTest::newRow("king recaptures") << "8/8/4k3/3p4/8/8/8/3RK3 w - - 0 1"
                                     << "d5" << 0 << "";
    QTest::newRow("king takes undefended") << "8/8/8/3k4/4P3/8/8/4K3 b - - 0 1"
                                           << "e4" << 1 << "kd5";
    // Bc3 would reveal the black bishop behind it; Nc4 first keeps it shut out.
    QTest::newRow("equal value choice") << "4r2k/8/8/4n3/2N5/2B5/1b6/7K w - - 0 1"
                                        << "e5" << 2 << "Nc4 re8 Bc3 bb2";
    QTest::newRow("battery wins") << "4k3/8/4r3/8/8/8/4R3/4R1K1 w - - 0 1"
                                  << "e6" << 5 << "Re2";
    QTest::newRow("least valuable first") << "4k3/3p4/4r3/8/2B5/8/4R3/6K1 w - - 0 1"
                                          << "e6" << 3 << "Bc4 pd7 Re2";
}

void TestExchange::cases()
{
    QFETCH(QString, fen);
    QFETCH(QString, square);
    QFETCH(int, gain);
    QFETCH(QString, line);
    const Board b = board(qPrintable(fen));
    const Square s = sq(square.toStdString());
    const auto e = exchange(b, s);
    QVERIFY(e);
    QCOMPARE(e->gain, gain);
    QCOMPARE(lineText(e->line), line);
    QCOMPARE(lineBalance(*e), gain);
    QCOMPARE(exchangeGain(b, s), std::optional<int>(gain));
    QCOMPARE(int(exchangeGains(b)[static_cast<std::size_t>(s)]), gain);
    QCOMPARE(reference::exchangeGain(b, s), std::optional<int>(gain));
}

void TestExchange::ifTaken_data()
{
    QTest::addColumn<QString>("fen");
    QTest::addColumn<QString>("square");
    QTest::addColumn<int>("value"); // kNone: no capture at all
    QTest::addColumn<QString>("line");
    // The lesson pair (docs/control.md): taking wins 1, or loses the knight for the pawn.
    QTest::newRow("wins") << "r5k1/8/2n5/4p3/8/5N2/8/4R1K1 w - - 0 1"
                          << "e5" << 1 << "Nf3";
    QTest::newRow("loses") << "4r1k1/8/2n5/4p3/8/5N2/8/4R1K1 w - - 0 1"
                           << "e5" << -2 << "Nf3 nc6";
    QTest::newRow("undefended") << "4k3/8/8/8/3n4/8/8/3RK3 w - - 0 1"
                                << "d4" << 3 << "Rd1";
    QTest::newRow("even trade") << "4k3/8/8/4p3/3n4/8/8/3RK3 w - - 0 1"
                                << "d4" << -2 << "Rd1 pe5";
    QTest::newRow("no attacker") << "4k3/8/8/4p3/8/8/8/4K3 w - - 0 1"
                                 << "e5" << kNone << "";
    QTest::newRow("king may not take") << "4k3/8/8/8/8/2p5/1p6/1K6 w - - 0 1"
                                       << "b2" << kNone << "";
    QTest::newRow("king takes") << "8/8/8/3k4/4P3/8/8/4K3 b - - 0 1"
                                << "e4" << 1 << "kd5";
}

void TestExchange::ifTaken()
{
    QFETCH(QString, fen);
    QFETCH(QString, square);
    QFETCH(int, value);
    QFETCH(QString, line);
    const Board b = board(qPrintable(fen));
    const Square s = sq(square.toStdString());
    const auto e = exchange(b, s);
    QVERIFY(e);
    const std::optional<int> expected = value == kNone ? std::nullopt : std::optional(value);
    QCOMPARE(e->ifTaken, expected);
    QCOMPARE(lineText(e->takenLine), line);
    QCOMPARE(reference::ifTaken(b, s), expected);
    if (expected)
        QCOMPARE(lineBalance(*e, e->takenLine), value);
}

void TestExchange::noExchange()
{
    const Board b = Board::startPosition();
    QCOMPARE(exchangeGain(b, sq("e1")), std::nullopt);
    QCOMPARE(exchangeGain(b, sq("e4")), std::nullopt);
    QVERIFY(!exchange(b, sq("e8")));
    const ExchangeGains gains = exchangeGains(b);
    QCOMPARE(int(gains[static_cast<std::size_t>(sq("e1"))]), int(kNoExchange));
    QCOMPARE(int(gains[static_cast<std::size_t>(sq("e4"))]), int(kNoExchange));
    QCOMPARE(int(gains[static_cast<std::size_t>(sq("e2"))]), 0);
    const std::vector<Exchange> all = exchanges(b);
    QCOMPARE(all.size(), std::size_t{30});
    QCOMPARE(all.front().square, sq("a1"));
    QCOMPARE(all.back().square, sq("h8"));
}

void TestExchange::values()
{
    QCOMPARE(exchangeValue(PieceType::Pawn), 1);
    QCOMPARE(exchangeValue(PieceType::Knight), 3);
    QCOMPARE(exchangeValue(PieceType::Bishop), 3);
    QCOMPARE(exchangeValue(PieceType::Rook), 5);
    QCOMPARE(exchangeValue(PieceType::Queen), 9);
}

void TestExchange::againstReference()
{
    int positions = 0, squares = 0, winning = 0, losing = 0;
    for (const Board& b : testutil::manyControlPositions(7031)) {
        ++positions;
        const ExchangeGains gains = exchangeGains(b);
        for (const Square s : allSquares()) {
            const auto expected = reference::exchangeGain(b, s);
            const int fast = gains[static_cast<std::size_t>(s)];
            const QString where = QString::fromStdString(b.fen() + " " + squareName(s)) +
                                  QStringLiteral(": %1 %2").arg(fast).arg(expected.value_or(-1));
            QVERIFY2(expected ? fast == *expected : fast == kNoExchange, qPrintable(where));
            if (!expected)
                continue;
            const auto e = exchange(b, s);
            QVERIFY2(e && e->gain == *expected && lineBalance(*e) == e->gain, qPrintable(where));
            const auto taken = reference::ifTaken(b, s);
            QVERIFY2(e->ifTaken == taken, qPrintable(where + QStringLiteral(" if taken")));
            QVERIFY2(!taken || (lineBalance(*e, e->takenLine) == *taken && *taken <= e->gain &&
                                (*taken < 0 || *taken == e->gain)),
                     qPrintable(where + QStringLiteral(" taken line")));
            losing += taken && *taken < 0;
            ++squares;
            winning += *expected > 0;
        }
    }
    QVERIFY(positions >= 10000);
    QVERIFY(squares > 50000);
    QVERIFY(winning > 1000);
    QVERIFY(losing > 1000);
}

QTEST_APPLESS_MAIN(TestExchange)
#include "tst_exchange.moc"
