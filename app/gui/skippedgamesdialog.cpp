#include "skippedgamesdialog.h"

#include "gamestep.h"

#include <QDialogButtonBox>
#include <QFileDialog>
#include <QFileInfo>
#include <QLabel>
#include <QListView>
#include <QMessageBox>
#include <QPushButton>
#include <QSaveFile>
#include <QStringListModel>
#include <QVBoxLayout>

namespace cd::gui {

SkippedGamesDialog::SkippedGamesDialog(std::shared_ptr<const OpenedGames> file, QWidget* parent)
    : QDialog(parent), m_file(std::move(file))
{
    setObjectName(QStringLiteral("skippedGamesDialog"));
    setWindowTitle(tr("Games skipped"));
    const QString name = QFileInfo(m_file->path).fileName();
    const int count = std::max<int>(m_file->skippedCount, static_cast<int>(m_file->skipped.size()));
    auto* text = new QLabel(
        count == 1
            ? tr("%1: one game could not be read and was skipped; the others are open.").arg(name)
            : tr("%1: %2 games could not be read and were skipped; the others are open.")
                  .arg(name)
                  .arg(count));
    text->setWordWrap(true);
    // Only the first reasons go into the model: a list of a million rows is what froze the window.
    const QStringList listed = m_file->skipped.mid(0, kListed);
    auto* list = new QListView;
    list->setObjectName(QStringLiteral("skippedList"));
    list->setModel(new QStringListModel(listed, list));
    list->setUniformItemSizes(true);
    list->setEditTriggers(QAbstractItemView::NoEditTriggers);
    list->setSelectionMode(QAbstractItemView::ExtendedSelection);
    list->setMinimumWidth(560);
    auto* more = new QLabel;
    more->setObjectName(QStringLiteral("skippedMore"));
    const int rest = count - static_cast<int>(listed.size());
    more->setText(rest == 1 ? tr("and 1 more") : tr("and %1 more").arg(rest));
    more->setVisible(rest > 0);
    auto* buttons = new QDialogButtonBox(QDialogButtonBox::Close);
    QPushButton* saveButton =
        buttons->addButton(tr("Save the list…"), QDialogButtonBox::ActionRole);
    saveButton->setObjectName(QStringLiteral("saveSkipped"));
    saveButton->setToolTip(tr("Write the reasons to a text file, all that were kept"));
    connect(buttons, &QDialogButtonBox::rejected, this, &QDialog::reject);
    connect(saveButton, &QPushButton::clicked, this, &SkippedGamesDialog::save);
    auto* layout = new QVBoxLayout(this);
    layout->addWidget(text);
    layout->addWidget(list, 1);
    layout->addWidget(more);
    layout->addWidget(buttons);
    resize(760, 480); // a reason is a long line: room for most of one
}

bool SkippedGamesDialog::saveTo(const QString& path, QString* error) const
{
    QSaveFile out(path);
    if (out.open(QIODevice::WriteOnly | QIODevice::Text)) {
        for (const QString& line : m_file->skipped)
            out.write(line.toUtf8() + '\n');
        const qsizetype unkept = m_file->skippedCount - m_file->skipped.size();
        if (unkept > 0)
            out.write((unkept == 1
                           ? tr("and 1 more game, whose reason was not kept")
                           : tr("and %1 more games, whose reasons were not kept").arg(unkept))
                          .toUtf8() +
                      '\n');
        if (out.commit())
            return true;
    }
    if (error)
        *error = out.errorString();
    return false;
}

void SkippedGamesDialog::save()
{
    const QFileInfo pgn(m_file->path);
    const QString path = QFileDialog::getSaveFileName(
        this, tr("Save the skipped games"),
        pgn.dir().filePath(pgn.completeBaseName() + QStringLiteral("-skipped.txt")),
        tr("Text (*.txt)"));
    if (path.isEmpty())
        return;
    if (QString why; !saveTo(path, &why))
        QMessageBox::warning(this, tr("Save the skipped games"),
                             tr("%1 was not written: %2").arg(path, why));
}

} // namespace cd::gui
