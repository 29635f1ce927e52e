// Query + Answer -> Diagram: decides what a board diagram shows (cells, pieces, marks, the
// trajectory overlay, arrows, legend and caption); the BoardRenderer decides how it looks.
#pragma once

#include "diagram/diagram.h"
#include "query.h"

#include <QString>

#include <optional>

namespace cd {

// Adds a Blocked mark on each blocked square of `opts` and an Unsafe mark on each unsafe one.
void appendWhatIfMarks(Diagram& d, const ReachOptions& opts);

struct DisplayOptions {
    PaletteId palette = PaletteId::Viridis;
    bool flipped = false;
    DisplaySwitches show;
    bool trajectories = true;  // overlay squares when the Answer has trajectories
    bool layerNumbers = false; // label overlay squares with the moves at which routes stand there
    int paths = 0;             // first N routes as arrows
    std::optional<int> route;  // set: only this route (0-based) as arrows, not the first N
    int currentRoute = 0;      // of the first N: drawn first (on top, thicker, the accent colour)
    std::optional<QString> caption; // replaces the default caption; empty string = no caption
    bool captionFen = false;        // the default caption ends with the position's FEN
    QString gameMoment;       // a game's position: "after 23. Nf3", added to the default caption
    BoardMarks annotations{}; // the arrows and circles of the game's comments at that position
    // Wavefront step n: squares at distance <= n coloured (on the full map's scale), those at n
    // emphasised as the frontier, the rest plain.
    std::optional<int> step;
    // Two squares pointed at elsewhere (a cell of Kappe's matrix), drawn as PairFrom/PairTo marks.
    std::optional<std::pair<Square, Square>> highlight;
    // The colour scale reaches at least this value (a comparison's shared scale).
    int scaleFloor = 0;

    // How many routes the answer must list for these options.
    std::size_t routesNeeded() const
    {
        return static_cast<std::size_t>(route ? *route + 1 : std::max(0, paths));
    }
    friend bool operator==(const DisplayOptions&, const DisplayOptions&) = default;
};

// Two boards side by side: `second` is another metric's map, the map before a change, or, with
// `difference`, the difference first − second.
struct Comparison {
    Diagram first;
    Diagram second;
};

// The diagram of an answered query.
Diagram buildDiagram(const Query& query, const Answer& answer, const DisplayOptions& options);

// The difference map A − B of two answers for the same squares (say Chebyshev − Manhattan), on
// a diverging scale; a square unreachable in either is unreachable. No overlay or arrows.
Diagram buildDifference(const Query& a, const Answer& answerA, const Query& b,
                        const Answer& answerB, const DisplayOptions& options);

// The two boards of a comparison. Without `difference` both share one colour scale, so that equal
// numbers look equal side by side; with it the second board is the difference map.
Comparison buildComparison(const Query& a, const Answer& answerA, const Query& b,
                           const Answer& answerB, const DisplayOptions& options, bool difference);

// True when the answer's map holds values: a metric that needs a source has none without one.
bool isMeasured(const Query& query);

// The stand-in drawn on the source, which is not a piece of the position: the probe of reach
// mode, or a metric's own piece on an empty source square (the wazir has no picture). A real
// piece on the source is never redrawn as another.
std::optional<Piece> probeOnSource(const Query& q, const Answer& a);

// The legend of the cells: one entry per value present, then "unreachable" if any cell is.
std::vector<LegendEntry> valueLegend(const std::array<Cell, 64>& cells);

// Where a game's position stands: "after 23. Nf3" for a move label, "at the start of the game"
// for "".
QString gameMomentText(const std::string& moveLabel);

// The default caption: metric, squares, the rules that changed the numbers (captures, attacked
// squares, promotion, distinct stops), distance, trajectory count, the route drawn alone, the
// game's moment ("after 23. Nf3"); with `captionFen` the position's FEN on a line of its own.
QString defaultCaption(const Query& query, const Answer& answer,
                       const DisplayOptions& options = {});

} // namespace cd
