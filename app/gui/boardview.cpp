#include "boardview.h"

#include <QMouseEvent>
#include <QPainter>

namespace cd::gui {

BoardView::BoardView(QWidget* parent) : QWidget(parent), m_renderer(Diagram{})
{
    setAttribute(Qt::WA_OpaquePaintEvent);
    setSizePolicy(QSizePolicy::Expanding, QSizePolicy::Expanding);
}

void BoardView::setDiagram(const Diagram& diagram)
{
    m_renderer = BoardRenderer(diagram);
    update();
}

std::optional<Square> BoardView::squareAt(QPoint p) const
{
    return m_renderer.squareAt(QRectF(rect()), QPointF(p));
}

QRectF BoardView::squareRect(Square s) const
{
    return m_renderer.squareRect(QRectF(rect()), s);
}

void BoardView::paintEvent(QPaintEvent*)
{
    QPainter p(this);
    p.fillRect(rect(), palette().window());
    p.setRenderHint(QPainter::Antialiasing);
    p.setRenderHint(QPainter::TextAntialiasing);
    m_renderer.paint(p, QRectF(rect()));
    paintOver(p);
}

void BoardView::paintOver(QPainter&) {}

void BoardView::mousePressEvent(QMouseEvent* event)
{
    m_pressSquare = squareAt(event->position().toPoint());
    m_pressButton = event->button();
}

void BoardView::mouseReleaseEvent(QMouseEvent* event)
{
    const auto s = squareAt(event->position().toPoint());
    if (s && s == m_pressSquare)
        emit clicked(*s, m_pressButton, event->modifiers());
    m_pressSquare.reset();
}

} // namespace cd::gui
