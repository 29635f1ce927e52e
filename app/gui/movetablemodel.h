// The moves of the open game as a table for a view: one row per move number, White's move and
// Black's. Cells are made when the view asks for them, so a long game costs nothing to list.
#pragma once

#include "gamestep.h"

#include <QAbstractTableModel>

#include <memory>
#include <utility>

namespace cd::gui {

class MoveTableModel : public QAbstractTableModel {
    Q_OBJECT
public:
    using QAbstractTableModel::QAbstractTableModel;

    // The game listed (null: none).
    void setLine(std::shared_ptr<const GameLine> line);

    // The cell of the move that leads to `ply` (>= 1); Black moving first leaves the first cell
    // empty.
    std::pair<int, int> cellOf(int ply) const;
    // The ply the move in a cell leads to; 0 for an empty cell or no game.
    int plyOfCell(int row, int column) const;

    int rowCount(const QModelIndex& parent = {}) const override;
    int columnCount(const QModelIndex& parent = {}) const override;
    QVariant data(const QModelIndex& index, int role) const override;
    QVariant headerData(int section, Qt::Orientation orientation, int role) const override;

private:
    int shift() const;

    std::shared_ptr<const GameLine> m_line;
};

} // namespace cd::gui
