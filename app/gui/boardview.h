// A board on screen: paints a Diagram with the shared BoardRenderer, which alone maps squares to
// pixels and back, and reports clicks on squares. The main board, the comparison board and the
// table of values are all BoardViews; none computes a distance or edits a Diagram.
#pragma once

#include "diagram/boardrenderer.h"
#include "labelscache.h"
#include "surroundcache.h"

#include <QWidget>

#include <optional>
#include <vector>

namespace cd::gui {

class BoardView : public QWidget {
    Q_OBJECT
public:
    explicit BoardView(QWidget* parent = nullptr);

    void setDiagram(const Diagram& diagram);
    // Exactly what the board shows, for export and the clipboard.
    const Diagram& diagram() const { return m_renderer.diagram(); }
    const BoardRenderer& renderer() const { return m_renderer; }

    // The square under a point of the widget, if any.
    std::optional<Square> squareAt(QPoint p) const;
    QRectF squareRect(Square s) const;

    // Off: every frame painted whole, as exports paint it (the tests compare both ways).
    void setSurroundCached(bool on);

    QSize sizeHint() const override { return {640, 640}; }
    QSize minimumSizeHint() const override { return {240, 240}; }

signals:
    // A click (press and release on one square, no drag) on square s.
    void clicked(Square s, Qt::MouseButton button, Qt::KeyboardModifiers modifiers);

protected:
    void paintEvent(QPaintEvent* event) override;
    void mousePressEvent(QMouseEvent* event) override;
    void mouseReleaseEvent(QMouseEvent* event) override;
    // Drawn over the diagram (the main board's keyboard focus).
    virtual void paintOver(QPainter& painter);

    std::optional<Square> m_pressSquare;
    Qt::MouseButton m_pressButton = Qt::NoButton;

private:
    static constexpr std::size_t kRecentLayouts = 3;

    BoardRenderer m_renderer;
    // The renderers before it, whose layouts a new diagram that lays out alike takes over.
    std::vector<BoardRenderer> m_recent;
    // What a click leaves alone, kept between frames (surroundcache.h).
    SurroundCache m_surround;
    // The legend and caption of the last few diagrams, kept likewise (labelscache.h).
    LabelsCache m_labels;
    bool m_surroundCached = true;
};

} // namespace cd::gui
