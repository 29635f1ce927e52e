// The window's translatable text outside QObject classes: tr("...") in namespace cd::gui files
// a string under the context "cd::gui", where lupdate finds it; QT_TRANSLATE_NOOP("cd::gui", ...)
// marks strings in static tables, translated where they are shown. (A QObject's own tr() files
// under its class name.)
#pragma once

#include "i18n/translate.h"

namespace cd::gui {

// The translation of `text` (UTF-8), the English text itself when none is loaded.
inline QString tr(const char* text, const char* comment = nullptr, int n = -1)
{
    return i18n::translate("cd::gui", text, comment, n);
}

} // namespace cd::gui
