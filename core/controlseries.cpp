#include "controlseries.h"

#include "control.h"

namespace cd {

ControlBalance controlBalance(const Board& board)
{
    const ControlCounts counts = control(board).plain;
    ControlBalance balance;
    for (std::size_t s = 0; s < 64; ++s) {
        balance.white += counts.white[s] > counts.black[s];
        balance.black += counts.black[s] > counts.white[s];
    }
    return balance;
}

std::vector<ControlBalance> controlSeries(const std::vector<Position>& positions)
{
    std::vector<ControlBalance> series;
    series.reserve(positions.size());
    for (const Position& position : positions)
        series.push_back(controlBalance(position.board()));
    return series;
}

} // namespace cd
