#include "trajectory.h"

#include "message.h"

#include <cassert>
#include <limits>
#include <stdexcept>
#include <string>

namespace cd {

namespace {

constexpr std::uint64_t kMaxCount = std::numeric_limits<std::uint64_t>::max();
// Square visits the distinct-stops search may spend before it reports a lower bound.
constexpr std::uint64_t kDistinctSearchBudget = 20'000'000;

void addTo(PathCount& total, std::uint64_t value, bool saturated)
{
    total.saturated |= saturated;
    if (total.value > kMaxCount - value) {
        total.value = kMaxCount;
        total.saturated = true;
    } else {
        total.value += value;
    }
}

// Routes whose stop t lies in p[t] ("prefix" phase), or that leave the prefix phase once and
// then keep every later stop in s[t] ("suffix" phase). Shortest routes and routes via a square
// use the prefix phase alone; degree-2 routes use both (the phase a route is in is a function
// of the route, so no route is counted twice).
struct Phases {
    std::vector<Bitboard> p, s;
};

class Engine {
public:
    Engine(const MoveGraph& g, const Phases& phases, Square from, Square to, int length)
        : m_g(g), m_ph(phases), m_from(from), m_to(to), m_length(length)
    {
        computeFeasible();
    }

    bool empty() const { return !has(m_feasP[0], m_from); }

    // One pass from the source: the squares of live states at each move, and the route count.
    void forward(std::vector<Bitboard>& layers, PathCount& total) const
    {
        layers.assign(ut(m_length) + 1, 0);
        if (empty())
            return;
        struct Counts {
            std::array<std::uint64_t, 64> n;
            Bitboard saturated; // squares whose count is a lower bound
        };
        Counts cp{}, cs{}; // routes ending on each square, in the prefix / suffix phase
        cp.n[us(m_from)] = 1;
        Bitboard liveP = bit(m_from), liveS = 0;
        auto add = [](Counts& into, Square v, const Counts& from, Square u) {
            auto& n = into.n[us(v)];
            if (has(from.saturated, u) || n > kMaxCount - from.n[us(u)]) {
                into.saturated |= bit(v);
                n = n > kMaxCount - from.n[us(u)] ? kMaxCount : n + from.n[us(u)];
            } else {
                n += from.n[us(u)];
            }
        };
        for (int t = 0;; ++t) {
            layers[ut(t)] = liveP | liveS;
            if (t == m_length)
                break;
            const Bitboard stayP = m_ph.p[ut(t + 1)] & m_feasP[ut(t + 1)];
            const Bitboard breakS = ~m_ph.p[ut(t + 1)] & m_ph.s[ut(t + 1)] & m_feasS[ut(t + 1)];
            const Bitboard stayS = m_ph.s[ut(t + 1)] & m_feasS[ut(t + 1)];
            Counts np{}, ns{};
            Bitboard nextP = 0, nextS = 0;
            forEachSquare(liveP, [&](Square u) {
                forEachSquare(next(u) & stayP, [&](Square v) { add(np, v, cp, u); });
                nextP |= next(u) & stayP;
                if (has(m_ph.s[ut(t)], u)) {
                    forEachSquare(next(u) & breakS, [&](Square v) { add(ns, v, cp, u); });
                    nextS |= next(u) & breakS;
                }
            });
            forEachSquare(liveS, [&](Square u) {
                forEachSquare(next(u) & stayS, [&](Square v) { add(ns, v, cs, u); });
                nextS |= next(u) & stayS;
            });
            cp = np;
            cs = ns;
            liveP = nextP;
            liveS = nextS;
        }
        addTo(total, cp.n[us(m_to)], has(cp.saturated, m_to));
        addTo(total, cs.n[us(m_to)], has(cs.saturated, m_to));
    }

