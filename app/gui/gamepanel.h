// The Game panel: the opened game's moves in SAN (click one to go there, the current one
// highlighted), buttons to step, the file's other games, and a chart of the measured piece's
// mobility score over the game.
#pragma once

#include "boardstate.h"

#include <QWidget>

class QComboBox;
class QLabel;
class QTableWidget;
class QToolButton;

namespace cd::gui {

class MobilityChart;

class GamePanel : public QWidget {
    Q_OBJECT
public:
    explicit GamePanel(BoardState* state, QWidget* parent = nullptr);

    QTableWidget* moves() const { return m_moves; }
    MobilityChart* chart() const { return m_chart; }
    // The cell of the move that leads to `ply` (>= 1) in the move table.
    std::pair<int, int> cellOf(int ply) const;

protected:
    void showEvent(QShowEvent* event) override;

private:
    void refresh();
    void fillMoves();
    void updateChart();
    int plyOfCell(int row, int column) const;

    BoardState* m_state;
    QLabel* m_title;
    QComboBox* m_games;
    QTableWidget* m_moves;
    QToolButton* m_first;
    QToolButton* m_back;
    QToolButton* m_forward;
    QToolButton* m_last;
    QLabel* m_chartTitle;
    MobilityChart* m_chart;
    // The file the games list holds (kept alive, so a new file is never taken for it) and the
    // game whose moves the table holds.
    std::shared_ptr<const OpenedGames> m_listedFile;
    int m_listedGame = -1;
};

} // namespace cd::gui
