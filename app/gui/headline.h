// Presentation mode's headline: what the board shows (metric, squares, distance, wavefront
// step) in one line of large text above the boards, readable from the back of a classroom; a
// notice of the last change ("White knight from b5 was taken in 10... cxb5") until the next.
// It always takes two lines' height, so that the board never moves when the text changes length.
#pragma once

#include <QLabel>
#include <QString>

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
    void resizeEvent(QResizeEvent* event) override;

private:
    // Two lines of the large type reserved; a longer text is set smaller to fit in them.
    void fitText();

    BoardState* m_state;
    QString m_notice;
};

} // namespace cd::gui
