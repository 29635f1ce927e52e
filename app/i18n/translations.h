// Loads the translations for the user's language into the application (window and commands).
#pragma once

class QCoreApplication;

namespace cd::i18n {

// Installs the program's translation, and with it Qt's own (qtbase_<lang>.qm: standard buttons,
// dialogs, command-line parser errors), for the first of the system's UI languages that has one;
// nothing for English or when none has one. The program's .qm is looked for first in
// <data dir>/chess-distance/translations/ ($XDG_DATA_HOME, then $XDG_DATA_DIRS: a translator can
// try a new .qm there without rebuilding), then among the ones compiled in from translations/*.ts.
// Call once, after the application object is created and before any tr() string.
void installTranslations(QCoreApplication& app);

} // namespace cd::i18n
