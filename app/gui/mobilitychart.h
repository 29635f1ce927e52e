// A small chart of one piece's mobility score over a game (Kappe's score, mobility.h): one point
// per ply, the current ply marked; a click on the chart goes to that ply.
#pragma once

#include <QWidget>

#include <optional>
#include <vector>

namespace cd::gui {

class MobilityChart : public QWidget {
    Q_OBJECT
public:
    explicit MobilityChart(QWidget* parent = nullptr);

    // scores[k]: the score after k plies (nullopt where the piece is not on the board).
    void setScores(std::vector<std::optional<double>> scores, int current);
    const std::vector<std::optional<double>>& scores() const { return m_scores; }
    // The ply drawn at x (the nearest), or -1 without plies.
    int plyAt(double x) const;
    QSize sizeHint() const override { return {260, 120}; }
    QSize minimumSizeHint() const override { return {160, 80}; }

signals:
    void plyClicked(int ply);

protected:
    void paintEvent(QPaintEvent* event) override;
    void mousePressEvent(QMouseEvent* event) override;

private:
    QRectF plotArea() const;
    double xOf(int ply) const;

    std::vector<std::optional<double>> m_scores;
    int m_current = 0;
};

} // namespace cd::gui
