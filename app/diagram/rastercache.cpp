#include "diagram/rastercache.h"

#include <QCache>
#include <QImage>
#include <QMutex>
#include <QMutexLocker>
#include <QPaintEngine>
#include <QPainter>

#include <cmath>

namespace cd {

namespace {

constexpr int kCacheKilobytes = 64 * 1024;
// A square of the largest export (8192 px wide) fits: drawing its hatch or piece once instead of
// on every square made painting that export several times faster. Larger tiles are drawn.
constexpr int kLargestTile = 1024 * 1024;

struct TileCache {
    QMutex mutex;
    QCache<QByteArray, QImage> images{kCacheKilobytes};
};

TileCache& tiles()
{
    static TileCache cache;
    return cache;
}

} // namespace

bool paintsPixels(const QPainter& painter)
{
    const QPaintEngine* engine = painter.paintEngine();
    if (!engine)
        return false;
    const auto type = engine->type();
    return type == QPaintEngine::Raster || type == QPaintEngine::OpenGL ||
           type == QPaintEngine::OpenGL2;
}

QPointF snappedToPixel(QPointF p)
{
    return QPointF(std::round(p.x()), std::round(p.y()));
}

void drawCached(QPainter& painter, const QRectF& rect, const QByteArray& key,
                const std::function<void(QPainter&, const QRectF&)>& draw)
{
    const QTransform& t = painter.deviceTransform();
    const bool plainScale =
        t.type() <= QTransform::TxScale && t.m11() > 0 && qFuzzyCompare(t.m11(), t.m22());
    if (!paintsPixels(painter) || !plainScale || rect.isEmpty()) {
        draw(painter, rect);
        return;
    }
    // The tile holds the drawing at the device's scale, undistorted: whole pixels around the
    // exact size, which is part of the key to an eighth of a pixel.
    const qreal scale = t.m11();
    const QSizeF exact = rect.size() * scale;
    const int w = static_cast<int>(std::ceil(exact.width() - 1e-6));
    const int h = static_cast<int>(std::ceil(exact.height() - 1e-6));
    if (w <= 0 || h <= 0)
        return;
    if (w * h > kLargestTile) {
        draw(painter, rect);
        return;
    }
    const QByteArray fullKey = key + '@' + QByteArray::number(std::lround(exact.width() * 8)) +
                               'x' + QByteArray::number(std::lround(exact.height() * 8));

    TileCache& cache = tiles();
    QImage image;
    {
        const QMutexLocker lock(&cache.mutex);
        if (const QImage* cached = cache.images.object(fullKey))
            image = *cached;
    }
    if (image.isNull()) {
        // Drawn without the lock, so that the bands of a large export draw their tiles at the
        // same time; should two draw the same tile, the second replaces the first.
        image = QImage(w, h, QImage::Format_ARGB32_Premultiplied);
        image.fill(Qt::transparent);
        {
            QPainter p(&image);
            p.setRenderHints(painter.renderHints());
            p.scale(scale, scale);
            draw(p, QRectF(QPointF(0, 0), rect.size()));
        }
        const auto cost = static_cast<int>(std::max<qsizetype>(1, image.sizeInBytes() / 1024));
        const QMutexLocker lock(&cache.mutex);
        cache.images.insert(fullKey, new QImage(image), cost);
    }
    image.setDevicePixelRatio(scale);
    const QPointF device = t.map(rect.topLeft());
    // A copy at the tile's own size on whole pixels: smooth scaling changes no pixel of it, but
    // would keep Qt off its direct blend, onto spans that large tiles share out to threads.
    const bool smooth = painter.testRenderHint(QPainter::SmoothPixmapTransform);
    painter.setRenderHint(QPainter::SmoothPixmapTransform, false);
    painter.drawImage(t.inverted().map(snappedToPixel(device)), image);
    painter.setRenderHint(QPainter::SmoothPixmapTransform, smooth);
}

void drawTextCached(QPainter& painter, const QRectF& rect, int flags, const QString& text,
                    const QFont& font, const QColor& color)
{
    const QByteArray key = "text" + QByteArray::number(flags) + '/' +
                           QByteArray::number(color.rgba(), 16) + '/' + font.key().toUtf8() + '/' +
                           text.toUtf8();
    drawCached(painter, rect, key, [&](QPainter& p, const QRectF& r) {
        p.setFont(font);
        p.setPen(color);
        p.drawText(r, flags, text);
    });
}

} // namespace cd
