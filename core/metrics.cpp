#include "metrics.h"

#include "attacks.h"

#include <algorithm>
#include <array>
#include <cassert>
#include <cstdlib>
#include <stdexcept>
#include <string>

namespace cd {

namespace {

constexpr std::array<std::string_view, kMetricCount> kNames = {
    "file", "rank",   "chebyshev",        "manhattan", "knight", "rook",        "bishop", "queen",
    "pawn", "center", "center-manhattan", "edge",      "corner", "kbnk-corner", "reach"};

// Knight distances by plain BFS over the knight graph, once, at compile time.
constexpr std::array<std::array<std::int8_t, 64>, 64> knightBfsTable()
{
    std::array<std::array<std::int8_t, 64>, 64> t{};
    for (int a = 0; a < 64; ++a) {
        auto& row = t[static_cast<std::size_t>(a)];
        row.fill(-1);
        row[static_cast<std::size_t>(a)] = 0;
        int queue[64] = {a};
        int head = 0, tail = 1;
        while (head < tail) {
            const int u = queue[head++];
            Bitboard next = kKnightAttacks[static_cast<std::size_t>(u)];
            while (next) {
                const int v = popLowest(next);
                if (row[static_cast<std::size_t>(v)] < 0) {
                    row[static_cast<std::size_t>(v)] =
                        static_cast<std::int8_t>(row[static_cast<std::size_t>(u)] + 1);
                    queue[tail++] = v;
                }
            }
        }
    }
    return t;
}
constexpr auto kKnightTable = knightBfsTable();
static_assert(kKnightTable[0][63] == 6 && kKnightTable[0][9] == 4 && kKnightTable[3][62] == 4);

int df(Square a, Square b)
{
    return std::abs(fileOf(a) - fileOf(b));
}
int dr(Square a, Square b)
{
    return std::abs(rankOf(a) - rankOf(b));
}
int centerCoord(int x)
{
    return x < 4 ? 3 - x : x - 4;
}

} // namespace

std::string_view metricName(Metric m)
{
    return kNames[static_cast<std::size_t>(m)];
}

std::optional<Metric> parseMetric(std::string_view name)
{
    if (name == "king")
        return Metric::Chebyshev;
    for (std::size_t i = 0; i < kNames.size(); ++i)
        if (kNames[i] == name)
            return static_cast<Metric>(i);
    return std::nullopt;
}

std::span<const std::string_view> metricNames()
{
    return kNames;
}

std::optional<PieceType> moverOf(Metric m)
{
    switch (m) {
    case Metric::Chebyshev:
        return PieceType::King;
    case Metric::Manhattan:
        return PieceType::Wazir;
    case Metric::Knight:
        return PieceType::Knight;
    case Metric::Rook:
        return PieceType::Rook;
    case Metric::Bishop:
        return PieceType::Bishop;
    case Metric::Queen:
        return PieceType::Queen;
    case Metric::Pawn:
        return PieceType::Pawn;
    default:
        return std::nullopt;
    }
}

Distance fileDistance(Square a, Square b)
{
    return df(a, b);
}
Distance rankDistance(Square a, Square b)
{
    return dr(a, b);
}
Distance chebyshev(Square a, Square b)
{
    return std::max(df(a, b), dr(a, b));
}
Distance manhattan(Square a, Square b)
{
    return df(a, b) + dr(a, b);
}

Distance knightDistance(Square a, Square b)
{
    assert(isSquare(a) && isSquare(b));
    return kKnightTable[static_cast<std::size_t>(a)][static_cast<std::size_t>(b)];
}

Distance rookDistance(Square a, Square b)
{
    if (a == b)
        return 0;
    return (df(a, b) == 0 || dr(a, b) == 0) ? 1 : 2;
}

Distance bishopDistance(Square a, Square b)
{
    if (a == b)
        return 0;
    if (isLight(a) != isLight(b))
        return kUnreachable;
    return df(a, b) == dr(a, b) ? 1 : 2;
}

Distance queenDistance(Square a, Square b)
{
    if (a == b)
        return 0;
    return (df(a, b) == 0 || dr(a, b) == 0 || df(a, b) == dr(a, b)) ? 1 : 2;
}

Message pawnOnEdge(Square a)
{
    return {translatable("a pawn cannot stand on %1 (rank %2)"),
            {squareName(a), std::to_string(rankOf(a) + 1)}};
}

Distance pawnDistance(Color c, Square a, Square b)
{
    if (c == Color::Black)
        return pawnDistance(Color::White, flipRank(a), flipRank(b));
    const int ra = rankOf(a), rb = rankOf(b);
    if (!mayStandOnRank(PieceType::Pawn, ra))
        throw InputError(pawnOnEdge(a));
    if (fileOf(a) != fileOf(b) || rb < ra)
        return kUnreachable;
    if (rb == ra)
        return 0;
    return (ra == 1 && rb >= 3) ? rb - ra - 1 : rb - ra;
}

Distance centerDistance(Square s)
{
    return std::max(centerCoord(fileOf(s)), centerCoord(rankOf(s)));
}

Distance centerManhattanDistance(Square s)
{
    return centerCoord(fileOf(s)) + centerCoord(rankOf(s));
}

Distance edgeDistance(Square s)
{
    const int f = fileOf(s), r = rankOf(s);
    return std::min({f, 7 - f, r, 7 - r});
}

Distance cornerDistance(Square s)
{
    const int f = fileOf(s), r = rankOf(s);
    return std::max(std::min(f, 7 - f), std::min(r, 7 - r));
}

Distance kbnkCornerDistance(Square bishop, Square king)
{
    // Dark bishop: corners a1/h8 (k = file + rank); light: h1/a8 (k = (7 - file) + rank).
    const int f = isLight(bishop) ? 7 - fileOf(king) : fileOf(king);
    const int k = f + rankOf(king);
    return std::min(k, 14 - k);
}

double mopUpScore(Square losingKing, Square winningKing)
{
    return 4.7 * centerManhattanDistance(losingKing) +
           1.6 * (14 - manhattan(losingKing, winningKing));
}

Distance metricDistance(Metric m, Square from, Square to)
{
    switch (m) {
    case Metric::File:
        return fileDistance(from, to);
    case Metric::Rank:
        return rankDistance(from, to);
    case Metric::Chebyshev:
        return chebyshev(from, to);
    case Metric::Manhattan:
        return manhattan(from, to);
    case Metric::Knight:
        return knightDistance(from, to);
    case Metric::Rook:
        return rookDistance(from, to);
    case Metric::Bishop:
        return bishopDistance(from, to);
    case Metric::Queen:
        return queenDistance(from, to);
    case Metric::Pawn:
        return pawnDistance(Color::White, from, to);
    case Metric::Center:
        return centerDistance(to);
    case Metric::CenterManhattan:
        return centerManhattanDistance(to);
    case Metric::Edge:
        return edgeDistance(to);
    case Metric::Corner:
        return cornerDistance(to);
    case Metric::KbnkCorner:
        return kbnkCornerDistance(from, to);
    case Metric::Reach:
        break;
    }
    throw std::invalid_argument("reach is not an empty-board metric");
}

AllPairs metricPairs(Metric m)
{
    AllPairs pairs{};
    for (Square a = A1; a <= H8; ++a) {
        auto& row = pairs[static_cast<std::size_t>(a)];
        try {
            for (Square b = A1; b <= H8; ++b)
                row[static_cast<std::size_t>(b)] =
                    static_cast<std::int8_t>(metricDistance(m, a, b));
        } catch (const InputError&) {
            row = unreachableMap();
        }
    }
    return pairs;
}

} // namespace cd
