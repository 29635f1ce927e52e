// Loads the translations for the user's language into the application (window and commands).
#pragma once

class QCoreApplication;

namespace cd::i18n {

// Installs the program's translation, and with it Qt's own (qtbase_<lang>.qm: standard buttons,
// dialogs, command-line parser errors), for the first of the system's UI languages that has one;
// nothing for English or when none has one. The program's .qm is the one compiled in from
// translations/*.ts, with any chess-distance_<lang>.qm in <data dir>/chess-distance/translations/
// ($XDG_DATA_HOME, then $XDG_DATA_DIRS) laid over it: a translator can try a new one there without
// rebuilding, and strings it lacks still come from the compiled-in one.
// Call once, after the application object is created and before any tr() string.
void installTranslations(QCoreApplication& app);

} // namespace cd::i18n
