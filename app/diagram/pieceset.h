// The project's piece drawings (resources/pieces/*.svg, loaded as ":/pieces/wK.svg"), the black
// ones with a light halo so that they stand out on the darkest fills. Each SVG is parsed once; on
// pixel devices a piece is rasterised once per device size (rastercache.h), on vector devices
// (SVG, PDF) its paths are drawn so that the output stays vector.
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
// Where to draw p on `square` so that none of its ink (halo included) falls into `keepFree`: the
// square itself when the drawing leaves that part blank, else the drawing lowered and then made
// smaller, as little as needed, its ink staying on the square.
QRectF pieceRectClearOf(Piece p, const QRectF& square, const QRectF& keepFree);

} // namespace cd
