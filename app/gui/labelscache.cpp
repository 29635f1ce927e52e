#include "labelscache.h"

#include <QPainter>

#include <algorithm>

namespace cd::gui {

LabelsCache::Band LabelsCache::band(const BoardRenderer& renderer, QSize size,
                                    const QImage& surround)
{
    const QRect widget(QPoint(0, 0), size);
    const BoardLayout& layout = renderer.layout(QRectF(widget));
    const QRect rect = labelsRect(layout, widget);
    if (rect.isEmpty())
        return {};
    // The device pixels under `rect`, whole ones on ratios such as 1.5.
    const qreal dpr = surround.devicePixelRatio();
    const QRect device =
        QRectF(QPointF(rect.topLeft()) * dpr, QSizeF(rect.size()) * dpr).toAlignedRect() &
        surround.rect();
    for (auto kept = m_bands.begin(); kept != m_bands.end(); ++kept)
        if (kept->surround == surround.cacheKey() && kept->rect == rect &&
            sameLabels(kept->diagram, kept->layout, renderer.diagram(), layout)) {
            std::rotate(m_bands.begin(), kept, kept + 1);
            return {&m_bands.front().picture, rect, device.topLeft()};
        }
    // The surround under the band, then the labels as paintEvent paints them, moved by whole
    // device pixels: the same pixels as painted in place.
    QImage picture = surround.copy(device);
    picture.setDevicePixelRatio(1);
    {
        QPainter p(&picture);
        p.setTransform(QTransform(dpr, 0, 0, dpr, -device.left(), -device.top()));
        p.setRenderHint(QPainter::Antialiasing);
        p.setRenderHint(QPainter::TextAntialiasing);
        renderer.paint(p, QRectF(widget),
                       {.ground = false, .board = false, .labels = true, .surround = false});
    }
    m_bands.insert(m_bands.begin(),
                   {surround.cacheKey(), renderer.diagram(), layout, rect, std::move(picture)});
    if (m_bands.size() > kKept)
        m_bands.pop_back();
    return {&m_bands.front().picture, rect, device.topLeft()};
}

} // namespace cd::gui
