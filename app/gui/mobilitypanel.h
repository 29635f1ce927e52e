// The Mobility panel: Kappe's measure for the whole position. A sortable table of every piece
// (squares reached in 1, 2, 3, 4+ moves, never, mean, score, the same piece's empty-board score
// and their ratio, heat-coloured), what the board shows (the measured piece, or who arrives first),
// and what-if squares (blocked or unsafe) with the score each piece loses by them.
#pragma once

#include "boardstate.h"

#include <QWidget>

class QCheckBox;
class QComboBox;
class QLabel;
class QPushButton;
class QTableWidget;

namespace cd::gui {

class MobilityPanel : public QWidget {
    Q_OBJECT
public:
    enum Column {
        PieceColumn,
        SquareColumn,
        Moves1,
        Moves2,
        Moves3,
        Moves4Plus,
        Never,
        Mean,
        Score,
        EmptyScore,
        Ratio,
        WhatIfChange,
        ColumnCount
    };

    explicit MobilityPanel(BoardState* state, QWidget* parent = nullptr);

    QTableWidget* table() const { return m_table; }
    // The what-if switch: while on, a click on an empty square of the board blocks it and a
    // Shift+click makes a square unsafe.
    QCheckBox* whatIfSwitch() const { return m_whatIf; }

protected:
private:
    void refresh();
    void rowChosen();

    BoardState* m_state;
    QLabel* m_about;
    QComboBox* m_board;
    QCheckBox* m_whatIf;
    QPushButton* m_clear;
    QPushButton* m_change;
    QLabel* m_blocked;
    QTableWidget* m_table;
};

} // namespace cd::gui
