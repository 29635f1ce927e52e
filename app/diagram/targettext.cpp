#include "diagram/targettext.h"

#include "diagram/counttext.h"
#include "diagram/diagramtext.h"

namespace cd {

QString captionSeparator()
{
    return QStringLiteral(" \u00b7 ");
}

QString targetDistanceTemplate()
{
    return tr("distance %1", "caption: the target's distance");
}

QString targetDistanceText(int distance)
{
    return distance < 0 ? tr("unreachable", "caption: the target cannot be reached")
                        : targetDistanceTemplate().arg(distance);
}

QString shortestRoutesTemplate(bool one, int plural)
{
    return one ? tr("%1 shortest route") : tr("%1 shortest routes", "%1 is the count", plural);
}

QString noRoutesText(std::optional<int> length)
{
    return length ? tr("no routes of length %1").arg(*length) : tr("no routes");
}

// One route in the singular (isSingle). "Route" is the word pupils know; the Explanation panel
// and the command line's trajectory command keep Stilman's "trajectory".
QString trajectoryText(const TrajectorySet& t, std::optional<int> length)
{
    if (t.count.value == 0 && !t.count.saturated)
        return noRoutesText(length);
    const bool one = isSingle(t.count);
    const QString count = countText(t.count);
    if (t.length == t.distance)
        return shortestRoutesTemplate(one, pluralOf(t.count)).arg(count);
    return (one ? tr("%1 route of length %2")
                : tr("%1 routes of length %2", "%1 is the count", pluralOf(t.count)))
        .arg(count, QString::number(t.length));
}

} // namespace cd
