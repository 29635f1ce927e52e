// The Wavefront group: shows a map step by step, as a fill spreads from the source. At step n
// the squares at distance <= n are coloured and those at n (the frontier) framed; a timer plays
// the steps at an adjustable speed. It only chooses the step; the diagram builder draws it.
#pragma once

#include "boardstate.h"

#include <QGroupBox>

#include <optional>

class QAction;
class QComboBox;
class QLabel;
class QSlider;
class QTimer;

namespace cd::gui {

class WavefrontControl : public QGroupBox {
    Q_OBJECT
public:
    explicit WavefrontControl(BoardState* state, QWidget* parent = nullptr);

    // The step to draw: nullopt when the mode is off or the map has no values.
    std::optional<int> step() const;
    // The largest distance on the map (the last step), -1 when nothing is measured.
    int largest() const;
    bool isPlaying() const;
    QTimer* timer() const { return m_timer; }
    // Milliseconds per step.
    int interval() const;

    // W, [, ], P: the window adds them so that they work in presentation mode too.
    QAction* toggleAction() const { return m_toggle; }
    QAction* backAction() const { return m_back; }
    QAction* forwardAction() const { return m_forward; }
    QAction* playAction() const { return m_play; }

    void setStep(int n);
    void setPlaying(bool on);

private:
    void stateChanged();
    void advance();
    void sync();

    BoardState* m_state;
    QAction* m_toggle;
    QAction* m_back;
    QAction* m_forward;
    QAction* m_play;
    QSlider* m_slider;
    QLabel* m_label;
    QComboBox* m_speed;
    QTimer* m_timer;
};

} // namespace cd::gui
