// Query + Answer -> Diagram: decides what a board diagram shows (cells, pieces, marks, the
// trajectory overlay, arrows, legend and caption); the BoardRenderer decides how it looks.
#pragma once

#include "diagram/diagram.h"
#include "query.h"

#include <QString>

#include <optional>

namespace cd {

struct DisplayOptions {
    PaletteId palette = PaletteId::Viridis;
    bool flipped = false;
    DisplaySwitches show;
    bool trajectories = true;  // overlay squares when the Answer has trajectories
    bool layerNumbers = false; // label overlay squares with the moves at which routes stand there
    int paths = 0;             // first N routes as arrows
    std::optional<QString> caption; // replaces the default caption; empty string = no caption
    // Wavefront step n: squares at distance <= n coloured (on the full map's scale), those at n
    // emphasised as the frontier, the rest plain.
    std::optional<int> step;
};

// The diagram of an answered query.
Diagram buildDiagram(const Query& query, const Answer& answer, const DisplayOptions& options);

// The difference map A − B of two answers for the same squares (say Chebyshev − Manhattan), on
// a diverging scale; a square unreachable in either is unreachable. No overlay or arrows.
Diagram buildDifference(const Query& a, const Answer& answerA, const Query& b,
                        const Answer& answerB, const DisplayOptions& options);

// The legend of the cells: one entry per value present, then "unreachable" if any cell is.
std::vector<LegendEntry> valueLegend(const std::array<Cell, 64>& cells);

// The default caption: metric, squares, distance, trajectory count; the FEN on a second line
// when the query has a position.
QString defaultCaption(const Query& query, const Answer& answer);

// "Knight distance", "Moves of the white queen", ...
QString metricCaptionLabel(Metric metric, const std::optional<Piece>& mover);

} // namespace cd
