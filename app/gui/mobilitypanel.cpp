#include "mobilitypanel.h"

#include "refreshwhenvisible.h"

#include "diagram/palette.h"
#include "diagram/piecenoun.h"
#include "diagram/squaretext.h"
#include "mobility.h"

#include <QCheckBox>
#include <QComboBox>
#include <QEvent>
#include <QHBoxLayout>
#include <QHeaderView>
#include <QLabel>
#include <QLocale>
#include <QPushButton>
#include <QScrollBar>
#include <QStyle>
#include <QTableWidget>
#include <QVBoxLayout>

#include <algorithm>

namespace cd::gui {

namespace {

// A table cell that sorts by its number, not its text.
class NumberItem : public QTableWidgetItem {
public:
    using QTableWidgetItem::QTableWidgetItem;
    bool operator<(const QTableWidgetItem& other) const override
    {
        const QVariant a = data(Qt::UserRole), b = other.data(Qt::UserRole);
        if (a.isValid() && b.isValid())
            return a.toDouble() < b.toDouble();
        return QTableWidgetItem::operator<(other);
    }
};

QTableWidgetItem* cell(double value, const QString& text)
{
    auto* item = new NumberItem;
    item->setData(Qt::DisplayRole, text);
    item->setData(Qt::UserRole, value);
    item->setTextAlignment(Qt::AlignRight | Qt::AlignVCenter);
    return item;
}

// The rows the table always has room for.
constexpr int kMinRows = 6;

// Squares reached in 4 moves or more.
int fourOrMore(const ReachSummary& s)
{
    int n = 0;
    for (std::size_t d = 4; d < s.counts.size(); ++d)
        n += s.counts[d];
    return n;
}

} // namespace

MobilityPanel::MobilityPanel(BoardState* state, QWidget* parent) : QWidget(parent), m_state(state)
{
    // Plain words first (a class of twelve-year-olds reads this), the exact terms below the table.
    m_about = new QLabel(
        tr("How freely each piece can move: the more squares it gets to in few moves, the "
           "better. A piece shut in by its own pawns gets a low ratio and comes first in the "
           "table. Click a row to see where that piece can go."));
    m_about->setWordWrap(true);
    m_terms = new QLabel(
        tr("Score: a square reached in one move counts 1, in two moves ½, in three ¼, and so on. "
           "Ratio: the score ÷ the same piece's score alone on an empty board; a bishop hemmed "
           "in by its own pawns has a low ratio, Kappe's \"bad bishop\". Mean: the average "
           "number of moves to the squares it reaches."));
    m_terms->setWordWrap(true);
    m_terms->setForegroundRole(QPalette::PlaceholderText); // the small print, for adults
    m_more = new QLabel(tr("Widen the panel to see more columns."));
    m_more->setWordWrap(true);
    m_more->setForegroundRole(QPalette::PlaceholderText);
    m_more->hide();
    m_board = new QComboBox;
    m_board->addItem(tr("Moves of the measured piece"));
    m_board->addItem(tr("First to arrive: White"), static_cast<int>(ArrivalView::White));
    m_board->addItem(tr("First to arrive: Black"), static_cast<int>(ArrivalView::Black));
    m_board->addItem(tr("First to arrive: White − Black"),
                     static_cast<int>(ArrivalView::Difference));
    m_board->setToolTip(tr("What the board colours: the measured piece's moves, or for each "
                           "square the fewest moves any piece of a side needs to get there"));
    // Short, so that the panel can be narrow; the tooltip says how.
    m_whatIf = new QCheckBox(tr("What if: block squares"));
    m_whatIf->setToolTip(tr("While on, a click on an empty square puts a neutral blocker there "
                            "(no piece may pass or stop on it), a Shift+click makes a square "
                            "unsafe (a piece may pass but not stop on it); click again to take "
                            "it away"));
    m_clear = new QPushButton(tr("Clear"));
    m_clear->setToolTip(tr("Take away every blocked and unsafe square"));
    m_change = new QPushButton(tr("Show the change"));
    m_change->setToolTip(tr("A second board with the measured piece's map without the what-if "
                            "squares, and the difference after − before"));
    m_blocked = new QLabel;
    m_blocked->setWordWrap(true);
    m_piecesOnly = new QCheckBox(tr("Pieces only (no pawns)"));
    m_piecesOnly->setToolTip(tr("Leave the pawns out of the table: a pawn's ratio would top the "
                                "ranking of the pieces"));
    m_piecesOnly->setChecked(m_state->view().mobilityPiecesOnly);
    m_table = new QTableWidget(0, ColumnCount);
    m_table->setHorizontalHeaderLabels({tr("Piece"), tr("Square"), tr("Ratio"), tr("What if"),
                                        tr("Score"), tr("Empty board"), tr("1"), tr("2"), tr("3"),
                                        tr("4+"), tr("Never"), tr("Mean")});
    const QStringList tips = {
        tr("The piece"),
        tr("Where it stands"),
        tr("Score ÷ empty-board score: low for a hemmed-in piece"),
        tr("How much the score changes because of the what-if squares"),
        tr("Score: 1 for each square reached in one move, ½ in two, ¼ in three …"),
        tr("The same piece's score alone on an empty board"),
        tr("Squares reached in one move"),
        tr("Squares reached in two moves"),
        tr("Squares reached in three moves"),
        tr("Squares reached in four moves or more"),
        tr("Squares it can never reach"),
        tr("Mean number of moves over the squares it reaches")};
    for (int c = 0; c < ColumnCount; ++c)
        m_table->horizontalHeaderItem(c)->setToolTip(tips[c]);
    m_table->setEditTriggers(QAbstractItemView::NoEditTriggers);
    m_table->setSelectionBehavior(QAbstractItemView::SelectRows);
    m_table->setSelectionMode(QAbstractItemView::SingleSelection);
    m_table->verticalHeader()->hide();
    m_table->viewport()->installEventFilter(this);    // the columns follow the table's width
    m_table->sortByColumn(Ratio, Qt::AscendingOrder); // the most hemmed-in pieces first
    m_table->setSortingEnabled(true);

    auto* whatIfRow = new QHBoxLayout;
    whatIfRow->addWidget(m_whatIf, 1);
    whatIfRow->addWidget(m_change);
    whatIfRow->addWidget(m_clear);
    auto* layout = new QVBoxLayout(this);
    layout->addWidget(m_about);
    layout->addWidget(m_board);
    layout->addLayout(whatIfRow);
    layout->addWidget(m_blocked);
    layout->addWidget(m_piecesOnly);
    layout->addWidget(m_table, 1);
    layout->addWidget(m_more);
    layout->addWidget(m_terms);

    connect(m_board, &QComboBox::activated, this, [this](int index) {
        const QVariant v = m_board->itemData(index);
        m_state->setArrival(v.isValid() ? std::optional(static_cast<ArrivalView>(v.toInt()))
                                        : std::nullopt);
    });
    connect(m_whatIf, &QCheckBox::toggled, m_state, &BoardState::setWhatIfMode);
    connect(m_clear, &QPushButton::clicked, m_state, &BoardState::clearWhatIf);
    connect(m_change, &QPushButton::clicked, m_state, &BoardState::compareWithoutWhatIf);
    connect(m_piecesOnly, &QCheckBox::toggled, m_state, &BoardState::setMobilityPiecesOnly);
    connect(m_table, &QTableWidget::itemSelectionChanged, this, &MobilityPanel::rowChosen);
    connect(m_state, &BoardState::changed, this, [this] {
        const QSignalBlocker block(m_whatIf); // the switch shows the model's mode, hidden or not
        m_whatIf->setChecked(m_state->whatIfMode());
        const QSignalBlocker blockPieces(m_piecesOnly);
        m_piecesOnly->setChecked(m_state->view().mobilityPiecesOnly);
    });
    refreshWhenVisible(this, m_state, [this] { refresh(); });
    fitHeights();
}

void MobilityPanel::rowChosen()
{
    const auto rows = m_table->selectionModel()->selectedRows(SquareColumn);
    if (rows.isEmpty())
        return;
    const QVariant square = rows.first().data(Qt::UserRole);
    if (square.isValid() && m_state->query().from != Square(square.toInt()))
        m_state->measurePiece(Square(square.toInt()));
}

void MobilityPanel::refresh()
{
    const Query& q = m_state->query();
    const ReachOptions& opts = q.reach; // the profiles stop pawns on their last rank
    const std::vector<PieceMobility>& pieces = m_state->positionMobility().pieces;
    const std::vector<PieceMobility>& before = m_state->positionMobility().withoutWhatIf;
    const bool whatIf = opts.blocked || opts.taboo;

    const ViewState& view = m_state->view();
    m_board->setCurrentIndex(view.arrival ? m_board->findData(static_cast<int>(*view.arrival)) : 0);
    m_clear->setEnabled(whatIf);
    m_change->setEnabled(whatIf && (q.from.has_value() || view.arrival.has_value()));
    const auto names = [](Bitboard squares) {
        QStringList list;
        forEachSquare(squares, [&](Square s) { list << squareText(s); });
        return list.join(QStringLiteral(", "));
    };
    QStringList lines;
    if (opts.blocked)
        lines << tr("Blocked: %1").arg(names(opts.blocked));
    if (opts.taboo)
        lines << tr("Unsafe: %1").arg(names(opts.taboo));
    if (lines.isEmpty() && m_state->whatIfMode()) // how, now that the switch's label is short
        lines << tr("Click an empty square to block it; Shift+click makes a square unsafe.");
    m_blocked->setText(lines.join(u'\n'));
    m_blocked->setVisible(!lines.isEmpty());
    m_whatIfShown = whatIf;
    const bool piecesOnly = view.mobilityPiecesOnly;

    const QLocale locale;
    const Palette palette(PaletteId::Viridis);
    const QSignalBlocker blockSelection(m_table);
    // Filled with sizing and sorting off, then sized and sorted once: cell by cell they would
    // measure and move every row again, and the board would lag behind the clicks.
    m_table->setUpdatesEnabled(false);
    m_table->horizontalHeader()->setSectionResizeMode(QHeaderView::Interactive);
    m_table->setSortingEnabled(false);
    const auto shown = [&](const PieceMobility& p) {
        return !piecesOnly || p.piece.type != PieceType::Pawn;
    };
    m_table->setRowCount(static_cast<int>(std::count_if(pieces.begin(), pieces.end(), shown)));
    int row = -1; // the table row being filled
    for (std::size_t i = 0; i < pieces.size(); ++i) {
        const PieceMobility& p = pieces[i];
        if (!shown(p))
            continue;
        ++row;
        const ReachSummary& s = p.inPosition;
        auto* name = new QTableWidgetItem(pieceTitle(p.piece));
        auto* square = cell(static_cast<double>(p.square), squareText(p.square));
        square->setTextAlignment(Qt::AlignCenter);
        m_table->setItem(row, PieceColumn, name);
        m_table->setItem(row, SquareColumn, square);
        m_table->setItem(row, Moves1, cell(s.counts[1], QString::number(s.counts[1])));
        m_table->setItem(row, Moves2, cell(s.counts[2], QString::number(s.counts[2])));
        m_table->setItem(row, Moves3, cell(s.counts[3], QString::number(s.counts[3])));
        m_table->setItem(row, Moves4Plus, cell(fourOrMore(s), QString::number(fourOrMore(s))));
        m_table->setItem(row, Never, cell(s.unreachable, QString::number(s.unreachable)));
        m_table->setItem(row, Mean, cell(s.mean, locale.toString(s.mean, 'f', 2)));
        m_table->setItem(row, Score, cell(s.score, locale.toString(s.score, 'f', 2)));
        m_table->setItem(row, EmptyScore,
                         cell(p.emptyBoard().score, locale.toString(p.emptyBoard().score, 'f', 2)));
        auto* ratio = cell(p.ratio, locale.toString(p.ratio, 'f', 2));
        // Heat: a low ratio (a hemmed-in piece) dark, a free one bright, on the board's scale.
        const QColor fill = palette.valueColor(
            static_cast<int>(std::lround(std::clamp(p.ratio, 0.0, 1.0) * 10)), 10, true);
        ratio->setBackground(fill);
        ratio->setForeground(textColorOn(fill));
        m_table->setItem(row, Ratio, ratio);
        const double change = s.score - before[i].inPosition.score;
        m_table->setItem(
            row, WhatIfChange,
            cell(change, change == 0 ? QStringLiteral("0") : locale.toString(change, 'f', 2)));
    }
    m_table->setSortingEnabled(true);
    fitColumns();
    m_table->setUpdatesEnabled(true);
    // The measured piece's row stays selected, wherever sorting put it.
    m_table->clearSelection();
    for (row = 0; row < m_table->rowCount(); ++row)
        if (q.from && m_table->item(row, SquareColumn)->data(Qt::UserRole).toInt() ==
                          static_cast<int>(*q.from))
            m_table->selectRow(row);
}

QSize MobilityPanel::sizeHint() const
{
    int width = 2 * m_table->frameWidth() + m_table->verticalScrollBar()->sizeHint().width();
    for (int c = PieceColumn; c <= EmptyScore; ++c)
        width += columnWidth(c);
    const QMargins margins = layout()->contentsMargins();
    QSize hint = QWidget::sizeHint();
    hint.setWidth(std::max(hint.width(), width + margins.left() + margins.right()));
    return hint;
}

int MobilityPanel::columnWidth(int c) const
{
    const QHeaderView* header = m_table->horizontalHeader();
    int width = std::max(header->sectionSizeHint(c),
                         static_cast<const QAbstractItemView*>(m_table)->sizeHintForColumn(c));
    // A hidden column has no size hint, and the panel is measured before it is filled: the
    // header's text (with the sort arrow) and the widest names it can hold.
    const QStyle* style = m_table->style();
    const int headerMargin = style->pixelMetric(QStyle::PM_HeaderMargin, nullptr, header);
    width = std::max(
        width, header->fontMetrics().horizontalAdvance(m_table->horizontalHeaderItem(c)->text()) +
                   4 * headerMargin + style->pixelMetric(QStyle::PM_HeaderMarkSize));
    const QFontMetrics fm(m_table->font());
    const int margin = 2 * (style->pixelMetric(QStyle::PM_FocusFrameHMargin) + 1) + 8;
    if (c == PieceColumn)
        for (const Color side : {Color::White, Color::Black})
            for (const PieceType t : {PieceType::Pawn, PieceType::Knight, PieceType::Bishop,
                                      PieceType::Rook, PieceType::Queen, PieceType::King})
                width = std::max(width, fm.horizontalAdvance(pieceTitle({side, t})) + margin);
    else if (c != SquareColumn)
        width = std::max(width, fm.horizontalAdvance(QStringLiteral("−00.00")) + margin);
    return width;
}

void MobilityPanel::fitColumns()
{
    QHeaderView* header = m_table->horizontalHeader();
    // Room for the vertical scroll bar even before it shows: the rows may come after the columns.
    const QScrollBar* bar = m_table->verticalScrollBar();
    const int available =
        m_table->viewport()->width() - (bar->isVisible() ? 0 : bar->sizeHint().width());
    int used = 0;
    bool cut = false;
    for (int c = 0; c < ColumnCount; ++c) {
        const bool wanted = c != WhatIfChange || m_whatIfShown;
        const int width = columnWidth(c);
        // Piece, square, ratio and what-if always; the rest from the left while they fit.
        const bool fits = c <= WhatIfChange || (!cut && used + width <= available);
        cut = cut || !fits;
        m_table->setColumnHidden(c, !(wanted && fits));
        if (wanted && fits) {
            header->resizeSection(c, width);
            used += width;
        }
    }
    m_more->setVisible(cut);
}

void MobilityPanel::fitHeights()
{
    // The table keeps room for several rows: a dock squeezed below that shows no ranking.
    m_table->setMinimumHeight(m_table->horizontalHeader()->sizeHint().height() +
                              kMinRows * m_table->verticalHeader()->defaultSectionSize() +
                              2 * m_table->frameWidth());
    for (QLabel* label : {m_about, m_terms, m_more, m_blocked})
        label->setMinimumHeight(std::max(0, label->heightForWidth(label->width())));
}

bool MobilityPanel::eventFilter(QObject* watched, QEvent* event)
{
    if (watched == m_table->viewport() && event->type() == QEvent::Resize)
        fitColumns();
    return QWidget::eventFilter(watched, event);
}

void MobilityPanel::resizeEvent(QResizeEvent* event)
{
    QWidget::resizeEvent(event);
    fitHeights();
}

void MobilityPanel::changeEvent(QEvent* event)
{
    QWidget::changeEvent(event);
    if (event->type() == QEvent::FontChange) { // presentation mode scales the panels
        fitColumns();
        fitHeights();
        updateGeometry();
    }
}

} // namespace cd::gui
