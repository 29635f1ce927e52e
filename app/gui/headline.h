// Presentation mode's headline: what the board shows (metric, squares, distance, wavefront
// step) in one line of large text above the boards, readable from the back of a classroom.
#pragma once

#include <QLabel>

namespace cd::gui {

class BoardWidget;
class CompareView;

class Headline : public QLabel {
    Q_OBJECT
public:
    Headline(BoardWidget* board, CompareView* compare, QWidget* parent = nullptr);

    // Re-reads the boards' captions and sizes the text for the window.
    void refresh();

protected:
    void showEvent(QShowEvent* event) override;

private:
    BoardWidget* m_board;
    CompareView* m_compare;
};

} // namespace cd::gui
