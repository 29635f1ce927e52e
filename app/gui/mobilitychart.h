// A small chart over a game, one point per ply, the current ply marked; a click on the chart goes
// to that ply. It shows one piece's mobility score (Kappe's score, mobility.h), or both sides'
// control: the squares each side attacks more often than the other (controlseries.h).
#pragma once

#include "controlseries.h"

#include <QColor>
#include <QPen>
#include <QWidget>

#include <optional>
#include <vector>

namespace cd::gui {

class MobilityChart : public QWidget {
    Q_OBJECT
public:
    enum class Kind { Mobility, Control };

    explicit MobilityChart(QWidget* parent = nullptr);

    // scores[k]: the score after k plies (nullopt where the piece is not on the board).
    void setScores(std::vector<std::optional<double>> scores, int current);
    // control[k]: both sides' control after k plies; current -1 marks no ply.
    void setControl(std::vector<ControlBalance> control, int current);
    Kind kind() const { return m_kind; }
    const std::vector<std::optional<double>>& scores() const { return m_scores; }
    const std::vector<ControlBalance>& control() const { return m_control; }
    int current() const { return m_current; }
    // The ply drawn at x (the nearest), or -1 without plies.
    int plyAt(double x) const;
    // The colours of White's and Black's control lines: the control picture's blue and orange,
    // told apart by viewers who cannot tell red from green (Black's line is dashed too).
    static QColor whiteColor();
    static QColor blackColor();
    QSize sizeHint() const override { return {260, 120}; }
    QSize minimumSizeHint() const override { return {160, 80}; }

signals:
    void plyClicked(int ply);

protected:
    void paintEvent(QPaintEvent* event) override;
    void mousePressEvent(QMouseEvent* event) override;

private:
    // One line of the chart: a value per ply, nullopt where it breaks.
    struct Line {
        std::vector<std::optional<double>> values;
        QPen pen;
        QString name; // in the legend; empty: no legend
    };
    std::vector<Line> lines() const;
    int plies() const;
    QRectF plotArea() const;
    double xOf(int ply) const;
    void drawLegend(QPainter& p, const std::vector<Line>& lines, const QRectF& area) const;

    Kind m_kind = Kind::Mobility;
    std::vector<std::optional<double>> m_scores;
    std::vector<ControlBalance> m_control;
    int m_current = 0;
};

} // namespace cd::gui
