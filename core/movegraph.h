// The move relation R_p(x, y) of one piece in one position as a graph: row u holds the squares
// the piece standing on u reaches in one move. Also Kappe's 64x64 boolean matrix (kappe.h).
#pragma once

#include "reach.h"

#include <array>

namespace cd {

using MoveGraph = std::array<Bitboard, 64>;

// The context's piece as it is (a pawn's promotion is terminal here).
MoveGraph moveGraph(const MoveContext& ctx);
// The empty board's graph of a piece kind (white where the colour matters).
MoveGraph emptyBoardGraph(PieceType type);
// Row v of the result holds every u with v in g[u].
MoveGraph reversed(const MoveGraph& g);
// Fewest moves from `from` to every square, by frontier expansion over the graph.
DistanceMap graphDistances(const MoveGraph& g, Square from);
// Fewest moves from every square to `to`: the same search on the reversed relation.
DistanceMap graphDistancesTo(const MoveGraph& g, Square to);

} // namespace cd
