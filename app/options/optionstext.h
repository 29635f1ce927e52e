// The query options' translatable text: tr("...") in namespace cd::options files a string under
// the context "cd::options", where lupdate finds it.
#pragma once

#include "i18n/translate.h"

namespace cd::options {

// The translation of `text` (UTF-8), the English text itself when none is loaded.
inline QString tr(const char* text, const char* comment = nullptr, int n = -1)
{
    return i18n::translate("cd::options", text, comment, n);
}

} // namespace cd::options
