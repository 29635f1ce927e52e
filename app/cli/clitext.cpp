#include "clitext.h"

#include <QCoreApplication>

namespace cd::cli {

QString tr(const char* text, const char* comment, int n)
{
    return QCoreApplication::translate("cd::cli", text, comment, n);
}

} // namespace cd::cli
