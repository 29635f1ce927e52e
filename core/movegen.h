// The legal moves of a position, and perft: the number of move paths of a given length, the
// standard check of a move generator against published counts (docs/games.md#perft).
#pragma once

#include "board.h"
#include "move.h"

#include <cstdint>
#include <utility>
#include <vector>

namespace cd {

// Every legal move of the side to move: castling, en passant, promotion to Q, R, B or N.
MoveList legalMoves(const Board& board);

// The number of legal move sequences of `depth` plies (depth 0: 1).
std::uint64_t perft(const Board& board, int depth);
// perft split by the first move, in the order of legalMoves (depth >= 1).
std::vector<std::pair<Move, std::uint64_t>> perftDivide(const Board& board, int depth);

} // namespace cd
