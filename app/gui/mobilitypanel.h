// The Mobility panel: Kappe's measure for the whole position. A sortable table of every piece
// (pawns left out unless asked for): its ratio (heat-coloured), the score it loses by the what-if
// squares, its score and the same piece's empty-board score, then the squares reached in 1, 2, 3,
// 4+ moves, never, and the mean. What the board shows (the measured piece, or who arrives first),
// and what-if squares (blocked or unsafe). The columns that do not fit the panel's width are
// left out from the right, so the first ones are always seen without scrolling.
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
        Ratio,
        WhatIfChange,
        Score,
        EmptyScore,
        Moves1,
        Moves2,
        Moves3,
        Moves4Plus,
        Never,
        Mean,
        ColumnCount
    };

    explicit MobilityPanel(BoardState* state, QWidget* parent = nullptr);

    // Wide enough for the piece, its square, ratio, what-if change, score and empty-board score.
    QSize sizeHint() const override;

    QTableWidget* table() const { return m_table; }
    // The what-if switch: while on, a click on an empty square of the board blocks it and a
    // Shift+click makes a square unsafe.
    QCheckBox* whatIfSwitch() const { return m_whatIf; }
    QCheckBox* piecesOnlySwitch() const { return m_piecesOnly; }
    // The explanation in plain words (first), and the exact terms (below the table).
    QLabel* about() const { return m_about; }
    QLabel* terms() const { return m_terms; }

protected:
    bool eventFilter(QObject* watched, QEvent* event) override;
    void resizeEvent(QResizeEvent* event) override;
    void changeEvent(QEvent* event) override;

private:
    void refresh();
    void rowChosen();
    // Column c's width: its contents, its header, and the widest text it can hold.
    int columnWidth(int c) const;
    // Sizes the columns to their contents and shows as many as the table's width holds.
    void fitColumns();
    // Word-wrapped labels as tall as their text needs at their width (no layout asks them), and
    // room for several rows in the table.
    void fitHeights();

    BoardState* m_state;
    QLabel* m_about;
    QComboBox* m_board;
    QCheckBox* m_whatIf;
    QPushButton* m_clear;
    QPushButton* m_change;
    QLabel* m_blocked;
    QCheckBox* m_piecesOnly;
    QTableWidget* m_table;
    QLabel* m_more;
    QLabel* m_terms;
    bool m_whatIfShown = false; // the What if column is wanted (there are what-if squares)
};

} // namespace cd::gui
