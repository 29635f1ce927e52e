// Why a piece needs more moves in a position than on the empty board: the pieces in its way.
#pragma once

#include "bitboard.h"
#include "board.h"
#include "piece.h"
#include "reach.h"

namespace cd {

// The squares whose piece makes `piece` on `from` need more moves to `to` than it would on the
// empty board: each one that, taken off alone, shortens the way. Empty when the way is as short
// as on the empty board (or no single piece lengthens it). Throws as makeContext does.
Bitboard detourCauses(const Board& pos, Square from, Piece piece, Square to,
                      const ReachOptions& opts = {});

} // namespace cd
