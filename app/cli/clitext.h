// The command line's translatable text: tr("...") files a string under the context "cd::cli",
// where lupdate (update_translations) finds it; QT_TRANSLATE_NOOP("cd::cli", ...) marks strings
// in static tables, translated where they are shown.
#pragma once

#include "i18n/translate.h"

namespace cd::cli {

// The translation of `text` (UTF-8), the English text itself when none is loaded. `comment`
// tells translators how the text is used and tells apart equal texts; `n` >= 0 picks a plural
// form and replaces %n.
inline QString tr(const char* text, const char* comment = nullptr, int n = -1)
{
    return i18n::translate("cd::cli", text, comment, n);
}

} // namespace cd::cli
