// The control picture (docs/control.md): every square coloured by its balance, White's attackers
// minus Black's (blue: White's, orange: Black's), with both counts written on it ("2 : 1"), and
// every piece whose exchange wins material marked with the gain. One picture for the window,
// `render --control` and the homework page; the BoardRenderer paints it.
#pragma once

#include "diagram/diagrambuilder.h"

#include "board.h"

#include <QString>

namespace cd {

// The colour scale reaches at least this balance, so that two positions' pictures compare.
inline constexpr int kControlScaleFloor = 2;

// The control picture of a placement: counts with x-rays when `xray`. Squares no piece attacks
// stay plain; the legend names both sides and says that the side to move does not change the
// counts; `options.caption` replaces the default caption as elsewhere.
Diagram buildControlDiagram(const Board& board, bool xray, const DisplayOptions& options);

// The overlay alone: both counts of every square, the hanging pieces and the attacked pieces
// whose capture loses material.
ControlOverlay controlOverlay(const Board& board, bool xray);

// The text a square shows: "2 : 1", White's count first; empty when nobody attacks it.
QString controlCountText(const ControlCount& count);

// What the control picture says about square s, for the window's hover: its attackers ("White 2
// : Black 1"), then, on a piece, the exchange's verdict and its line move by move, a line each.
QString controlSquareText(const Board& board, Square s, bool xray);

// The default caption: what the picture shows, how to read it, then the FEN when asked for.
QString controlCaption(const Board& board, bool xray, bool withFen = false);

} // namespace cd
