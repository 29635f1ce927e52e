#include "diagram/pieceset.h"
#include "diagram/piecesvg.h"

#include "diagram/rastercache.h"

#include <QFile>
#include <QHash>
#include <QImage>
#include <QPainter>
#include <QRegularExpression>
#include <QSvgRenderer>

#include <array>
#include <cmath>
#include <memory>

using namespace Qt::Literals::StringLiterals;

namespace cd {

namespace {

constexpr int kPieceKinds = 12;
constexpr int kMaskSize = 180;     // the drawings' ink is looked up at this size (4 px a unit)
constexpr double kHaloWidth = 2.4; // in the drawings' 45-unit viewBox

int pieceIndex(Piece p)
{
    return static_cast<int>(p.color) * 6 + static_cast<int>(p.type);
}

// A light outline for the black pieces, which would vanish on the darkest fills: the same
// drawing with every colour replaced by the halo colour and every stroke made wider.
QByteArray haloSvg(const QByteArray& svg)
{
    static const QRegularExpression colour(uR"re((fill|stroke)="#[0-9a-fA-F]{3,8}")re"_s);
    static const QRegularExpression width(uR"re(stroke-width="([0-9.]+)")re"_s);
    QString text = QString::fromUtf8(svg);
    text.replace(colour, uR"re(\1="#f2f2f2")re"_s);
    QString out;
    qsizetype last = 0;
    for (const QRegularExpressionMatch& m : width.globalMatch(text)) {
        out += QStringView(text).mid(last, m.capturedStart() - last);
        out += u"stroke-width=\"%1\""_s.arg(m.captured(1).toDouble() + kHaloWidth);
        last = m.capturedEnd();
    }
    out += QStringView(text).mid(last);
    return out.toUtf8();
}

// The renderers. A QSvgRenderer must not be used by two threads at once, so each thread has
// its own: the bands of a large export draw their pieces at the same time.
struct PieceStore {
    std::array<std::unique_ptr<QSvgRenderer>, kPieceKinds> renderers;
    std::array<std::unique_ptr<QSvgRenderer>, kPieceKinds> halos;

    QSvgRenderer* renderer(Piece p)
    {
        if (p.type == PieceType::Wazir)
            return nullptr;
        auto& r = renderers[static_cast<std::size_t>(pieceIndex(p))];
        if (!r)
            r = std::make_unique<QSvgRenderer>(pieceResource(p));
        return r->isValid() ? r.get() : nullptr;
    }

    // The halo behind p, if it has one.
    QSvgRenderer* halo(Piece p)
    {
        if (p.color != Color::Black || !renderer(p))
            return nullptr;
        auto& h = halos[static_cast<std::size_t>(pieceIndex(p))];
        if (!h) {
            QFile file(pieceResource(p));
            file.open(QIODevice::ReadOnly);
            h = std::make_unique<QSvgRenderer>(haloSvg(file.readAll()));
        }
        return h->isValid() ? h.get() : nullptr;
    }

    // Halo, then the piece.
    void render(Piece p, QPainter* painter, const QRectF& rect)
    {
        if (QSvgRenderer* h = halo(p))
            h->render(painter, rect);
        if (QSvgRenderer* r = renderer(p))
            r->render(painter, rect);
    }

    // The drawing's alpha at kMaskSize px (null for a piece without one).
    const QImage& mask(Piece p)
    {
        QImage& m = masks[static_cast<std::size_t>(pieceIndex(p))];
        if (m.isNull() && renderer(p)) {
            m = QImage(kMaskSize, kMaskSize, QImage::Format_Alpha8);
            m.fill(0);
            QPainter painter(&m);
            painter.setRenderHint(QPainter::Antialiasing);
            render(p, &painter, QRectF(0, 0, kMaskSize, kMaskSize));
        }
        return m;
    }
    std::array<QImage, kPieceKinds> masks;
    QHash<QByteArray, QRectF> fits; // pieceRectClearOf's answers, relative to the square
};

// True when `mask` has ink in `r` (in mask pixels).
bool inkIn(const QImage& mask, const QRectF& r)
{
    const int x0 = std::max(0, static_cast<int>(std::floor(r.left())));
    const int y0 = std::max(0, static_cast<int>(std::floor(r.top())));
    const int x1 = std::min(mask.width(), static_cast<int>(std::ceil(r.right())));
    const int y1 = std::min(mask.height(), static_cast<int>(std::ceil(r.bottom())));
    for (int y = y0; y < y1; ++y) {
        const uchar* line = mask.constScanLine(y);
        for (int x = x0; x < x1; ++x)
            if (line[x] != 0)
                return true;
    }
    return false;
}

// The lowest row of `mask` with ink, plus one (0 when blank).
int inkBottom(const QImage& mask)
{
    for (int y = mask.height(); y > 0; --y)
        if (inkIn(mask, QRectF(0, y - 1, mask.width(), 1)))
            return y;
    return 0;
}

// pieceRectClearOf for a unit square: the free part and the answer in square sizes.
QRectF fitInUnitSquare(const QImage& mask, const QRectF& keepFree)
{
    const qreal bottom = inkBottom(mask) / qreal(kMaskSize);
    for (int shrink = 0; shrink <= 10; ++shrink) {
        const qreal side = 1.0 - 0.04 * shrink;
        for (qreal drop = 0;; drop += 0.01) {
            const QRectF r(0.5 - side / 2, 0.5 - side / 2 + drop, side, side);
            if (r.top() + bottom * side > 0.995) // the ink would leave the square
                break;
            // keepFree in the mask's pixels when the drawing fills r.
            const QRectF free((keepFree.topLeft() - r.topLeft()) * kMaskSize / side,
                              keepFree.size() * kMaskSize / side);
            if (!inkIn(mask, free))
                return r;
        }
    }
    return QRectF(0.5, 0.5, 0.5, 0.5); // a number larger than any square holds
}

PieceStore& store()
{
    thread_local PieceStore s;
    return s;
}

} // namespace

QByteArray pieceSvgElements(Piece p)
{
    if (!hasPieceArt(p))
        return {};
    QFile file(pieceResource(p));
    if (!file.open(QIODevice::ReadOnly))
        return {};
    const QByteArray svg = file.readAll();
    // The elements inside the <svg> element.
    const qsizetype open = svg.indexOf("<svg");
    const qsizetype start = open < 0 ? -1 : svg.indexOf('>', open);
    const qsizetype end = svg.lastIndexOf("</svg>");
    if (start < 0 || end < start)
        return {};
    const auto inner = [](const QByteArray& text, qsizetype from, qsizetype to) {
        return text.mid(from + 1, to - from - 1).trimmed();
    };
    QByteArray out;
    if (p.color == Color::Black) {
        const QByteArray halo = haloSvg(svg);
        const qsizetype hopen = halo.indexOf("<svg");
        const qsizetype hstart = halo.indexOf('>', hopen);
        out += inner(halo, hstart, halo.lastIndexOf("</svg>"));
    }
    return out + inner(svg, start, end);
}

QString pieceResource(Piece p)
{
    const QChar color = p.color == Color::White ? u'w' : u'b';
    const QChar kind = QChar::fromLatin1(pieceLetter({Color::White, p.type}));
    return u":/pieces/"_s + color + kind + u".svg"_s;
}

bool hasPieceArt(Piece p)
{
    return store().renderer(p) != nullptr;
}

void drawPiece(QPainter& painter, Piece p, const QRectF& rect)
{
    const qreal side = std::min(rect.width(), rect.height());
    const QRectF square(rect.center() - QPointF(side / 2, side / 2), QSizeF(side, side));
    drawCached(painter, square, "piece" + QByteArray::number(pieceIndex(p)),
               [p](QPainter& target, const QRectF& r) {
                   target.setRenderHint(QPainter::Antialiasing);
                   store().render(p, &target, r);
               });
}

QRectF pieceRectClearOf(Piece p, const QRectF& square, const QRectF& keepFree)
{
    const QImage& mask = store().mask(p);
    const qreal q = square.width();
    if (mask.isNull() || q <= 0 || !keepFree.intersects(square))
        return square;
    // keepFree in square sizes, rounded outwards (so that the answer keeps it free too) for a
    // key that similar squares share.
    const QRectF unit((keepFree.topLeft() - square.topLeft()) / q, keepFree.size() / q);
    const std::array<qreal, 4> edges{std::floor(unit.left() * 500), std::floor(unit.top() * 500),
                                     std::ceil(unit.right() * 500), std::ceil(unit.bottom() * 500)};
    QByteArray key = QByteArray::number(pieceIndex(p));
    for (const qreal v : edges)
        key += '/' + QByteArray::number(v, 'f', 0);
    auto& fits = store().fits;
    auto it = fits.constFind(key);
    if (it == fits.cend())
        it = fits.insert(key, fitInUnitSquare(mask, QRectF(QPointF(edges[0], edges[1]) / 500,
                                                           QPointF(edges[2], edges[3]) / 500)));
    return QRectF(square.topLeft() + it->topLeft() * q, it->size() * q);
}

} // namespace cd
