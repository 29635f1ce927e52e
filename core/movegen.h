// The legal moves of a position, and perft: the number of move paths of a given length, the
// standard check of a move generator against published counts (docs/games.md#perft).
#pragma once

#include "move.h"
#include "position.h"
#include "sliders.h"

#include <cstdint>
#include <utility>
#include <vector>

namespace cd {

// Every legal move of the side to move: castling, en passant, promotion to Q, R, B or N.
MoveList legalMoves(const Position& board);

// The number of legal moves, counted without listing them, on a given path of the sliding
// attacks (sliders.h; tests compare the paths).
int legalMoveCount(const Position& board, sliders::Path path = sliders::path());

// The number of legal move sequences of `depth` plies (depth 0: 1), on the process's path of the
// sliding attacks or on a given one.
std::uint64_t perft(const Position& board, int depth);
std::uint64_t perft(const Position& board, int depth, sliders::Path path);
// perft split by the first move, in the order of legalMoves (depth >= 1).
std::vector<std::pair<Move, std::uint64_t>> perftDivide(const Position& board, int depth);

} // namespace cd
