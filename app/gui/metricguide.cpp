#include "metricguide.h"

#include <QCoreApplication>

namespace cd::gui {

namespace {

QString tr(const char* text)
{
    return QCoreApplication::translate("cd::gui::MetricGuide", text);
}

} // namespace

QString histogramDomain(Metric m, const PairHistogram& h)
{
    if (m == Metric::Reach)
        return tr("the piece put on each square of this position in turn, %1 pairs").arg(h.pairs);
    if (isSquareMetric(m))
        return tr("the 64 squares");
    return m == Metric::Pawn ? tr("the 3072 pairs whose origin is on ranks 2 to 7")
                             : tr("all 4096 ordered pairs of squares");
}

MetricGuide metricGuide(Metric m)
{
    switch (m) {
    case Metric::File:
        return {tr("How many files (columns) apart two squares are; the ranks do not count."),
                tr("Formula: |file(a) − file(b)|, 0 to 7."),
                tr("b1 to g8: files b and g are 5 apart, so the distance is 5, however far "
                   "apart the ranks are.")};
    case Metric::Rank:
        return {tr("How many ranks (rows) apart two squares are; the files do not count."),
                tr("Formula: |rank(a) − rank(b)|, 0 to 7."),
                tr("e2 to e7 and a2 to h7 are both 5: only the ranks 2 and 7 count.")};
    case Metric::Chebyshev:
        return {tr("The number of king moves between two squares on an empty board."),
                tr("Formula: max(df, dr), the larger of the file difference df and the rank "
                   "difference dr. A diagonal step gains a file and a rank at once, so the "
                   "smaller difference comes for free."),
                tr("b1 to g3: df = 5, dr = 2, so the king needs max(5, 2) = 5 moves: two "
                   "diagonal steps (c2, d3) and three along the rank (e3, f3, g3).")};
    case Metric::Manhattan:
        return {tr("How many steps it takes if you may only step up, down, left or right, like a "
                   "taxi driving around square blocks."),
                tr("Formula: df + dr, 0 to 14. Only the two ends of a long diagonal are 14 "
                   "apart; the average over all pairs is exactly 5.25."),
                tr("e4 to d5: one file and one rank, so 1 + 1 = 2, although the squares touch "
                   "at a corner (Chebyshev distance 1).")};
    case Metric::Knight:
        return {tr("The fewest knight moves between two squares on an empty board, 0 to 6."),
                tr("Fill: the program starts at the source, marks every square one knight move "
                   "away with 1, every new square one move from those with 2, and so on "
                   "(breadth-first search). There is no short formula: near the edge the "
                   "knight loses routes. A table of all 4096 answers is built when the program "
                   "is compiled."),
                tr("a1 to b2 is 4 although the squares touch: the two-move routes would pass "
                   "squares off the board (away from the edge a diagonal neighbour is 2 moves "
                   "away). Every odd distance changes the square colour: a1 to b1 is 3.")};
    case Metric::Rook:
        return {tr("The fewest rook moves on an empty board."),
                tr("Rule: 0 on the source, 1 on its file or rank, 2 everywhere else (over the "
                   "corner square where the file of one meets the rank of the other)."),
                tr("e2 to b6: not on a line, so 2 moves, by e6 or by b2.")};
    case Metric::Bishop:
        return {tr("The fewest bishop moves on an empty board; a bishop never changes colour."),
                tr("Rule: 1 on the source's diagonals, 2 on every other square of the same "
                   "colour, unreachable (hatched) on the other colour."),
                tr("c1 to h6 is 1 (one diagonal), c1 to c7 is 2 (via f4, where their "
                   "diagonals cross), c1 to c8 cannot be reached.")};
    case Metric::Queen:
        return {tr("The fewest queen moves on an empty board."),
                tr("Rule: 1 on the source's file, rank and diagonals, 2 everywhere else: a "
                   "queen reaches any square in two moves."),
                tr("b4 to f6: not on a line with b4, so 2, for example b4–f4–f6 or b4–d6–f6.")};
    case Metric::Pawn:
        return {tr("How many moves a white pawn needs to walk straight up the board to a square, "
                   "with nothing to capture."),
                tr("Rule: one square straight ahead per move, two from the second rank; other "
                   "files and squares behind are unreachable, and from rank 2 to rank 4 or "
                   "higher the double step saves one move."),
                tr("e2 to e5: e2–e4 (double step), e4–e5, so 2 moves; e3 to e5 is also 2; e2 "
                   "to d3 cannot be reached without a capture.")};
    case Metric::Center:
        return {tr("How many king moves a square is from the middle of the board (d4, e4, d5 or "
                   "e5)."),
                tr("Formula: max(c(file), c(rank)) with c = 3 2 1 0 0 1 2 3 for the files a to "
                   "h (and ranks 1 to 8): rings around the centre. The clicked square is not "
                   "used."),
                tr("b2: c(b) = 2, c(2) = 2, so 2; a1 is 3, d4 is 0.")};
    case Metric::CenterManhattan:
        return {tr("How many up, down, left or right steps a square is from the middle of the "
                   "board."),
                tr("Formula: c(file) + c(rank) with c = 3 2 1 0 0 1 2 3, 0 to 6, the "
                   "orthogonal distance to the nearest centre square. The chess program Chess "
                   "4.x pushed the losing king towards a corner with it (mop-up)."),
                tr("a1: 3 + 3 = 6; d1: 0 + 3 = 3. Mop-up score with the losing king on a8 and "
                   "the winning king on c6: 4.7 × 6 + 1.6 × (14 − 4) = 44.2.")};
    case Metric::Edge:
        return {tr("How far a square is from the nearest edge of the board."),
                tr("Formula: min(file, 7 − file, rank, 7 − rank) with files and ranks counted "
                   "0 to 7; always 3 minus the center distance."),
                tr("c3: 2 files from the a-file and 2 ranks from the first rank, so 2.")};
    case Metric::Corner:
        return {tr("How many king moves a square is from the nearest corner."),
                tr("Formula: max(min(f, 7 − f), min(r, 7 − r)) with f and r counted 0 to 7."),
                tr("c2: 2 files from the a-file, 1 rank from the first rank, so max(2, 1) = 2 "
                   "king moves to a1.")};
    case Metric::KbnkCorner:
        return {tr("How far a lone king is from the corners where a king, bishop and knight can "
                   "checkmate it."),
                tr("The clicked square is the bishop's. Mate with bishop and knight can only be "
                   "forced in a corner of the bishop's colour, so each number counts the "
                   "diagonals between the lone king and the nearer of those two corners. "
                   "Formula: a dark bishop uses a1 and h8, k = file + rank; a light bishop uses "
                   "h1 and a8, k = (7 − file) + rank; the result is min(k, 14 − k)."),
                tr("Bishop on c1 (dark), king on h8: h8 is a dark corner, so 0. Bishop on f1 "
                   "(light), king on h8: 7, the king stands in the wrong corner.")};
    case Metric::Reach:
        return {
            tr("How many moves the piece on the clicked square needs to get to each square, "
               "while all the other pieces stay where they are."),
            tr("Fill: all squares the piece attacks from the source get 1; from all of them "
               "at once, the new squares get 2, and so on, 64 squares at a time with "
               "bitboards. Own pieces block, enemy pieces can be captured (the capture mode "
               "says what happens next). The same numbers come from Kappe's method: powers "
               "of the 64×64 move matrix (I + A)ⁿ, where entry (u, v) turns 1 at n = "
               "distance."),
            tr("A white rook on a1 with a white pawn on a4: a2 and a3 are 1, a5 is 3 (for example "
               "a1–b1–b5–a5), and a4 cannot be reached: an own piece stands there.")};
    }
    return {};
}

} // namespace cd::gui
