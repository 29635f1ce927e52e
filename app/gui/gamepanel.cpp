#include "gamepanel.h"

#include "mobilitychart.h"
#include "piecetitle.h"

#include "mobility.h"

#include <QApplication>
#include <QComboBox>
#include <QHBoxLayout>
#include <QHeaderView>
#include <QLabel>
#include <QSignalBlocker>
#include <QStyle>
#include <QTableWidget>
#include <QToolButton>
#include <QVBoxLayout>

namespace cd::gui {

namespace {

QString tagText(const Game& g, const char* name)
{
    const std::string v = g.tag(name);
    return v.empty() || v == "?" ? QString() : QString::fromStdString(v);
}

// "Anand – Carlsen, World Championship, 2014.11.23, 1/2-1/2" with whatever the tags say.
QString gameTitle(const Game& g, int number)
{
    QString players = tagText(g, "White");
    if (const QString black = tagText(g, "Black"); !black.isEmpty())
        players =
            (players.isEmpty() ? QStringLiteral("?") : players) + QStringLiteral(" – ") + black;
    QStringList parts;
    parts << (players.isEmpty() ? GamePanel::tr("Game %1").arg(number) : players);
    for (const char* tag : {"Event", "Date"})
        if (const QString v = tagText(g, tag); !v.isEmpty())
            parts << v;
    parts << QString::fromStdString(g.result);
    return parts.join(QStringLiteral(", "));
}

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
    m_moves = new QTableWidget(0, 2);
    m_moves->setHorizontalHeaderLabels({tr("White"), tr("Black")});
    m_moves->horizontalHeader()->setSectionResizeMode(QHeaderView::Stretch);
    m_moves->setEditTriggers(QAbstractItemView::NoEditTriggers);
    m_moves->setSelectionMode(QAbstractItemView::SingleSelection);
    m_moves->setSelectionBehavior(QAbstractItemView::SelectItems);
    m_moves->setToolTip(tr("Click a move to see the board after it; Left and Right step"));
    m_first = stepButton(QStyle::SP_MediaSkipBackward, tr("The starting position"));
    m_back = stepButton(QStyle::SP_MediaSeekBackward, tr("One move back (Left)"));
    m_forward = stepButton(QStyle::SP_MediaSeekForward, tr("One move on (Right)"));
    m_last = stepButton(QStyle::SP_MediaSkipForward, tr("The last move"));
    m_chartTitle = new QLabel;
    m_chartTitle->setWordWrap(true);
    m_chart = new MobilityChart;

    auto* steps = new QHBoxLayout;
    for (QToolButton* b : {m_first, m_back, m_forward, m_last})
        steps->addWidget(b);
    steps->addStretch(1);
    auto* layout = new QVBoxLayout(this);
    layout->addWidget(m_title);
    layout->addWidget(m_games);
    layout->addWidget(m_moves, 1);
    layout->addLayout(steps);
    layout->addWidget(m_chartTitle);
    layout->addWidget(m_chart);

