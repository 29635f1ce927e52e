// The 64x64 table of distances between every pair of squares for a QTableView: row = from,
// column = to, both a1..h8, heat-coloured with a palette; SortRole sorts unreachable last.
#pragma once

#include "reach.h"

#include "diagram/palette.h"

#include <QAbstractTableModel>

namespace cd::gui {

class PairsModel : public QAbstractTableModel {
    Q_OBJECT
public:
    static constexpr int SortRole = Qt::UserRole;

    explicit PairsModel(QObject* parent = nullptr);

    // Replaces the table (a reset only when something changed).
    void setPairs(const AllPairs& pairs, PaletteId palette);
    // No table at all.
    void clear();
    bool isEmpty() const { return !m_pairs; }
    // The table shown, if any.
    const std::optional<AllPairs>& pairs() const { return m_pairs; }
    // The distance from row's square to column's square (kUnreachable: none).
    int value(int row, int column) const;

    int rowCount(const QModelIndex& parent = {}) const override;
    int columnCount(const QModelIndex& parent = {}) const override;
    QVariant data(const QModelIndex& index, int role = Qt::DisplayRole) const override;
    QVariant headerData(int section, Qt::Orientation orientation,
                        int role = Qt::DisplayRole) const override;

private:
    std::optional<AllPairs> m_pairs;
    PaletteId m_palette = PaletteId::Viridis;
    int m_maximum = 1;
};

} // namespace cd::gui
