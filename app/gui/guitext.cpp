#include "guitext.h"

#include <QCoreApplication>

namespace cd::gui {

QString tr(const char* text, const char* comment, int n)
{
    return QCoreApplication::translate("cd::gui", text, comment, n);
}

} // namespace cd::gui
