#include "valuesgrid.h"

#include <QPainter>

namespace cd::gui {

ValuesGrid::ValuesGrid(QWidget* parent) : QWidget(parent)
{
    setSizePolicy(QSizePolicy::Expanding, QSizePolicy::Expanding);
}

void ValuesGrid::setMap(const std::optional<DistanceMap>& map, PaletteId palette, bool flipped,
                        std::optional<Square> source)
{
    m_map = map;
    m_palette = palette;
    m_flipped = flipped;
    m_source = source;
    update();
}

QRectF ValuesGrid::cellRect(Square s) const
{
    const int margin = fontMetrics().height() + 8;
    const int cell = std::max(1, (std::min(width(), height()) - 2 * margin) / 8);
    const int x0 = (width() - 8 * cell) / 2;
    const int y0 = (height() - 8 * cell) / 2;
    const int column = m_flipped ? 7 - fileOf(s) : fileOf(s);
    const int row = m_flipped ? rankOf(s) : 7 - rankOf(s);
    return QRectF(x0 + column * cell, y0 + row * cell, cell, cell);
}

void ValuesGrid::paintEvent(QPaintEvent*)
{
    QPainter p(this);
    p.setRenderHint(QPainter::TextAntialiasing);
    const Palette colours(m_palette);
    const int maximum = m_map ? std::max(1, maxDistance(*m_map)) : 1;
    QFont number = font();
    number.setPixelSize(std::max(9, static_cast<int>(cellRect(0).height() * 0.42)));
    number.setBold(true);
    for (Square s = 0; s < 64; ++s) {
        const QRectF r = cellRect(s);
        const int d = m_map ? (*m_map)[static_cast<std::size_t>(s)] : kUnreachable;
        const QColor fill = !m_map              ? colours.plainColor(isLight(s))
                            : d == kUnreachable ? colours.unreachableColor(isLight(s))
                                                : colours.valueColor(d, maximum, isLight(s));
        p.fillRect(r, fill);
        if (!m_map)
            continue;
        p.setFont(number);
        p.setPen(textColorOn(fill));
        p.drawText(r, Qt::AlignCenter,
                   d == kUnreachable ? QStringLiteral("–") : QString::number(d));
    }
    if (m_source) {
        const QRectF r = cellRect(*m_source);
        const qreal w = std::max<qreal>(2.0, r.width() / 16);
        p.setPen(QPen(colours.sourceColor(), w));
        p.setBrush(Qt::NoBrush);
        p.drawRect(r.adjusted(w / 2, w / 2, -w / 2, -w / 2));
    }
    // File letters below, rank numbers to the left, as on the board.
    p.setFont(font());
    p.setPen(palette().windowText().color());
    for (int i = 0; i < 8; ++i) {
        const QRectF file = cellRect(makeSquare(i, m_flipped ? 7 : 0));
        p.drawText(QRectF(file.left(), file.bottom() + 2, file.width(), fontMetrics().height()),
                   Qt::AlignCenter, QString(QLatin1Char(static_cast<char>('a' + i))));
        const QRectF rank = cellRect(makeSquare(m_flipped ? 7 : 0, i));
        p.drawText(QRectF(rank.left() - fontMetrics().height() - 4, rank.top(),
                          fontMetrics().height(), rank.height()),
                   Qt::AlignCenter, QString::number(i + 1));
    }
}

} // namespace cd::gui
