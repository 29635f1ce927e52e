#include "diagram/zonediagram.h"

#include "diagram/diagramtext.h"
#include "diagram/pawnsquare.h"
#include "diagram/piecenoun.h"
#include "diagram/zonetext.h"

#include <QStringList>

#include <algorithm>

namespace cd {

namespace {

// The other side's king, if the zone names one (in time or late).
std::optional<Square> defendingKing(const Zone& z)
{
    for (const auto* list : {&z.interceptions, &z.late})
        for (const Interception& i : *list)
            if (i.piece.type == PieceType::King)
                return i.from;
    return std::nullopt;
}

// The moves a piece counts to meet the attacker: a guard's to guard the stop.
int meetingMoves(const Interception& i)
{
    return i.how == InterceptionKind::Guard ? i.moves - 1 : i.moves;
}

// The last line: what the drawing's marks mean, only those it shows.
QString zoneKey(const Zone& z, bool pawnSquare)
{
    QStringList parts;
    parts << tr("numbers: the %1's moves", "a zone's key").arg(pieceKind(z.attacker.type));
    if (!z.interceptions.empty())
        parts << tr("dashed: who stops it, with its moves", "a zone's key");
    if (!z.late.empty())
        parts << tr("dotted grey: too late, with its moves", "a zone's key");
    if (pawnSquare)
        parts << tr("frame: the square of the pawn", "a zone's key");
    return parts.join(QStringLiteral(" · "));
}

} // namespace

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
    for (const Interception* i : namedInterceptions(z))
        o.meetings.push_back({i->at, meetingMoves(*i)});
    for (const Interception& i : z.late) {
        ZoneLate late{i.from, {}, {i.at, meetingMoves(i)}, zoneLateLabel(i)};
        if (!i.routes.routes.empty())
            late.route.stops = i.routes.routes.front();
        o.late.push_back(std::move(late));
    }
    Bitboard labelled = 0; // a square on several layers (longer routes): its first time
    for (std::size_t k = 1; k < z.main.layers.size() && k < z.budgets.size(); ++k) {
        forEachSquare(z.main.layers[k] & ~labelled, [&](Square s) {
            o.stops.push_back({s, z.budgets[k], static_cast<int>(k)});
        });
        labelled |= z.main.layers[k];
    }
    o.pawnSquare = pawnSquare(z, defendingKing(z));
    return o;
}

void addZone(Diagram& d, const Zone& z)
{
    d.zone = zoneOverlay(z);
    // The verdict first (the headline opens with it), the key to the drawing last.
    d.caption = zoneVerdict(z) + (d.caption.isEmpty() ? QString() : u'\n' + d.caption) + u'\n' +
                zoneKey(z, d.zone.pawnSquare.has_value());
}

} // namespace cd
