#include "diagram/squareplaces.h"

#include "diagram/pieceset.h"
#include "diagram/rastercache.h"

#include <QFontMetricsF>
#include <QHash>
#include <QMutex>
#include <QMutexLocker>
#include <QPaintDevice>
#include <QPaintEngine>
#include <QPainter>

#include <algorithm>

namespace cd {

namespace {

// In square sizes.
constexpr qreal kCornerLeft = 0.06;
constexpr qreal kCornerTop = 0.02;
constexpr qreal kHolePad = 0.03;
constexpr qreal kCentredRoom = 0.2; // around a centred number's box (a small cached tile)
constexpr qreal kBadgeRoom = 0.1;   // beside a badge's label
constexpr qreal kBadgeInset = 0.09; // from the square's bottom right corner
constexpr qreal kBadgeRadius = 0.05;

// A number's advance and ink in `font`, measured once: a frame asks for the same few numbers many
// times (pieces beside them, holes in marks, gaps for arrows), and laying out text costs far more
// than a look-up. Locked: an export paints its bands on several threads.
struct TextInk {
    qreal advance = 0;
    QRectF tight;
};

TextInk measured(const QFont& font, const QString& text)
{
    static QMutex mutex;
    static QHash<std::pair<QFont, QString>, TextInk> known;
    const std::pair<QFont, QString> key(font, text);
    {
        const QMutexLocker lock(&mutex);
        if (const auto it = known.constFind(key); it != known.cend())
            return *it;
    }
    const QFontMetricsF fm(font);
    const TextInk ink{fm.horizontalAdvance(text), fm.tightBoundingRect(text)};
    const QMutexLocker lock(&mutex);
    if (known.size() >= 4096) // a few boards' fonts hold a few hundred; more is a long session
        known.clear();
    known.insert(key, ink);
    return ink;
}

// A paint device that draws nothing and notes where QPainter puts the first piece of text: the
// same place it puts it on an image, in an SVG or a PDF.
class BaselineEngine : public QPaintEngine {
public:
    BaselineEngine() : QPaintEngine(QPaintEngine::AllFeatures) {}
    bool begin(QPaintDevice*) override { return true; }
    bool end() override { return true; }
    void updateState(const QPaintEngineState&) override {}
    void drawPixmap(const QRectF&, const QPixmap&, const QRectF&) override {}
    void drawTextItem(const QPointF& p, const QTextItem&) override
    {
        if (!found)
            at = p;
        found = true;
    }
    Type type() const override { return QPaintEngine::User; }

    QPointF at;
    bool found = false;
};

class BaselineDevice : public QPaintDevice {
public:
    QPaintEngine* paintEngine() const override { return &engine; }
    mutable BaselineEngine engine;

protected:
    int metric(PaintDeviceMetric m) const override
    {
        switch (m) {
        case PdmWidth:
        case PdmHeight:
            return 1 << 16;
        case PdmWidthMM:
        case PdmHeightMM:
            return (1 << 16) * 254 / 960;
        case PdmNumColors:
            return 1 << 24;
        case PdmDepth:
            return 32;
        case PdmDpiX:
        case PdmDpiY:
        case PdmPhysicalDpiX:
        case PdmPhysicalDpiY:
            return 96;
        case PdmDevicePixelRatio:
            return 1;
        case PdmDevicePixelRatioScaled:
            return static_cast<int>(QPaintDevice::devicePixelRatioFScale());
        default:
            return 0;
        }
    }
};

} // namespace

QRectF cornerNumberBox(const BoardLayout& l, const QRectF& square, const QString& text)
{
    const QFontMetricsF fm(l.fonts.smallNumber);
    return QRectF(square.left() + kCornerLeft * l.square, square.top() + kCornerTop * l.square,
                  measured(l.fonts.smallNumber, text).advance, fm.height());
}

QRectF cornerNumberHole(const BoardLayout& l, const QRectF& square, const QString& text)
{
    const qreal pad = kHolePad * l.square;
    return cornerNumberBox(l, square, text).adjusted(-pad, -pad, pad, 0);
}

QRectF centredNumberBox(const BoardLayout& l, const QRectF& square, const QString& text)
{
    const QFontMetricsF fm(l.fonts.number);
    const QSizeF box(measured(l.fonts.number, text).advance + kCentredRoom * l.square,
                     fm.height() + kCentredRoom * l.square);
    return QRectF(square.center() - QPointF(box.width() / 2, box.height() / 2), box);
}

QRectF centredNumberArea(const BoardLayout& l, const QRectF& square, const QString& text)
{
    // The ink of a centred number: drawText centres the line box (ascent + descent).
    const qreal pad = kHolePad * l.square;
    const QFontMetricsF fm(l.fonts.number);
    const TextInk ink = measured(l.fonts.number, text);
    const QPointF baseline(square.center().x() - ink.advance / 2,
                           square.center().y() - (fm.ascent() + fm.descent()) / 2 + fm.ascent());
    return ink.tight.translated(baseline).adjusted(-pad, -pad, pad, pad);
}

QRectF pieceRectBeside(const BoardLayout& l, const QRectF& square, Piece p, const QString& text)
{
    // Every piece at the board's own square size, centred: squares snapped to whole pixels
    // differ by one, and a piece drawn once per size would be drawn twice.
    const QRectF at(square.center() - QPointF(l.square, l.square) / 2, QSizeF(l.square, l.square));
    if (text.isEmpty())
        return at;
    // The number's ink and a margin that anti-aliasing does not cross: no piece pixel in it.
    const QFontMetricsF fm(l.fonts.smallNumber);
    const QRectF box = cornerNumberBox(l, square, text);
    const qreal margin = std::max<qreal>(1.5, 0.025 * l.square);
    const QRectF ink = measured(l.fonts.smallNumber, text)
                           .tight.translated(box.left(), box.top() + fm.ascent())
                           .adjusted(-margin, -margin, margin, margin);
    return pieceRectClearOf(p, at, ink);
}

QRectF layerBadge(const BoardLayout& l, const QRectF& square, const QString& text)
{
    const qreal q = l.square;
    const QFontMetricsF fm(l.fonts.layer);
    const QSizeF size(fm.horizontalAdvance(text) + kBadgeRoom * q, fm.height());
    return QRectF(square.bottomRight() - QPointF(size.width(), size.height()) -
                      QPointF(kBadgeInset * q, kBadgeInset * q),
                  size);
}

qreal badgeRadius(const BoardLayout& l)
{
    return kBadgeRadius * l.square;
}

qreal arrowRim(const BoardLayout& l)
{
    return std::max<qreal>(1.5, 0.03 * l.square);
}

qreal arrowHairline(const BoardLayout& l)
{
    return std::max<qreal>(1.5, 0.02 * l.square);
}

QPointF textBaseline(const QRectF& box, int flags, const QString& text, const QFont& font)
{
    BaselineDevice device;
    QPainter p(&device);
    p.setFont(font);
    p.drawText(box, flags, text);
    p.end();
    return device.engine.at;
}

QPointF cachedTextBaseline(const QRectF& box, int flags, const QString& text, const QFont& font)
{
    return snappedToPixel(box.topLeft()) +
           textBaseline(QRectF(QPointF(0, 0), box.size()), flags, text, font);
}

} // namespace cd
