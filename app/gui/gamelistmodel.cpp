#include "gamelistmodel.h"

#include <QCoreApplication>

namespace cd::gui {

namespace {

QString tagText(const Game& g, const char* name)
{
    const std::string v = g.tag(name);
    return v.empty() || v == "?" ? QString() : QString::fromStdString(v);
}

} // namespace

QString gameTitle(const Game& g, int number)
{
    QString players = tagText(g, "White");
    if (const QString black = tagText(g, "Black"); !black.isEmpty())
        players =
            (players.isEmpty() ? QStringLiteral("?") : players) + QStringLiteral(" – ") + black;
    QStringList parts;
    parts << (players.isEmpty()
                  ? QCoreApplication::translate("cd::gui::GamePanel", "Game %1").arg(number)
                  : players);
    for (const char* tag : {"Event", "Date"})
        if (const QString v = tagText(g, tag); !v.isEmpty())
            parts << v;
    parts << QString::fromStdString(g.result);
    return parts.join(QStringLiteral(", "));
}

void GameListModel::setFile(std::shared_ptr<const OpenedGames> file)
{
    beginResetModel();
    m_file = std::move(file);
    endResetModel();
}

int GameListModel::rowCount(const QModelIndex& parent) const
{
    return parent.isValid() || !m_file ? 0 : static_cast<int>(m_file->games.size());
}

QVariant GameListModel::data(const QModelIndex& index, int role) const
{
    if (!index.isValid() || !m_file || (role != Qt::DisplayRole && role != Qt::ToolTipRole))
        return {};
    const auto i = static_cast<std::size_t>(index.row());
    const int number = m_file->numberOf(index.row()); // its place in the file
    return QStringLiteral("%1. %2").arg(number).arg(gameTitle(m_file->games[i], number));
}

} // namespace cd::gui
