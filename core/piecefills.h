// The layered fills of every piece of a position, batched by kind: what the mobility profiles
// and the arrival maps are made of.
#pragma once

#include "layerfill.h"

#include <optional>
#include <vector>

namespace cd {

// Up to kFillLanes pieces of one kind (and, for pawns, one colour), and their layers.
struct PieceBatch {
    PieceBatch() {} // as FillBatch: no zeroing of the layers
    std::array<Square, kFillLanes> squares{};
    std::array<Piece, kFillLanes> pieces{};
    FillBatch fill;
};

// The pieces of `side` (both when nullopt): White first, each side by kind (K Q R B N P), then
// by square.
std::vector<Square> pieceOrder(const Position& pos, std::optional<Color> side);

// The lane of the piece on `square` as makeContext sees it (promotion aside).
FillLane pieceLane(const Position& pos, Square square, const ReachOptions& opts);

// The fills of the pieces of `side` (both when nullopt), kind by kind: both colours share a
// batch except for pawns. A pawn stops on its last rank whatever opts.promotion says.
std::vector<PieceBatch> fillPieces(const Position& pos, const ReachOptions& opts,
                                   std::optional<Color> side);

} // namespace cd
