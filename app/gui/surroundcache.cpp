#include "surroundcache.h"

#include <QPainter>

namespace cd::gui {

const QImage& SurroundCache::picture(const BoardRenderer& renderer, QSize size, qreal dpr,
                                     const QBrush& window)
{
    const QRectF target(QPointF(0, 0), QSizeF(size));
    const BoardLayout& layout = renderer.layout(target);
    if (!m_picture.isNull() && m_size == size && m_dpr == dpr && m_window == window &&
        sameSurround(m_diagram, m_layout, renderer.diagram(), layout))
        return m_picture;
    m_size = size;
    m_dpr = dpr;
    m_window = window;
    m_diagram = renderer.diagram();
    m_layout = layout;
    m_picture = QImage(size * dpr, QImage::Format_ARGB32_Premultiplied);
    m_picture.setDevicePixelRatio(dpr);
    // As BoardView::paintEvent paints the whole board: the window, then the diagram's layers.
    QPainter p(&m_picture);
    p.fillRect(target, window);
    p.setRenderHint(QPainter::Antialiasing);
    p.setRenderHint(QPainter::TextAntialiasing);
    renderer.paint(p, target, {.ground = true, .board = false, .labels = false, .surround = true});
    return m_picture;
}

} // namespace cd::gui
