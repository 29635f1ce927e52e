// The project's piece drawings (resources/pieces/*.svg, loaded as ":/pieces/wK.svg"). On raster
// devices a piece is drawn from a pixel image cached per piece and device size, so the SVG is
// parsed once and rasterised once per size; on vector devices (SVG, PDF) the paths themselves
// are drawn so that the output stays vector.
#pragma once

#include "piece.h"

#include <QRectF>
#include <QString>

class QPainter;

namespace cd {

// ":/pieces/wK.svg" for a white king (the wazir has no drawing).
QString pieceResource(Piece p);
// True when the drawing of p loaded (a valid SVG).
bool hasPieceArt(Piece p);
// Draws p into the square `rect`, exactly as large as the device can show it.
void drawPiece(QPainter& painter, Piece p, const QRectF& rect);

} // namespace cd
