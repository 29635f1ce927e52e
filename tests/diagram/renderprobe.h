// Helpers of the renderer tests: bare switches, painting into an image, sampling fills and counting
// colours.
#pragma once

#include "diagram/arrowpath.h"
#include "diagram/boardrenderer.h"
#include "diagram/pieceset.h"
#include "diagram/rastercache.h"
#include "diagramfixtures.h"
#include <QBuffer>
#include <QImage>
#include <QPainter>
#include <QPicture>
#include <QSvgGenerator>
#include <QTest>
#include <map>
#include <set>

using namespace cd;
using namespace fixtures;
using namespace Qt::Literals::StringLiterals;

namespace renderref {

inline DisplaySwitches bare()
{
    DisplaySwitches s;
    s.coordinates = false;
    s.legend = false;
    s.caption = false;
    return s;
}

inline QImage paint(const Diagram& d, int width)
{
    const BoardRenderer r(d);
    const QSizeF size = r.sizeForWidth(width);
    QImage image(width, qCeil(size.height()), QImage::Format_ARGB32_Premultiplied);
    image.fill(Qt::transparent);
    QPainter p(&image);
    r.paint(p, QRectF(QPointF(0, 0), image.size()));
    return image;
}

// A pixel of square s near its top right corner, away from numbers, pieces and marks.
inline QRgb fillSample(const QImage& image, const BoardRenderer& r, Square s)
{
    const QRectF rect = r.squareRect(QRectF(QPointF(0, 0), image.size()), s);
    const QPoint at(qFloor(rect.right() - rect.width() * 0.06) - 1, qFloor(rect.top() + 2));
    return image.pixel(at);
}

inline int distinctColors(const QImage& image, const QRectF& rect)
{
    std::set<QRgb> colors;
    for (int y = qCeil(rect.top()); y < qFloor(rect.bottom()); ++y)
        for (int x = qCeil(rect.left()); x < qFloor(rect.right()); ++x)
            colors.insert(image.pixel(x, y));
    return static_cast<int>(colors.size());
}

} // namespace renderref
