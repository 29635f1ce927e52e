#include "diagram/zonediagram.h"

#include "diagram/diagramtext.h"
#include "diagram/zonetext.h"

#include <algorithm>

namespace cd {

ZoneOverlay zoneOverlay(const Zone& z)
{
    ZoneOverlay o;
    for (const Interception& i : z.interceptions) {
        if (std::find(o.interceptors.begin(), o.interceptors.end(), i.from) == o.interceptors.end())
            o.interceptors.push_back(i.from);
        if (!i.routes.routes.empty()) {
            Arrow a{i.routes.routes.front()};
            if (std::find(o.routes.begin(), o.routes.end(), a) == o.routes.end())
                o.routes.push_back(std::move(a));
        }
    }
    Bitboard labelled = 0; // a square on several layers (longer routes): its first time
    for (std::size_t k = 1; k < z.main.layers.size() && k < z.budgets.size(); ++k) {
        forEachSquare(z.main.layers[k] & ~labelled, [&](Square s) {
            o.stops.push_back({s, z.budgets[k]});
        });
        labelled |= z.main.layers[k];
    }
    return o;
}

void addZone(Diagram& d, const Zone& z)
{
    d.zone = zoneOverlay(z);
    // The verdict first (the headline opens with it), the key to the drawing last.
    const QString key = tr("dashed: who can stop it; tN: the other side has made N moves");
    d.caption =
        zoneVerdict(z) + (d.caption.isEmpty() ? QString() : u'\n' + d.caption) + u'\n' + key;
}

} // namespace cd
