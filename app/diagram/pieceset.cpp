#include "diagram/pieceset.h"

#include "diagram/rastercache.h"

#include <QFile>
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
};

PieceStore& store()
{
    thread_local PieceStore s;
    return s;
}

} // namespace

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

} // namespace cd
