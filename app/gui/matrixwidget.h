// Kappe's 64x64 boolean matrix painted as a grid of cells: row = from square, column = to square,
// both in a1..h8 order, with a separator after every rank. Entries new at the shown power stand
// out from the older ones; the source square's row is banded.
#pragma once

#include "kappe.h"

#include <QWidget>

#include <optional>
#include <utility>

namespace cd::gui {

using SquarePair = std::pair<Square, Square>;

class MatrixWidget : public QWidget {
    Q_OBJECT
public:
    explicit MatrixWidget(QWidget* parent = nullptr);

    // `shown` is painted; entries not in `previous` are the new ones.
    void setMatrices(const BitMatrix& shown, const BitMatrix& previous);
    void setSourceRow(std::optional<Square> row);
    std::optional<Square> sourceRow() const { return m_source; }

    // The cell under a point of the widget, if any, and the rectangle of a cell.
    std::optional<SquarePair> cellAt(QPointF p) const;
    QRectF cellRect(Square row, Square column) const;

    // Fills, shared with the legend.
    static QColor emptyColor();
    static QColor setColor();
    static QColor newColor();
    static QColor identityColor();

    QSize sizeHint() const override { return {620, 620}; }
    QSize minimumSizeHint() const override { return {300, 300}; }

signals:
    // The cell under the mouse; nullopt when the mouse leaves the grid.
    void hovered(std::optional<cd::gui::SquarePair> cell);
    void clicked(cd::gui::SquarePair cell);

protected:
    void paintEvent(QPaintEvent* event) override;
    void mouseMoveEvent(QMouseEvent* event) override;
    void mouseReleaseEvent(QMouseEvent* event) override;
    void leaveEvent(QEvent* event) override;

private:
    struct Geometry {
        int cell = 0;
        QPoint origin; // top-left corner of cell (a1, a1)
    };
    Geometry geometry() const;
    void paintCells(QPainter& p, const Geometry& g) const;
    void paintGrid(QPainter& p, const Geometry& g) const;
    void paintLabels(QPainter& p, const Geometry& g) const;

    BitMatrix m_shown{};
    BitMatrix m_previous{};
    std::optional<Square> m_source;
    std::optional<SquarePair> m_hover;
};

} // namespace cd::gui
