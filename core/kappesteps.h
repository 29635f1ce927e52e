// The powers (I | A)^0 .. (I | A)^N of one move graph for stepping through Kappe's matrices
// (docs/reach.md), N being the closure: the first power that the next product leaves unchanged.
#pragma once

#include "kappe.h"

#include <vector>

namespace cd {

class KappeSteps {
public:
    // No graph: only the identity, closure 0.
    KappeSteps();
    explicit KappeSteps(const MoveGraph& adjacency);

    const MoveGraph& adjacency() const { return m_adjacency; }
    // N: (I | A)^N == (I | A)^(N+1).
    int closure() const { return static_cast<int>(m_powers.size()) - 1; }
    // (I | A)^n, n clamped to 0..closure().
    const BitMatrix& power(int n) const;
    bool isSet(int n, Square u, Square v) const;
    // The first power at which entry (u, v) is 1: the distance from u to v (kUnreachable: never).
    int firstPower(Square u, Square v) const;
    // Entries set in (I | A)^n.
    int count(int n) const;

private:
    MoveGraph m_adjacency{};
    std::vector<BitMatrix> m_powers;
};

} // namespace cd
