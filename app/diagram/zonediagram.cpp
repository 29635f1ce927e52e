#include "diagram/zonediagram.h"

#include "diagram/diagramtext.h"

#include <algorithm>

namespace cd {

namespace {

QString name(Square s)
{
    return QString::fromStdString(squareName(s));
}

QString typeName(PieceType t)
{
    static const char* const types[] = {
        QT_TRANSLATE_NOOP("cd", "pawn"),   QT_TRANSLATE_NOOP("cd", "knight"),
        QT_TRANSLATE_NOOP("cd", "bishop"), QT_TRANSLATE_NOOP("cd", "rook"),
        QT_TRANSLATE_NOOP("cd", "queen"),  QT_TRANSLATE_NOOP("cd", "king")};
    return tr(types[static_cast<std::size_t>(t) % 6]);
}

QString sideName(Color c)
{
    return c == Color::White ? tr("White") : tr("Black");
}

// "the a-pawn", "the black knight": the attacker as a teacher names it.
QString attackerText(const Zone& z)
{
    if (z.attacker.type == PieceType::Pawn)
        return tr("the %1-pawn").arg(QChar(u'a' + fileOf(z.from)));
    return (z.attacker.color == Color::White ? tr("the white %1") : tr("the black %1"))
        .arg(typeName(z.attacker.type));
}

QString interceptorText(const Interception& i)
{
    return (i.piece.color == Color::White ? tr("White %1 %2") : tr("Black %1 %2"))
        .arg(typeName(i.piece.type), name(i.from));
}

QString interceptionText(const Zone& z, const Interception& i)
{
    // The attacker's k-th move comes after the other side's budget(k) moves.
    const QString arrival = tr("the %1 arrives on %2 with %3's move %4")
                                .arg(typeName(z.attacker.type), name(i.at),
                                     sideName(z.attacker.color), QString::number(i.stop));
    const QString how = i.how == InterceptionKind::Block ? tr("in time, by standing there first")
                                                         : tr("in time, by capture");
    const QString text =
        i.moves == 1 ? tr("%1 → %2: 1 move; %3: %4", "hover over a zone's interceptor")
                     : tr("%1 → %2: %n moves; %3: %4", "hover over a zone's interceptor", i.moves);
    return text.arg(interceptorText(i), name(i.at), arrival, how);
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

QString zoneVerdict(const Zone& z)
{
    if (z.interceptions.empty())
        return (z.attacker.color == Color::White ? tr("No black piece can stop %1 in time")
                                                 : tr("No white piece can stop %1 in time"))
            .arg(attackerText(z));
    const Interception& first = z.interceptions.front();
    const QString who =
        (first.piece.color == Color::White ? tr("The white %1") : tr("The black %1"))
            .arg(typeName(first.piece.type));
    return first.how == InterceptionKind::Block
               ? tr("%1 stops %2", "a zone's verdict").arg(who, attackerText(z))
               : tr("%1 catches %2", "a zone's verdict").arg(who, attackerText(z));
}

QString zoneSquareText(const Zone& z, Square s)
{
    QStringList lines;
    for (const Interception& i : z.interceptions)
        if (i.from == s || i.at == s)
            lines << interceptionText(z, i);
    for (std::size_t k = 1; k < z.main.layers.size() && k < z.budgets.size(); ++k)
        if (z.main.layers[k] & bit(s)) {
            lines.prepend(
                tr("%1: the %2's move %3, after %4 moves of %5", "a zone's stop")
                    .arg(name(s), typeName(z.attacker.type), QString::number(k),
                         QString::number(z.budgets[k]),
                         sideName(z.attacker.color == Color::White ? Color::Black : Color::White)));
            break;
        }
    return lines.join(QStringLiteral("; "));
}

} // namespace cd
