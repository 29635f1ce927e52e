// The games of a file that could not be read, and why: the first few hundred in a list that lays
// out only the rows it shows, "and N more" for the rest, and Save to write every reason (the
// window keeps them all) to a text file. However many games were skipped, it opens at once and Esc
// closes it.
#pragma once

#include <QDialog>

#include <memory>

namespace cd::gui {

struct OpenedGames;

class SkippedGamesDialog : public QDialog {
    Q_OBJECT
public:
    // At most this many reasons are listed in the dialog; Save writes all that were kept.
    static constexpr int kListed = 300;

    SkippedGamesDialog(std::shared_ptr<const OpenedGames> file, QWidget* parent = nullptr);

    // Writes the reasons kept, a line each, and how many more games were skipped without one;
    // false, with the reason in `error`, when the file cannot be written.
    bool saveTo(const QString& path, QString* error = nullptr) const;
    const OpenedGames* file() const { return m_file.get(); }

private:
    void save();

    std::shared_ptr<const OpenedGames> m_file;
};

} // namespace cd::gui
