#include "surroundcache.h"

#include <QPainter>

namespace cd::gui {

namespace {

// An opaque backing store's own format, which needs no alpha; else one with alpha.
QImage::Format formatFor(const QPaintDevice* device)
{
    if (device && device->devType() == QInternal::Image &&
        static_cast<const QImage*>(device)->format() == QImage::Format_RGB32)
        return QImage::Format_RGB32;
    return QImage::Format_ARGB32_Premultiplied;
}

} // namespace

const QImage& SurroundCache::picture(const BoardRenderer& renderer, QSize size, qreal dpr,
                                     const QBrush& window, const QPaintDevice* device)
{
    const QRectF target(QPointF(0, 0), QSizeF(size));
    const BoardLayout& layout = renderer.layout(target);
    const QImage::Format format = formatFor(device);
    if (!m_picture.isNull() && m_picture.format() == format && m_size == size && m_dpr == dpr &&
        m_window == window && sameSurround(m_diagram, m_layout, renderer.diagram(), layout))
        return m_picture;
    m_size = size;
    m_dpr = dpr;
    m_window = window;
    m_diagram = renderer.diagram();
    m_layout = layout;
    m_picture = QImage(size * dpr, format);
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
