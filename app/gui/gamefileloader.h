// Reads PGN files off the UI thread, for File → Open game, a dropped file and the restored
// session: the window keeps answering while a large file or a slow pipe is read, and Cancel, a
// new file or the window closing stops the reading within a moment.
#pragma once

#include "game.h"
#include "gamestep.h"
#include "options/gamefile.h"

#include <QObject>
#include <QString>

#include <atomic>
#include <memory>
#include <vector>

class QThread;

namespace cd::gui {

struct LoadedGames {
    options::GameFile file; // no games when the file was refused
    QString error;          // why the file was refused (one line naming it)
};

// The window's reader of game files: one reading at a time, each on a thread of its own with a
// stop flag that the reading checks between chunks of bytes, while it waits for a pipe's writer
// and at every token of the PGN text (pgn.h's PgnLimits::stop). No event loop waits for it: the
// games come by the signal `loaded`.
class GameFileLoader : public QObject {
    Q_OBJECT
public:
    explicit GameFileLoader(QObject* parent = nullptr);
    // Stops every reading and waits for it to end, which takes a moment at most.
    ~GameFileLoader() override;

    // Reads `path` on a thread of its own; a reading under way is stopped and its games dropped.
    void start(const QString& path);
    // Stops the reading under way; it sends no `loaded`.
    void cancel();
    // A reading is under way (started, neither loaded nor cancelled).
    bool reading() const { return m_current != 0; }
    // Threads still running, the stopped ones included until they have ended.
    int running() const { return static_cast<int>(m_readings.size()); }

signals:
    // The games of the file the last start() named, or why it was refused.
    void loaded(const QString& path, std::shared_ptr<cd::gui::LoadedGames> games);

private:
    struct Reading {
        int id;
        QThread* thread;
        std::shared_ptr<std::atomic<bool>> stop;
    };
    void ended(int id, const QString& path, std::shared_ptr<LoadedGames> games);

    std::vector<Reading> m_readings; // started and not yet ended
    int m_current = 0;               // the id of the reading whose games are wanted; 0: none
    int m_lastId = 0;
};

// The games read, as the window keeps them.
std::shared_ptr<OpenedGames> openedGames(const QString& path, options::GameFile file);

// Why the session's saved game file must not be opened again, or "" when it may: a name with
// control characters (a NUL would open another file than the one named) or something that is
// not a regular file (a FIFO would wait for a writer at every start).
QString restoreRefusal(const QString& path);

} // namespace cd::gui
