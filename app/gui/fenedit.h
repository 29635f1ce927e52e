// The FEN field: Esc puts back the board's FEN (it never reaches the window's Esc shortcut), a
// rejected text gets a red frame, and it tells a paste from typing (a valid paste or Enter hands
// the keyboard back to the board, so that the board's keys never type into the field).
#pragma once

#include <QLineEdit>

namespace cd::gui {

class FenEdit : public QLineEdit {
    Q_OBJECT
public:
    explicit FenEdit(QWidget* parent = nullptr);

    // Shows the board's FEN (not an edit of the user's).
    void showFen(const QString& fen);
    // Red frame on (the text is not a position) or off.
    void setRejected(bool rejected);
    bool isRejected() const { return m_rejected; }
    // The last edit inserted more than one character at once: a paste, not typing.
    bool lastEditPasted() const { return m_pasted; }

signals:
    // Esc: the field should show the board's position again.
    void revertRequested();

protected:
    bool event(QEvent* e) override;
    void keyPressEvent(QKeyEvent* e) override;

private:
    bool m_rejected = false;
    bool m_pasted = false;
    qsizetype m_lengthBefore = 0; // to tell a paste from typing
};

} // namespace cd::gui
