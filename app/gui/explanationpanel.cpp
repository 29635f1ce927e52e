#include "explanationpanel.h"

#include "histogramwidget.h"
#include "metricguide.h"
#include "metricinfo.h"
#include "refreshwhenvisible.h"

#include "diagram/squaretext.h"

#include <QLabel>
#include <QLocale>
#include <QVBoxLayout>

#include <array>

namespace cd::gui {

namespace {

QLabel* paragraph()
{
    auto* label = new QLabel;
    label->setWordWrap(true);
    label->setTextInteractionFlags(Qt::TextSelectableByMouse);
    label->setAlignment(Qt::AlignLeft | Qt::AlignTop);
    return label;
}

QLabel* heading(const QString& text)
{
    auto* label = new QLabel(QStringLiteral("<b>%1</b>").arg(text.toHtmlEscaped()));
    return label;
}

// The empty-board histograms never change: computed once per metric.
const PairHistogram& cachedHistogram(Metric m)
{
    static std::array<std::optional<PairHistogram>, kMetricCount> cache;
    auto& slot = cache[static_cast<std::size_t>(m)];
    if (!slot)
        slot = metricHistogram(m);
    return *slot;
}

} // namespace

ExplanationPanel::ExplanationPanel(BoardState* state, QWidget* parent)
    : QWidget(parent), m_state(state)
{
    m_title = new QLabel;
    QFont big = m_title->font();
    big.setPointSizeF(big.pointSizeF() * 1.4);
    big.setBold(true);
    m_title->setFont(big);
    m_title->setWordWrap(true);
    m_plain = paragraph();
    m_computation = paragraph();
    m_histogram = new HistogramWidget;
    m_histogramCaption = paragraph();
    m_example = paragraph();
    m_current = paragraph();

    auto* layout = new QVBoxLayout(this);
    layout->addWidget(m_title);
    layout->addWidget(m_plain);
    layout->addWidget(heading(tr("How it is computed")));
    layout->addWidget(m_computation);
    layout->addWidget(heading(tr("How often each distance occurs")));
    layout->addWidget(m_histogram);
    layout->addWidget(m_histogramCaption);
    layout->addWidget(heading(tr("Example")));
    layout->addWidget(m_example);
    layout->addWidget(m_current);
    layout->addStretch(1);
    refreshWhenVisible(this, m_state, [this] { refresh(); });
}

QString ExplanationPanel::text() const
{
    QStringList parts;
    for (const QLabel* l :
         {m_title, m_plain, m_computation, m_histogramCaption, m_example, m_current})
        parts << l->text();
    return parts.join(QLatin1Char('\n'));
}

void ExplanationPanel::refresh()
{
    const Query& q = m_state->answeredQuery();
    const Answer& a = m_state->answer();
    const MetricGuide guide = metricGuide(q.metric);
    m_title->setText(metricLabel(q.metric));
    m_plain->setText(guide.plain);
    m_computation->setText(guide.computation);
    m_example->setText(guide.example);

    // Reach depends on the piece and the position; the others are fixed tables.
    const Piece mover = a.mover.value_or(m_state->probePiece());
    const QString key =
        q.metric == Metric::Reach
            ? QStringLiteral("reach %1 %2 %3 %4 %5")
                  .arg(QString::fromStdString(q.board.fen()))
                  .arg(QChar::fromLatin1(pieceLetter(mover)))
                  .arg(static_cast<int>(q.reach.captures))
                  .arg(q.reach.avoidAttacked)
                  .arg(q.reach.promotion ? static_cast<int>(*q.reach.promotion) : -1)
            : QString::number(static_cast<int>(q.metric));
    if (key != m_histogramKey) {
        m_histogramKey = key;
        m_histogram->setHistogram(q.metric == Metric::Reach
                                      ? reachHistogram(q.board, mover, q.reach)
                                      : cachedHistogram(q.metric));
    }
    const PairHistogram& h = m_histogram->histogram();
    const QLocale locale;
    m_histogramCaption->setText(
        h.pairs == 0
            ? QString()
            : tr("Over %1. Mean %2%3.")
                  .arg(histogramDomain(q.metric, h), locale.toString(h.mean(), 'f', 2),
                       h.unreachable > 0 ? tr("; %1 unreachable (hatched bar)").arg(h.unreachable)
                                         : QString()));

    // The user's own squares, when there is a target: its value, highlighted in the chart.
    std::optional<int> highlight;
    QString current;
    if (q.from && q.to && needsSource(q.metric)) {
        const int d = a.map[static_cast<std::size_t>(*q.to)];
        highlight = d;
        const QString from = squareText(*q.from);
        const QString to = squareText(*q.to);
        current = d == kUnreachable ? tr("On the board: %1 to %2 cannot be reached.").arg(from, to)
                                    : tr("On the board: %1 to %2 is %3.").arg(from, to).arg(d);
        // The window says "route"; here the term of the literature, once, in plain words.
        if (d != kUnreachable && d > 0)
            current += QLatin1Char(' ') +
                       tr("Each route drawn is what Stilman calls a trajectory: a way the piece "
                          "can go from %1 to %2 in that many moves, square by square.")
                           .arg(from, to);
    } else if (q.from && needsSource(q.metric)) {
        current = tr("Right-click a square to set a target and see its value here.");
    } else if (needsSource(q.metric)) {
        current = tr("Click a square to measure from it.");
    }
    m_current->setText(current);
    m_histogram->setHighlight(highlight);
}

} // namespace cd::gui
