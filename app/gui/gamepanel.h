// The Game panel: the opened game's moves in SAN (click one to go there, the current one
// highlighted), buttons to step, the file's other games, and a chart over the game: the measured
// piece's mobility score, or both sides' control (a choice above the chart).
#pragma once

#include "boardstate.h"
#include "controlseries.h"

#include <QPointer>
#include <QWidget>

class QComboBox;
class QLabel;
class QPushButton;
class QTableView;
class QToolButton;

namespace cd::gui {

class GameListModel;
class SkippedGamesDialog;
class MobilityChart;
class MoveTableModel;

class GamePanel : public QWidget {
    Q_OBJECT
public:
    explicit GamePanel(BoardState* state, QWidget* parent = nullptr);

    QTableView* moves() const { return m_moves; }
    QComboBox* games() const { return m_games; }
    MobilityChart* chart() const { return m_chart; }
    // What the chart shows: 0 mobility, 1 control (the order of its items).
    QComboBox* chartKind() const { return m_chartKind; }
    // The cell of the move that leads to `ply` (>= 1) in the move table.
    std::pair<int, int> cellOf(int ply) const;

protected:
private:
    void refresh();
    void showSkipped(); // the list of the file's games that could not be read
    void updateChart();
    void chartControl(); // both sides' control over the game, computed once per game

    BoardState* m_state;
    QLabel* m_title;
    QComboBox* m_games;
    QPushButton* m_skipped; // "2 games of the file could not be read…", shown when some were
    QPointer<SkippedGamesDialog> m_skippedDialog; // its list, while open
    QTableView* m_moves;
    MoveTableModel* m_moveModel;
    GameListModel* m_gameModel;
    QToolButton* m_first;
    QToolButton* m_back;
    QToolButton* m_forward;
    QToolButton* m_last;
    QPushButton* m_backToGame; // shown while the board is off the game
    QComboBox* m_chartKind;
    QLabel* m_chartTitle;
    MobilityChart* m_chart;
    // The game whose moves the table holds (kept alive, so a new one is never taken for it).
    std::shared_ptr<const GameLine> m_listedLine;
    // The control series of this game (controlSeries of its positions).
    std::shared_ptr<const GameLine> m_controlOf;
    std::vector<ControlBalance> m_control;
};

} // namespace cd::gui
