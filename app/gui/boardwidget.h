// The board on screen: paints the current diagram with the shared BoardRenderer and turns
// clicks, keys and drags into edits of the BoardState. It computes no distance itself.
#pragma once

#include "boardstate.h"
#include "boardview.h"

#include <QPoint>

#include <QString>

#include <optional>
#include <utility>
#include <vector>

namespace cd::gui {

class BoardWidget : public BoardView {
    Q_OBJECT
public:
    explicit BoardWidget(BoardState* state, QWidget* parent = nullptr);

    BoardState* state() const { return m_state; }

    // The keyboard focus square, outlined whenever the board has the focus.
    Square focusSquare() const { return m_focus; }
    void setFocusSquare(Square s);
    // What a click on s does: left sets or clears the source, right or Shift+left the target,
    // Ctrl+left a via square; in what-if mode left blocks or unblocks an empty square.
    void click(Square s, Qt::MouseButton button, Qt::KeyboardModifiers modifiers);
    // What-if mode (the Mobility panel): a left click puts a neutral blocker on an empty square.
    // The clicks and keys the board itself handles, with what they do (for the shortcut help).
    static std::vector<std::pair<QString, QString>> gestures();

signals:
    // The square under the mouse (or the keyboard focus), nullopt when it leaves the board.
    void hovered(std::optional<Square> square);
    // A message for the status bar ("a pawn cannot stand on e8").
    void message(const QString& text);

protected:
    void paintOver(QPainter& painter) override;
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
    void stateChanged();
    // Repaints the focus square alone: its frame appeared, moved or went.
    void updateFocusFrame();
    // Tells screen readers which square has the focus and that its name may have changed.
    void notifyAccessibility(bool focusMoved);
    void startDrag(Square from);
    // Puts `piece` on `to` (and lifts it off `from`), through the undo stack.
    void placePiece(Piece piece, std::optional<Square> from, Square to);
    void removePiece(Square s);

    BoardState* m_state;
    Square m_focus = makeSquare(4, 3); // e4
    bool m_keyboardUsed = false;       // a key pressed on the board in presentation mode
    std::optional<Square> m_hover;
    QPoint m_pressPos;
    bool m_dragging = false;
};

} // namespace cd::gui
