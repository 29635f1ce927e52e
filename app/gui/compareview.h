// The second board of a comparison: the same source, target and position under another metric,
// or the map frozen before a position change ("before" beside the live "after"), or the
// difference of the two. Read-only apart from clicks, which set the source and target like the
// main board's. Both boards share one colour scale: the window gives the main board sharedMax().
#pragma once

#include "boardstate.h"

#include "diagram/boardrenderer.h"
#include "diagram/diagrambuilder.h"

#include <QWidget>

class QAction;
class QActionGroup;
class QMenu;

namespace cd::gui {

class CompareView : public QWidget {
    Q_OBJECT
public:
    enum class Mode { Off, Metric, Before };

    explicit CompareView(BoardState* state, QWidget* parent = nullptr);

    Mode mode() const { return m_mode; }
    Metric metric() const { return m_metric; }
    bool difference() const { return m_difference; }

    // Another metric beside the main board's.
    void compareWith(Metric m);
    // The map as it is now, kept as "before" beside the live board.
    void freezeBefore();
    void turnOff();
    // Show A − B (main minus this board's map) instead of B.
    void setDifference(bool on);
    // The main board's view switches (palette, flip, numbers, step ...).
    void setDisplay(const DisplayOptions& display);

    const Diagram& diagram() const { return m_renderer.diagram(); }
    // The top of the colour scale both boards use; 0 when there is no shared scale.
    int sharedMax() const { return m_sharedMax; }
    std::optional<Square> squareAt(QPoint p) const;
    QRectF squareRect(Square s) const;

    // View > Compare: off, the metrics, before/after, difference (owned by `parent`).
    QMenu* createMenu(QWidget* parent);

    QSize sizeHint() const override { return {640, 640}; }
    QSize minimumSizeHint() const override { return {240, 240}; }

signals:
    // The mode, the diagram or the shared scale changed.
    void changed();
    // Off, another metric, before/after or the difference was chosen.
    void modeChanged();

protected:
    void paintEvent(QPaintEvent* event) override;
    void mouseReleaseEvent(QMouseEvent* event) override;

private:
    void rebuild();
    void syncMenu();

    BoardState* m_state;
    Mode m_mode = Mode::Off;
    Metric m_metric = Metric::Chebyshev;
    bool m_difference = false;
    DisplayOptions m_display;
    Query m_beforeQuery;
    Answer m_beforeAnswer;
    BoardRenderer m_renderer;
    int m_sharedMax = 0;
    QActionGroup* m_metricGroup = nullptr;
    QAction* m_off = nullptr;
    QAction* m_toggle = nullptr;
    QAction* m_before = nullptr;
    QAction* m_differenceAction = nullptr;
};

} // namespace cd::gui
