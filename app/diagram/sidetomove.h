// The side to move on a diagram, as printed diagrams show it: a disc of its colour beside its
// edge of the board, and "Black to move" in words where the picture depends on it.
#pragma once

#include "diagram/diagram.h"
#include "query.h"

#include <QString>

namespace cd {

// "White to move", "Black to move".
QString sideToMoveText(Color c);

// Whether a picture of `q` turns on the side to move, the one rule of the window and the exports:
// a race (a zone, who arrives first) and a game's position always do; a map does when it counts a
// piece's moves (reach) in a position, where the first move is the side to move's.
bool sideToMoveMatters(const Query& q, bool raceOrGame);

// Marks `d` with `c` to move: the marker beside the board, and with `inCaption` the words as the
// caption's first line (the headline's first words).
void markSideToMove(Diagram& d, Color c, bool inCaption);

// Marks `d` with the side to move of `q`'s position where the picture turns on it.
void markSideToMoveWhereItMatters(Diagram& d, const Query& q, bool raceOrGame, bool inCaption);

} // namespace cd
