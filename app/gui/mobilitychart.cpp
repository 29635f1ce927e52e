#include "mobilitychart.h"

#include "diagram/palette.h"

#include <QMouseEvent>
#include <QPainter>
#include <QPainterPath>

#include <algorithm>
#include <cmath>

namespace cd::gui {

MobilityChart::MobilityChart(QWidget* parent) : QWidget(parent)
{
    setCursor(Qt::PointingHandCursor);
    setScores({}, 0);
}

void MobilityChart::setScores(std::vector<std::optional<double>> scores, int current)
{
    m_kind = Kind::Mobility;
    m_scores = std::move(scores);
    m_control.clear();
    m_current = current;
    setToolTip(tr("The measured piece's mobility score after each move; click to go there"));
    update();
}

void MobilityChart::setControl(std::vector<ControlBalance> control, int current)
{
    m_kind = Kind::Control;
    m_control = std::move(control);
    m_scores.clear();
    m_current = current;
    setToolTip(tr("After each move, the squares White and Black each attack more often than the "
                  "other; click to go there"));
    update();
}

// The ends of the control picture's scale (palette.h), so that the chart reads as the board does.
QColor MobilityChart::whiteColor()
{
    return controlColor(1, 1);
}

QColor MobilityChart::blackColor()
{
    return controlColor(-1, 1);
}

std::vector<MobilityChart::Line> MobilityChart::lines() const
{
    if (m_kind == Kind::Mobility)
        return {{m_scores, QPen(palette().color(QPalette::Highlight), 2), QString()}};
    Line white{{}, QPen(whiteColor(), 2), tr("White")};
    Line black{{}, QPen(blackColor(), 2, Qt::DashLine), tr("Black")};
    for (const ControlBalance& b : m_control) {
        white.values.emplace_back(b.white);
        black.values.emplace_back(b.black);
    }
    return {white, black};
}

int MobilityChart::plies() const
{
    return static_cast<int>(m_kind == Kind::Mobility ? m_scores.size() : m_control.size());
}

QRectF MobilityChart::plotArea() const
{
    const QFontMetrics fm(font());
    const double left = fm.horizontalAdvance(QStringLiteral("00.0")) + 8;
    // Control's legend takes a row above the lines.
    const double legend = m_kind == Kind::Control ? fm.height() + 2 : 0;
    return QRectF(rect()).adjusted(left, legend + fm.height() / 2.0 + 2, -8, -fm.height() - 4);
}

double MobilityChart::xOf(int ply) const
{
    const QRectF area = plotArea();
    const int last = std::max(1, plies() - 1);
    return area.left() + area.width() * ply / last;
}

int MobilityChart::plyAt(double x) const
{
    if (plies() == 0)
        return -1;
    const QRectF area = plotArea();
    const int last = plies() - 1;
    const double t = area.width() > 0 ? (x - area.left()) / area.width() : 0;
    return std::clamp(static_cast<int>(std::lround(t * last)), 0, last);
}

void MobilityChart::drawLegend(QPainter& p, const std::vector<Line>& lines,
                               const QRectF& area) const
{
    const QFontMetrics fm(font());
    double x = area.left() + 6;
    for (const Line& line : lines) {
        if (line.name.isEmpty())
            continue;
        const double top = area.top() - fm.height() * 1.5 - 2;
        const double y = top + fm.height() / 2.0;
        p.setPen(line.pen);
        p.drawLine(QPointF(x, y), QPointF(x + 18, y));
        p.setPen(palette().color(QPalette::Text));
        p.drawText(QPointF(x + 22, top + fm.ascent()), line.name);
        x += 22 + fm.horizontalAdvance(line.name) + 12;
    }
}

void MobilityChart::paintEvent(QPaintEvent*)
{
    QPainter p(this);
    p.setRenderHint(QPainter::Antialiasing);
    const QPalette& pal = palette();
    p.fillRect(rect(), pal.base());
    const QRectF area = plotArea();
    const std::vector<Line> drawn = lines();
    double top = 1;
    for (const Line& line : drawn)
        for (const auto& v : line.values)
            top = std::max(top, v.value_or(0));
    top = std::ceil(top);
    const auto yOf = [&](double v) { return area.bottom() - area.height() * v / top; };

    // Axes with the values' range and the plies.
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
               Qt::AlignRight | Qt::AlignTop, tr("ply %1").arg(std::max(0, plies() - 1)));

    // Each line, broken where it has no value (the piece is off the board).
    for (const Line& line : drawn) {
        QPainterPath path;
        bool drawing = false;
        for (std::size_t k = 0; k < line.values.size(); ++k) {
            if (!line.values[k]) {
                drawing = false;
                continue;
            }
            const QPointF point(xOf(static_cast<int>(k)), yOf(*line.values[k]));
            drawing ? path.lineTo(point) : path.moveTo(point);
            drawing = true;
        }
        p.setPen(line.pen);
        p.setBrush(Qt::NoBrush);
        p.drawPath(path);
    }
    drawLegend(p, drawn, area);

    // The current ply: a vertical rule and a dot on each line.
    if (m_current >= 0 && m_current < plies()) {
        const double x = xOf(m_current);
        p.setPen(QPen(pal.color(QPalette::Text), 1, Qt::DashLine));
        p.drawLine(QPointF(x, area.top()), QPointF(x, area.bottom()));
        for (const Line& line : drawn)
            if (const auto v = line.values[static_cast<std::size_t>(m_current)]) {
                p.setPen(QPen(pal.color(QPalette::Base), 2));
                p.setBrush(line.name.isEmpty() ? pal.color(QPalette::Text) : line.pen.color());
                p.drawEllipse(QPointF(x, yOf(*v)), 4.5, 4.5);
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
