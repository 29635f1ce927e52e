// Closed-form distances on the empty board (docs/metrics.md): the reference the other
// implementations and the fills are checked against.
#pragma once

#include "distance.h"
#include "message.h"
#include "piece.h"
#include "square.h"

#include <optional>
#include <span>
#include <string_view>

namespace cd {

enum class Metric : std::uint8_t {
    File,            // |file a - file b|
    Rank,            // |rank a - rank b|
    Chebyshev,       // king moves: max(df, dr)
    Manhattan,       // orthogonal king steps: df + dr
    Knight,          // fewest knight moves
    Rook,            // fewest rook moves on the empty board
    Bishop,          // fewest bishop moves (unreachable across colours)
    Queen,           // fewest queen moves
    Pawn,            // fewest white pawn moves (black: see pawnDistance)
    Center,          // of one square: Chebyshev distance to {d4,e4,d5,e5}
    CenterManhattan, // of one square: Manhattan distance to {d4,e4,d5,e5}
    Edge,            // of one square: distance to the nearest edge
    Corner,          // of one square: king moves to the nearest corner
    KbnkCorner,      // (bishop square, king square): king's distance to a bishop-coloured corner
    Reach,           // fewest moves of a piece in a position (reach.h)
};

inline constexpr int kMetricCount = 15;

// Command-line name ("chebyshev", "center-manhattan", "kbnk-corner", ...).
std::string_view metricName(Metric m);
// Inverse of metricName; also accepts "king" for Chebyshev. nullopt for an unknown name.
std::optional<Metric> parseMetric(std::string_view name);
// All metric names, in enum order.
std::span<const std::string_view> metricNames();

// True for metrics of a single square (center, center-manhattan, edge, corner).
constexpr bool isSquareMetric(Metric m)
{
    return m == Metric::Center || m == Metric::CenterManhattan || m == Metric::Edge ||
           m == Metric::Corner;
}

// The piece whose empty-board move distance the metric is, if any (king, wazir, knight, ...).
std::optional<PieceType> moverOf(Metric m);

// Closed formulas.
Distance fileDistance(Square a, Square b);
Distance rankDistance(Square a, Square b);
Distance chebyshev(Square a, Square b);
Distance manhattan(Square a, Square b);
Distance knightDistance(Square a, Square b); // BFS table built at compile time
Distance rookDistance(Square a, Square b);
Distance bishopDistance(Square a, Square b);
Distance queenDistance(Square a, Square b);
// Throws InputError when the pawn's origin is on its first or last rank.
Distance pawnDistance(Color c, Square a, Square b);
// Why a pawn cannot start on a: "a pawn cannot stand on e1 (rank 1)".
Message pawnOnEdge(Square a);
Distance centerDistance(Square s);
Distance centerManhattanDistance(Square s);
Distance edgeDistance(Square s);
Distance cornerDistance(Square s);
Distance kbnkCornerDistance(Square bishop, Square king);

// Mop-up evaluation of Chess 4.x: 4.7 * CMD(losing king) + 1.6 * (14 - Manhattan(kings)).
double mopUpScore(Square losingKing, Square winningKing);

// The metric's value from `from` to `to`. Square metrics ignore `from`; kbnk-corner takes the
// bishop as `from`. Reach is not an empty-board metric: std::invalid_argument.
Distance metricDistance(Metric m, Square from, Square to);

// metricDistance for all 4096 pairs; a row whose source the metric rejects (a pawn on its first
// or last rank) is all unreachable. Square metrics repeat their map in every row.
AllPairs metricPairs(Metric m);

} // namespace cd
