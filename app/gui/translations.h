// Loads the translations for the user's language into the application.
#pragma once

class QCoreApplication;

namespace cd::gui {

// Installs the program's translation (":/i18n/chess-distance_<lang>.qm", compiled in from
// translations/*.ts), and with it Qt's own (qtbase_<lang>.qm, standard buttons and dialogs), for
// the first of the system's UI languages that has one; nothing for English or when none has one.
// Call once, after the application object is created and before any widget or tr() string.
void installTranslations(QCoreApplication& app);

} // namespace cd::gui
