#include "matrixwidget.h"

#include "diagram/squaretext.h"

#include <QMouseEvent>
#include <QPainter>

namespace cd::gui {

namespace {

constexpr int kN = 64;

const QColor kSourceBand(0xff, 0xee, 0xa8);
const QColor kHoverTint(0xd8, 0xe6, 0xfa);
const QColor kGridLine(0xd4, 0xd4, 0xd4);
const QColor kRankLine(0x55, 0x55, 0x55);

} // namespace

MatrixWidget::MatrixWidget(QWidget* parent) : QWidget(parent)
{
    setMouseTracking(true);
    setSizePolicy(QSizePolicy::Expanding, QSizePolicy::Expanding);
    setAttribute(Qt::WA_OpaquePaintEvent);
    m_shown = identityMatrix();
    m_previous = m_shown;
}

QColor MatrixWidget::emptyColor()
{
    return Qt::white;
}
QColor MatrixWidget::setColor()
{
    return {0x23, 0x41, 0x6b};
}
QColor MatrixWidget::newColor()
{
    return {0xf0, 0x8a, 0x00};
}
QColor MatrixWidget::identityColor()
{
    return {0x90, 0x90, 0x90};
}

void MatrixWidget::setMatrices(const BitMatrix& shown, const BitMatrix& previous)
{
    m_shown = shown;
    m_previous = previous;
    update();
}

void MatrixWidget::setSourceRow(std::optional<Square> row)
{
    m_source = row;
    update();
}

MatrixWidget::Geometry MatrixWidget::geometry() const
{
    const QFontMetrics fm = fontMetrics();
    const int left = fm.horizontalAdvance(QStringLiteral("h8")) + 12;
    const int top = fm.height() + 6;
    const int w = width() - left - 2;
    const int h = height() - top - 2;
    // Whole pixels per cell keep every edge sharp at any size.
    Geometry g;
    g.cell = std::max(1, std::min(w, h) / kN);
    g.origin = QPoint(left + std::max(0, (w - kN * g.cell) / 2), top);
    return g;
}

QRectF MatrixWidget::cellRect(Square row, Square column) const
{
    const Geometry g = geometry();
    return QRectF(g.origin.x() + column * g.cell, g.origin.y() + row * g.cell, g.cell, g.cell);
}

std::optional<SquarePair> MatrixWidget::cellAt(QPointF p) const
{
    const Geometry g = geometry();
    const QPointF d = p - QPointF(g.origin);
    if (d.x() < 0 || d.y() < 0)
        return std::nullopt;
    const int column = static_cast<int>(d.x()) / g.cell;
    const int row = static_cast<int>(d.y()) / g.cell;
    if (row >= kN || column >= kN)
        return std::nullopt;
    return SquarePair{Square(row), Square(column)};
}

void MatrixWidget::paintEvent(QPaintEvent*)
{
    QPainter p(this);
    p.fillRect(rect(), palette().window());
    const Geometry g = geometry();
    paintCells(p, g);
    paintGrid(p, g);
    paintLabels(p, g);
}

void MatrixWidget::paintCells(QPainter& p, const Geometry& g) const
{
    const int size = kN * g.cell;
    const QPoint o = g.origin;
    p.fillRect(QRect(o, QSize(size, size)), emptyColor());
    if (m_source)
        p.fillRect(QRect(o.x(), o.y() + *m_source * g.cell, size, g.cell), kSourceBand);
    for (Square u = A1; u <= H8; ++u) {
        const auto i = static_cast<std::size_t>(u);
        forEachSquare(m_shown[i], [&](Square v) {
            const bool fresh = (m_previous[i] & bit(v)) == 0;
            const QColor c = fresh ? newColor() : u == v ? identityColor() : setColor();
            p.fillRect(QRect(o.x() + v * g.cell, o.y() + u * g.cell, g.cell, g.cell), c);
        });
    }
    if (m_hover) {
        // A translucent cross over the hovered row and column, visible on set cells too.
        const QColor cross(0x30, 0x80, 0xff, 70);
        p.fillRect(QRect(o.x(), o.y() + m_hover->first * g.cell, size, g.cell), cross);
        p.fillRect(QRect(o.x() + m_hover->second * g.cell, o.y(), g.cell, size), cross);
    }
}

void MatrixWidget::paintGrid(QPainter& p, const Geometry& g) const
{
    const int size = kN * g.cell;
    const QPoint o = g.origin;
    const int rankWidth = g.cell >= 8 ? 2 : 1;
    for (int k = 0; k <= kN; ++k) {
        const bool rank = k % 8 == 0;
        if (!rank && g.cell < 6)
            continue; // thin cells: only the rank separators
        const int w = rank ? rankWidth : 1;
        const QColor c = rank ? kRankLine : kGridLine;
        const int at = k * g.cell - (k == kN ? w : 0);
        p.fillRect(QRect(o.x() + at, o.y(), w, size), c);
        p.fillRect(QRect(o.x(), o.y() + at, size, w), c);
    }
    if (m_source) {
        // The source row outlined too, so it shows where the row is full.
        p.setPen(QPen(QColor(0xb0, 0x80, 0x00), 2));
        p.setBrush(Qt::NoBrush);
        p.drawRect(QRect(o.x(), o.y() + *m_source * g.cell, size, g.cell));
    }
    if (m_hover) {
        const QRect r(o.x() + m_hover->second * g.cell - 2, o.y() + m_hover->first * g.cell - 2,
                      g.cell + 4, g.cell + 4);
        p.setBrush(Qt::NoBrush);
        p.setPen(QPen(Qt::white, 4));
        p.drawRect(r);
        p.setPen(QPen(Qt::black, 2));
        p.drawRect(r);
    }
}

void MatrixWidget::paintLabels(QPainter& p, const Geometry& g) const
{
    const QPoint o = g.origin;
    const int h = fontMetrics().height();
    const auto rowLabel = [&](Square row, const QColor& band) {
        const QRect r(0, o.y() + row * g.cell + g.cell / 2 - h / 2, o.x() - 4, h);
        if (band.isValid()) {
            const int w = p.fontMetrics().horizontalAdvance(squareText(row)) + 6;
            p.fillRect(QRect(r.right() - w + 3, r.top(), w, h), band);
        }
        p.drawText(r, Qt::AlignRight | Qt::AlignVCenter, squareText(row));
    };
    const auto columnLabel = [&](Square column, bool strong) {
        const int w = p.fontMetrics().horizontalAdvance(squareText(column)) + 6;
        const int x = std::max(o.x() - w / 2, o.x() + column * g.cell + g.cell / 2 - w / 2);
        const QRect r(x, o.y() - h - 3, w, h);
        if (strong)
            p.fillRect(r, kHoverTint);
        p.drawText(r, Qt::AlignCenter, squareText(column));
    };
    p.setPen(palette().windowText().color());
    // Rows named in bold (source, hovered) push the plain labels near them aside.
    const auto clear = [&](Square s, std::optional<Square> strong, int room) {
        return !strong || std::abs(*strong - s) * g.cell > room;
    };
    const std::optional<Square> hoverRow = m_hover ? std::optional(m_hover->first) : std::nullopt;
    const std::optional<Square> hoverColumn =
        m_hover ? std::optional(m_hover->second) : std::nullopt;
    // Each rank's first square, and h8 to close the axis.
    for (Square s = A1; s <= H8; s = Square(s + 8)) {
        if (clear(s, hoverRow, h) && clear(s, m_source, h))
            rowLabel(s, QColor());
        if (clear(s, hoverColumn, 3 * h / 2))
            columnLabel(s, false);
    }
    if (g.cell * 7 > h && clear(H8, hoverRow, h) && clear(H8, m_source, h))
        rowLabel(H8, QColor());
    QFont bold = font();
    bold.setBold(true);
    p.setFont(bold);
    if (m_source && m_source != hoverRow)
        rowLabel(*m_source, kSourceBand);
    if (m_hover) {
        rowLabel(m_hover->first, m_hover->first == m_source ? kSourceBand : kHoverTint);
        columnLabel(m_hover->second, true);
    }
    p.setFont(font());
}

void MatrixWidget::mouseMoveEvent(QMouseEvent* event)
{
    const auto cell = cellAt(event->position());
    if (cell != m_hover) {
        m_hover = cell;
        update();
        emit hovered(cell);
    }
}

void MatrixWidget::mouseReleaseEvent(QMouseEvent* event)
{
    if (event->button() != Qt::LeftButton)
        return;
    if (const auto cell = cellAt(event->position()))
        emit clicked(*cell);
}

void MatrixWidget::leaveEvent(QEvent*)
{
    if (m_hover) {
        m_hover.reset();
        update();
        emit hovered(std::nullopt);
    }
}

} // namespace cd::gui
