// What a board diagram shows, as plain data (docs/architecture.md: Query -> Answer -> Diagram ->
// BoardRenderer). Nothing here paints: the BoardRenderer reads a Diagram, the builder writes one.
#pragma once

#include "palette.h"
#include "pgnmarks.h"
#include "piece.h"
#include "square.h"

#include <QString>

#include <array>
#include <optional>
#include <vector>

namespace cd {

// How a square is filled.
enum class CellRole : std::uint8_t {
    Plain,       // no value: the plain board
    Value,       // coloured by its value on the palette
    Unreachable, // the palette's "unreachable" colour plus a hatch
    Question,    // a worksheet's blank: the plain board, a faint "?" in its corner
};

struct Cell {
    CellRole role = CellRole::Plain;
    int value = 0; // meaningful for CellRole::Value only
};

enum class MarkKind : std::uint8_t {
    Source,
    Target,
    Via,
    PairFrom, // a pair pointed at elsewhere (a cell of Kappe's matrix): its first square
    PairTo,   // and its second
    Blocked,  // a what-if square: a neutral blocker no piece may pass or stop on
    Unsafe,   // a what-if square a piece may pass but not stop on
};

struct Mark {
    Square square = A1;
    MarkKind kind = MarkKind::Source;
    friend bool operator==(const Mark&, const Mark&) = default;
};

// A square of the trajectory overlay; `layers` lists the moves at which a route stands there
// (empty: no label).
struct OverlaySquare {
    Square square = A1;
    std::vector<int> layers;
    friend bool operator==(const OverlaySquare&, const OverlaySquare&) = default;
};

// One route drawn as arrows, a move per segment (a knight's move is drawn as an L).
struct Arrow {
    std::vector<Square> stops;
    friend bool operator==(const Arrow&, const Arrow&) = default;
};

// Stilman's zone over the main routes (docs/zones.md): the pieces that can stop the attacker in
// time, their routes to the stops they meet (drawn in a second, dashed style) and each stop's time.
struct ZoneStop {
    Square square = A1;
    int budget = 0; // the other side's moves made before the attacker arrives here
    int move = 0;   // the attacker's move that first reaches it (its layer)
    friend bool operator==(const ZoneStop&, const ZoneStop&) = default;
};

// Where a piece meets the attacker, with its own count of moves to get there.
struct ZoneMeeting {
    Square at = A1;
    int moves = 0;
    friend bool operator==(const ZoneMeeting&, const ZoneMeeting&) = default;
};

// A piece that reaches a stop too late, at its best try: drawn grey and dotted, apart from the
// pieces in time.
struct ZoneLate {
    Square from = A1;
    Arrow route;      // its chosen route to the stop where it comes least late
    ZoneMeeting meet; // that stop and its moves
    QString label;    // "one move too late", written beside the piece
    friend bool operator==(const ZoneLate&, const ZoneLate&) = default;
};

// The square of the pawn (pawnsquare.h): files and ranks 0..7, both ends included.
struct PawnSquare {
    int fileFrom = 0, fileTo = 0, rankFrom = 0, rankTo = 0;
    bool contains(Square s) const
    {
        return fileOf(s) >= fileFrom && fileOf(s) <= fileTo && rankOf(s) >= rankFrom &&
               rankOf(s) <= rankTo;
    }
    friend bool operator==(const PawnSquare&, const PawnSquare&) = default;
};

struct ZoneOverlay {
    std::vector<Square> interceptors;
    std::vector<Arrow> routes; // one chosen route of each interception, interceptor to stop
    std::vector<ZoneStop> stops;
    std::vector<ZoneMeeting> meetings; // each interceptor's earliest meeting, with its count
    std::vector<ZoneLate> late;
    std::optional<PawnSquare> pawnSquare;
    bool empty() const
    {
        return interceptors.empty() && routes.empty() && stops.empty() && late.empty() &&
               !pawnSquare;
    }
    friend bool operator==(const ZoneOverlay&, const ZoneOverlay&) = default;
};

// The control picture (controldiagram.h): how many pieces of each side attack every square, and
// the pieces whose exchange wins material for the side that takes first ("hanging"), and those
// the other side attacks but whose capture loses it (exchange.h's "if taken").
struct ControlCount {
    int white = 0;
    int black = 0;
    friend bool operator==(const ControlCount&, const ControlCount&) = default;
};

struct HangingPiece {
    Square square = A1;
    int gain = 0; // what the first capture wins with best play, > 0
    friend bool operator==(const HangingPiece&, const HangingPiece&) = default;
};

struct DefendedPiece {
    Square square = A1;
    int loss = 0; // what taking it loses with best play after, > 0
    friend bool operator==(const DefendedPiece&, const DefendedPiece&) = default;
};

struct ControlOverlay {
    std::array<ControlCount, 64> counts{};
    std::vector<HangingPiece> hanging;
    std::vector<DefendedPiece> defended;
    bool xray = false; // the counts include x-rays
    const ControlCount& at(Square s) const { return counts[static_cast<std::size_t>(s)]; }
    friend bool operator==(const ControlOverlay&, const ControlOverlay&) = default;
};

// One swatch of the legend: a value, or the unreachable entry.
struct LegendEntry {
    std::optional<int> value; // nullopt: "unreachable"
    QString label;
    friend bool operator==(const LegendEntry&, const LegendEntry&) = default;
};

// What to draw besides the square fills.
struct DisplaySwitches {
    bool numbers = true;
    bool coordinates = true;
    bool legend = true;
    bool caption = true;
    bool pieces = true;
    bool transparent = false; // no background behind the board and margins
    bool knightL = false;     // a knight's move as an L (long leg first), not one straight arrow
    bool fills = true;        // off: a pale board with the numbers alone, for print
    int legendRows = 0;       // legend rows kept free even when fewer are drawn (a still board)
    // The caption's font against a still's: larger on an animation that goes on a slide.
    qreal captionScale = 1;
    friend bool operator==(const DisplaySwitches&, const DisplaySwitches&) = default;
};

struct Diagram {
    std::array<Cell, 64> cells{};
    int maxValue = 0;       // the top of the colour scale
    bool diverging = false; // a difference map: values -maxValue..maxValue on a diverging scale
    std::array<std::optional<Piece>, 64> pieces{};
    std::optional<Square> probe; // its piece stands in for the mover: not in the position
    std::vector<Mark> marks;
    std::vector<OverlaySquare> overlay;
    std::vector<Arrow> arrows;
    ZoneOverlay zone;
    // Set: a control picture; the cells hold the balances and the squares say "w : b".
    std::optional<ControlOverlay> control;
    std::vector<Square> frontier; // wavefront step: the squares reached by the newest move
    BoardMarks annotations{}; // a game's own arrows and circles at this position ([%cal], [%csl])
    std::vector<LegendEntry> legend;
    QString caption;      // may hold several lines
    bool flipped = false; // black at the bottom
    // The side to move, marked at its edge of the board beside it (sidetomove.h); unset: no marker.
    std::optional<Color> toMove;
    DisplaySwitches show;
    PaletteId palette = PaletteId::Viridis;

    // The fill of a value on this diagram's scale; `light` is the square's colour.
    QColor valueFill(int value, bool light) const
    {
        if (control)
            return controlColor(value, maxValue);
        return diverging ? divergingColor(value, maxValue)
                         : Palette(palette).valueColor(value, maxValue, light);
    }

    // The cell of square s (0..63).
    const Cell& cell(Square s) const { return cells[static_cast<std::size_t>(s)]; }
    // The piece on square s, if any.
    const std::optional<Piece>& pieceAt(Square s) const
    {
        return pieces[static_cast<std::size_t>(s)];
    }
};

} // namespace cd
