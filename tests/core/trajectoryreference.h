// Independent references for the trajectory tests: BFS both ways, walk enumeration, a counting
// formula.
#pragma once

#include "assertdeath.h"
#include "attacks.h"
#include "boardtext.h"
#include "reach.h"
#include "trajectory.h"
#include <QTest>
#include <algorithm>
#include <deque>
#include <random>
#include <set>
#include <type_traits>

using namespace cd;
using testutil::setText;
using testutil::sq;
using testutil::squares;

Q_DECLARE_METATYPE(cd::PieceType)

namespace trajref {

using Route = std::vector<Square>;
using Dist = std::array<int, 64>;

inline std::size_t ix(int s)
{
    return static_cast<std::size_t>(s);
}

// ---- Independent references: BFS both ways, shortest-path counts, walk enumeration. ----

inline Dist bfs(const MoveGraph& g, Square start, bool backwards)
{
    MoveGraph next = g;
    if (backwards) {
        next = MoveGraph{};
        for (Square u = A1; u <= H8; ++u)
            forEachSquare(g[ix(u)], [&](Square v) { next[ix(v)] |= bit(u); });
    }
    Dist d;
    d.fill(-1);
    d[ix(start)] = 0;
    std::deque<Square> queue{start};
    while (!queue.empty()) {
        const Square u = queue.front();
        queue.pop_front();
        forEachSquare(next[ix(u)], [&](Square v) {
            if (d[ix(v)] < 0) {
                d[ix(v)] = d[ix(u)] + 1;
                queue.push_back(v);
            }
        });
    }
    return d;
}
inline Dist bfsFrom(const MoveGraph& g, Square a)
{
    return bfs(g, a, false);
}
inline Dist bfsTo(const MoveGraph& g, Square b)
{
    return bfs(g, b, true);
}

// Every walk of exactly `length` moves from a to b, in lexicographic order.
inline void walks(const MoveGraph& g, const Dist& toB, Square b, int remaining, Route& path,
                  std::vector<Route>& out)
{
    const Square u = path.back();
    if (remaining == 0) {
        if (u == b)
            out.push_back(path);
        return;
    }
    for (Square v = A1; v <= H8; ++v)
        if (has(g[ix(u)], v) && toB[ix(v)] >= 0 && toB[ix(v)] <= remaining - 1) {
            path.push_back(v);
            walks(g, toB, b, remaining - 1, path, out);
            path.pop_back();
        }
}
inline std::vector<Route> allWalks(const MoveGraph& g, Square a, Square b, int length,
                                   const Dist* toB = nullptr)
{
    std::vector<Route> out;
    Route path{a};
    walks(g, toB ? *toB : bfsTo(g, b), b, length, path, out);
    return out;
}

// Degree <= 2: some stop k splits the walk into a shortest a -> w_k and a shortest w_k -> b.
inline bool degreeAtMostTwo(const Dist& fromA, const Dist& toB, const Route& w)
{
    const int l = static_cast<int>(w.size()) - 1;
    for (int k = 0; k <= l; ++k)
        if (fromA[ix(w[ix(k)])] == k && toB[ix(w[ix(k)])] == l - k)
            return true;
    return false;
}

inline bool distinct(const Route& w)
{
    return std::set<Square>(w.begin(), w.end()).size() == w.size();
}

struct Expected {
    std::uint64_t count = 0;
    Bitboard squares = 0;
    std::vector<Bitboard> layers;
    std::vector<Route> routes; // all of them, in lexicographic order
};

// The admissible (degree <= 2) walks of the given length by brute force.
inline Expected bruteForce(const MoveGraph& g, Square a, Square b, int length, bool distinctOnly)
{
    const Dist fromA = bfsFrom(g, a), toB = bfsTo(g, b);
    Expected e;
    for (const Route& w : allWalks(g, a, b, length, &toB)) {
        if (!degreeAtMostTwo(fromA, toB, w) || (distinctOnly && !distinct(w)))
            continue;
        ++e.count;
        e.layers.resize(w.size(), 0);
        for (std::size_t i = 0; i < w.size(); ++i) {
            e.layers[i] |= bit(w[i]);
            e.squares |= bit(w[i]);
        }
        e.routes.push_back(w);
    }
    return e;
}

// Distances and shortest-route counts from one square (forward) or to one square (backwards).
struct Side {
    Dist d;
    std::array<std::uint64_t, 64> n{}; // number of shortest routes
};

inline Side side(const MoveGraph& g, Square s, bool backwards)
{
    Side out;
    out.d = bfs(g, s, backwards);
    std::vector<Square> order;
    for (Square v = A1; v <= H8; ++v)
        if (out.d[ix(v)] >= 0)
            order.push_back(v);
    std::stable_sort(order.begin(), order.end(),
                     [&](Square x, Square y) { return out.d[ix(x)] < out.d[ix(y)]; });
    out.n[ix(s)] = 1;
    for (const Square u : order)
        for (Square v = A1; v <= H8; ++v)
            if ((backwards ? has(g[ix(v)], u) : has(g[ix(u)], v)) &&
                out.d[ix(v)] == out.d[ix(u)] + 1)
                out.n[ix(v)] += out.n[ix(u)];
    return out;
}

// The number of degree <= 2 routes of length l by a formula, not by the library's phases: cut
// every such route at its last stop x that is still on a shortest route from a. Then the next
// stop y leaves the shortest routes from a, and the rest is a shortest route from y to b.
inline std::uint64_t formulaCount(const MoveGraph& g, const Side& from, const Side& to, Square b,
                                  int l)
{
    if (from.d[ix(b)] < 0 || l < from.d[ix(b)])
        return 0;
    if (l == from.d[ix(b)])
        return from.n[ix(b)];
    std::uint64_t total = 0;
    for (Square x = A1; x <= H8; ++x) {
        if (from.d[ix(x)] < 0 || to.d[ix(x)] < 0 || from.d[ix(x)] + to.d[ix(x)] != l)
            continue;
        std::uint64_t tails = 0;
        forEachSquare(g[ix(x)], [&](Square y) {
            if (to.d[ix(y)] == to.d[ix(x)] - 1 && from.d[ix(y)] != from.d[ix(x)] + 1)
                tails += to.n[ix(y)];
        });
        total += from.n[ix(x)] * tails;
    }
    return total;
}
inline std::uint64_t formulaCount(const MoveGraph& g, Square a, Square b, int l)
{
    return formulaCount(g, side(g, a, false), side(g, b, true), b, l);
}

inline TrajectorySet run(const MoveGraph& g, const char* from, const char* to,
                         std::optional<int> length = std::nullopt, bool distinctStops = false,
                         std::size_t limit = 100)
{
    TrajectoryRequest r;
    r.from = sq(from);
    r.to = sq(to);
    r.length = length;
    r.distinctStops = distinctStops;
    r.limit = limit;
    return trajectories(g, r);
}

inline QStringList layerTexts(const std::vector<Bitboard>& layers)
{
    QStringList out;
    for (const Bitboard l : layers)
        out << setText(l);
    return out;
}

// Compares a library answer with the brute-force one; returns an empty string when they agree.
inline QString difference(const TrajectorySet& got, const Expected& e, std::size_t limit,
                          int length)
{
    if (got.count.value != e.count || got.count.saturated)
        return QStringLiteral("count %1 (saturated %2), expected %3")
            .arg(got.count.value)
            .arg(got.count.saturated)
            .arg(e.count);
    if (got.squares != e.squares)
        return QStringLiteral("squares %1, expected %2")
            .arg(setText(got.squares), setText(e.squares));
    if (e.count && got.layers != e.layers)
        return QStringLiteral("layers %1, expected %2")
            .arg(layerTexts(got.layers).join(QLatin1Char('|')),
                 layerTexts(e.layers).join(QLatin1Char('|')));
    if (got.length != (e.count ? length : 0))
        return QStringLiteral("length %1").arg(got.length);
    const std::vector<Route> first(
        e.routes.begin(),
        e.routes.begin() + static_cast<std::ptrdiff_t>(std::min(limit, e.routes.size())));
    if (got.routes != first)
        return QStringLiteral("routes differ: %1 listed, expected %2")
            .arg(got.routes.size())
            .arg(first.size());
    return {};
}

inline const MoveGraph& king()
{
    static const MoveGraph g = emptyBoardGraph(PieceType::King);
    return g;
}

} // namespace trajref
