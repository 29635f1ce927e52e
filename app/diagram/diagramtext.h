// The diagrams' translatable text (captions, legend, worksheets, export errors): tr("...")
// files a string under the context "cd" (the diagram code's namespace), where lupdate
// (update_translations) finds it.
#pragma once

#include <QString>

namespace cd {

// The translation of `text` (UTF-8), the English text itself when none is loaded. `comment`
// tells translators how the text is used and tells apart equal texts; `n` >= 0 picks a plural
// form and replaces %n.
QString tr(const char* text, const char* comment = nullptr, int n = -1);

} // namespace cd
