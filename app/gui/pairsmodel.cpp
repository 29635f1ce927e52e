#include "pairsmodel.h"

#include "diagram/squaretext.h"

#include <QBrush>

namespace cd::gui {

PairsModel::PairsModel(QObject* parent) : QAbstractTableModel(parent) {}

void PairsModel::setPairs(const AllPairs& pairs, PaletteId palette)
{
    if (m_pairs == pairs && m_palette == palette)
        return;
    beginResetModel();
    m_pairs = pairs;
    m_palette = palette;
    m_maximum = 1;
    for (const auto& row : pairs)
        m_maximum = std::max(m_maximum, maxDistance(row));
    endResetModel();
}

void PairsModel::clear()
{
    if (!m_pairs)
        return;
    beginResetModel();
    m_pairs.reset();
    endResetModel();
}

int PairsModel::value(int row, int column) const
{
    if (!m_pairs || row < 0 || row >= 64 || column < 0 || column >= 64)
        return kUnreachable;
    return (*m_pairs)[static_cast<std::size_t>(row)][static_cast<std::size_t>(column)];
}

int PairsModel::rowCount(const QModelIndex& parent) const
{
    return parent.isValid() || !m_pairs ? 0 : 64;
}

int PairsModel::columnCount(const QModelIndex& parent) const
{
    return parent.isValid() || !m_pairs ? 0 : 64;
}

QVariant PairsModel::data(const QModelIndex& index, int role) const
{
    if (!index.isValid() || !m_pairs)
        return {};
    const int d = value(index.row(), index.column());
    const Palette palette(m_palette);
    const bool light = isLight(Square(index.column()));
    const auto fill = [&] {
        return d == kUnreachable ? palette.unreachableColor(light)
                                 : palette.valueColor(d, m_maximum, light);
    };
    switch (role) {
    case Qt::DisplayRole:
        return d == kUnreachable ? QStringLiteral("–") : QString::number(d);
    case SortRole:
        return d == kUnreachable ? 1000 : d; // unreachable after every distance
    case Qt::BackgroundRole:
        return QBrush(fill());
    case Qt::ForegroundRole:
        return QBrush(textColorOn(fill()));
    case Qt::TextAlignmentRole:
        return QVariant::fromValue(Qt::Alignment(Qt::AlignCenter));
    case Qt::ToolTipRole:
        return QStringLiteral("%1 → %2: %3")
            .arg(squareText(Square(index.row())), squareText(Square(index.column())),
                 d == kUnreachable ? tr("unreachable") : QString::number(d));
    default:
        return {};
    }
}

QVariant PairsModel::headerData(int section, Qt::Orientation orientation, int role) const
{
    if (section < 0 || section >= 64)
        return {};
    if (role == Qt::DisplayRole)
        return squareText(Square(section));
    if (role == Qt::ToolTipRole)
        return orientation == Qt::Horizontal ? tr("to %1").arg(squareText(Square(section)))
                                             : tr("from %1").arg(squareText(Square(section)));
    return {};
}

} // namespace cd::gui
