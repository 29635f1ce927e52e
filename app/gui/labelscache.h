// The legend and caption of the last few diagrams, each kept as a picture of the band below the
// board, painted by the one BoardRenderer over the kept surround (surroundcache.h): clicks go back
// and forth between a few pieces, and painting a legend again costs more than copying it (Qt hands
// its swatches' translucent outlines to its thread pool).
#pragma once

#include "diagram/boardrenderer.h"

#include <QImage>
#include <QRect>
#include <QSize>

#include <vector>

namespace cd::gui {

class LabelsCache {
public:
    // The labels of `renderer` in a widget of `size` over `surround` (the widget's kept picture,
    // at its device pixel ratio), the part of the widget they cover and where the picture's top
    // left corner lies in the widget's device pixels; a null picture without labels.
    struct Band {
        const QImage* picture = nullptr;
        QRect rect;
        QPoint origin;
    };
    Band band(const BoardRenderer& renderer, QSize size, const QImage& surround);
    void forget() { m_bands.clear(); }

private:
    static constexpr std::size_t kKept = 3;

    struct Kept {
        // What it was drawn from.
        qint64 surround = 0; // the surround picture's cacheKey()
        Diagram diagram;
        BoardLayout layout;
        QRect rect;
        QImage picture;
    };
    std::vector<Kept> m_bands; // the most recent first
};

} // namespace cd::gui
