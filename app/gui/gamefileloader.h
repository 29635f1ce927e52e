// Reads a PGN file off the UI thread, for File → Open game, a dropped file and the restored
// session: the window keeps answering while a large file or a slow pipe is read, and after a
// moment a dialog offers Cancel.
#pragma once

#include "game.h"
#include "gamestep.h"
#include "options/gamefile.h"

#include <QString>

#include <memory>
#include <vector>

class QWidget;

namespace cd::gui {

struct LoadedGames {
    options::GameFile file; // no games when the file was refused or the user cancelled
    QString error;          // why the file was refused (one line naming it)
    bool cancelled = false;
};

// The games of the file at `path`, read and parsed on a thread of their own while the caller's
// events go on; a progress dialog over `parent` with Cancel appears when it takes longer than a
// moment. Cancel returns at once (the reading thread ends by itself, its result dropped).
LoadedGames loadGameFile(const QString& path, QWidget* parent);

// The games read, as the window keeps them.
std::shared_ptr<OpenedGames> openedGames(const QString& path, options::GameFile file);

// Why the session's saved game file must not be opened again, or "" when it may: a name with
// control characters (a NUL would open another file than the one named) or something that is
// not a regular file (a FIFO would wait for a writer at every start).
QString restoreRefusal(const QString& path);

} // namespace cd::gui
