// A piece's names, defined here alone for the pictures, the commands and the window: its kind
// ("knight"), the piece in running text ("white knight": zones, homework questions, the status
// bar) and in headings and lists ("White knight").
#pragma once

#include "piece.h"

#include <QString>

namespace cd {

QString pieceKind(PieceType t);
QString pieceNoun(Piece p);
// pieceNoun with a capital letter first.
QString pieceTitle(Piece p);

} // namespace cd
