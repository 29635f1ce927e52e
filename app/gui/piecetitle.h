// A piece's name for headings: "White knight", "Black pawn".
#pragma once

#include "piece.h"

#include <QString>

namespace cd::gui {

QString pieceTitle(Piece p);

} // namespace cd::gui
