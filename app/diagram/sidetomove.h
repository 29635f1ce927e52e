// The side to move on a diagram, as printed diagrams show it: a disc of its colour beside its
// edge of the board, and "Black to move" in words where the picture depends on it.
#pragma once

#include "diagram/diagram.h"

#include <QString>

namespace cd {

// "White to move", "Black to move".
QString sideToMoveText(Color c);

// Marks `d` with `c` to move: the marker beside the board, and with `inCaption` the words as the
// caption's first line (the headline's first words).
void markSideToMove(Diagram& d, Color c, bool inCaption);

} // namespace cd
