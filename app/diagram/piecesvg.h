// A piece's drawing as SVG markup (resources/pieces), halo included for the black ones, for
// pages that draw pieces themselves (htmlpage.h): the same drawing the painter renders.
#pragma once

#include "piece.h"

#include <QByteArray>

namespace cd {

// The drawing's elements in its 45-unit viewBox, the halo first; empty without a drawing.
QByteArray pieceSvgElements(Piece p);

} // namespace cd
