// The arrows and circled squares of PGN comments, as Lichess and ChessBase write them
// (docs/games.md#arrows-and-circles): "[%cal Gb1c3,Rc3d5]" draws arrows, "[%csl Gd5,Rf7]"
// circles squares, in green (G), red (R), yellow (Y) or blue (B).
#pragma once

#include "square.h"

#include <cstddef>
#include <cstdint>
#include <string>
#include <string_view>
#include <vector>

namespace cd {

enum class MarkColour : std::uint8_t { Green, Red, Yellow, Blue };

struct BoardArrow {
    Square from = A1, to = A1;
    MarkColour colour = MarkColour::Green;
    friend bool operator==(const BoardArrow&, const BoardArrow&) = default;
};

struct BoardCircle {
    Square square = A1;
    MarkColour colour = MarkColour::Green;
    friend bool operator==(const BoardCircle&, const BoardCircle&) = default;
};

// The most one position keeps of each: a comment cannot make drawing or memory grow beyond this.
inline constexpr std::size_t kMaxBoardArrows = 64;
inline constexpr std::size_t kMaxBoardCircles = 64;

// What the comments at one position draw. No two arrows join the same squares and no square is
// circled twice: the first one written counts.
struct BoardMarks {
    std::vector<BoardArrow> arrows;
    std::vector<BoardCircle> circles;
    bool empty() const { return arrows.empty() && circles.empty(); }
    friend bool operator==(const BoardMarks&, const BoardMarks&) = default;
};

// Adds the arrows and circles of the "[%cal ...]" and "[%csl ...]" commands in one comment's text
// (without its braces) to `marks`. A malformed entry, a command without its ']' and anything past
// the caps are ignored; the rest of the comment still counts. Linear in the length of the text.
void readMarks(std::string_view comment, BoardMarks& marks);

// "green", "red", "yellow", "blue": the name JSON output uses.
const char* markColourName(MarkColour colour);

// The commands that draw `marks`: "[%csl Gb1,Rd5][%cal Gb1c3,Gc3d5]" (circles first), "" when
// there are none.
std::string marksCommands(const BoardMarks& marks);

// The same as a PGN comment: "{[%csl Gb1,Rd5][%cal Gb1c3,Gc3d5]}", "" when there are none.
std::string marksComment(const BoardMarks& marks);

// The colour of the k-th route (from 0) written as arrows: green, red, blue, yellow, then again.
MarkColour routeMarkColour(std::size_t route);

// Routes drawn as marks: the source circled green, the target red, each move of each route an
// arrow in its route's colour (each arrow once: a move two routes share keeps the first one's).
// Within the caps: what passes them is left out.
BoardMarks routeMarks(Square from, Square to, const std::vector<std::vector<Square>>& routes);

} // namespace cd
