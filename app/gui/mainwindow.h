// The main window: the board in the centre, the control panel and piece palette beside it,
// menus for everything, the status bar for what the mouse points at.
#pragma once

#include "boardstate.h"

#include "options/startrequest.h"

#include <functional>
#include <optional>
#include <utility>
#include <vector>

#include <QMainWindow>

class QActionGroup;
class QDockWidget;
class QLabel;
class QSettings;
class QTimer;

namespace cd::gui {

class BlankScreen;
class BoardWidget;
class CompareView;
class GameFileLoader;
struct LoadedGames;
class ReadingStatus;
class Headline;
class ControlPanel;
class WavefrontControl;

class MainWindow : public QMainWindow {
    Q_OBJECT
public:
    // How much larger panels are set in presentation mode on a screen this high (1 up to 720 px).
    static double panelScale(int screenHeight);
    // `settings` keeps the session; the command line's query (`start`) overrides the saved one,
    // and its --pgn game opens in the Game dock.
    explicit MainWindow(QSettings* settings, const options::StartRequest& start = {},
                        QWidget* parent = nullptr);

    BoardState* state() { return &m_state; }
    BoardWidget* board() { return m_board; }
    ControlPanel* panel() { return m_panel; }
    WavefrontControl* wavefront() { return m_wavefront; }
    CompareView* compare() { return m_compare; }

    // Saves the session now (also done on close).
    void saveSettings();
    // Reads the games of a PGN file on a thread of its own and, once read, shows the first (or
    // game `game` at `ply`), or the reason it was refused in a message box (the status bar when
    // `quiet`). The window goes on meanwhile; the status bar offers Cancel when it takes a while.
    // A file still being read is dropped for this one. gameFileDone() says how it ended.
    void openGameFile(const QString& path, int game = 0, int ply = 0, bool quiet = false);
    // A game file is being read.
    bool readingGameFile() const;
    // Stops reading the game file, the board unchanged.
    void cancelGameFile();

signals:
    // The reading that openGameFile began ended: its game is shown (true), or it was refused,
    // cancelled or replaced by another file (false).
    void gameFileDone(bool opened);

protected:
    void closeEvent(QCloseEvent* event) override;
    void showEvent(QShowEvent* event) override;
    void resizeEvent(QResizeEvent* event) override;
    void dragEnterEvent(QDragEnterEvent* event) override;
    void dropEvent(QDropEvent* event) override;

private:
    void createMenus();
    void createGameDock();
    void createGameActions(QMenu* file);
    void restoreGame();
    void saveGame();
    // Shows games read already (or says why the file was refused): the second half of
    // openGameFile, also for the games the command line's --pgn read.
    bool showGames(std::shared_ptr<OpenedGames> opened, const QString& error, int game, int ply,
                   bool quiet);
    void gamesLoaded(std::shared_ptr<LoadedGames> loaded);
    // Checks the menu's view actions as the state says (after an undo, say).
    void syncActions();
    void showHover(std::optional<Square> s);
    void updateStatus();
    void exportImage();
    void copyImage();
    void copyFen();
    // Edit → Copy routes as PGN arrows: the routes shown, the source and the target as a PGN
    // comment ([%csl] and [%cal], as Lichess reads them).
    void copyRoutesAsPgn();
    void pasteFen();
    void setPresentation(bool on);
    // Presentation mode's keys (presentingKeys in stepkeys.h) taken from the actions that have
    // them outside it, or given back (mainwindowpresent.cpp).
    void bindPresentingKeys(bool on);
    // A panel asked for while presenting: shown once presentation mode is left.
    void openAfterPresentation(QAction* asked);
    void scalePanels(bool on); // presentation mode: panels in a type as large as the screen
    void keepFloatingDocksOnScreen();
    void showShortcuts();
    void showMetricHelp();

    QSettings* m_settings;
    BoardState m_state;
    BoardWidget* m_board = nullptr;
    ControlPanel* m_panel = nullptr;
    QLabel* m_hoverLabel = nullptr;
    QLabel* m_routeLabel = nullptr;
    QLabel* m_stepKeysLabel = nullptr; // the status bar's "PageDown: next route"
    QLabel* m_stepKeysLine = nullptr;  // the same under presentation mode's headline
    QActionGroup* m_metricGroup = nullptr;
    QActionGroup* m_paletteGroup = nullptr;
    // The view switches and how each reads its value from the state.
    std::vector<std::pair<QAction*, bool (*)(const DisplayOptions&)>> m_switches;
    QAction* m_presentation = nullptr;
    QAction* m_clearSelection = nullptr; // Esc, except in presentation mode, where Esc leaves it
    bool m_firstLaunch = false;
    // The game file being read (openGameFile), and what to do with its games once they come.
    struct PendingGame {
        QString path;
        int game = 0, ply = 0;
        bool quiet = false;
        bool restoring = false;     // the session's game: saveGame keeps the saved one meanwhile
        std::function<void()> then; // after the game is shown
    };
    std::optional<PendingGame> m_pendingGame;
    GameFileLoader* m_loader = nullptr;
    ReadingStatus* m_readingStatus = nullptr;
    Qt::WindowStates m_stateBeforePresentation;
    QByteArray m_layoutBeforePresentation; // docks and toolbars (saveState)
    QByteArray m_defaultLayout;            // the docks as a first start places them
    bool m_docksPlaced = false;            // floating docks were kept on screen once
    QTimer* m_fitDocks = nullptr;          // keepBoardShare, after a resize or a dock's change
    QRect m_geometryBeforePresentation;
    WavefrontControl* m_wavefront = nullptr;
    CompareView* m_compare = nullptr;
    Headline* m_headline = nullptr;
    QAction* m_highContrast = nullptr;
    QAction* m_zone = nullptr;        // View → Who can stop it?
    QAction* m_control = nullptr;     // View → Control of the squares
    QAction* m_controlXray = nullptr; // View → Count x-rays
    BlankScreen* m_blank = nullptr;
    QAction* m_blankAction = nullptr; // B and `.` while presenting: the black screen
    // While presenting: the actions whose keys presentation mode took, with all their keys, and
    // the stand-ins that keep a panel asked for until presentation mode is left.
    std::vector<std::pair<QAction*, QList<QKeySequence>>> m_shadowed;
    std::vector<QAction*> m_laterActions;
    std::vector<QDockWidget*> m_docksAfterPresentation;
};

} // namespace cd::gui
