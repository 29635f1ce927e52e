// The window's games: File → Open game…, a PGN file dropped on the window, the Game dock, the
// keys that step through the moves, and the game kept in the session.
#include "mainwindow.h"

#include "gamefileloader.h"
#include "gamepanel.h"
#include "readingstatus.h"

#include <QAction>
#include <QDockWidget>
#include <QDragEnterEvent>
#include <QDropEvent>
#include <QFileDialog>
#include <QFileInfo>
#include <QMenu>
#include <QMessageBox>
#include <QMimeData>
#include <QSettings>
#include <QStatusBar>
#include <QUndoStack>

namespace cd::gui {

namespace {

// The first local .pgn file a drag carries, or "".
QString pgnOf(const QMimeData* data)
{
    if (!data || !data->hasUrls())
        return {};
    for (const QUrl& url : data->urls())
        if (url.isLocalFile() &&
            url.toLocalFile().endsWith(QLatin1String(".pgn"), Qt::CaseInsensitive))
            return url.toLocalFile();
    return {};
}

} // namespace

void MainWindow::createGameDock()
{
    auto* dock = new QDockWidget(tr("Game"));
    dock->setObjectName(QStringLiteral("game"));
    dock->setWidget(new GamePanel(&m_state));
    addDockWidget(Qt::LeftDockWidgetArea, dock);
    dock->hide();
    setAcceptDrops(true);
    m_loader = new GameFileLoader(this);
    connect(m_loader, &GameFileLoader::loaded, this,
            [this](const QString&, std::shared_ptr<LoadedGames> loaded) {
                gamesLoaded(std::move(loaded));
            });
    m_readingStatus = new ReadingStatus;
    statusBar()->addPermanentWidget(m_readingStatus);
    connect(m_readingStatus, &ReadingStatus::cancelClicked, this, &MainWindow::cancelGameFile);
}

void MainWindow::createGameActions(QMenu* file)
{
    QAction* open = file->addAction(tr("&Open game…"), this, [this] {
        const QString path = QFileDialog::getOpenFileName(this, tr("Open game"), QString(),
                                                          tr("Games (*.pgn);;All files (*)"));
        if (!path.isEmpty())
            openGameFile(path);
    });
    open->setShortcut(QKeySequence(tr("Ctrl+O")));
    // Back on the move the board left when the position was edited, and the game closed.
    QAction* back =
        file->addAction(tr("&Back to the game"), this, [this] { m_state.backToGame(); });
    QAction* close = file->addAction(tr("&Close game"), this, [this] { m_state.closeGame(); });
    // Left and Right step through the moves while the board follows a game; otherwise the board's
    // focus square takes them (the actions are disabled then, so the keys reach the board).
    QAction* next = new QAction(tr("Next move"), this);
    next->setShortcut(QKeySequence(Qt::Key_Right));
    connect(next, &QAction::triggered, this, [this] { m_state.stepPly(+1); });
    QAction* previous = new QAction(tr("Previous move"), this);
    previous->setShortcut(QKeySequence(Qt::Key_Left));
    connect(previous, &QAction::triggered, this, [this] { m_state.stepPly(-1); });
    for (QAction* a : {next, previous}) {
        a->setEnabled(false);
        addAction(a);
    }
    const auto enable = [this, next, previous, back, close] {
        for (QAction* a : {next, previous})
            a->setEnabled(m_state.followingGame());
        back->setEnabled(m_state.gameLine() && !m_state.followingGame());
        close->setEnabled(m_state.gameLine() != nullptr);
    };
    connect(&m_state, &BoardState::changed, this, enable);
    enable();
    file->addSeparator();
}

void MainWindow::openGameFile(const QString& path, int game, int ply, bool quiet)
{
    if (m_pendingGame) { // the file still being read gives way to this one
        m_loader->cancel();
        m_pendingGame.reset();
        emit gameFileDone(false);
    }
    m_pendingGame = PendingGame{path, game, ply, quiet, false, {}};
    m_loader->start(path);
    m_readingStatus->begin(QFileInfo(path).fileName());
}

bool MainWindow::readingGameFile() const
{
    return m_pendingGame.has_value();
}

void MainWindow::cancelGameFile()
{
    if (!m_pendingGame)
        return;
    m_loader->cancel();
    m_readingStatus->end();
    const QString path = m_pendingGame->path;
    m_pendingGame.reset();
    statusBar()->showMessage(tr("Reading %1 was cancelled; the board is unchanged").arg(path),
                             10000);
    emit gameFileDone(false);
}

void MainWindow::gamesLoaded(std::shared_ptr<LoadedGames> loaded)
{
    if (!m_pendingGame)
        return;
    const PendingGame pending = std::move(*m_pendingGame);
    m_pendingGame.reset();
    m_readingStatus->end();
    const bool shown = showGames(openedGames(pending.path, std::move(loaded->file)), loaded->error,
                                 pending.game, pending.ply, pending.quiet);
    if (shown && pending.then)
        pending.then();
    emit gameFileDone(shown);
}

bool MainWindow::showGames(std::shared_ptr<OpenedGames> opened, const QString& error, int game,
                           int ply, bool quiet)
{
    const QString path = opened->path;
    if (!error.isEmpty()) {
        const QString why = error;
        if (quiet)
            statusBar()->showMessage(tr("The last game was not opened again: %1").arg(why), 10000);
        else
            QMessageBox::warning(
                this, tr("Open game"),
                tr("The game was not opened; the board is unchanged.\n\n%1").arg(why));
        return false;
    }
    const int count = static_cast<int>(opened->games.size());
    const int skipped = opened->skippedCount;
    game = std::clamp(game, 0, count - 1);
    // A game too long for the window: the first one after it that fits opens instead, if any.
    const QString tooLong =
        BoardState::tooLong(opened->games[static_cast<std::size_t>(game)], opened->numberOf(game));
    int shown = game;
    while (shown < count && !BoardState::tooLong(opened->games[static_cast<std::size_t>(shown)],
                                                 opened->numberOf(shown))
                                 .isEmpty())
        ++shown;
    if (shown == count)
        return showGames(std::move(opened), tooLong, game, ply, quiet);
    m_state.openGames(std::move(opened), shown, shown == game ? ply : 0);
    findChild<QDockWidget*>(QStringLiteral("game"))->show();
    QString read = tr("Games read from %1: %2").arg(path).arg(count);
    if (skipped > 0)
        read += skipped == 1
                    ? tr("; 1 game could not be read (the Game panel lists it)")
                    : tr("; %1 games could not be read (the Game panel lists them)").arg(skipped);
    if (!tooLong.isEmpty())
        read += QStringLiteral(". ") + tooLong;
    statusBar()->showMessage(read, tooLong.isEmpty() ? 6000 : 15000);
    return true;
}

void MainWindow::dragEnterEvent(QDragEnterEvent* event)
{
    if (!pgnOf(event->mimeData()).isEmpty())
        event->acceptProposedAction();
}

void MainWindow::dropEvent(QDropEvent* event)
{
    if (const QString path = pgnOf(event->mimeData()); !path.isEmpty()) {
        event->acceptProposedAction();
        openGameFile(path);
    }
}

void MainWindow::saveGame()
{
    if (m_pendingGame && m_pendingGame->restoring)
        return; // the saved game is still being read back: it stays saved as it was
    const GameStep& step = m_state.gameStep();
    m_settings->beginGroup(QStringLiteral("game"));
    // Absolute: the next start may be from another folder.
    const QString path = step.file ? step.file->path : QString();
    m_settings->setValue(QStringLiteral("file"), path.isEmpty() || path == QStringLiteral("-")
                                                     ? path
                                                     : QFileInfo(path).absoluteFilePath());
    m_settings->setValue(QStringLiteral("number"), step.game);
    m_settings->setValue(QStringLiteral("ply"), step.ply.value_or(-1));
    m_settings->setValue(QStringLiteral("leftAt"), step.leftAt);
    m_settings->endGroup();
}

void MainWindow::restoreGame()
{
    m_settings->beginGroup(QStringLiteral("game"));
    const QString path = m_settings->value(QStringLiteral("file")).toString().left(4096);
    const int game = m_settings->value(QStringLiteral("number")).toInt();
    const int ply = m_settings->value(QStringLiteral("ply")).toInt();
    const int leftAt = std::max(0, m_settings->value(QStringLiteral("leftAt")).toInt());
    m_settings->endGroup();
    if (path.isEmpty())
        return;
    // The settings are untrusted: a name that is not what it shows, or a FIFO that would wait
    // for a writer at every start, is not opened.
    if (const QString why = restoreRefusal(path); !why.isEmpty()) {
        statusBar()->showMessage(tr("The last game was not opened again: %1").arg(why), 10000);
        return;
    }
    // The board comes back as saved: on the game's move, or edited away from it (the game left,
    // ready to go back to); so does the query measured on it.
    // It is read while the window shows; if nothing was done meanwhile, the session comes back
    // whole once it is read (after an edit the game just opens, as one step of the history).
    const Query saved = m_state.query();
    const ViewState view = m_state.view();
    const int steps = m_state.undoStack()->count(), at = m_state.undoStack()->index();
    openGameFile(path, game, ply < 0 ? leftAt : ply, true);
    m_pendingGame->restoring = true;
    m_pendingGame->then = [this, saved, view, left = ply < 0, steps, at] {
        QUndoStack* history = m_state.undoStack();
        if (history->count() != steps + 1 || history->index() != at + 1)
            return; // not only the game's opening: the user has acted
        if (left || m_state.query().board != saved.board) // left, or the file changed since
            m_state.editPosition(saved.board, tr("Position"));
        m_state.reset(saved);
        m_state.resetView(view); // the route stepped to, the wavefront's step
        history->clear();        // a restored session starts without history
    };
}

} // namespace cd::gui
