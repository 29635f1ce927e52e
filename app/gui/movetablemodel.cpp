#include "movetablemodel.h"

namespace cd::gui {

void MoveTableModel::setLine(std::shared_ptr<const GameLine> line)
{
    beginResetModel();
    m_line = std::move(line);
    endResetModel();
}

int MoveTableModel::shift() const
{
    return m_line && m_line->positions.front().sideToMove() == Color::Black ? 1 : 0;
}

std::pair<int, int> MoveTableModel::cellOf(int ply) const
{
    const int index = ply - 1 + shift();
    return {index / 2, index % 2};
}

int MoveTableModel::plyOfCell(int row, int column) const
{
    if (!m_line)
        return 0;
    const int ply = row * 2 + column + 1 - shift();
    return ply >= 1 && ply <= m_line->plies() ? ply : 0;
}

int MoveTableModel::rowCount(const QModelIndex& parent) const
{
    if (parent.isValid() || !m_line || m_line->plies() == 0)
        return 0;
    return cellOf(m_line->plies()).first + 1;
}

int MoveTableModel::columnCount(const QModelIndex& parent) const
{
    return parent.isValid() ? 0 : 2;
}

QVariant MoveTableModel::data(const QModelIndex& index, int role) const
{
    const int ply = index.isValid() ? plyOfCell(index.row(), index.column()) : 0;
    if (ply == 0)
        return {};
    const std::string& san = m_line->san[static_cast<std::size_t>(ply - 1)];
    if (role == Qt::DisplayRole)
        return QString::fromStdString(san);
    if (role == Qt::AccessibleTextRole)
        return QString::fromStdString(m_line->labels[static_cast<std::size_t>(ply - 1)]);
    return {};
}

QVariant MoveTableModel::headerData(int section, Qt::Orientation orientation, int role) const
{
    if (role != Qt::DisplayRole)
        return {};
    if (orientation == Qt::Horizontal)
        return section == 0 ? tr("White") : tr("Black");
    const int first = m_line ? m_line->positions.front().fullmoveNumber() : 1;
    return QString::number(first + section);
}

} // namespace cd::gui
