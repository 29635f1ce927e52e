// What a new position keeps of the last question: one rule, one table, applied by every edit of
// the position, the metric and the side to move (docs/manual.md has the same table in words).
#include "boardstate.h"

#include "metricinfo.h"

namespace cd::gui {

BoardState::Keeps BoardState::keeps(Change change)
{
    // A change that starts a new lesson (a new FEN, a cleared board, a game) starts from a clean
    // question; a change inside the lesson (a piece dragged, a move stepped, the metric, the side
    // to move) keeps it. The route stepped to starts again whenever the question changes.
    //          source target via   probe zone   wave   compare route
    switch (change) {
    case Change::NewPosition:
        return {true, true, true, true, false, false, false, false};
    case Change::PieceDragged:
        return {true, true, true, true, true, true, true, false};
    case Change::BoardCleared:
        return {false, false, false, true, false, false, false, false};
    case Change::GameOpened:
        return {false, false, false, true, false, false, false, false};
    case Change::MoveStepped:
        return {true, true, true, true, true, true, true, false};
    case Change::MetricChanged:
        return {true, true, true, true, true, true, true, false};
    case Change::SideSwitched:
        return {true, true, true, true, true, true, true, false};
    }
    return {};
}

QString BoardState::keepAfter(Change change, const Board& before, ModelState& next)
{
    const Keeps k = keeps(change);
    Query& q = next.query;
    bool emptied = q.from && !q.board.pieceAt(*q.from);
    if (change == Change::PieceDragged) // the source follows its piece; a square chosen stays
        emptied = emptied && before.pieceAt(*q.from);
    else if (change == Change::MetricChanged || change == Change::SideSwitched)
        emptied = false; // the same pieces
    if (!k.source || emptied)
        q.from.reset();
    if (!k.target || !q.from) // target and via belong to the source's question
        q.to.reset();
    if (!k.via || !q.from)
        q.via.reset();
    if (!k.probe)
        next.probe = kDefaultProbe;
    ViewState& v = next.view;
    if (!k.wavefront) {
        v.wavefront = false;
        v.step = 0;
    }
    if (!k.comparison) {
        v.compare = CompareMode::Off;
        v.difference = false;
        v.before.reset();
    }
    if (!k.routeStep) {
        v.route.reset();
        v.currentRoute = 0;
    }
    if (!k.zone) {
        v.zone = false;
    } else if (v.zone && q.metric != Metric::Reach) { // only a piece's moves have a zone
        v.zone = false;
        return tr("Who can stop it? is off: %1 has no zones, only a piece's moves in a position")
            .arg(metricLabel(q.metric));
    }
    return {};
}

void BoardState::clearBoard()
{
    editPosition(Board(), tr("Clear board"), 0, Change::BoardCleared);
}

void BoardState::leaveGame(ModelState& next) const
{
    if (m_state.game.following()) // Back to the game measures this piece again
        next.game.leftFrom = m_state.query.from;
    next.game.leave();
}

} // namespace cd::gui
