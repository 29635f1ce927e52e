#include "metricinfo.h"

#include "guitext.h"

#include <QCoreApplication>

namespace cd::gui {

const std::vector<Metric>& menuMetrics()
{
    static const std::vector<Metric> order = {Metric::Chebyshev,
                                              Metric::Manhattan,
                                              Metric::Knight,
                                              Metric::Center,
                                              Metric::CenterManhattan,
                                              Metric::Reach,
                                              Metric::Edge,
                                              Metric::KbnkCorner,
                                              Metric::Corner,
                                              Metric::Rook,
                                              Metric::Bishop,
                                              Metric::Queen,
                                              Metric::Pawn,
                                              Metric::File,
                                              Metric::Rank};
    return order;
}

QString metricExplanation(Metric m)
{
    switch (m) {
    case Metric::File:
        return tr("How many files apart two squares are, ignoring ranks: 0 to 7.");
    case Metric::Rank:
        return tr("How many ranks apart two squares are, ignoring files: 0 to 7.");
    case Metric::Chebyshev:
        return tr("The number of king moves between two squares on an empty board: the larger "
                  "of the file and rank differences. From a1 to h8 it is 7, because every "
                  "diagonal step gains a file and a rank at once.");
    case Metric::Manhattan:
        return tr("The number of orthogonal king steps (no diagonals): file difference plus "
                  "rank difference, 0 to 14. Only the ends of the long diagonals are 14 apart.");
    case Metric::Knight:
        return tr("The fewest knight moves between two squares on an empty board, 0 to 6. "
                  "Odd distances always change the square colour. A corner and its diagonal "
                  "neighbour (a1-b2) are 4 apart although they touch: the edge takes away the "
                  "short routes.");
    case Metric::Rook:
        return tr("The fewest rook moves on an empty board: 1 along a file or rank, otherwise 2.");
    case Metric::Bishop:
        return tr("The fewest bishop moves on an empty board: 1 along a diagonal, 2 to any "
                  "other square of the same colour, and unreachable on the other colour.");
    case Metric::Queen:
        return tr("The fewest queen moves on an empty board: 1 along a line, otherwise 2.");
    case Metric::Pawn:
        return tr("The fewest moves of a white pawn on an empty board: straight ahead only, "
                  "with the double step from the second rank. Everything else is unreachable.");
    case Metric::Center:
        return tr("How many king moves a square is from the four centre squares d4, e4, d5, e5: "
                  "0 in the centre, 3 on the edge. Engines use it to bring kings forward in "
                  "endgames. The source square is not used.");
    case Metric::CenterManhattan:
        return tr("The orthogonal-step distance to the nearest centre square: 0 to 6, 6 in the "
                  "corners. Chess 4.x used it to drive the losing king to the edge (mop-up).");
    case Metric::Edge:
        return tr("How far a square is from the nearest edge of the board: 3 minus the center "
                  "distance.");
    case Metric::Corner:
        return tr("How many king moves a square is from the nearest corner.");
    case Metric::KbnkCorner:
        return tr("For mate with bishop and knight: the source is the bishop's square and each "
                  "number is how far the defending king stands from the nearer corner of the "
                  "bishop's colour, the only corners where mate can be forced.");
    case Metric::Reach:
        return tr("How many moves the piece on the source square needs to reach each square in "
                  "the current position, every other piece frozen. Own pieces block; enemy "
                  "pieces can be captured (the capture ends the route unless the capture mode "
                  "says otherwise); pawns push, double-step and capture like pawns. On an empty "
                  "source square the probe piece stands in.");
    }
    return {};
}

} // namespace cd::gui
