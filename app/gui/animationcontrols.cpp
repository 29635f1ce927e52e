#include "animationcontrols.h"

#include <QComboBox>
#include <QFormLayout>
#include <QSpinBox>
#include <QStandardItemModel>

namespace cd::gui {

AnimationControls::AnimationControls(QWidget* parent) : QWidget(parent)
{
    m_kind = new QComboBox;
    m_kind->addItem(tr("Wavefront, step by step"), static_cast<int>(AnimationKind::Wavefront));
    m_kind->addItem(tr("Routes, move by move"), static_cast<int>(AnimationKind::Routes));
    m_kind->addItem(tr("The game, from this move on"), static_cast<int>(AnimationKind::Plies));
    m_kind->addItem(tr("The zone's race, move by move"), static_cast<int>(AnimationKind::Zone));
    m_delay = new QSpinBox;
    m_delay->setRange(100, 10000);
    m_delay->setSingleStep(100);
    m_delay->setValue(AnimationTiming{}.delayMs);
    m_delay->setSuffix(tr(" ms"));
    m_delay->setToolTip(tr("How long each frame stays"));
    m_loop = new QSpinBox;
    m_loop->setRange(0, 100);
    m_loop->setSpecialValueText(tr("forever"));
    m_loop->setToolTip(tr("How often the animation plays"));

    auto* form = new QFormLayout(this);
    form->setContentsMargins(0, 0, 0, 0);
    form->addRow(tr("&Shows"), m_kind);
    form->addRow(tr("&Delay"), m_delay);
    form->addRow(tr("&Times played"), m_loop);
    connect(m_kind, &QComboBox::currentIndexChanged, this, &AnimationControls::changed);
    connect(m_delay, &QSpinBox::valueChanged, this, &AnimationControls::changed);
    connect(m_loop, &QSpinBox::valueChanged, this, &AnimationControls::changed);
}

AnimationKind AnimationControls::kind() const
{
    return static_cast<AnimationKind>(m_kind->currentData().toInt());
}

AnimationTiming AnimationControls::timing() const
{
    return {m_delay->value(), m_loop->value()};
}

bool AnimationControls::setKind(AnimationKind kind)
{
    const auto* model = qobject_cast<QStandardItemModel*>(m_kind->model());
    const int row = m_kind->findData(static_cast<int>(kind));
    if (row < 0 || !model->item(row)->isEnabled())
        return false;
    m_kind->setCurrentIndex(row);
    return true;
}

void AnimationControls::setTiming(const AnimationTiming& timing)
{
    m_delay->setValue(timing.delayMs);
    m_loop->setValue(timing.loop);
}

void AnimationControls::setAvailable(AnimationKind kind, const QString& why)
{
    auto* model = qobject_cast<QStandardItemModel*>(m_kind->model());
    const int row = m_kind->findData(static_cast<int>(kind));
    QStandardItem* item = model->item(row);
    item->setEnabled(why.isEmpty());
    item->setToolTip(why);
    if (!why.isEmpty() && m_kind->currentIndex() == row)
        for (int i = 0; i < m_kind->count(); ++i)
            if (model->item(i)->isEnabled()) {
                m_kind->setCurrentIndex(i);
                break;
            }
}

} // namespace cd::gui
