// Arrival map -> Diagram: the fewest moves of any piece of a side to each square, or the
// difference White − Black on a diverging scale, with the position's pieces, legend and caption.
#pragma once

#include "diagram/diagrambuilder.h"

#include "arrival.h"

namespace cd {

enum class ArrivalView : std::uint8_t { White, Black, Difference };

// The diagram of one view of the arrival maps; `opts` are the options they were computed with
// (the caption names the what-if squares).
Diagram buildArrivalDiagram(const Board& pos, const Arrival& arrival, ArrivalView view,
                            const ReachOptions& opts, const DisplayOptions& options);

// The default caption of that diagram: what it shows and the what-if squares, then the FEN when
// asked for (DisplayOptions::captionFen).
QString arrivalCaption(const Board& pos, ArrivalView view, const ReachOptions& opts,
                       bool withFen = false);

} // namespace cd
