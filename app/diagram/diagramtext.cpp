#include "diagram/diagramtext.h"

#include <QCoreApplication>

namespace cd {

QString tr(const char* text, const char* comment, int n)
{
    return QCoreApplication::translate("cd", text, comment, n);
}

} // namespace cd
