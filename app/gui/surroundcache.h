// The part of a board view a click leaves alone, kept as a picture: the widget's background, the
// diagram's background, the coordinates and the side-to-move marker (the ground and the surround
// of boardlayers.h), painted by the one BoardRenderer at the device pixel ratio.
#pragma once

#include "diagram/boardrenderer.h"

#include <QBrush>
#include <QImage>
#include <QSize>

namespace cd::gui {

class SurroundCache {
public:
    // The picture for `renderer` in a widget of `size` at `dpr` on `window`, drawn again only
    // when one of them changed what it shows or forget() was called since. In the format of the
    // image painted on (`device`, if it is one), it is copied line by line, without conversion.
    const QImage& picture(const BoardRenderer& renderer, QSize size, qreal dpr,
                          const QBrush& window, const QPaintDevice* device);
    void forget() { m_picture = {}; }

private:
    QImage m_picture;
    // What it was drawn from.
    QSize m_size;
    qreal m_dpr = 0;
    QBrush m_window;
    Diagram m_diagram;
    BoardLayout m_layout;
};

} // namespace cd::gui
