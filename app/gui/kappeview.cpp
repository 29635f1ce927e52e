#include "kappeview.h"

#include "boardstate.h"
#include "metricinfo.h"
#include "refreshwhenvisible.h"

#include "diagram/piecenoun.h"
#include "diagram/squaretext.h"
#include "i18n/coremessages.h"

#include <QHBoxLayout>
#include <QLabel>
#include <QPainter>
#include <QShortcut>
#include <QToolButton>
#include <QVBoxLayout>

namespace cd::gui {

namespace {

QLabel* swatch(const QColor& fill, const QString& text)
{
    QPixmap pixmap(14, 14);
    pixmap.fill(fill);
    QPainter p(&pixmap);
    p.setPen(Qt::darkGray);
    p.drawRect(0, 0, 13, 13);
    auto* label = new QLabel;
    label->setPixmap(pixmap);
    label->setToolTip(text);
    return label;
}

} // namespace

KappeView::KappeView(BoardState* state, QWidget* parent) : QWidget(parent), m_state(state)
{
    m_heading = new QLabel;
    m_heading->setWordWrap(true);
    m_heading->setTextFormat(Qt::RichText);
    m_matrix = new MatrixWidget;
    m_matrix->setAccessibleName(tr("Kappe's matrix"));

    const auto button = [this](const QString& text, const QString& tip) {
        auto* b = new QToolButton;
        b->setText(text);
        b->setToolTip(tip);
        b->setToolButtonStyle(Qt::ToolButtonTextOnly);
        b->setFocusPolicy(Qt::TabFocus);
        return b;
    };
    m_first = button(tr("I (n = 0)"), tr("The identity, n = 0 (Home)"));
    m_previous = button(tr("◀ n − 1"), tr("One power back (Left, Page Up)"));
    m_next = button(tr("n + 1 ▶"), tr("Multiply by I ∨ A once more (Right, Page Down)"));
    m_last = button(tr("Closure"), tr("The power that no further product changes (End)"));
    m_stepLabel = new QLabel;
    QFont big = m_stepLabel->font();
    big.setBold(true);
    big.setPointSizeF(big.pointSizeF() * 1.25);
    m_stepLabel->setFont(big);
    m_stepLabel->setMinimumWidth(
        m_stepLabel->fontMetrics().horizontalAdvance(tr("n = %1 of %2 (closure)").arg(63).arg(63)));
    m_stepLabel->setAlignment(Qt::AlignCenter);
    auto* steps = new QHBoxLayout;
    steps->addWidget(m_first);
    steps->addWidget(m_previous);
    steps->addWidget(m_stepLabel);
    steps->addWidget(m_next);
    steps->addWidget(m_last);
    steps->addStretch(1);

    auto* legend = new QHBoxLayout;
    const auto entry = [legend](const QColor& c, const QString& text) {
        legend->addWidget(swatch(c, text));
        legend->addWidget(new QLabel(text));
        legend->addSpacing(10);
    };
    entry(MatrixWidget::newColor(), tr("new at power n (distance n)"));
    entry(MatrixWidget::setColor(), tr("set earlier"));
    entry(MatrixWidget::identityColor(), tr("diagonal (I)"));
    entry(QColor(0xff, 0xee, 0xa8), tr("source row"));
    legend->addStretch(1);

    m_countLabel = new QLabel;
    m_status = new QLabel;
    m_status->setTextInteractionFlags(Qt::TextSelectableByMouse);
    m_status->setMinimumHeight(m_status->fontMetrics().height() + 4);
    QFont strong = m_status->font();
    strong.setBold(true);
    m_status->setFont(strong);

    auto* layout = new QVBoxLayout(this);
    // Everything to read above the grid: a square grid leaves its spare room below it.
    layout->addWidget(m_heading);
    layout->addLayout(steps);
    layout->addLayout(legend);
    layout->addWidget(m_countLabel);
    layout->addWidget(m_status);
    layout->addWidget(m_matrix, 1);

    connect(m_first, &QToolButton::clicked, this, [this] { setStep(0); });
    connect(m_previous, &QToolButton::clicked, this, [this] { setStep(m_step - 1); });
    connect(m_next, &QToolButton::clicked, this, [this] { setStep(m_step + 1); });
    connect(m_last, &QToolButton::clicked, this, [this] { setStep(m_steps.closure()); });
    // Keys act while the view has the focus, so the board keeps its own arrows.
    const auto key = [this](QKeySequence k, auto action) {
        auto* s = new QShortcut(k, this);
        s->setContext(Qt::WidgetWithChildrenShortcut);
        connect(s, &QShortcut::activated, this, action);
    };
    for (const auto k : {Qt::Key_Right, Qt::Key_PageDown, Qt::Key_Plus})
        key(QKeySequence(k), [this] { setStep(m_step + 1); });
    for (const auto k : {Qt::Key_Left, Qt::Key_PageUp, Qt::Key_Minus})
        key(QKeySequence(k), [this] { setStep(m_step - 1); });
    key(QKeySequence(Qt::Key_Home), [this] { setStep(0); });
    key(QKeySequence(Qt::Key_End), [this] { setStep(m_steps.closure()); });
    m_matrix->setFocusPolicy(Qt::StrongFocus);
    setFocusProxy(m_matrix);

    connect(m_matrix, &MatrixWidget::hovered, this, &KappeView::showCell);
    connect(m_matrix, &MatrixWidget::clicked, this, &KappeView::clickCell);
    refreshWhenVisible(this, m_state, [this] { refresh(); });
}

void KappeView::hideEvent(QHideEvent* event)
{
    QWidget::hideEvent(event);
    m_state->setHighlight(std::nullopt);
}

void KappeView::refresh()
{
    const Query& q = m_state->answeredQuery();
    m_error.clear();
    QString heading;
    MoveGraph graph{};
    try {
        if (q.metric == Metric::Reach && !q.from) {
            m_error = tr("Click a square on the board: the matrix is of the piece on it.");
        } else if (q.metric == Metric::Reach) {
            Query plain = q;
            plain.to.reset();
            graph = queryGraph(plain);
            const Piece mover = m_state->answer().mover.value_or(m_state->probePiece());
            heading = tr("%1 from %2 in the current position")
                          .arg(pieceTitle(mover), squareText(*q.from));
        } else if (const auto type = moverOf(q.metric)) {
            graph = emptyBoardGraph(*type);
            heading = tr("%1 on the empty board").arg(metricLabel(q.metric));
        } else {
            m_error = tr("The %1 metric has no moves, so it has no move matrix. Pick a piece "
                         "metric or reach.")
                          .arg(metricLabel(q.metric));
        }
    } catch (const std::exception& e) {
        m_error = i18n::errorText(e);
    }
    if (!m_error.isEmpty()) {
        m_steps = KappeSteps();
        m_heading->setText(m_error.toHtmlEscaped());
    } else {
        if (graph != m_steps.adjacency() || m_fresh)
            m_steps = KappeSteps(graph);
        m_heading->setText(
            QStringLiteral("<b>%1</b><br>%2")
                .arg(heading.toHtmlEscaped(),
                     tr("Row = from square, column = to square (a1, b1, …, h8). "
                        "(I ∨ A)<sup>n</sup> has a 1 where the column's square is at most "
                        "n moves from the row's.")));
    }
    if (m_fresh && m_error.isEmpty()) {
        m_fresh = false;
        m_step = 1;
    }
    m_matrix->setSourceRow(q.from);
    setStep(m_step);
}

void KappeView::setStep(int n)
{
    m_step = std::clamp(n, 0, m_steps.closure());
    showStep();
}

void KappeView::showStep()
{
    const int n = m_step;
    const int closure = m_steps.closure();
    if (m_error.isEmpty()) {
        m_matrix->setMatrices(m_steps.power(n), n > 0 ? m_steps.power(n - 1) : BitMatrix{});
        m_stepLabel->setText(n == closure && n > 0
                                 ? tr("n = %1 of %2 (closure)").arg(n).arg(closure)
                                 : tr("n = %1 of %2").arg(n).arg(closure));
    } else {
        m_matrix->setMatrices(BitMatrix{}, BitMatrix{}); // no piece: nothing to show
        m_stepLabel->clear();
    }
    const int set = m_steps.count(n);
    const int fresh = set - (n > 0 ? m_steps.count(n - 1) : 0);
    m_countLabel->setText(
        m_error.isEmpty()
            ? tr("%1 of 4096 entries are 1, %2 of them new at this power.").arg(set).arg(fresh)
            : QString());
    m_first->setEnabled(n > 0);
    m_previous->setEnabled(n > 0);
    m_next->setEnabled(n < closure);
    m_last->setEnabled(n < closure);
    m_status->setText(m_hover ? cellText(*m_hover) : QString());
}

QString KappeView::cellText(SquarePair cell) const
{
    const auto [u, v] = cell;
    const QString head = QStringLiteral("%1 → %2: ").arg(squareText(u), squareText(v));
    if (!m_error.isEmpty())
        return {};
    if (u == v)
        return head + tr("0 moves (the diagonal: the identity I)");
    const int d = m_steps.firstPower(u, v);
    if (d == kUnreachable)
        return head + tr("unreachable (the entry never becomes 1)");
    if (d <= m_step) {
        QString text = d == 1 ? tr("reachable in 1 move") : tr("reachable in %1 moves").arg(d);
        if (d == m_step)
            text += tr(", new at this power");
        return head + text;
    }
    return head +
           (m_step == 1
                ? tr("not within 1 move (the entry becomes 1 at power %1)").arg(d)
                : tr("not within %1 moves (the entry becomes 1 at power %2)").arg(m_step).arg(d));
}

QString KappeView::statusText() const
{
    return m_status->text();
}

void KappeView::showCell(std::optional<SquarePair> cell)
{
    m_hover = cell;
    m_status->setText(cell ? cellText(*cell) : QString());
    m_state->setHighlight(m_error.isEmpty() ? cell : std::nullopt);
}

void KappeView::clickCell(SquarePair cell)
{
    if (!m_error.isEmpty() && m_state->query().metric != Metric::Reach)
        return;
    m_state->setSource(cell.first);
    m_state->setTarget(cell.first != cell.second ? std::optional(cell.second) : std::nullopt);
}

} // namespace cd::gui
