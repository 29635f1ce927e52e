// The twelve pieces to drag onto the board.
#pragma once

#include <QWidget>

namespace cd::gui {

class PiecePalette : public QWidget {
    Q_OBJECT
public:
    explicit PiecePalette(QWidget* parent = nullptr);
};

} // namespace cd::gui
