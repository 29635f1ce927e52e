#include "wavefrontcontrol.h"

#include <QAction>
#include <QComboBox>
#include <QHBoxLayout>
#include <QLabel>
#include <QSignalBlocker>
#include <QSlider>
#include <QStyle>
#include <QTimer>
#include <QToolButton>
#include <QVBoxLayout>

namespace cd::gui {

namespace {

QToolButton* button(QAction* action)
{
    auto* b = new QToolButton;
    b->setDefaultAction(action);
    b->setAutoRaise(false);
    return b;
}

} // namespace

WavefrontControl::WavefrontControl(BoardState* state, QWidget* parent)
    : QGroupBox(tr("Wavefront"), parent), m_state(state)
{
    m_toggle = new QAction(tr("&Wavefront"), this);
    m_toggle->setCheckable(true);
    m_toggle->setShortcut(QKeySequence(tr("W")));
    m_toggle->setToolTip(tr("Show the map step by step (W)"));
    m_back = new QAction(style()->standardIcon(QStyle::SP_MediaSeekBackward),
                         tr("Wavefront step &back"), this);
    m_back->setShortcut(QKeySequence(tr("[")));
    m_back->setToolTip(tr("One step back ([)"));
    m_forward = new QAction(style()->standardIcon(QStyle::SP_MediaSeekForward),
                            tr("Wavefront step &forward"), this);
    m_forward->setShortcut(QKeySequence(tr("]")));
    m_forward->setToolTip(tr("One step forward (])"));
    m_play = new QAction(style()->standardIcon(QStyle::SP_MediaPlay), tr("&Play wavefront"), this);
    m_play->setCheckable(true);
    m_play->setShortcut(QKeySequence(tr("P")));
    m_play->setToolTip(tr("Play or pause (P)"));

    setCheckable(true);
    setChecked(false);
    setToolTip(m_toggle->toolTip());
    m_slider = new QSlider(Qt::Horizontal);
    m_slider->setPageStep(1);
    m_slider->setTickPosition(QSlider::TicksBelow);
    m_slider->setAccessibleName(tr("Wavefront step"));
    m_label = new QLabel;
    m_speed = new QComboBox;
    m_speed->setAccessibleName(tr("Speed"));
    m_speed->addItem(tr("Slow (2 s a step)"), 2000);
    m_speed->addItem(tr("Normal (1 s a step)"), 1000);
    m_speed->addItem(tr("Fast (½ s a step)"), 500);
    m_speed->setCurrentIndex(1);
    m_timer = new QTimer(this);

    auto* controls = new QHBoxLayout;
    controls->addWidget(button(m_back));
    controls->addWidget(button(m_play));
    controls->addWidget(button(m_forward));
    controls->addWidget(m_slider, 1);
    auto* info = new QHBoxLayout;
    info->addWidget(m_label, 1);
    info->addWidget(m_speed);
    auto* layout = new QVBoxLayout(this);
    layout->addLayout(controls);
    layout->addLayout(info);

    // The group's check box and W are one switch: the state's.
    connect(this, &QGroupBox::toggled, m_state, &BoardState::setWavefront);
    connect(m_toggle, &QAction::triggered, m_state, &BoardState::setWavefront);
    // From off, the first [ or ] only switches the mode on, at the step it had.
    connect(m_back, &QAction::triggered, this, [this] { m_state->stepWavefront(-1); });
    connect(m_forward, &QAction::triggered, this, [this] { m_state->stepWavefront(+1); });
    connect(m_play, &QAction::toggled, this, &WavefrontControl::setPlaying);
    connect(m_slider, &QSlider::valueChanged, m_state, &BoardState::setStep);
    connect(m_speed, &QComboBox::currentIndexChanged, this,
            [this] { m_timer->setInterval(interval()); });
    connect(m_timer, &QTimer::timeout, this, &WavefrontControl::advance);
    connect(m_state, &BoardState::changed, this, &WavefrontControl::stateChanged);
    m_timer->setInterval(interval());
    stateChanged();
}

std::optional<int> WavefrontControl::step() const
{
    return m_state->wavefrontStep();
}

int WavefrontControl::largest() const
{
    return isMeasured(m_state->answeredQuery()) ? m_state->answer().maximum : -1;
}

bool WavefrontControl::isPlaying() const
{
    return m_timer->isActive();
}

int WavefrontControl::interval() const
{
    return m_speed->currentData().toInt();
}

void WavefrontControl::setStep(int n)
{
    m_state->setStep(n);
}

void WavefrontControl::setPlaying(bool on)
{
    if (on == isPlaying()) {
        sync();
        return;
    }
    if (on) {
        if (!m_state->view().wavefront)
            m_state->setWavefront(true);
        if (largest() < 0) {
            sync();
            return;
        }
        if (m_state->view().step >= largest())
            setStep(0); // play from the source again
        m_timer->start(interval());
    } else {
        m_timer->stop();
    }
    sync();
}

void WavefrontControl::advance()
{
    setStep(m_state->view().step + 1);
    if (m_state->view().step >= largest())
        setPlaying(false); // the whole map is shown
}

void WavefrontControl::stateChanged()
{
    if (largest() < 0 || !m_state->view().wavefront)
        setPlaying(false);
    sync();
}

void WavefrontControl::sync()
{
    const bool on = m_state->view().wavefront;
    const int last = largest();
    const int step = m_state->view().step;
    const bool measured = last >= 0;
    const QSignalBlocker blockSlider(m_slider), blockPlay(m_play), blockToggle(m_toggle),
        blockBox(this);
    m_toggle->setChecked(on);
    setChecked(on);
    m_slider->setRange(0, std::max(0, last));
    m_slider->setValue(step);
    m_slider->setEnabled(on && measured);
    m_back->setEnabled(measured && (step > 0 || !on));
    m_forward->setEnabled(measured && (step < last || !on));
    m_play->setEnabled(measured);
    m_play->setChecked(isPlaying());
    m_play->setIcon(
        style()->standardIcon(isPlaying() ? QStyle::SP_MediaPause : QStyle::SP_MediaPlay));
    m_play->setText(isPlaying() ? tr("&Pause wavefront") : tr("&Play wavefront"));
    if (!measured)
        m_label->setText(tr("Click a source first"));
    else if (!on)
        m_label->setText(tr("Off: the whole map (W)"));
    else
        m_label->setText(tr("Step %1 of %2").arg(step).arg(last));
}

} // namespace cd::gui
