#include "compareview.h"

#include "metricinfo.h"

#include <QAction>
#include <QActionGroup>
#include <QMenu>

namespace cd::gui {

CompareView::CompareView(BoardState* state, QWidget* parent) : BoardView(parent), m_state(state)
{
    setAccessibleName(tr("Comparison board"));
    setVisible(false);
    connect(m_state, &BoardState::changed, this, &CompareView::stateChanged);
    connect(this, &BoardView::clicked, this,
            [this](Square s, Qt::MouseButton button, Qt::KeyboardModifiers modifiers) {
                const Query& q = m_state->query();
                const auto toggle = [s](std::optional<Square> current) {
                    return current == s ? std::nullopt : std::optional<Square>(s);
                };
                if (button == Qt::RightButton || (modifiers & Qt::ShiftModifier))
                    m_state->setTarget(toggle(q.to));
                else if (button == Qt::LeftButton)
                    m_state->setSource(toggle(q.from));
            });
    stateChanged();
}

int CompareView::sharedMax() const
{
    return mode() == Mode::Off || difference() ? 0 : m_state->compareDiagram().maxValue;
}

void CompareView::stateChanged()
{
    setDiagram(m_state->compareDiagram());
    setVisible(mode() != Mode::Off);
    syncMenu();
}

QMenu* CompareView::createMenu(QWidget* parent)
{
    auto* menu = new QMenu(tr("C&ompare with"), parent);
    m_metricGroup = new QActionGroup(menu);
    m_off = menu->addAction(tr("&Nothing (one board)"), this, &CompareView::turnOff);
    m_off->setCheckable(true);
    m_metricGroup->addAction(m_off);
    m_toggle = menu->addAction(tr("&Second board on or off"), this, [this] {
        if (mode() == Mode::Off)
            compareWith(metric());
        else
            turnOff();
    });
    m_toggle->setShortcut(QKeySequence(tr("C")));
    menu->addSeparator();
    for (const Metric m : menuMetrics()) {
        QAction* a = menu->addAction(metricLabel(m), this, [this, m] { compareWith(m); });
        a->setCheckable(true);
        a->setData(static_cast<int>(m));
        m_metricGroup->addAction(a);
    }
    menu->addSeparator();
    m_before =
        menu->addAction(tr("&Before and after: freeze this map"), this, &CompareView::freezeBefore);
    m_before->setCheckable(true);
    m_before->setShortcut(QKeySequence(tr("B")));
    m_before->setToolTip(tr("Keep the map as it is now beside the board, then change the "
                            "position to see what changed"));
    m_metricGroup->addAction(m_before);
    m_differenceAction = menu->addAction(tr("&Difference (A − B)"));
    m_differenceAction->setCheckable(true);
    m_differenceAction->setShortcut(QKeySequence(tr("D")));
    connect(m_differenceAction, &QAction::toggled, this, &CompareView::setDifference);
    syncMenu();
    return menu;
}

void CompareView::syncMenu()
{
    if (!m_metricGroup)
        return;
    for (QAction* a : m_metricGroup->actions()) {
        if (a == m_off)
            a->setChecked(mode() == Mode::Off);
        else if (a == m_before)
            a->setChecked(mode() == Mode::Before);
        else
            a->setChecked(mode() == Mode::Metric &&
                          a->data().toInt() == static_cast<int>(metric()));
    }
    const QSignalBlocker block(m_differenceAction);
    m_differenceAction->setChecked(difference());
}

} // namespace cd::gui
