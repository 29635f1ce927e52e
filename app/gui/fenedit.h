// The FEN field: it sets the position only when asked to (Enter, or a valid paste), never while
// the user types; Esc, or leaving the field for another of the window's widgets, puts back the
// board's FEN (Esc never reaches the window's Esc shortcut); a rejected text gets a red frame.
#pragma once

#include <QLineEdit>

namespace cd::gui {

class FenEdit : public QLineEdit {
    Q_OBJECT
public:
    explicit FenEdit(QWidget* parent = nullptr);

    // Shows the board's FEN (not an edit of the user's).
    void showFen(const QString& fen);
    // The user's text is the board's position now (Enter took it): it stays as spelled.
    void keepText() { m_edited = false; }
    // Red frame on (the text is not a position) or off.
    void setRejected(bool rejected);
    bool isRejected() const { return m_rejected; }
    // The user changed the text since the field last showed the board's position.
    bool isEdited() const { return m_edited; }
    // The last edit inserted more than one character at once: a paste, not typing.
    bool lastEditPasted() const { return m_pasted; }

signals:
    // Esc, or the keyboard went elsewhere with an edit not taken: show the board's FEN again.
    void revertRequested();

protected:
    bool event(QEvent* e) override;
    void keyPressEvent(QKeyEvent* e) override;
    void focusOutEvent(QFocusEvent* e) override;

private:
    bool m_rejected = false;
    bool m_pasted = false;
    bool m_edited = false;
    qsizetype m_lengthBefore = 0; // to tell a paste from typing
};

} // namespace cd::gui
