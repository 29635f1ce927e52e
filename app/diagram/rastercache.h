// Shapes that repeat on a board (piece drawings, hatches) drawn once per device size into an
// image and copied from then on; vector devices (SVG, PDF) get the shapes themselves so that
// they stay vector.
#pragma once

#include <QByteArray>
#include <QColor>
#include <QFont>
#include <QRectF>
#include <QString>

#include <functional>

class QPainter;

namespace cd {

// True when the painter writes pixels (an image, a widget), not vector output.
bool paintsPixels(const QPainter& painter);

// Draws into `rect` what `draw` paints into the rectangle it is given. On pixel devices with a
// plain scale a tile of up to 1024 x 1024 device pixels is cached under `key` and the size, and
// placed on whole device pixels; `draw` must depend on nothing but the key and the size.
// Where drawCached puts a tile drawn for a box at `p` (in device pixels): the nearest whole pixel.
QPointF snappedToPixel(QPointF p);

void drawCached(QPainter& painter, const QRectF& rect, const QByteArray& key,
                const std::function<void(QPainter&, const QRectF&)>& draw);

// drawText(rect, flags, text) in `font` and `color`, through the cache on pixel devices (laying
// out even a single digit costs more than copying its pixels).
void drawTextCached(QPainter& painter, const QRectF& rect, int flags, const QString& text,
                    const QFont& font, const QColor& color);

} // namespace cd