    connect(m_games, &QComboBox::activated, m_state, &BoardState::chooseGame);
    connect(m_moves, &QTableWidget::cellClicked, this, [this](int row, int column) {
        if (const int ply = plyOfCell(row, column); ply > 0)
            m_state->goToPly(ply);
    });
    connect(m_first, &QToolButton::clicked, this, [this] { m_state->goToPly(0); });
    connect(m_back, &QToolButton::clicked, this, [this] { m_state->stepPly(-1); });
    connect(m_forward, &QToolButton::clicked, this, [this] { m_state->stepPly(+1); });
    connect(m_last, &QToolButton::clicked, this, [this] {
        if (const GameLine* line = m_state->gameLine())
            m_state->goToPly(line->plies());
    });
    connect(m_chart, &MobilityChart::plyClicked, m_state, &BoardState::goToPly);
    connect(m_state, &BoardState::changed, this, [this] {
        if (isVisible())
            refresh();
    });
}

void GamePanel::showEvent(QShowEvent* event)
{
    QWidget::showEvent(event);
    refresh();
}

// Black moving first puts the first move in the second column.
std::pair<int, int> GamePanel::cellOf(int ply) const
{
    const GameLine* line = m_state->gameLine();
    const int shift = line && line->positions.front().sideToMove() == Color::Black ? 1 : 0;
    const int index = ply - 1 + shift;
    return {index / 2, index % 2};
}

int GamePanel::plyOfCell(int row, int column) const
{
    const GameLine* line = m_state->gameLine();
    if (!line)
        return 0;
    const int shift = line->positions.front().sideToMove() == Color::Black ? 1 : 0;
    const int ply = row * 2 + column + 1 - shift;
    return ply >= 1 && ply <= line->plies() ? ply : 0;
}

void GamePanel::fillMoves()
{
    const GameLine* line = m_state->gameLine();
    m_moves->clearContents();
    if (!line) {
        m_moves->setRowCount(0);
        return;
    }
    const int plies = line->plies();
    m_moves->setRowCount(plies > 0 ? cellOf(plies).first + 1 : 0);
    const int firstNumber = line->positions.front().fullmoveNumber();
    QStringList numbers;
    for (int row = 0; row < m_moves->rowCount(); ++row)
        numbers << QString::number(firstNumber + row);
    m_moves->setVerticalHeaderLabels(numbers);
    for (int ply = 1; ply <= plies; ++ply) {
        const auto [row, column] = cellOf(ply);
        m_moves->setItem(row, column,
                         new QTableWidgetItem(
                             QString::fromStdString(line->san[static_cast<std::size_t>(ply - 1)])));
    }
}

void GamePanel::refresh()
{
    const GameStep& step = m_state->gameStep();
    const GameLine* line = m_state->gameLine();
    const QSignalBlocker blockGames(m_games);
    // The lists are filled once per file and game, not on every change of the board.
    if (step.file != m_listedFile) {
        m_listedFile = step.file;
        m_games->clear();
        if (step.file)
            for (std::size_t i = 0; i < step.file->games.size() && i < 10000; ++i)
                m_games->addItem(QStringLiteral("%1. %2").arg(i + 1).arg(
                    gameTitle(step.file->games[i], static_cast<int>(i) + 1)));
        m_games->setVisible(step.file && step.file->games.size() > 1);
        m_listedGame = -1;
    }
    if (step.game != m_listedGame) {
        m_listedGame = step.game;
        fillMoves();
    }
    m_games->setCurrentIndex(step.game);
    m_title->setText(
        step.file ? gameTitle(step.file->games[static_cast<std::size_t>(step.game)], step.game + 1)
                  : tr("No game open: File → Open game…"));
    const int ply = step.ply.value_or(-1);
    {
        const QSignalBlocker block(m_moves);
        m_moves->clearSelection();
        if (ply > 0) {
            const auto [row, column] = cellOf(ply);
            m_moves->setCurrentCell(row, column);
            m_moves->scrollToItem(m_moves->item(row, column));
        }
    }
    const int plies = line ? line->plies() : 0;
    m_first->setEnabled(line && ply != 0);
    m_back->setEnabled(line && ply > 0);
    m_forward->setEnabled(line && ply < plies);
    m_last->setEnabled(line && ply != plies);
    updateChart();
}

void GamePanel::updateChart()
{
    const GameLine* line = m_state->gameLine();
    const auto ply = m_state->gameStep().ply;
    const auto from = m_state->query().from;
    const auto piece = line && ply && from
                           ? line->positions[static_cast<std::size_t>(*ply)].pieceAt(*from)
                           : std::nullopt;
    m_chart->setVisible(piece.has_value());
    if (!piece) {
        m_chartTitle->setText(line ? tr("Click a piece to chart its mobility over the game")
                                   : QString());
        return;
    }
    m_chartTitle->setText(tr("Mobility over the game: %1").arg(pieceTitle(*piece)));
    ReachOptions opts = m_state->query().reach;
    opts.promotion.reset(); // as the mobility table measures it
    const auto track = line->track(*ply, *from);
    std::vector<std::optional<double>> scores(track.size());
    for (std::size_t k = 0; k < track.size(); ++k)
        if (track[k]) {
            const Position pos = line->positions[k].position();
            ReachOptions here = opts;
            here.blocked &= ~pos.occupied(); // a blocker gives way to a piece
            scores[k] = summarize(reach(pos, *track[k], here)).score;
        }
    m_chart->setScores(std::move(scores), *ply);
}

} // namespace cd::gui
