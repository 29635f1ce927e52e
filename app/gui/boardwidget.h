// The board on screen: paints the current diagram with the shared BoardRenderer and turns
// clicks, keys and drags into edits of the BoardState. It computes no distance itself.
#pragma once

#include "boardstate.h"

#include "diagram/boardrenderer.h"
#include "diagram/diagrambuilder.h"

#include <QPoint>
#include <QWidget>

#include <optional>

namespace cd::gui {

// MIME type of a dragged piece: its FEN letter, then the square it left ("" from the palette).
inline constexpr const char* kPieceMime = "application/x-chess-distance-piece";

class BoardWidget : public QWidget {
    Q_OBJECT
public:
    explicit BoardWidget(BoardState* state, QWidget* parent = nullptr);

    BoardState* state() const { return m_state; }

    void setDisplay(const DisplayOptions& display);
    const DisplayOptions& display() const { return m_display; }
    // Which routes are drawn as arrows: one route (0-based) or, with -1, the first `shown`.
    void setRouteSelection(int route, int shown);
    // The colour scale reaches at least this value (a comparison's shared scale; 0: own scale).
    void setScaleFloor(int top);
    // Two squares outlined over the board (a hovered cell of Kappe's matrix); nullopt clears.
    void setHighlightPair(std::optional<std::pair<Square, Square>> pair);
    std::optional<std::pair<Square, Square>> highlightPair() const { return m_highlightPair; }

    // Exactly what the board shows, for export and the clipboard.
    const Diagram& diagram() const { return m_renderer.diagram(); }
    const BoardRenderer& renderer() const { return m_renderer; }

    // The keyboard focus square, outlined whenever the board has the focus.
    Square focusSquare() const { return m_focus; }
    void setFocusSquare(Square s);
    // What a click on s does: left sets or clears the source, right or Shift+left the target,
    // Ctrl+left a via square.
    void click(Square s, Qt::MouseButton button, Qt::KeyboardModifiers modifiers);
    // The square under a point of the widget, if any.
    std::optional<Square> squareAt(QPoint p) const;
    QRectF squareRect(Square s) const;

    QSize sizeHint() const override { return {640, 640}; }
    QSize minimumSizeHint() const override { return {240, 240}; }

signals:
    // The square under the mouse (or the keyboard focus), nullopt when it leaves the board.
    void hovered(std::optional<Square> square);
    // A message for the status bar ("a pawn cannot stand on e8").
    void message(const QString& text);
    // setDisplay() was called (palette, flip, ...).
    void displayChanged();

protected:
    void paintEvent(QPaintEvent* event) override;
    void mousePressEvent(QMouseEvent* event) override;
    void mouseMoveEvent(QMouseEvent* event) override;
    void mouseReleaseEvent(QMouseEvent* event) override;
    void leaveEvent(QEvent* event) override;
    void keyPressEvent(QKeyEvent* event) override;
    void focusInEvent(QFocusEvent* event) override;
    bool event(QEvent* event) override;
    void dragEnterEvent(QDragEnterEvent* event) override;
    void dragMoveEvent(QDragMoveEvent* event) override;
    void dropEvent(QDropEvent* event) override;

private:
    void rebuild();
    // Tells screen readers which square has the focus and that its name may have changed.
    void notifyAccessibility(bool focusMoved);
    void startDrag(Square from);
    // Puts `piece` on `to` (and lifts it off `from`), through the undo stack.
    void placePiece(Piece piece, std::optional<Square> from, Square to);
    void removePiece(Square s);

    BoardState* m_state;
    DisplayOptions m_display;
    int m_route = -1;
    int m_shown = 1;
    BoardRenderer m_renderer;
    Square m_focus = makeSquare(4, 3); // e4
    std::optional<Square> m_hover;
    std::optional<Square> m_pressSquare;
    QPoint m_pressPos;
    Qt::MouseButton m_pressButton = Qt::NoButton;
    bool m_dragging = false;
    int m_scaleFloor = 0;
    std::optional<std::pair<Square, Square>> m_highlightPair;
};

} // namespace cd::gui
