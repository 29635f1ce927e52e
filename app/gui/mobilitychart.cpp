#include "mobilitychart.h"

#include <QMouseEvent>
#include <QPainter>
#include <QPainterPath>

#include <algorithm>
#include <cmath>

namespace cd::gui {

MobilityChart::MobilityChart(QWidget* parent) : QWidget(parent)
{
    setCursor(Qt::PointingHandCursor);
    setToolTip(tr("The measured piece's mobility score after each move; click to go there"));
}

void MobilityChart::setScores(std::vector<std::optional<double>> scores, int current)
{
    m_scores = std::move(scores);
    m_current = current;
    update();
}

QRectF MobilityChart::plotArea() const
{
    const QFontMetrics fm(font());
    const double left = fm.horizontalAdvance(QStringLiteral("00.0")) + 8;
    return QRectF(rect()).adjusted(left, fm.height() / 2.0 + 2, -8, -fm.height() - 4);
}

double MobilityChart::xOf(int ply) const
{
    const QRectF area = plotArea();
    const int last = std::max(1, static_cast<int>(m_scores.size()) - 1);
    return area.left() + area.width() * ply / last;
}

int MobilityChart::plyAt(double x) const
{
    if (m_scores.empty())
        return -1;
    const QRectF area = plotArea();
    const int last = static_cast<int>(m_scores.size()) - 1;
    const double t = area.width() > 0 ? (x - area.left()) / area.width() : 0;
    return std::clamp(static_cast<int>(std::lround(t * last)), 0, last);
}

void MobilityChart::paintEvent(QPaintEvent*)
{
    QPainter p(this);
    p.setRenderHint(QPainter::Antialiasing);
    const QPalette& pal = palette();
    p.fillRect(rect(), pal.base());
    const QRectF area = plotArea();
    double top = 1;
    for (const auto& s : m_scores)
        top = std::max(top, s.value_or(0));
    top = std::ceil(top);
    const auto yOf = [&](double v) { return area.bottom() - area.height() * v / top; };

    // Axes with the score's range and the plies.
    p.setPen(pal.color(QPalette::Mid));
    p.drawLine(area.bottomLeft(), area.bottomRight());
    p.drawLine(area.bottomLeft(), area.topLeft());
    p.setPen(pal.color(QPalette::Text));
    const QFontMetrics fm(font());
    p.drawText(QRectF(0, area.top() - fm.height() / 2.0, area.left() - 4, fm.height()),
               Qt::AlignRight | Qt::AlignVCenter, QString::number(top, 'f', 0));
    p.drawText(QRectF(0, area.bottom() - fm.height() / 2.0, area.left() - 4, fm.height()),
               Qt::AlignRight | Qt::AlignVCenter, QStringLiteral("0"));
    p.drawText(QRectF(area.left(), area.bottom() + 2, area.width(), fm.height()),
               Qt::AlignRight | Qt::AlignTop,
               tr("ply %1").arg(std::max(0, static_cast<int>(m_scores.size()) - 1)));

    // The score, broken where the piece is off the board.
    QPainterPath line;
    bool drawing = false;
    for (std::size_t k = 0; k < m_scores.size(); ++k) {
        if (!m_scores[k]) {
            drawing = false;
            continue;
        }
        const QPointF point(xOf(static_cast<int>(k)), yOf(*m_scores[k]));
        drawing ? line.lineTo(point) : line.moveTo(point);
        drawing = true;
    }
    p.setPen(QPen(pal.color(QPalette::Highlight), 2));
    p.drawPath(line);

    // The current ply: a vertical rule and a dot on the score.
    if (m_current >= 0 && m_current < static_cast<int>(m_scores.size())) {
        const double x = xOf(m_current);
        p.setPen(QPen(pal.color(QPalette::Text), 1, Qt::DashLine));
        p.drawLine(QPointF(x, area.top()), QPointF(x, area.bottom()));
        if (const auto s = m_scores[static_cast<std::size_t>(m_current)]) {
            p.setPen(QPen(pal.color(QPalette::Base), 2));
            p.setBrush(pal.color(QPalette::Text));
            p.drawEllipse(QPointF(x, yOf(*s)), 4.5, 4.5);
        }
    }
}

void MobilityChart::mousePressEvent(QMouseEvent* event)
{
    if (event->button() == Qt::LeftButton)
        if (const int ply = plyAt(event->position().x()); ply >= 0)
            emit plyClicked(ply);
}

} // namespace cd::gui