    // Depth-first search in increasing square order. Lists up to `limit` routes; with `distinct`
    // it also counts them (a lower bound once the budget is spent) and collects their layers.
    void search(bool distinct, std::size_t limit, std::vector<std::vector<Square>>& routes,
                PathCount* distinctCount, std::vector<Bitboard>* distinctLayers) const
    {
        if (empty())
            return;
        std::vector<Square> path{m_from};
        Bitboard visited = bit(m_from);
        std::uint64_t budget = kDistinctSearchBudget;
        bool stopped = false;
        auto recurse = [&](auto& self, int t, Square u, bool prefix) -> void {
            if (stopped)
                return;
            if (t == m_length) {
                if (routes.size() < limit)
                    routes.push_back(path);
                if (distinctCount) {
                    addTo(*distinctCount, 1, false);
                    for (std::size_t i = 0; i < path.size(); ++i)
                        (*distinctLayers)[i] |= bit(path[i]);
                } else if (routes.size() >= limit) {
                    stopped = true;
                }
                return;
            }
            if (budget-- == 0) {
                stopped = true;
                if (distinctCount)
                    distinctCount->saturated = true;
                return;
            }
            const Bitboard candidates = next(u) & ~(distinct ? visited : 0);
            forEachSquare(candidates, [&](Square v) {
                bool nextPrefix;
                if (prefix && has(m_ph.p[ut(t + 1)] & m_feasP[ut(t + 1)], v))
                    nextPrefix = true;
                else if (prefix && has(m_ph.p[ut(t + 1)], v))
                    return; // the route stays in the prefix phase, from where it cannot finish
                else if ((!prefix || has(m_ph.s[ut(t)], u)) &&
                         has(m_ph.s[ut(t + 1)] & m_feasS[ut(t + 1)], v))
                    nextPrefix = false;
                else
                    return;
                path.push_back(v);
                visited |= bit(v);
                self(self, t + 1, v, nextPrefix);
                visited &= ~bit(v);
                path.pop_back();
            });
        };
        recurse(recurse, 0, m_from, true);
    }

private:
    static std::size_t ut(int t) { return static_cast<std::size_t>(t); }
    static std::size_t us(Square s) { return static_cast<std::size_t>(s); }
    Bitboard next(Square u) const { return m_g[us(u)]; }

    // Backward pass: the states from which the target can still be reached in time.
    void computeFeasible()
    {
        const auto n = ut(m_length) + 1;
        m_feasP.assign(n, 0);
        m_feasS.assign(n, 0);
        m_feasP[ut(m_length)] = m_ph.p[ut(m_length)] & bit(m_to);
        m_feasS[ut(m_length)] = m_ph.s[ut(m_length)] & bit(m_to);
        for (int t = m_length - 1; t >= 0; --t) {
            const Bitboard goP = m_ph.p[ut(t + 1)] & m_feasP[ut(t + 1)];
            const Bitboard breakTo = ~m_ph.p[ut(t + 1)] & m_ph.s[ut(t + 1)] & m_feasS[ut(t + 1)];
            const Bitboard goS = m_ph.s[ut(t + 1)] & m_feasS[ut(t + 1)];
            forEachSquare(m_ph.p[ut(t)], [&](Square u) {
                if ((next(u) & goP) || (has(m_ph.s[ut(t)], u) && (next(u) & breakTo)))
                    m_feasP[ut(t)] |= bit(u);
            });
            forEachSquare(m_ph.s[ut(t)], [&](Square u) {
                if (next(u) & goS)
                    m_feasS[ut(t)] |= bit(u);
            });
        }
    }

