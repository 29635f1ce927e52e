// A piece in running text, "white king", for every sentence the diagrams write (zones, homework
// questions).
#pragma once

#include "piece.h"

#include <QString>

namespace cd {

QString pieceNoun(Piece p);

} // namespace cd
