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

} // namespace cd::gui
