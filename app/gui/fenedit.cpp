#include "fenedit.h"

#include <QFocusEvent>
#include <QKeyEvent>

namespace cd::gui {

FenEdit::FenEdit(QWidget* parent) : QLineEdit(parent)
{
    // Connected first, so the flag is current for every later receiver of textEdited.
    connect(this, &QLineEdit::textEdited, this, [this](const QString& text) {
        m_pasted = text.size() - m_lengthBefore > 1;
        m_lengthBefore = text.size();
        m_edited = true;
    });
}

void FenEdit::showFen(const QString& fen)
{
    setText(fen);
    m_lengthBefore = fen.size();
    m_edited = false;
    setRejected(false);
}

void FenEdit::setRejected(bool rejected)
{
    if (rejected == m_rejected)
        return;
    m_rejected = rejected;
    setStyleSheet(rejected ? QStringLiteral("QLineEdit { border: 2px solid #b00020; }")
                           : QString());
}

bool FenEdit::event(QEvent* e)
{
    // Esc belongs to the field while it has the keyboard, not to the window's shortcut.
    if (e->type() == QEvent::ShortcutOverride &&
        static_cast<QKeyEvent*>(e)->key() == Qt::Key_Escape) {
        e->accept();
        return true;
    }
    return QLineEdit::event(e);
}

void FenEdit::keyPressEvent(QKeyEvent* e)
{
    if (e->key() == Qt::Key_Escape) {
        emit revertRequested();
        return;
    }
    QLineEdit::keyPressEvent(e);
}

void FenEdit::focusOutEvent(QFocusEvent* e)
{
    QLineEdit::focusOutEvent(e);
    // Another window (a browser to copy a FEN from) or a menu does not end the edit.
    if (m_edited && e->reason() != Qt::ActiveWindowFocusReason &&
        e->reason() != Qt::PopupFocusReason)
        emit revertRequested();
}

} // namespace cd::gui
