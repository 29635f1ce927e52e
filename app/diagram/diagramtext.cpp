#include "diagram/diagramtext.h"

#include <QCoreApplication>

#include <climits>

namespace cd {

QString tr(const char* text, const char* comment, int n)
{
    return QCoreApplication::translate("cd", text, comment, n);
}

int pluralOf(const PathCount& count)
{
    return count.saturated || count.value > INT_MAX ? INT_MAX : static_cast<int>(count.value);
}

} // namespace cd
