#include "diagram/counttext.h"

#include "diagram/diagramtext.h"

#include <climits>

namespace cd {

QString countText(const PathCount& count)
{
    const QString n = QString::number(count.value);
    return count.saturated
               ? tr("at least %1", "a count of trajectories that is a lower bound").arg(n)
               : n;
}

int pluralOf(const PathCount& count)
{
    return count.saturated || count.value > INT_MAX ? INT_MAX : static_cast<int>(count.value);
}

bool isSingle(const PathCount& count)
{
    return count.value == 1 && !count.saturated;
}

} // namespace cd
