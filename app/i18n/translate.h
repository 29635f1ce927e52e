// The one translation call behind the per-namespace tr() helpers (cli/clitext.h, gui/guitext.h,
// diagram/diagramtext.h, options/optionstext.h): lupdate files a tr("...") under the namespace it
// is written in, so each namespace declares its own tr(), and all of them end here.
#pragma once

#include <QString>

namespace cd::i18n {

// The translation of `text` (UTF-8) in `context`, the English text itself when none is loaded.
// `comment` tells translators how the text is used and tells apart equal texts; `n` >= 0 picks a
// plural form and replaces %n.
QString translate(const char* context, const char* text, const char* comment, int n);

} // namespace cd::i18n
