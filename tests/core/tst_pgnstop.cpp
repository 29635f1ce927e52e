// Reading a PGN text can be stopped from another thread (PgnLimits::stop, the window's Cancel):
// the reader checks the flag at every token, also while it skips a bad game or stray bytes.
#include "pgn.h"
#include "repeatedtext.h"

#include <QTest>

#include <atomic>
#include <thread>

using namespace cd;

namespace {} // namespace

class TestPgnStop : public QObject {
    Q_OBJECT
private slots:
    // A flag that is not set changes nothing; a flag set before reading reads nothing.
    void aStopBeforeReadingReadsNothing()
    {
        const std::string text = repeated("1. e4 e5 *\n", 1000);
        std::atomic<bool> stop{false};
        PgnLimits limits;
        limits.stop = &stop;
        QCOMPARE(readPgnGames(text, limits).games.size(), std::size_t(1000));
        QCOMPARE(readPgn(text, limits).size(), std::size_t(1000));
        stop = true;
        const PgnReading stopped = readPgnGames(text, limits);
        QCOMPARE(stopped.games.size(), std::size_t(0));
        QCOMPARE(stopped.skipped.size(), std::size_t(0)); // no false "no result"
        QCOMPARE(readPgn(text, limits).size(), std::size_t(0));
    }

    // Bad games and stray bytes are skipped token by token: the flag ends that too. A reading of
    // 100,000 bad games, stopped from another thread at once, skips fewer of them.
    void aStopEndsTheSkippingOfBadGames()
    {
        for (const std::string& text :
             {repeated("Ke2 * ", 100'000), "1. e4 " + std::string(1 << 20, '\x01')}) {
            std::atomic<bool> stop{false};
            PgnLimits limits;
            limits.stop = &stop;
            std::thread stopper([&] { stop = true; });
            const PgnReading reading = readPgnGames(text, limits);
            stopper.join();
            QVERIFY(reading.games.empty());
            QVERIFY(reading.skipped.size() < 100'000);
            stop = true; // and when it is set before, not one bad game is looked at
            QCOMPARE(readPgnGames(text, limits).skipped.size(), std::size_t(0));
        }
    }
};

QTEST_MAIN(TestPgnStop)
#include "tst_pgnstop.moc"
