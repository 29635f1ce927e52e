#include "histogramwidget.h"

#include <QPainter>

#include <algorithm>

namespace cd::gui {

HistogramWidget::HistogramWidget(QWidget* parent) : QWidget(parent)
{
    setSizePolicy(QSizePolicy::Expanding, QSizePolicy::Preferred);
    setAccessibleName(tr("Histogram of distances"));
}

void HistogramWidget::setHistogram(const PairHistogram& histogram)
{
    m_histogram = histogram;
    update();
}

void HistogramWidget::setHighlight(std::optional<int> distance)
{
    m_highlight = distance;
    update();
}

void HistogramWidget::paintEvent(QPaintEvent*)
{
    QPainter p(this);
    p.setRenderHint(QPainter::Antialiasing);
    const auto& counts = m_histogram.counts;
    const int bars = static_cast<int>(counts.size()) + (m_histogram.unreachable > 0 ? 1 : 0);
    if (bars == 0) {
        p.drawText(rect(), Qt::AlignCenter | Qt::TextWordWrap, tr("No histogram"));
        return;
    }
    const QFontMetrics fm(font());
    const int label = fm.height() + 2;
    const QRectF area = QRectF(rect()).adjusted(2, label, -2, -label);
    const int top = std::max(m_histogram.unreachable,
                             counts.empty() ? 0 : *std::max_element(counts.begin(), counts.end()));
    const qreal slot = area.width() / bars;
    const QColor bar = palette().color(QPalette::Mid);
    const QColor hot = palette().color(QPalette::Highlight);
    for (int i = 0; i < bars; ++i) {
        const bool unreachable = i == static_cast<int>(counts.size());
        const int n = unreachable ? m_histogram.unreachable : counts[static_cast<std::size_t>(i)];
        const qreal h = top > 0 ? area.height() * n / top : 0;
        const QRectF r(area.left() + i * slot + slot * 0.12, area.bottom() - h, slot * 0.76, h);
        const bool highlighted =
            m_highlight && (unreachable ? *m_highlight < 0 : *m_highlight == i);
        p.fillRect(r, highlighted ? hot : bar);
        if (unreachable) // hatched like the board's unreachable squares
            p.fillRect(r, QBrush(palette().color(QPalette::WindowText), Qt::BDiagPattern));
        p.setPen(palette().color(QPalette::WindowText));
        const QRectF column(area.left() + i * slot, 0, slot, height());
        p.drawText(QRectF(column.left(), r.top() - label, slot, label),
                   Qt::AlignHCenter | Qt::AlignBottom, QString::number(n));
        p.drawText(QRectF(column.left(), area.bottom() + 1, slot, label), Qt::AlignCenter,
                   unreachable ? QStringLiteral("–") : QString::number(i));
    }
}

} // namespace cd::gui
