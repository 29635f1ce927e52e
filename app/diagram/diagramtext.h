// The diagrams' translatable text (captions, legend, worksheets, export errors): tr("...")
// files a string under the context "cd" (the diagram code's namespace), where lupdate
// (update_translations) finds it.
#pragma once

#include "trajectory.h"

#include <QString>

namespace cd {

// The translation of `text` (UTF-8), the English text itself when none is loaded. `comment`
// tells translators how the text is used and tells apart equal texts; `n` >= 0 picks a plural
// form and replaces %n.
QString tr(const char* text, const char* comment = nullptr, int n = -1);

// The `n` of tr() for a count of routes, which may exceed int or be a lower bound ("many").
int pluralOf(const PathCount& count);

} // namespace cd