    const MoveGraph& m_g;
    const Phases& m_ph;
    Square m_from, m_to;
    int m_length;
    std::vector<Bitboard> m_feasP, m_feasS;
};

// levels[d]: the squares at distance d (0..63) on the map.
std::array<Bitboard, 64> levelSets(const DistanceMap& map)
{
    std::array<Bitboard, 64> levels{};
    for (std::size_t s = 0; s < 64; ++s)
        if (map[s] != kUnreachable)
            levels[static_cast<std::size_t>(map[s])] |= bit(static_cast<Square>(s));
    return levels;
}

using Levels = std::array<Bitboard, 64>;
Bitboard at(const Levels& levels, int k)
{
    return k >= 0 && k < 64 ? levels[static_cast<std::size_t>(k)] : 0;
}

} // namespace

Bitboard stSet(const DistanceMap& map, int k)
{
    Bitboard result = 0;
    for (Square s = A1; s <= H8; ++s)
        if (map[static_cast<std::size_t>(s)] == k)
            result |= bit(s);
    return result;
}

Bitboard sumSet(const DistanceMap& fromMap, const DistanceMap& toMap, int l)
{
    Bitboard result = 0;
    for (std::size_t s = 0; s < 64; ++s)
        if (fromMap[s] != kUnreachable && toMap[s] != kUnreachable && fromMap[s] + toMap[s] == l)
            result |= bit(static_cast<Square>(s));
    return result;
}

Bitboard moveSet(const MoveGraph& g, const DistanceMap& fromMap, const DistanceMap& toMap, Square x,
                 int l)
{
    const Bitboard target = stSet(toMap, 0);
    if (!target)
        return 0;
    const int l0 = fromMap[static_cast<std::size_t>(lowest(target))];
    if (l0 == kUnreachable)
        return 0;
    assert(isSquare(x));
    return g[static_cast<std::size_t>(x)] & stSet(fromMap, l0 - l + 1) & sumSet(fromMap, toMap, l0);
}

TrajectorySet trajectories(const MoveGraph& g, const TrajectoryRequest& r)
{
    if (r.length && (*r.length < 0 || *r.length > kMaxTrajectoryLength))
        throw InputError({translatable("trajectory length %1 is not in 0..%2"),
                          {std::to_string(*r.length), std::to_string(kMaxTrajectoryLength)}});
    const DistanceMap fromMap = graphDistances(g, r.from);
    const DistanceMap toMap = graphDistancesTo(g, r.to);
    const Levels from = levelSets(fromMap), to = levelSets(toMap);
    TrajectorySet set;
    set.distance = fromMap[static_cast<std::size_t>(r.to)];

    Phases phases;
    int length = 0;
    if (r.via) {
        const DistanceMap fromVia = graphDistances(g, *r.via);
        const Levels toVia = levelSets(graphDistancesTo(g, *r.via)), onFromVia = levelSets(fromVia);
        const int a = fromMap[static_cast<std::size_t>(*r.via)];
        const int b = fromVia[static_cast<std::size_t>(r.to)];
        if (a == kUnreachable || b == kUnreachable)
            return set;
        length = a + b;
        if (r.length && *r.length != length)
            throw InputError(
                {translatable("the route through %1 takes %2 moves, not %3"),
                 {squareName(*r.via), std::to_string(length), std::to_string(*r.length)}});
        for (int t = 0; t <= length; ++t)
            phases.p.push_back(t <= a ? at(from, t) & at(toVia, a - t)
                                      : at(onFromVia, t - a) & at(to, length - t));
        phases.s.assign(phases.p.size(), 0);
    } else {
        if (set.distance == kUnreachable)
            return set;
        length = r.length.value_or(set.distance);
        if (length < set.distance)
            return set;
        const bool shortest = length == set.distance;
        for (int t = 0; t <= length; ++t) {
            phases.p.push_back(shortest ? at(from, t) & at(to, length - t) : at(from, t));
            phases.s.push_back(shortest ? 0 : at(to, length - t));
        }
        set.dock = sumSet(fromMap, toMap, length);
    }

    const Engine engine(g, phases, r.from, r.to, length);
    if (engine.empty())
        return set;
    set.length = length;
    // Shortest routes never repeat a square, so the filter matters only for longer ones.
    const bool filter = r.distinctStops && (r.via || length != set.distance);
    if (filter) {
        set.layers.assign(static_cast<std::size_t>(length) + 1, 0);
        engine.search(true, r.limit, set.routes, &set.count, &set.layers);
    } else {
        engine.forward(set.layers, set.count);
        engine.search(false, r.limit, set.routes, nullptr, nullptr);
    }
    for (const Bitboard layer : set.layers)
        set.squares |= layer;
    if (set.count.value == 0)
        set.length = 0;
    return set;
}

int admissibleDegree(const MoveGraph& g, std::span<const Square> stops)
{
    if (stops.empty())
        return 0;
    for (std::size_t i = 0; i + 1 < stops.size(); ++i)
        if (!has(g[static_cast<std::size_t>(stops[i])], stops[i + 1]))
            return 0;
    // Greedy: every piece as long as it stays shortest (sub-routes of shortest routes are
    // shortest, so the longest first piece never costs a later cut).
    int pieces = 1;
    std::size_t start = 0;
    DistanceMap map = graphDistances(g, stops[0]);
    for (std::size_t j = 1; j < stops.size(); ++j) {
        if (map[static_cast<std::size_t>(stops[j])] != static_cast<int>(j - start)) {
            ++pieces;
            start = j - 1;
            map = graphDistances(g, stops[start]);
        }
    }
    return pieces;
}

} // namespace cd
