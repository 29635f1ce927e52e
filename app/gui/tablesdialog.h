// The numbers behind the board as tables: the current 64 values in an 8x8 grid, and the full
// 64x64 table of every pair (sortable by any column), with Copy and Export CSV.
#pragma once

#include "reach.h"

#include <QDialog>

class QLabel;
class QPushButton;
class QSortFilterProxyModel;
class QTabWidget;
class QTableView;

namespace cd::gui {

class BoardState;
class PairsModel;
class BoardView;

class TablesDialog : public QDialog {
    Q_OBJECT
public:
    explicit TablesDialog(BoardState* state, QWidget* parent = nullptr);

    QTabWidget* tabs() const { return m_tabs; }
    BoardView* grid() const { return m_grid; }
    // The values the grid shows; nullopt when it shows none.
    const std::optional<DistanceMap>& map() const { return m_map; }
    PairsModel* model() const { return m_model; }
    QSortFilterProxyModel* proxy() const { return m_proxy; }
    QTableView* table() const { return m_table; }

    // The current tab as tab-separated text: the grid, or the pairs table's selection (all of
    // it without one), in the order shown. Unreachable cells are empty.
    QString copyText() const;
    void copy();
    // The current tab as the command line's CSV (`map` or `pairs --format csv`).
    QString csvText() const;
    // Writes csvText() to `path` atomically; false with the reason in `error`.
    bool writeCsv(const QString& path, QString* error) const;

    // Recomputes from the board's state; done by itself whenever it is visible.
    void refresh();

private:
    void exportCsv();
    void updateButtons();
    QString pairsText() const;
    QString mapText() const;

    BoardState* m_state;
    QTabWidget* m_tabs;
    BoardView* m_grid;
    std::optional<DistanceMap> m_map; // the values the grid shows, if any
    QLabel* m_mapCaption;
    PairsModel* m_model;
    QSortFilterProxyModel* m_proxy;
    QTableView* m_table;
    QLabel* m_pairsCaption;
    QPushButton* m_copy;
    QPushButton* m_export;
    QPushButton* m_order;
};

} // namespace cd::gui
