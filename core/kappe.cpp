#include "kappe.h"

namespace cd {

namespace {

void record(AllPairs& distances, const BitMatrix& fresh, int n)
{
    for (std::size_t u = 0; u < 64; ++u)
        forEachSquare(fresh[u], [&](Square v) {
            distances[u][static_cast<std::size_t>(v)] = static_cast<std::int8_t>(n);
        });
}

BitMatrix minus(const BitMatrix& x, const BitMatrix& y)
{
    BitMatrix r;
    for (std::size_t u = 0; u < 64; ++u)
        r[u] = x[u] & ~y[u];
    return r;
}

} // namespace

BitMatrix identityMatrix()
{
    BitMatrix m;
    for (Square s = A1; s <= H8; ++s)
        m[static_cast<std::size_t>(s)] = bit(s);
    return m;
}

BitMatrix booleanProduct(const BitMatrix& x, const BitMatrix& y)
{
    BitMatrix r{};
    for (std::size_t u = 0; u < 64; ++u)
        forEachSquare(x[u], [&](Square k) { r[u] |= y[static_cast<std::size_t>(k)]; });
    return r;
}

BitMatrix unite(const BitMatrix& x, const BitMatrix& y)
{
    BitMatrix r;
    for (std::size_t u = 0; u < 64; ++u)
        r[u] = x[u] | y[u];
    return r;
}

KappeResult kappeSound(const BitMatrix& adjacency)
{
    KappeResult result;
    result.distances.fill(unreachableMap());
    const BitMatrix m = unite(identityMatrix(), adjacency);
    BitMatrix power = identityMatrix();
    record(result.distances, power, 0);
    for (int n = 1; n <= 64; ++n) {
        const BitMatrix next = booleanProduct(power, m);
        ++result.products;
        if (next == power)
            break;
        record(result.distances, minus(next, power), n);
        power = next;
    }
    return result;
}

KappeResult kappeLiteral(const BitMatrix& adjacency)
{
    KappeResult result;
    result.distances.fill(unreachableMap());
    BitMatrix power = adjacency, cumulative{};
    for (int n = 1; n <= 64; ++n) {
        const BitMatrix fresh = minus(power, cumulative);
        if (fresh == BitMatrix{})
            break; // the cumulative OR stopped growing: no later power adds an entry
        record(result.distances, fresh, n);
        cumulative = unite(cumulative, power);
        power = booleanProduct(power, adjacency);
        ++result.products;
    }
    return result;
}

BitMatrix reachabilityClosure(const BitMatrix& adjacency)
{
    BitMatrix m = unite(identityMatrix(), adjacency);
    for (int i = 0; i < 6; ++i)
        m = booleanProduct(m, m);
    return m;
}

} // namespace cd
