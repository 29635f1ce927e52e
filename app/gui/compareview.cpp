#include "compareview.h"

#include "metricinfo.h"

#include <QAction>
#include <QActionGroup>
#include <QMenu>
#include <QMouseEvent>
#include <QPainter>

namespace cd::gui {

namespace {

bool measured(const Query& q)
{
    return !needsSource(q.metric) || q.from.has_value();
}

int topOf(const Query& q, const Answer& a)
{
    return measured(q) ? std::max(0, static_cast<int>(maxDistance(a.map))) : 0;
}

// What BoardState::recompute does for its own query, here for another metric.
void answerWith(const BoardState& state, Metric m, Query& q, Answer& a)
{
    q = state.query();
    q.metric = m;
    q.piece.reset();
    if (q.metric == Metric::Reach && q.from && !q.position.pieceAt(*q.from))
        q.piece = state.probePiece();
    if (q.to && !q.from)
        q.to.reset();
    try {
        a = cd::answer(q);
    } catch (const std::exception&) {
        Query mapOnly = q; // keep the map when only the trajectory part fails
        mapOnly.to.reset();
        try {
            a = cd::answer(mapOnly);
        } catch (const std::exception&) {
            a = Answer{};
        }
    }
}

} // namespace

CompareView::CompareView(BoardState* state, QWidget* parent)
    : QWidget(parent), m_state(state), m_renderer(Diagram{})
{
    setAttribute(Qt::WA_OpaquePaintEvent);
    setSizePolicy(QSizePolicy::Expanding, QSizePolicy::Expanding);
    setAccessibleName(tr("Comparison board"));
    setVisible(false);
    connect(m_state, &BoardState::changed, this, &CompareView::rebuild);
}

void CompareView::compareWith(Metric m)
{
    m_mode = Mode::Metric;
    m_metric = m;
    rebuild();
    emit modeChanged();
}

void CompareView::freezeBefore()
{
    m_mode = Mode::Before;
    m_beforeQuery = m_state->answeredQuery();
    m_beforeAnswer = m_state->answer();
    rebuild();
    emit modeChanged();
}

void CompareView::turnOff()
{
    m_mode = Mode::Off;
    rebuild();
    emit modeChanged();
}

void CompareView::setDifference(bool on)
{
    m_difference = on;
    if (on && m_mode == Mode::Off)
        m_mode = Mode::Metric; // a difference needs a second map
    rebuild();
    emit modeChanged();
}

void CompareView::setDisplay(const DisplayOptions& display)
{
    m_display = display;
    rebuild();
}

void CompareView::rebuild()
{
    const Query& live = m_state->answeredQuery();
    const Answer& liveAnswer = m_state->answer();
    Diagram d;
    if (m_mode != Mode::Off) {
        Query other;
        Answer otherAnswer;
        if (m_mode == Mode::Metric) {
            answerWith(*m_state, m_metric, other, otherAnswer);
        } else {
            other = m_beforeQuery;
            otherAnswer = m_beforeAnswer;
        }
        DisplayOptions options = m_display;
        options.paths = 0;
        if (m_difference) {
            d = buildDifference(live, liveAnswer, other, otherAnswer, options);
            if (m_mode == Mode::Before)
                d.caption = tr("After − before");
        } else {
            d = buildDiagram(other, otherAnswer, options);
            if (m_mode == Mode::Before)
                d.caption = tr("Before: %1").arg(d.caption);
        }
    }
    // One colour scale for both boards, so that equal numbers look equal side by side.
    const int top = std::max(topOf(live, liveAnswer), d.maxValue);
    m_sharedMax = m_mode == Mode::Off || m_difference ? 0 : top;
    if (m_sharedMax > 0)
        d.maxValue = m_sharedMax;
    m_renderer = BoardRenderer(d);
    setVisible(m_mode != Mode::Off);
    update();
    syncMenu();
    emit changed();
}

std::optional<Square> CompareView::squareAt(QPoint p) const
{
    return m_renderer.squareAt(QRectF(rect()), QPointF(p));
}

QRectF CompareView::squareRect(Square s) const
{
    return m_renderer.squareRect(QRectF(rect()), s);
}

void CompareView::paintEvent(QPaintEvent*)
{
    QPainter p(this);
    p.fillRect(rect(), palette().window());
    p.setRenderHint(QPainter::Antialiasing);
    p.setRenderHint(QPainter::TextAntialiasing);
    m_renderer.paint(p, QRectF(rect()));
}

void CompareView::mouseReleaseEvent(QMouseEvent* event)
{
    const auto s = squareAt(event->position().toPoint());
    if (!s)
        return;
    const Query& q = m_state->query();
    const auto toggle = [&](std::optional<Square> current) {
        return current == s ? std::nullopt : s;
    };
    if (event->button() == Qt::RightButton || (event->modifiers() & Qt::ShiftModifier))
        m_state->setTarget(toggle(q.to));
    else if (event->button() == Qt::LeftButton)
        m_state->setSource(toggle(q.from));
}

QMenu* CompareView::createMenu(QWidget* parent)
{
    auto* menu = new QMenu(tr("C&ompare with"), parent);
    m_metricGroup = new QActionGroup(menu);
    m_off = menu->addAction(tr("&Nothing (one board)"), this, &CompareView::turnOff);
    m_off->setCheckable(true);
    m_metricGroup->addAction(m_off);
    m_toggle = menu->addAction(tr("&Second board on or off"), this, [this] {
        if (m_mode == Mode::Off)
            compareWith(m_metric);
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
            a->setChecked(m_mode == Mode::Off);
        else if (a == m_before)
            a->setChecked(m_mode == Mode::Before);
        else
            a->setChecked(m_mode == Mode::Metric &&
                          a->data().toInt() == static_cast<int>(m_metric));
    }
    const QSignalBlocker block(m_differenceAction);
    m_differenceAction->setChecked(m_difference);
}

} // namespace cd::gui
