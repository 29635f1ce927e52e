// Presentation mode's headline: what the board shows (metric, squares, distance, wavefront
// step) in one line of large text above the boards, readable from the back of a classroom.
#pragma once

#include <QLabel>

namespace cd::gui {

class BoardState;

class Headline : public QLabel {
    Q_OBJECT
public:
    explicit Headline(BoardState* state, QWidget* parent = nullptr);

    // Re-reads the boards' captions and sizes the text for the window.
    void refresh();

protected:
    void showEvent(QShowEvent* event) override;

private:
    BoardState* m_state;
};

} // namespace cd::gui
