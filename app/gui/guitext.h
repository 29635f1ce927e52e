// The window's translatable text outside QObject classes: tr("...") in namespace cd::gui files
// a string under the context "cd::gui", where lupdate finds it; QT_TRANSLATE_NOOP("cd::gui", ...)
// marks strings in static tables, translated where they are shown. (A QObject's own tr() files
// under its class name.)
#pragma once

#include <QString>

namespace cd::gui {

// The translation of `text` (UTF-8), the English text itself when none is loaded.
QString tr(const char* text, const char* comment = nullptr, int n = -1);

} // namespace cd::gui
