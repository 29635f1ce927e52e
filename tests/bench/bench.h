// A table of named benchmarks run as the rows of one data-driven QBENCHMARK test, so that
// scripts/bench can print each by its name ("reach.queen.middlegame").
#pragma once

#include <QTest>

#include <algorithm>
#include <chrono>
#include <functional>
#include <limits>
#include <set>
#include <vector>

namespace bench {

struct Case {
    const char* name;
    std::function<std::function<void()>()> prepare; // set-up outside the timed loop
};

// Keeps the optimiser from dropping a result.
template <typename T> void keep(const T& value)
{
    asm volatile("" : : "g"(&value) : "memory");
}

// Adds one data row per case (call from a test's _data() function).
inline void addRows(const std::vector<Case>& cases)
{
    QTest::addColumn<int>("index");
    for (int i = 0; i < static_cast<int>(cases.size()); ++i)
        QTest::newRow(cases[static_cast<std::size_t>(i)].name) << i;
}

// The fastest of `runs` timed runs of `body`, in nanoseconds per call; each run repeats it for
// about two milliseconds. On a shared machine other work slows some runs down and the median
// with them; the fastest run is the closest to what the code itself costs.
inline double bestOf(int runs, const std::function<void()>& body)
{
    using Clock = std::chrono::steady_clock;
    const auto nanoseconds = [](Clock::duration d) {
        return std::chrono::duration<double, std::nano>(d).count();
    };
    long calls = 1;
    for (;;) { // calibrate
        const auto start = Clock::now();
        for (long i = 0; i < calls; ++i)
            body();
        if (nanoseconds(Clock::now() - start) > 2e6 || calls > (1L << 30))
            break;
        calls *= 2;
    }
    double best = std::numeric_limits<double>::infinity();
    for (int r = 0; r < runs; ++r) {
        const auto start = Clock::now();
        for (long i = 0; i < calls; ++i)
            body();
        best = std::min(best, nanoseconds(Clock::now() - start) / static_cast<double>(calls));
    }
    return best;
}

// Runs the current row's case under QBENCHMARK. With BENCH_BEST=n in the environment it also
// prints the fastest of n runs (bestOf) as "best of n: ... ns", once per row.
inline void runRow(const std::vector<Case>& cases)
{
    QFETCH(int, index);
    const auto body = cases[static_cast<std::size_t>(index)].prepare();
    // Qt Test calls a benchmark function again for every -median run: measure the first call.
    static std::set<int> measured;
    if (const int runs = qEnvironmentVariableIntValue("BENCH_BEST");
        runs > 0 && measured.insert(index).second)
        qInfo("best of %d: %.1f ns", runs, bestOf(runs, body));
    QBENCHMARK
    {
        body();
    }
}

} // namespace bench
