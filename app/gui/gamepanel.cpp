#include "gamepanel.h"

#include "gamelistmodel.h"
#include "mobilitychart.h"
#include "movetablemodel.h"
#include "refreshwhenvisible.h"
#include "skippedgamesdialog.h"

#include "diagram/piecenoun.h"
#include "mobility.h"

#include <QApplication>
#include <QComboBox>
#include <QFileInfo>
#include <QHBoxLayout>
#include <QHeaderView>
#include <QLabel>
#include <QListView>
#include <QPushButton>
#include <QSignalBlocker>
#include <QStyle>
#include <QTableView>
#include <QToolButton>
#include <QVBoxLayout>

namespace cd::gui {

namespace {

QToolButton* stepButton(QStyle::StandardPixmap icon, const QString& tip)
{
    auto* b = new QToolButton;
    b->setIcon(QApplication::style()->standardIcon(icon));
    b->setToolTip(tip);
    b->setAccessibleName(tip);
    b->setAutoRaise(true);
    return b;
}

} // namespace

GamePanel::GamePanel(BoardState* state, QWidget* parent) : QWidget(parent), m_state(state)
{
    m_title = new QLabel;
    m_title->setWordWrap(true);
    m_games = new QComboBox;
    m_games->setToolTip(tr("The other games of the file"));
    m_gameModel = new GameListModel(this);
    m_games->setModel(m_gameModel);
    // Every game of a large file is listed: the popup lays out only the rows it shows, and the
    // box does not measure every title to size itself.
    auto* list = new QListView(m_games);
    list->setUniformItemSizes(true);
    m_games->setView(list);
    m_games->setSizeAdjustPolicy(QComboBox::AdjustToMinimumContentsLengthWithIcon);
    m_games->setMinimumContentsLength(20);
    m_skipped = new QPushButton;
    m_skipped->setObjectName(QStringLiteral("skippedGames"));
    m_skipped->setFlat(true);
    m_skipped->setToolTip(tr("Which games of the file could not be read, and why"));
    m_moves = new QTableView;
    m_moveModel = new MoveTableModel(this);
    m_moves->setModel(m_moveModel);
    m_moves->horizontalHeader()->setSectionResizeMode(QHeaderView::Stretch);
    m_moves->verticalHeader()->setSectionResizeMode(QHeaderView::Fixed);
    m_moves->setEditTriggers(QAbstractItemView::NoEditTriggers);
    m_moves->setSelectionMode(QAbstractItemView::SingleSelection);
    m_moves->setSelectionBehavior(QAbstractItemView::SelectItems);
    m_moves->setToolTip(tr("Click a move to see the board after it; Left and Right step"));
    m_first = stepButton(QStyle::SP_MediaSkipBackward, tr("The starting position"));
    m_back = stepButton(QStyle::SP_MediaSeekBackward, tr("One move back (Left)"));
    m_forward = stepButton(QStyle::SP_MediaSeekForward, tr("One move on (Right)"));
    m_last = stepButton(QStyle::SP_MediaSkipForward, tr("The last move"));
    m_backToGame = new QPushButton(tr("Back to the game"));
    m_backToGame->setToolTip(tr("The board was edited: back on the move it left"));
    m_chartKind = new QComboBox;
    m_chartKind->setObjectName(QStringLiteral("chartKind"));
    m_chartKind->addItem(tr("Mobility of the measured piece"));
    m_chartKind->addItem(tr("Control: squares each side holds"));
    m_chartKind->setToolTip(tr("What the chart shows over the game"));
    m_chartKind->setAccessibleName(tr("Chart"));
    m_chartTitle = new QLabel;
    m_chartTitle->setWordWrap(true);
    m_chart = new MobilityChart;

    auto* steps = new QHBoxLayout;
    for (QToolButton* b : {m_first, m_back, m_forward, m_last})
        steps->addWidget(b);
    steps->addStretch(1);
    steps->addWidget(m_backToGame);
    auto* layout = new QVBoxLayout(this);
    layout->addWidget(m_title);
    layout->addWidget(m_games);
    layout->addWidget(m_skipped);
    layout->addWidget(m_moves, 1);
    layout->addLayout(steps);
    auto* kind = new QHBoxLayout;
    auto* kindLabel = new QLabel(tr("&Chart:"));
    kindLabel->setBuddy(m_chartKind);
    kind->addWidget(kindLabel);
    kind->addWidget(m_chartKind, 1);
    layout->addLayout(kind);
    layout->addWidget(m_chartTitle);
    layout->addWidget(m_chart);

    connect(m_games, &QComboBox::activated, m_state, &BoardState::chooseGame);
    connect(m_skipped, &QPushButton::clicked, this, &GamePanel::showSkipped);
    connect(m_moves, &QTableView::clicked, this, [this](const QModelIndex& index) {
        if (const int ply = m_moveModel->plyOfCell(index.row(), index.column()); ply > 0)
            m_state->goToPly(ply);
    });
    connect(m_first, &QToolButton::clicked, this, [this] { m_state->goToPly(0); });
    connect(m_back, &QToolButton::clicked, this, [this] { m_state->stepPly(-1); });
    connect(m_forward, &QToolButton::clicked, this, [this] { m_state->stepPly(+1); });
    connect(m_last, &QToolButton::clicked, this, [this] {
        if (const GameLine* line = m_state->gameLine())
            m_state->goToPly(line->plies());
    });
    connect(m_backToGame, &QPushButton::clicked, m_state, &BoardState::backToGame);
    connect(m_chart, &MobilityChart::plyClicked, m_state, &BoardState::goToPly);
    connect(m_chartKind, &QComboBox::currentIndexChanged, this, &GamePanel::updateChart);
    refreshWhenVisible(this, m_state, [this] { refresh(); });
}

void GamePanel::showSkipped()
{
    const std::shared_ptr<const OpenedGames>& file = m_state->gameStep().file;
    if (!file || file->skippedCount == 0)
        return;
    // One dialog per file, left open beside the window while its games are stepped through.
    if (!m_skippedDialog || m_skippedDialog->file() != file.get()) {
        delete m_skippedDialog;
        m_skippedDialog = new SkippedGamesDialog(file, this);
        m_skippedDialog->setAttribute(Qt::WA_DeleteOnClose);
    }
    m_skippedDialog->show();
    m_skippedDialog->raise();
    m_skippedDialog->activateWindow();
}

std::pair<int, int> GamePanel::cellOf(int ply) const
{
    return m_moveModel->cellOf(ply);
}

void GamePanel::refresh()
{
    const GameStep& step = m_state->gameStep();
    const GameLine* line = m_state->gameLine();
    const QSignalBlocker blockGames(m_games);
    // The lists change once per file and game, not on every change of the board.
    if (step.file != m_gameModel->file()) {
        m_gameModel->setFile(step.file);
        m_games->setVisible(step.file && step.file->games.size() > 1);
        const int skipped = step.file ? step.file->skippedCount : 0;
        m_skipped->setText(skipped == 1
                               ? tr("1 game of the file could not be read…")
                               : tr("%1 games of the file could not be read…").arg(skipped));
        m_skipped->setVisible(skipped > 0);
    }
    if (m_state->sharedGameLine() != m_listedLine) {
        m_listedLine = m_state->sharedGameLine();
        m_moveModel->setLine(m_listedLine);
    }
    m_games->setCurrentIndex(step.game);
    m_title->setText(step.file ? gameTitle(step.file->games[static_cast<std::size_t>(step.game)],
                                           step.file->numberOf(step.game))
                               : tr("No game open: File → Open game…"));
    const int ply = step.ply.value_or(-1);
    {
        const QSignalBlocker block(m_moves);
        m_moves->clearSelection();
        if (ply > 0) {
            const auto [row, column] = cellOf(ply);
            const QModelIndex cell = m_moveModel->index(row, column);
            m_moves->setCurrentIndex(cell);
            m_moves->scrollTo(cell);
        }
    }
    const int plies = line ? line->plies() : 0;
    m_first->setEnabled(line && ply != 0);
    // Off the game only a move chosen (or Back to the game) returns to it: nothing steps it.
    m_back->setEnabled(line && ply > 0);
    m_forward->setEnabled(line && ply >= 0 && ply < plies);
    m_backToGame->setVisible(line && ply < 0);
    m_last->setEnabled(line && ply != plies);
    m_chartKind->setVisible(line != nullptr);
    updateChart();
}

void GamePanel::chartControl()
{
    const std::shared_ptr<const GameLine>& line = m_state->sharedGameLine();
    m_chart->setVisible(line != nullptr);
    if (!line) {
        m_chartTitle->clear();
        return;
    }
    if (line != m_controlOf) {
        m_controlOf = line;
        m_control = controlSeries(line->positions);
    }
    m_chartTitle->setText(tr("Control over the game: squares each side attacks more often"));
    m_chart->setControl(m_control, m_state->gameStep().ply.value_or(-1));
}

void GamePanel::updateChart()
{
    if (m_chartKind->currentIndex() == 1) {
        chartControl();
        return;
    }
    const GameLine* line = m_state->gameLine();
    const auto ply = m_state->gameStep().ply;
    const auto from = m_state->query().from;
    const auto piece = line && ply && from
                           ? line->positions[static_cast<std::size_t>(*ply)].pieceAt(*from)
                           : std::nullopt;
    m_chart->setVisible(piece.has_value());
    if (!piece) {
        m_chart->setScores({}, 0);
        m_chartTitle->setText(line ? tr("Click a piece to chart its mobility over the game")
                                   : QString());
        return;
    }
    ReachOptions opts = m_state->query().reach;
    opts.promotion.reset(); // as the mobility table measures it
    // The game as played: what-if squares belong to this position, not to every move of the game.
    const bool whatIf = opts.blocked || opts.taboo;
    opts.blocked = 0;
    opts.taboo = 0;
    m_chartTitle->setText(
        whatIf ? tr("Mobility over the game as played (without the what-if squares): %1")
                     .arg(pieceTitle(*piece))
               : tr("Mobility over the game: %1").arg(pieceTitle(*piece)));
    const auto track = line->track(*ply, *from);
    std::vector<std::optional<double>> scores(track.size());
    for (std::size_t k = 0; k < track.size(); ++k)
        if (track[k]) {
            const Board pos = line->positions[k].board();
            scores[k] = summarize(reach(pos, *track[k], opts)).score;
        }
    m_chart->setScores(std::move(scores), *ply);
}

} // namespace cd::gui
