// Test helper: the reach options every cross-check runs under, as rows of a data-driven test.
#pragma once

#include "reach.h"

#include <QTest>

namespace testutil {

// Rows "stop", "continue", "block", each also "+avoid" (avoid-attacked) and "+taboo" (a fixed
// set of squares to pass but not stop on).
inline void addOptionRows()
{
    QTest::addColumn<int>("mode");
    QTest::addColumn<bool>("avoid");
    QTest::addColumn<bool>("taboo");
    const char* names[] = {"stop", "continue", "block"};
    for (int m = 0; m < 3; ++m) {
        QTest::newRow(names[m]) << m << false << false;
        QTest::addRow("%s+avoid", names[m]) << m << true << false;
        QTest::addRow("%s+taboo", names[m]) << m << false << true;
    }
}

// The options of the current row.
inline cd::ReachOptions rowOptions()
{
    QFETCH(int, mode);
    QFETCH(bool, avoid);
    QFETCH(bool, taboo);
    cd::ReachOptions opts;
    opts.captures = static_cast<cd::CaptureMode>(mode);
    opts.avoidAttacked = avoid;
    if (taboo)
        opts.taboo = 0x0000'1824'2418'0000ULL; // a ring around the centre
    return opts;
}

// `n` random empty squares of the position (fewer when the board is nearly full).
template <typename Rng> cd::Bitboard randomEmptySquares(Rng& rng, const cd::Board& pos, int n)
{
    cd::Bitboard result = 0;
    for (int tries = 0; tries < 64 && cd::count(result) < n; ++tries) {
        const cd::Square s = static_cast<cd::Square>(rng() % 64);
        if (!pos.pieceAt(s))
            result |= cd::bit(s);
    }
    return result;
}

} // namespace testutil
