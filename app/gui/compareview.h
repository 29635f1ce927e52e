// The second board of a comparison: the same source, target and position under another metric,
// or the map frozen before a position change ("before" beside the live "after"), or the
// difference of the two. It draws the BoardState's compareDiagram() and is visible while the
// state compares; clicks set the source and target like the main board's.
#pragma once

#include "boardstate.h"
#include "boardview.h"

class QAction;
class QActionGroup;
class QMenu;

namespace cd::gui {

class CompareView : public BoardView {
    Q_OBJECT
public:
    using Mode = CompareMode;

    explicit CompareView(BoardState* state, QWidget* parent = nullptr);

    Mode mode() const { return m_state->view().compare; }
    Metric metric() const { return m_state->view().compareMetric; }
    bool difference() const { return m_state->view().difference; }

    // Edits of the state's comparison (the menu's actions call them too).
    void compareWith(Metric m) { m_state->compareWith(m); }
    void freezeBefore() { m_state->freezeBefore(); }
    void turnOff() { m_state->setCompareOff(); }
    void setDifference(bool on) { m_state->setDifference(on); }

    // The top of the colour scale both boards use; 0 when there is no shared scale.
    int sharedMax() const;

    // View > Compare: off, the metrics, before/after, difference (owned by `parent`).
    QMenu* createMenu(QWidget* parent);

private:
    void stateChanged();
    void syncMenu();

    BoardState* m_state;
    QActionGroup* m_metricGroup = nullptr;
    QAction* m_off = nullptr;
    QAction* m_toggle = nullptr;
    QAction* m_before = nullptr;
    QAction* m_differenceAction = nullptr;
};

} // namespace cd::gui
