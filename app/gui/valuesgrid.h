// The 64 values of the current map as an 8x8 table laid out like the board (rank 8 on top
// unless flipped), each cell heat-coloured with the board's palette and showing its number.
#pragma once

#include "distance.h"
#include "square.h"

#include "diagram/palette.h"

#include <QWidget>

#include <optional>

namespace cd::gui {

class ValuesGrid : public QWidget {
    Q_OBJECT
public:
    explicit ValuesGrid(QWidget* parent = nullptr);

    // nullopt: no values (the metric needs a source square).
    void setMap(const std::optional<DistanceMap>& map, PaletteId palette, bool flipped,
                std::optional<Square> source);
    const std::optional<DistanceMap>& map() const { return m_map; }
    QRectF cellRect(Square s) const;

    QSize sizeHint() const override { return {480, 480}; }
    QSize minimumSizeHint() const override { return {240, 240}; }

protected:
    void paintEvent(QPaintEvent* event) override;

private:
    std::optional<DistanceMap> m_map;
    PaletteId m_palette = PaletteId::Viridis;
    bool m_flipped = false;
    std::optional<Square> m_source;
};

} // namespace cd::gui
