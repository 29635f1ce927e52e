// The games of the open file as a list for a combo box: "12. Anand – Carlsen, …", every game of
// the file, each title made when the view asks for it.
#pragma once

#include "gamestep.h"

#include <QAbstractListModel>

#include <memory>

namespace cd::gui {

// "Anand – Carlsen, World Championship, 2014.11.23, 1/2-1/2" with whatever the tags say; "Game 3,
// *" when they name no players.
QString gameTitle(const Game& game, int number);

class GameListModel : public QAbstractListModel {
    Q_OBJECT
public:
    using QAbstractListModel::QAbstractListModel;

    // The file listed (null: none).
    void setFile(std::shared_ptr<const OpenedGames> file);
    const std::shared_ptr<const OpenedGames>& file() const { return m_file; }

    int rowCount(const QModelIndex& parent = {}) const override;
    QVariant data(const QModelIndex& index, int role) const override;

private:
    std::shared_ptr<const OpenedGames> m_file;
};

} // namespace cd::gui
