#include "blankscreen.h"

#include <QKeyEvent>
#include <QPainter>

namespace cd::gui {

BlankScreen::BlankScreen(QWidget* window) : QWidget(window)
{
    setObjectName(QStringLiteral("blankScreen"));
    setFocusPolicy(Qt::StrongFocus);
    setCursor(Qt::BlankCursor);
    hide();
    window->installEventFilter(this);
}

void BlankScreen::blank()
{
    setGeometry(parentWidget()->rect());
    show();
    raise();
    setFocus(Qt::OtherFocusReason);
}

bool BlankScreen::event(QEvent* event)
{
    // The key that ends the black screen does nothing else: no shortcut takes it.
    if (event->type() == QEvent::ShortcutOverride && isVisible()) {
        event->accept();
        return true;
    }
    return QWidget::event(event);
}

bool BlankScreen::eventFilter(QObject* watched, QEvent* event)
{
    if (watched == parentWidget() && event->type() == QEvent::Resize && isVisible())
        setGeometry(parentWidget()->rect());
    return QWidget::eventFilter(watched, event);
}

void BlankScreen::keyPressEvent(QKeyEvent* event)
{
    switch (event->key()) {
    case Qt::Key_Shift: // a modifier alone is no key yet
    case Qt::Key_Control:
    case Qt::Key_Alt:
    case Qt::Key_Meta:
        return;
    default:
        end();
    }
}

void BlankScreen::mousePressEvent(QMouseEvent*)
{
    end();
}

void BlankScreen::paintEvent(QPaintEvent*)
{
    QPainter(this).fillRect(rect(), Qt::black);
}

void BlankScreen::end()
{
    hide();
    emit ended();
}

} // namespace cd::gui
