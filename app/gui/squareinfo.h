// What the window says about a square: the status bar and tooltip on hover, and the name a
// screen reader announces ("e4, knight distance 3").
#pragma once

#include "arrival.h"
#include "query.h"

#include <QString>

namespace cd::gui {

// "e4, knight distance 3", "e4, unreachable", "e4, white knight, reach 2" ...
QString squareDescription(const Query& q, const Answer& a, Square s);
// The square on the first-to-arrive board: "d5, White in 1 (knight f3), Black in 2 (knight c6,
// bishop c5)", or "cannot be reached" for a side.
QString arrivalDescription(const Board& pos, const Arrival& arrival, Square s);
// The piece whose moves are counted, as the control panel names it: "White queen on c2",
// "White knight on d4 (probe)", "White king on e4, on the empty board" ("" when none).
QString measuredPiece(const Query& q, const Answer& a);
// With a source and a target: "f6 → h1: distance 5, 25 shortest trajectories" ("" otherwise).
QString routeSummary(const Query& q, const Answer& a);
// A line as it opens a headline or the status bar: its first letter in capitals, unless the line
// opens with a square's name, which stays lower case ("a5 → a1: …").
QString sentenceStart(QString line);
// The square and the piece on it, without the map's value: "e2, white king".
QString squareAndPiece(const Query& q, Square s);

} // namespace cd::gui
