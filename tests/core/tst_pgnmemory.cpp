// What reading PGN costs on the heap, counted by replacing the global operator new: bad text
// passed over builds no error objects, a file of bad games keeps a bounded number of reasons and
// builds nothing for the others, and comments cost nothing unless they draw
// (docs/games.md#limits).
#include "board.h"
#include "pgn.h"
#include "repeatedtext.h"

#include <QTest>

#include <malloc.h>

#include <atomic>
#include <cstdlib>
#include <new>
#include <string>

using namespace cd;

namespace {

std::atomic<std::size_t> g_live{0}, g_peak{0}, g_allocations{0};

// The heap reading a text takes at its peak, above what was taken before, and its allocations.
struct Cost {
    std::size_t peak = 0;
    std::size_t allocations = 0;
};

template <typename Read> Cost costOf(Read read)
{
    const std::size_t base = g_live, allocations = g_allocations;
    g_peak = base;
    read();
    return {g_peak - base, g_allocations - allocations};
}

} // namespace

void* operator new(std::size_t n)
{
    void* p = std::malloc(n == 0 ? 1 : n);
    if (!p)
        throw std::bad_alloc();
    const std::size_t live = g_live += malloc_usable_size(p);
    std::size_t peak = g_peak;
    while (live > peak && !g_peak.compare_exchange_weak(peak, live)) {
    }
    ++g_allocations;
    return p;
}

void operator delete(void* p) noexcept
{
    if (!p)
        return;
    g_live -= malloc_usable_size(p);
    std::free(p);
}

void operator delete(void* p, std::size_t) noexcept
{
    operator delete(p);
}

class TestPgnMemory : public QObject {
    Q_OBJECT
private slots:
    // A run of stray bytes is one error, and while a bad game is passed over no error is built:
    // before, each stray byte built (and threw) two.
    void strayBytesBuildNoErrors_data()
    {
        QTest::addColumn<QString>("junk");
        QTest::newRow("one run") << QStringLiteral("\x01");
        QTest::newRow("apart") << QStringLiteral("\x01 ");
        QTest::newRow("braces") << QStringLiteral("} ");
        QTest::newRow("dollars") << QStringLiteral("$ ");
        QTest::newRow("open strings") << QStringLiteral("\"\n");
    }
    void strayBytesBuildNoErrors()
    {
        QFETCH(QString, junk);
        const std::string text =
            "1. e4 " + repeated(junk.toStdString(), 20'000) + " *\n\n1. d4 *\n";
        PgnReading r;
        const Cost cost = costOf([&] { r = readPgnGames(text); });
        QCOMPARE(r.games.size(), std::size_t{1});
        QCOMPARE(r.skippedCount, std::size_t{1});
        QCOMPARE(r.skipped.size(), std::size_t{1});
        QCOMPARE(r.skipped[0].column(), 7);
        QVERIFY2(cost.allocations < 100, qPrintable(QString::number(cost.allocations)));
    }

    // Only the first kMaxPgnReasons skipped games keep their reason; the others are counted.
    void badGamesKeepBoundedReasons()
    {
        const std::string text = repeated("Ke2 *\n", 20'000) + "1. e4 *\n";
        PgnReading r;
        const Cost cost = costOf([&] { r = readPgnGames(text); });
        QCOMPARE(r.games.size(), std::size_t{1});
        QCOMPARE(r.numbers, std::vector<int>{20'001});
        QCOMPARE(r.skippedCount, std::size_t{20'000});
        QCOMPARE(r.skipped.size(), kMaxPgnReasons);
        QCOMPARE(r.skipped.back().game(), int(kMaxPgnReasons));
        // Some hundreds of bytes a reason kept: well under a megabyte, where 20,000 took 10.
        QVERIFY2(cost.peak < (1 << 20), qPrintable(QString::number(cost.peak)));
    }

    // A bad move past the reasons kept costs no allocation: no exception and no message (with the
    // position's FEN) is built for a reason only counted. Before, each built and threw one.
    void badMovesNotKeptBuildNothing_data()
    {
        QTest::addColumn<QString>("move");
        QTest::addColumn<QString>("reason");
        const QString start = QString::fromLatin1(Board::kStartFen);
        QTest::newRow("illegal") << "Ke2"
                                 << "Ke2 is not a legal move in " + start;
        QTest::newRow("not SAN") << "Zf3"
                                 << "'Zf3' is not a move in standard algebraic notation";
        QTest::newRow("German") << "Sf3"
                                << "S is not an English piece letter (K, Q, R, B, N)";
        QTest::newRow("long") << "e2e5"
                              << "e2e5 is not a legal move in " + start;
    }
    void badMovesNotKeptBuildNothing()
    {
        QFETCH(QString, move);
        QFETCH(QString, reason);
        const std::string text = repeated(move.toStdString() + " *\n", 20'000) + "1. e4 *\n";
        PgnReading r;
        const Cost cost = costOf([&] { r = readPgnGames(text, PgnLimits{.reasons = 2}); });
        QCOMPARE(r.games.size(), std::size_t{1});
        QCOMPARE(r.skippedCount, std::size_t{20'000});
        QCOMPARE(r.skipped.size(), std::size_t{2});
        // The reasons kept are whole.
        QCOMPARE(QString::fromStdString(r.skipped[1].detail().english()), reason);
        QVERIFY2(cost.allocations < 100, qPrintable(QString::number(cost.allocations)));
    }

    // Empty comments are skipped, not kept: 16 bytes each before.
    void emptyCommentsCostNothing()
    {
        const std::string text = "1. e4 " + repeated("{}", 1'000'000) + " e5 {[%csl Gd5]} *\n";
        std::vector<Game> games;
        const Cost cost = costOf([&] { games = readPgn(text); });
        QCOMPARE(games.size(), std::size_t{1});
        QCOMPARE(games[0].moves.size(), std::size_t{2});
        QCOMPARE(games[0].marksAt(2).circles.size(), std::size_t{1});
        QVERIFY2(cost.peak < (64 << 10), qPrintable(QString::number(cost.peak)));
    }
};

QTEST_APPLESS_MAIN(TestPgnMemory)
#include "tst_pgnmemory.moc"
