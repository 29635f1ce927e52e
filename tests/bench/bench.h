// A table of named benchmarks run as the rows of one data-driven QBENCHMARK test, so that
// scripts/bench can print each by its name ("reach.queen.middlegame").
#pragma once

#include <QTest>

#include <functional>
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

// Runs the current row's case under QBENCHMARK.
inline void runRow(const std::vector<Case>& cases)
{
    QFETCH(int, index);
    const auto body = cases[static_cast<std::size_t>(index)].prepare();
    QBENCHMARK
    {
        body();
    }
}

} // namespace bench
