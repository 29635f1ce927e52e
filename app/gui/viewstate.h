// Everything besides the query that decides what the boards show: the view switches, which routes
// are drawn, the wavefront step and the comparison. Plain data, kept in the BoardState with the
// query; the panels edit it there and the boards draw what it says.
#pragma once

#include "query.h"

#include "diagram/arrivaldiagram.h"
#include "diagram/diagrambuilder.h"

#include <optional>

namespace cd::gui {

// The second board: another metric, a frozen "before", or the same map (or arrival view)
// without the what-if squares, following the measured piece and the view as they change.
enum class CompareMode { Off, Metric, Before, WithoutWhatIf };

// "All routes" draws at most this many as arrows.
inline constexpr int kMaxRoutesShown = 100;
// In presentation mode at most this many: more arrows than this cannot be told apart from the
// back of a room, and a note says how many are left out.
inline constexpr int kReadableRoutes = 12;

struct ViewState {
    DisplayOptions display;   // palette, flip, numbers, coordinates, legend, arrows, layer numbers
    int routesShown = 1;      // "Show first N" routes as arrows
    std::optional<int> route; // stepping through the routes: this one alone (0-based)
    int currentRoute = 0;     // the route last stepped to: on top when all are shown
    bool wavefront = false;   // the map drawn step by step
    int step = 0;             // the wavefront's step (clamped to the map when drawn)
    CompareMode compare = CompareMode::Off;
    Metric compareMetric = Metric::Chebyshev;
    bool difference = false;     // the second board shows first − second
    std::optional<Query> before; // CompareMode::Before: the query frozen as "before"
    bool highContrast = false;   // greys, the widest lightness range
    // Set: the board shows who arrives first (the whole position) instead of the query's map.
    std::optional<ArrivalView> arrival;
    // View → Who can stop it?: with a source and a target, Stilman's zone over the routes.
    bool zone = false;
    // View → Control: the whole position's attackers and exchanges in place of the map; a click
    // still picks the source. controlXray counts x-rays too.
    bool control = false;
    bool controlXray = false;
    // The Mobility table leaves the pawns out: a pawn's ratio would top the ranking of pieces.
    bool mobilityPiecesOnly = true;

    friend bool operator==(const ViewState&, const ViewState&) = default;
};

} // namespace cd::gui
