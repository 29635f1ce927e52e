// The diagrams' translatable text (captions, legend, worksheets, export errors): tr("...")
// files a string under the context "cd" (the diagram code's namespace), where lupdate
// (update_translations) finds it.
#pragma once

#include "i18n/translate.h"

namespace cd {

// The translation of `text` (UTF-8), the English text itself when none is loaded. `comment`
// tells translators how the text is used and tells apart equal texts; `n` >= 0 picks a plural
// form and replaces %n.
inline QString tr(const char* text, const char* comment = nullptr, int n = -1)
{
    return i18n::translate("cd", text, comment, n);
}

} // namespace cd
