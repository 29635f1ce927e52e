// BoardState's edits of what the board shows besides the query: routes, wavefront, comparison,
// first to arrive, contrast (boardstate.cpp has the query's edits and the rebuilding).
#include "boardstate.h"

#include "squareinfo.h"

#include "diagram/controldiagram.h"
#include "diagram/counttext.h"
#include "diagram/zonediagram.h"
#include "diagram/zonetext.h"

#include <algorithm>

namespace cd::gui {

namespace {

// Merge keys of the steps that merge with the one before: FEN typing uses positive bout numbers.
constexpr int kWavefrontSteps = -1;
constexpr int kRouteSteps = -2;
// The most routes a user can step through (Query::limit grows to reach the chosen one).
constexpr int kMaxSteppedRoutes = 1000;

} // namespace

void BoardState::setDisplay(const DisplayOptions& display)
{
    ModelState next = m_state;
    next.view.display = display;
    change(next, tr("View"));
}

void BoardState::setRoutesShown(int n)
{
    ModelState next = m_state;
    next.view.routesShown = std::clamp(n, 0, kMaxRoutesShown);
    next.view.route.reset();
    next.view.currentRoute = 0; // "the first N", in their order
    change(next, tr("Routes shown"));
}

void BoardState::setArrival(std::optional<ArrivalView> view)
{
    ModelState next = m_state;
    next.view.arrival = view;
    change(next, tr("First to arrive"));
}

void BoardState::setZoneView(bool on)
{
    ModelState next = m_state;
    next.view.zone = on;
    change(next, on ? tr("Who can stop it") : tr("Zone off"));
}

void BoardState::setControlView(bool on)
{
    ModelState next = m_state;
    next.view.control = on;
    change(next, on ? tr("Control") : tr("Control off"));
}

void BoardState::setControlXray(bool on)
{
    ModelState next = m_state;
    next.view.controlXray = on;
    change(next, on ? tr("X-rays counted") : tr("X-rays not counted"));
}

BoardState::ShownView BoardState::shownView() const
{
    if (m_state.view.control)
        return ShownView::Control;
    if (m_state.view.arrival && m_arrival)
        return ShownView::Arrival;
    return m_state.view.zone && m_zone ? ShownView::Zone : ShownView::Map;
}

void BoardState::toggleAllRoutes()
{
    ModelState next = m_state;
    ViewState& v = next.view;
    if (v.routesShown > 1 && !v.route) { // back to one: the one that was in front
        v.routesShown = 1;
        if (v.currentRoute > 0)
            v.route = v.currentRoute;
    } else {
        if (v.route)
            v.currentRoute = *v.route;
        v.routesShown = kMaxRoutesShown;
        v.route.reset();
    }
    change(next, tr("Routes shown"));
}

void BoardState::stepRoute(int delta)
{
    const auto& t = m_shown.answer.trajectories;
    if (!t || t->count.value == 0)
        return;
    const auto total = static_cast<int>(std::min<std::uint64_t>(t->count.value, kMaxSteppedRoutes));
    ModelState next = m_state;
    if (const auto route = m_state.view.route)
        next.view.route = (*route + delta + total) % total;
    else if (m_state.view.routesShown > 1) // from all routes: on from the one in front
        next.view.route = (m_state.view.currentRoute + delta + total) % total;
    else // from "the first N": forward shows route 2, back the last one
        next.view.route = delta > 0 ? std::min(1, total - 1) : total - 1;
    next.view.currentRoute = *next.view.route;
    change(next, tr("Route"), kRouteSteps);
}

void BoardState::setWavefront(bool on)
{
    ModelState next = m_state;
    next.view.wavefront = on;
    change(next, on ? tr("Wavefront on") : tr("Wavefront off"));
}

void BoardState::setStep(int n)
{
    ModelState next = m_state;
    next.view.wavefront = true; // stepping is a way to switch the mode on
    next.view.step = std::clamp(n, 0, std::max(0, static_cast<int>(m_shown.answer.maximum)));
    change(next, tr("Wavefront step"), kWavefrontSteps);
}

void BoardState::stepWavefront(int delta)
{
    m_state.view.wavefront ? setStep(m_state.view.step + delta) : setWavefront(true);
}

void BoardState::compareWith(Metric m)
{
    ModelState next = m_state;
    next.view.compare = CompareMode::Metric;
    next.view.compareMetric = m;
    change(next, tr("Compare"));
}

void BoardState::freezeBefore()
{
    ModelState next = m_state;
    next.view.compare = CompareMode::Before;
    next.view.before = m_shown.query;
    change(next, tr("Before and after"));
}

void BoardState::setCompareOff()
{
    ModelState next = m_state;
    next.view.compare = CompareMode::Off;
    change(next, tr("One board"));
}

void BoardState::setDifference(bool on)
{
    ModelState next = m_state;
    next.view.difference = on;
    if (on && next.view.compare == CompareMode::Off)
        next.view.compare = CompareMode::Metric; // a difference needs a second map
    change(next, tr("Difference"));
}

void BoardState::setHighContrast(bool on)
{
    ModelState next = m_state;
    next.view.highContrast = on;
    change(next, tr("High contrast"));
}

void BoardState::setMobilityPiecesOnly(bool on)
{
    ModelState next = m_state;
    next.view.mobilityPiecesOnly = on;
    change(next, on ? tr("Pieces only") : tr("Pawns too"));
}

QString BoardState::describeSquare(Square s) const
{
    if (shownView() == ShownView::Control) // the counts, then the exchange move by move
        return squareAndPiece(m_state.query, s) + QStringLiteral(" — ") +
               controlSquareText(m_state.query.board, s, m_state.view.controlXray);
    if (shownView() == ShownView::Arrival)
        return arrivalDescription(m_state.query.board, *m_arrival, s);
    const QString map = squareDescription(m_state.query, m_shown.answer, s);
    if (shownView() == ShownView::Zone)
        if (const QString words = zoneSquareText(*m_zone, s); !words.isEmpty()) {
            // An interceptor's square is one the attacker need not reach: the map's
            // "unreachable" there would call the catching king unreachable.
            const bool unreached = m_shown.answer.map[static_cast<std::size_t>(s)] < 0;
            return (unreached ? squareAndPiece(m_state.query, s) : map) + QStringLiteral(" — ") +
                   words;
        }
    return map;
}

const BoardState::PositionMobility& BoardState::positionMobility() const
{
    const std::pair<Board, ReachOptions> of{m_state.query.board, m_state.query.reach};
    if (m_mobilityOf != of) {
        m_mobilityOf = of;
        m_mobility.pieces = mobility(of.first, of.second);
        ReachOptions without = of.second;
        without.blocked = 0;
        without.taboo = 0;
        m_mobility.withoutWhatIf =
            without == of.second ? m_mobility.pieces : mobility(of.first, without);
    }
    return m_mobility;
}

void BoardState::noteRoutesLeftOut(int asked, int drawn)
{
    const auto& t = m_shown.answer.trajectories;
    if (asked <= drawn || !t || t->count.value <= static_cast<std::uint64_t>(drawn))
        return;
    const QString note = tr("%1 of %2 routes drawn, the others left out to stay readable")
                             .arg(drawn)
                             .arg(countText(t->count));
    m_diagram.caption = m_diagram.caption.isEmpty() ? note : m_diagram.caption + u'\n' + note;
}

} // namespace cd::gui
