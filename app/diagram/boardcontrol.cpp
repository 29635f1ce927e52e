// The control picture's marks on hanging pieces and on attacked pieces whose capture loses
// (BoardRenderer::paintHanging): the balances and counts are the square fills and numbers,
// painted as every picture's are.
#include "diagram/boardrenderer.h"

#include "diagram/rastercache.h"

#include <QFontMetricsF>
#include <QPainter>

#include <algorithm>

namespace cd {

namespace {

// Ink, not a hue: it stands apart from both ends of the blue-orange scale, in grey print too.
const QColor kHanging(0x1a, 0x1a, 0x1a);

// A badge on the bottom right corner of square r (side q), large enough to read from afar.
QRectF badgeRect(const QRectF& r, qreal q, const QString& text, const QFont& font)
{
    const QFontMetricsF fm(font);
    const QSizeF size(std::max(fm.horizontalAdvance(text) + 0.14 * q, fm.height()), fm.height());
    return {QPointF(r.right() - size.width() - 0.02 * q, r.bottom() - size.height() - 0.02 * q),
            size};
}

} // namespace

void BoardRenderer::paintHanging(QPainter& p, const BoardLayout& l) const
{
    const qreal q = l.square;
    p.setRenderHint(QPainter::Antialiasing);
    for (const HangingPiece& h : m_diagram.control->hanging) {
        const QRectF r = l.squareRect(h.square, m_diagram.flipped);
        // A dashed ring over a white casing around the piece.
        const QRectF ring = r.adjusted(0.06 * q, 0.06 * q, -0.06 * q, -0.06 * q);
        p.setBrush(Qt::NoBrush);
        p.setPen(QPen(Qt::white, 0.12 * q));
        p.drawEllipse(ring);
        QPen dash(kHanging, 0.07 * q, Qt::CustomDashLine, Qt::FlatCap);
        dash.setDashPattern({2.0, 1.0});
        p.setPen(dash);
        p.drawEllipse(ring);
        // The counts in the corner go back on top of the ring, on the square's fill.
        if (const QRectF area = numberArea(l, h.square); !area.isEmpty()) {
            const QString counts = cellText(h.square);
            p.fillRect(area, fillColor(h.square));
            drawTextCached(p, cornerNumberRect(l, h.square, counts), Qt::AlignLeft | Qt::AlignTop,
                           counts, l.fonts.smallNumber, textColorOn(fillColor(h.square)));
        }
        // The gain in a badge on the bottom right corner, large enough to read from afar.
        const QString text = QStringLiteral("+%1").arg(h.gain);
        const QRectF badge = badgeRect(r, q, text, l.fonts.zone);
        p.setFont(l.fonts.zone);
        p.setPen(QPen(Qt::white, 0.03 * q));
        p.setBrush(kHanging);
        p.drawRoundedRect(badge, 0.08 * q, 0.08 * q);
        p.setPen(Qt::white);
        p.drawText(badge, Qt::AlignCenter, text);
    }
    // Attacked but defended: a quiet white badge with the loss, "−2", and no ring.
    for (const DefendedPiece& d : m_diagram.control->defended) {
        const QRectF r = l.squareRect(d.square, m_diagram.flipped);
        const QString text = QChar(0x2212) + QString::number(d.loss);
        const QRectF badge = badgeRect(r, q, text, l.fonts.zone);
        p.setFont(l.fonts.zone);
        p.setPen(QPen(kHanging, 0.02 * q));
        p.setBrush(Qt::white);
        p.drawRoundedRect(badge, 0.08 * q, 0.08 * q);
        p.setPen(kHanging);
        p.drawText(badge, Qt::AlignCenter, text);
    }
}

} // namespace cd
