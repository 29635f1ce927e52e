#include "kappesteps.h"

#include <algorithm>
#include <bit>

namespace cd {

KappeSteps::KappeSteps() : m_powers{identityMatrix()} {}

KappeSteps::KappeSteps(const MoveGraph& adjacency)
    : m_adjacency(adjacency), m_powers{identityMatrix()}
{
    const BitMatrix m = unite(identityMatrix(), adjacency);
    // Entries only ever turn 0 -> 1, so at most 63 products reach the fixed point.
    for (;;) {
        BitMatrix next = booleanProduct(m_powers.back(), m);
        if (next == m_powers.back())
            break;
        m_powers.push_back(next);
    }
}

const BitMatrix& KappeSteps::power(int n) const
{
    return m_powers[static_cast<std::size_t>(std::clamp(n, 0, closure()))];
}

bool KappeSteps::isSet(int n, Square u, Square v) const
{
    return (power(n)[static_cast<std::size_t>(u)] & bit(v)) != 0;
}

int KappeSteps::firstPower(Square u, Square v) const
{
    if (!isSet(closure(), u, v))
        return kUnreachable;
    // Powers grow monotonically: binary search for the first one holding the entry.
    int lo = 0, hi = closure();
    while (lo < hi) {
        const int mid = (lo + hi) / 2;
        if (isSet(mid, u, v))
            hi = mid;
        else
            lo = mid + 1;
    }
    return lo;
}

int KappeSteps::count(int n) const
{
    int total = 0;
    for (const Bitboard row : power(n))
        total += std::popcount(row);
    return total;
}

} // namespace cd
