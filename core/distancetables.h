// The alternative tables of docs/metrics.md, each built at compile time: a 64x64 table filled by
// BFS, the 240-byte 0x88-difference table, the 15x15 superimposed table, the wiki's bitboard
// knight fill and ndis[] with the corner correction. Tests prove they agree with metrics.h.
#pragma once

#include "attacks.h"
#include "distance.h"
#include "metrics.h"

#include <array>
#include <cstdint>
#include <utility>

namespace cd::tables {

// The metrics with tables: functions of (rank_b - rank_a, file_b - file_a), and the knight.
constexpr bool hasTables(Metric m)
{
    return m == Metric::Chebyshev || m == Metric::Manhattan || m == Metric::Knight ||
           m == Metric::Rook || m == Metric::Bishop || m == Metric::Queen;
}

// The wiki's unbounded-board knight distance, indexed by 8 * |dr| + |df| (docs/metrics.md).
inline constexpr std::array<std::int8_t, 64> kNdis = {
    0, 3, 2, 3, 2, 3, 4, 5, 3, 2, 1, 2, 3, 4, 3, 4, 2, 1, 4, 3, 2, 3, 4, 5, 3, 2, 3, 2, 3, 4, 3, 4,
    2, 3, 2, 3, 4, 3, 4, 5, 3, 4, 3, 4, 3, 4, 5, 4, 4, 3, 4, 3, 4, 5, 4, 5, 5, 4, 5, 4, 5, 4, 5, 6};

constexpr bool isCorner(Square s)
{
    return s == A1 || s == H1 || s == A8 || s == H8;
}
constexpr int absInt(int x)
{
    return x < 0 ? -x : x;
}

// The board-independent value for a square difference; the knight's needs the corner correction.
constexpr Distance deltaDistance(Metric m, int dRank, int dFile)
{
    const int r = absInt(dRank), f = absInt(dFile);
    const bool same = r == 0 && f == 0;
    switch (m) {
    case Metric::Chebyshev:
        return r > f ? r : f;
    case Metric::Manhattan:
        return r + f;
    case Metric::Knight:
        return kNdis[static_cast<std::size_t>(8 * r + f)];
    case Metric::Rook:
        return same ? 0 : (r == 0 || f == 0) ? 1 : 2;
    case Metric::Bishop:
        return same ? 0 : ((r + f) & 1) ? kUnreachable : (r == f) ? 1 : 2;
    case Metric::Queen:
        return same ? 0 : (r == 0 || f == 0 || r == f) ? 1 : 2;
    default:
        return kUnreachable;
    }
}

// Adds 2 for a corner and its diagonal neighbour: the only pairs where the 8x8 knight distance
// differs from the unbounded one (docs/metrics.md#knight).
constexpr Distance knightCornerCorrection(Square a, Square b)
{
    const int r = absInt((a >> 3) - (b >> 3)), f = absInt((a & 7) - (b & 7));
    return (8 * r + f == 9 && (isCorner(a) || isCorner(b))) ? 2 : 0;
}

// x88diff(a, b) = b - a + (b | 7) - (a | 7) + 120 = 16 * (rank_b - rank_a) + (file_b - file_a) +
// 120.
constexpr int x88Diff(Square a, Square b)
{
    return b - a + (b | 7) - (a | 7) + 120;
}
constexpr int index15(Square a, Square b)
{
    return ((b >> 3) - (a >> 3) + 7) * 15 + ((b & 7) - (a & 7) + 7);
}

namespace detail {
using Table240 = std::array<std::int8_t, 240>;
using Table225 = std::array<std::int8_t, 225>;
using Table4096 = std::array<std::int8_t, 4096>;

constexpr Table240 buildX88(Metric m)
{
    Table240 t{};
    for (int dRank = -7; dRank <= 7; ++dRank)
        for (int dFile = -7; dFile <= 7; ++dFile)
            t[static_cast<std::size_t>(16 * dRank + dFile + 120)] =
                static_cast<std::int8_t>(deltaDistance(m, dRank, dFile));
    return t;
}

constexpr Table225 build15(Metric m)
{
    Table225 t{};
    for (int dRank = -7; dRank <= 7; ++dRank)
        for (int dFile = -7; dFile <= 7; ++dFile)
            t[static_cast<std::size_t>((dRank + 7) * 15 + dFile + 7)] =
                static_cast<std::int8_t>(deltaDistance(m, dRank, dFile));
    return t;
}

// One-move targets on the empty board for the piece a metric measures, walking rays step by step.
constexpr Bitboard emptyBoardMoves(Metric m, Square s)
{
    const auto i = static_cast<std::size_t>(s);
    switch (m) {
    case Metric::Knight:
        return kKnightAttacks[i];
    case Metric::Chebyshev:
        return kKingAttacks[i];
    case Metric::Manhattan:
        return kWazirAttacks[i];
    default:
        break;
    }
    Bitboard result = 0;
    const bool straight = m == Metric::Rook || m == Metric::Queen;
    const bool diagonal = m == Metric::Bishop || m == Metric::Queen;
    for (int df = -1; df <= 1; ++df)
        for (int dr = -1; dr <= 1; ++dr) {
            if ((df == 0 && dr == 0) || (df != 0 && dr != 0 ? !diagonal : !straight))
                continue;
            for (int f = (s & 7) + df, r = (s >> 3) + dr; f >= 0 && f < 8 && r >= 0 && r < 8;
                 f += df, r += dr)
                result |= bit(Square(8 * r + f));
        }
    return result;
}

// The 64x64 table by breadth-first search over the empty board's move graph.
constexpr Table4096 buildTable64(Metric m)
{
    std::array<Bitboard, 64> moves{}; // each square walked once (fewer constexpr steps)
    for (Square s = A1; s <= H8; ++s)
        moves[static_cast<std::size_t>(s)] = emptyBoardMoves(m, s);
    Table4096 t{};
    t.fill(static_cast<std::int8_t>(kUnreachable));
    for (Square a = A1; a <= H8; ++a) {
        Bitboard reached = bit(a), frontier = bit(a);
        t[static_cast<std::size_t>(64 * a + a)] = 0;
        for (int d = 1; frontier; ++d) {
            Bitboard next = 0;
            forEachSquare(frontier, [&](Square u) { next |= moves[static_cast<std::size_t>(u)]; });
            frontier = next & ~reached;
            reached |= frontier;
            forEachSquare(frontier, [&](Square v) {
                t[static_cast<std::size_t>(64 * a + v)] = static_cast<std::int8_t>(d);
            });
        }
    }
    return t;
}

template <typename Table, Table (*Build)(Metric)>
constexpr std::array<Table, kMetricCount> buildAll()
{
    std::array<Table, kMetricCount> all{};
    for (int m = 0; m < kMetricCount; ++m)
        if (hasTables(static_cast<Metric>(m)))
            all[static_cast<std::size_t>(m)] = Build(static_cast<Metric>(m));
    return all;
}
} // namespace detail

inline constexpr auto kX88Tables = detail::buildAll<detail::Table240, detail::buildX88>();
inline constexpr auto k15Tables = detail::buildAll<detail::Table225, detail::build15>();
namespace detail {
// One constant expression per metric: together they exceed clang's constexpr step limit.
template <Metric M>
inline constexpr Table4096 kTable64 = hasTables(M) ? buildTable64(M) : Table4096{};
template <std::size_t... I>
constexpr std::array<const Table4096*, kMetricCount> tables64(std::index_sequence<I...>)
{
    return {&kTable64<static_cast<Metric>(I)>...};
}
} // namespace detail
inline constexpr auto k64Tables = detail::tables64(std::make_index_sequence<kMetricCount>{});

// Lookups; m must satisfy hasTables(m).
constexpr Distance byTable64(Metric m, Square a, Square b)
{
    assert(isSquare(a) && isSquare(b));
    return (*k64Tables[static_cast<std::size_t>(m)])[static_cast<std::size_t>(64 * a + b)];
}
constexpr Distance byX88(Metric m, Square a, Square b)
{
    assert(isSquare(a) && isSquare(b));
    const Distance d =
        kX88Tables[static_cast<std::size_t>(m)][static_cast<std::size_t>(x88Diff(a, b))];
    return m == Metric::Knight ? d + knightCornerCorrection(a, b) : d;
}
constexpr Distance by15x15(Metric m, Square a, Square b)
{
    assert(isSquare(a) && isSquare(b));
    const Distance d =
        k15Tables[static_cast<std::size_t>(m)][static_cast<std::size_t>(index15(a, b))];
    return m == Metric::Knight ? d + knightCornerCorrection(a, b) : d;
}

// ndis[8 * dr + df] plus the corner correction.
constexpr Distance knightByNdis(Square a, Square b)
{
    const int r = absInt(rankOf(a) - rankOf(b)), f = absInt(fileOf(a) - fileOf(b));
    return kNdis[static_cast<std::size_t>(8 * r + f)] + knightCornerCorrection(a, b);
}

// The wiki's bitboard knight fill: replace the set by its knight targets until it meets b.
// Terminates because the knight graph is connected.
constexpr Distance knightByFill(Square a, Square b)
{
    Bitboard set = bit(a);
    Distance d = 0;
    while (!has(set, b)) {
        set = knightTargets(set);
        ++d;
    }
    return d;
}

static_assert(x88Diff(A1, A1) == 120 && x88Diff(H8, A1) == 1 && x88Diff(A1, H8) == 239);
static_assert(knightByNdis(A1, B2) == 4 && knightByNdis(B1, C2) == 2 && knightByFill(A1, H8) == 6);
static_assert(byX88(Metric::Knight, A1, C3) == 4 && by15x15(Metric::Manhattan, A1, H8) == 14);
static_assert(byTable64(Metric::Bishop, C1, C8) == kUnreachable &&
              byTable64(Metric::Knight, A1, B2) == 4);

} // namespace cd::tables
