// BoardState's side to move: who it is, when what the board shows turns on it, and the switch a
// teacher makes to ask the same question for the other side (boardstate.cpp has the other edits).
#include "boardstate.h"

#include "diagram/sidetomove.h"
#include "sideswitch.h"

namespace cd::gui {

Color BoardState::sideToMove() const
{
    return colorToMove(m_state.query.board);
}

bool BoardState::sideToMoveMatters() const
{
    // The exports' rule too (sidetomove.h): a zone, who arrives first, a game's position; the
    // control's counts never turn on it (its caption says so).
    if (shownView() == ShownView::Control)
        return followingGame();
    return cd::sideToMoveMatters(m_shown.query, shownView() != ShownView::Map || followingGame());
}

bool BoardState::switchSideToMove()
{
    const auto switched = withSideSwitched(m_state.query.board);
    if (!switched) {
        emit notice(sideToMove() == Color::White
                        ? tr("White stays to move: White is in check, and the side not to move "
                             "cannot be in check")
                        : tr("Black stays to move: Black is in check, and the side not to move "
                             "cannot be in check"));
        return false;
    }
    editPosition(*switched,
                 sideToMove() == Color::White ? tr("Black to move") : tr("White to move"), 0,
                 Change::SideSwitched);
    return true;
}

Diagram BoardState::withSideToMove(Diagram d) const
{
    if (sideToMoveMatters())
        markSideToMove(d, sideToMove(), true);
    return d;
}

} // namespace cd::gui
