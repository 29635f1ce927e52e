// A small bar chart of a PairHistogram: one bar per distance plus one for "unreachable", the
// count above each bar, the distance below; one bar may be highlighted (the current target's).
#pragma once

#include "metricguide.h"

#include <QWidget>

#include <optional>

namespace cd::gui {

class HistogramWidget : public QWidget {
    Q_OBJECT
public:
    explicit HistogramWidget(QWidget* parent = nullptr);

    void setHistogram(const PairHistogram& histogram);
    const PairHistogram& histogram() const { return m_histogram; }
    // The distance whose bar stands out (nullopt: none, kUnreachable: the unreachable bar).
    void setHighlight(std::optional<int> distance);

    QSize sizeHint() const override { return {320, 180}; }
    QSize minimumSizeHint() const override { return {160, 120}; }

protected:
    void paintEvent(QPaintEvent* event) override;

private:
    PairHistogram m_histogram;
    std::optional<int> m_highlight;
};

} // namespace cd::gui
