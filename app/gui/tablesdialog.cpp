#include "tablesdialog.h"

#include "boardstate.h"
#include "boardview.h"
#include "metricinfo.h"
#include "pairsmodel.h"
#include "refreshwhenvisible.h"

#include "diagram/outputtarget.h"
#include "diagram/piecenoun.h"
#include "diagram/squaretext.h"
#include "diagram/tablecsv.h"
#include "i18n/coremessages.h"

#include <QClipboard>
#include <QDir>
#include <QFileDialog>
#include <QGuiApplication>
#include <QHBoxLayout>
#include <QHeaderView>
#include <QLabel>
#include <QMessageBox>
#include <QPushButton>
#include <QShortcut>
#include <QSortFilterProxyModel>
#include <QStandardPaths>
#include <QTabWidget>
#include <QTableView>
#include <QVBoxLayout>

namespace cd::gui {

namespace {

QString cell(int d)
{
    return d == kUnreachable ? QString() : QString::number(d);
}

QWidget* page(QLabel* caption, QWidget* body)
{
    auto* w = new QWidget;
    auto* layout = new QVBoxLayout(w);
    caption->setWordWrap(true);
    layout->addWidget(caption);
    layout->addWidget(body, 1);
    return w;
}

} // namespace

TablesDialog::TablesDialog(BoardState* state, QWidget* parent) : QDialog(parent), m_state(state)
{
    setWindowTitle(tr("Tables"));
    m_grid = new BoardView;
    m_grid->setMinimumSize(240, 240);
    m_mapCaption = new QLabel;
    m_model = new PairsModel(this);
    m_proxy = new QSortFilterProxyModel(this);
    m_proxy->setSourceModel(m_model);
    m_proxy->setSortRole(PairsModel::SortRole);
    m_table = new QTableView;
    m_table->setModel(m_proxy);
    m_table->setWordWrap(false);
    m_table->setSelectionMode(QAbstractItemView::ExtendedSelection);
    const QFontMetrics fm = m_table->fontMetrics();
    m_table->horizontalHeader()->setMinimumSectionSize(fm.horizontalAdvance(QStringLiteral("h8")));
    m_table->horizontalHeader()->setDefaultSectionSize(fm.horizontalAdvance(QStringLiteral("h8")) +
                                                       22); // room for the sort arrow
    m_table->verticalHeader()->setDefaultSectionSize(fm.height() + 6);
    m_table->horizontalHeader()->setSortIndicator(-1, Qt::AscendingOrder);
    m_table->setSortingEnabled(true);
    m_pairsCaption = new QLabel;

    m_tabs = new QTabWidget;
    m_tabs->addTab(page(m_mapCaption, m_grid), tr("&Current map"));
    m_tabs->addTab(page(m_pairsCaption, m_table), tr("&All pairs (64 × 64)"));

    m_copy = new QPushButton(tr("Cop&y"));
    m_copy->setToolTip(tr("Tab-separated, for a spreadsheet: the selected cells, or the whole "
                          "table (Ctrl+C)"));
    m_export = new QPushButton(tr("&Export CSV…"));
    m_order = new QPushButton(tr("&Square order"));
    m_order->setToolTip(tr("Undo the sorting: rows from a1 to h8"));
    auto* close = new QPushButton(tr("Close"));
    auto* buttons = new QHBoxLayout;
    buttons->addWidget(m_copy);
    buttons->addWidget(m_export);
    buttons->addWidget(m_order);
    buttons->addStretch(1);
    buttons->addWidget(close);

    auto* layout = new QVBoxLayout(this);
    layout->addWidget(m_tabs, 1);
    layout->addLayout(buttons);

    connect(m_copy, &QPushButton::clicked, this, &TablesDialog::copy);
    connect(m_export, &QPushButton::clicked, this, &TablesDialog::exportCsv);
    connect(m_order, &QPushButton::clicked, this,
            [this] { m_table->horizontalHeader()->setSortIndicator(-1, Qt::AscendingOrder); });
    connect(close, &QPushButton::clicked, this, &QDialog::close);
    auto* copyKey = new QShortcut(QKeySequence::Copy, this);
    connect(copyKey, &QShortcut::activated, this, &TablesDialog::copy);
    connect(m_tabs, &QTabWidget::currentChanged, this, &TablesDialog::updateButtons);
    refreshWhenVisible(this, m_state, [this] { refresh(); });
    resize(980, 720);
}

void TablesDialog::refresh()
{
    const Query& q = m_state->answeredQuery();
    const PaletteId palette = m_state->displayOptions().palette;
    const QString metric = metricLabel(q.metric);

    // The map: what the board shows, when it shows values.
    const bool hasMap = !needsSource(q.metric) || (q.from && m_state->answer().mover) ||
                        (q.from && q.metric != Metric::Reach);
    m_map = hasMap ? std::optional(m_state->answer().map) : std::nullopt;
    // The board's squares and colours, with nothing on them but the numbers.
    DisplayOptions values = m_state->displayOptions();
    values.show.pieces = values.show.legend = values.show.caption = false;
    values.show.numbers = true;
    values.trajectories = false;
    values.paths = 0;
    values.route.reset();
    values.step.reset();
    values.highlight.reset();
    if (hasMap) {
        m_grid->setDiagram(buildDiagram(q, m_state->answer(), values));
    } else {
        Diagram plain;
        plain.palette = palette;
        plain.flipped = values.flipped;
        plain.show = values.show;
        m_grid->setDiagram(plain);
    }
    if (!hasMap)
        m_mapCaption->setText(m_state->error().isEmpty()
                                  ? tr("Click a square on the board to see its values.")
                                  : m_state->error());
    else if (!q.from)
        m_mapCaption->setText(tr("<b>%1</b> of every square").arg(metric.toHtmlEscaped()));
    else if (q.metric == Metric::Reach)
        m_mapCaption->setText(
            tr("<b>%1 from %2</b>: moves needed in the current position (– unreachable)")
                .arg(pieceTitle(*m_state->answer().mover), squareText(*q.from)));
    else
        m_mapCaption->setText(tr("<b>%1</b> from <b>%2</b> (– unreachable)")
                                  .arg(metric.toHtmlEscaped(), squareText(*q.from)));

    // The pairs: every source at once, as `chess-distance pairs` computes them.
    if (isSquareMetric(q.metric)) {
        m_model->clear();
        m_pairsCaption->setText(tr("The %1 metric belongs to one square; the pairs table needs a "
                                   "metric of two squares.")
                                    .arg(metric));
    } else if (q.metric == Metric::Reach) {
        const Piece mover = m_state->answer().mover.value_or(m_state->probePiece());
        // The measured piece is lifted from its square: each row is that piece put on the row's
        // square, not a second one beside it.
        Board board = q.board;
        const bool lifted = q.from && board.pieceAt(*q.from) == mover;
        if (lifted)
            board.setPiece(*q.from, std::nullopt);
        try {
            m_model->setPairs(reachPairs(board, mover, q.reach), palette);
            m_pairsCaption->setText(
                (lifted ? tr("<b>%1</b>, lifted from %2, put on each square in turn (row) of the "
                             "current position, the other pieces staying: moves to each square "
                             "(column). Click a column header to sort.")
                              .arg(pieceTitle(mover), squareText(*q.from))
                        : tr("<b>%1</b> put on each square in turn (row) of the current position, "
                             "the other pieces staying: moves to each square (column). Click a "
                             "column header to sort.")
                              .arg(pieceTitle(mover))));
        } catch (const std::exception& e) {
            m_model->clear();
            m_pairsCaption->setText(i18n::errorText(e).toHtmlEscaped());
        }
    } else {
        m_model->setPairs(metricPairs(q.metric), palette);
        m_pairsCaption->setText(tr("<b>%1</b> from each square (row) to each square (column), on "
                                   "the empty board. Click a column header to sort.")
                                    .arg(metric.toHtmlEscaped()));
    }
    updateButtons();
}

void TablesDialog::updateButtons()
{
    const bool pairs = m_tabs->currentIndex() == 1;
    const bool any = pairs ? !m_model->isEmpty() : m_map.has_value();
    m_copy->setEnabled(any);
    m_export->setEnabled(any);
    m_order->setVisible(pairs);
}

QString TablesDialog::mapText() const
{
    if (!m_map)
        return {};
    QString out;
    for (int f = 0; f < 8; ++f) {
        out += QLatin1Char('\t');
        out += QLatin1Char(static_cast<char>('a' + f));
    }
    out += QLatin1Char('\n');
    for (int r = 7; r >= 0; --r) {
        out += QString::number(r + 1);
        for (int f = 0; f < 8; ++f)
            out += QLatin1Char('\t') + cell((*m_map)[static_cast<std::size_t>(8 * r + f)]);
        out += QLatin1Char('\n');
    }
    return out;
}

QString TablesDialog::pairsText() const
{
    if (m_model->isEmpty())
        return {};
    // The selection's bounding rectangle in the order shown; the whole table without one.
    int top = 0, bottom = 63, left = 0, right = 63;
    const QModelIndexList selected = m_table->selectionModel()->selectedIndexes();
    if (!selected.isEmpty()) {
        top = left = 63;
        bottom = right = 0;
        for (const QModelIndex& i : selected) {
            top = std::min(top, i.row());
            bottom = std::max(bottom, i.row());
            left = std::min(left, i.column());
            right = std::max(right, i.column());
        }
    }
    const auto* selection = m_table->selectionModel();
    QString out = QStringLiteral("from");
    for (int c = left; c <= right; ++c)
        out += QLatin1Char('\t') + squareText(Square(c));
    out += QLatin1Char('\n');
    for (int r = top; r <= bottom; ++r) {
        const int from = m_proxy->mapToSource(m_proxy->index(r, 0)).row();
        out += squareText(Square(from));
        for (int c = left; c <= right; ++c) {
            out += QLatin1Char('\t');
            if (selected.isEmpty() || selection->isSelected(m_proxy->index(r, c)))
                out += cell(m_model->value(from, c));
        }
        out += QLatin1Char('\n');
    }
    return out;
}

QString TablesDialog::copyText() const
{
    return m_tabs->currentIndex() == 1 ? pairsText() : mapText();
}

void TablesDialog::copy()
{
    const QString text = copyText();
    if (!text.isEmpty())
        QGuiApplication::clipboard()->setText(text);
}

QString TablesDialog::csvText() const
{
    // The same CSV as `chess-distance pairs` and `map`.
    if (m_tabs->currentIndex() == 1)
        return m_model->pairs() ? QString::fromStdString(pairsCsv(*m_model->pairs())) : QString();
    return m_map ? QString::fromStdString(mapCsv(*m_map)) : QString();
}

// Through writeOutput like every export: atomic, symbolic link chains followed to their end,
// FIFOs streamed to, the system's reason when it fails.
bool TablesDialog::writeCsv(const QString& path, QString* error) const
{
    const ExportResult r = writeOutput(csvText().toUtf8(), path);
    if (r.status != ExportResult::Status::Ok && error)
        *error = r.message;
    return r.status == ExportResult::Status::Ok;
}

void TablesDialog::exportCsv()
{
    const Query& q = m_state->query();
    const QString metric = QString::fromLatin1(metricName(q.metric).data(),
                                               static_cast<qsizetype>(metricName(q.metric).size()));
    const QString base =
        m_tabs->currentIndex() == 1
            ? QStringLiteral("pairs-%1.csv").arg(metric)
            : QStringLiteral("map-%1%2.csv")
                  .arg(metric, q.from ? QLatin1Char('-') + squareText(*q.from) : QString());
    const QString dir = QStandardPaths::writableLocation(QStandardPaths::DocumentsLocation);
    const QString path = QFileDialog::getSaveFileName(
        this, tr("Export CSV"), QDir(dir).filePath(base), tr("CSV files (*.csv)"));
    if (path.isEmpty())
        return;
    QString error;
    if (!writeCsv(path, &error))
        QMessageBox::warning(
            this, tr("Export CSV"),
            tr("Could not write %1:\n%2").arg(QDir::toNativeSeparators(path), error));
}

} // namespace cd::gui
