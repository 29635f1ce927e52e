// Kappe's boolean adjacency-matrix powers (1993; docs/reach.md): 64x64 bit matrices, one 64-bit
// word per row, multiplied with AND for product and OR for sum.
#pragma once

#include "movegraph.h"

namespace cd {

// Row u holds the squares v with entry (u, v) set: the same shape as a move graph.
using BitMatrix = MoveGraph;

BitMatrix identityMatrix();
// (X.Y)[u] = OR over k in X[u] of Y[k].
BitMatrix booleanProduct(const BitMatrix& x, const BitMatrix& y);
BitMatrix unite(const BitMatrix& x, const BitMatrix& y);

struct KappeResult {
    AllPairs distances{}; // distances[u][v]: the first power at which entry (u, v) became 1
    int products = 0;     // matrix products computed before the halting rule fired
};

// Sound variant: powers of M = I | A until M^(n+1) == M^n; distances[u][u] = 0.
KappeResult kappeSound(const BitMatrix& adjacency);
// Kappe's literal variant: powers of A alone, halting when their cumulative OR stops growing;
// distances[u][u] is the shortest return trip (unreachable if none).
KappeResult kappeLiteral(const BitMatrix& adjacency);
// (I | A)^64 by six squarings: entry (u, v) is 1 iff v is reachable from u.
BitMatrix reachabilityClosure(const BitMatrix& adjacency);

} // namespace cd
