#include "diagram/controldiagram.h"

#include "diagram/diagramtext.h"
#include "diagram/exchangetext.h"

#include "control.h"
#include "exchange.h"

#include <QStringList>

#include <algorithm>
#include <cstdlib>
#include <set>

namespace cd {

namespace {

// One swatch per balance shown, White's largest first: "White +2", "even", "Black +1".
std::vector<LegendEntry> controlLegend(const Diagram& d)
{
    std::set<int, std::greater<>> balances;
    for (const Cell& c : d.cells)
        if (c.role == CellRole::Value)
            balances.insert(c.value);
    std::vector<LegendEntry> legend;
    for (const int b : balances) {
        QString label = tr("even", "control legend: as many attackers on both sides");
        if (b > 0)
            label = tr("White +%1", "control legend: White attacks with more pieces").arg(b);
        else if (b < 0)
            label = tr("Black +%1", "control legend: Black attacks with more pieces").arg(-b);
        legend.push_back({b, label});
    }
    return legend;
}

} // namespace

ControlOverlay controlOverlay(const Board& board, bool xray)
{
    const Control c = control(board);
    const ControlCounts& counts = xray ? c.xray : c.plain;
    ControlOverlay o;
    o.xray = xray;
    for (const Square s : allSquares())
        o.counts[static_cast<std::size_t>(s)] = {counts.count(Color::White, s),
                                                 counts.count(Color::Black, s)};
    const ExchangeGains gains = exchangeGains(board);
    for (const Square s : allSquares()) {
        const int g = gains[static_cast<std::size_t>(s)];
        if (g > 0)
            o.hanging.push_back({s, g});
        // The if-taken line only where the other side attacks a piece that is not hanging.
        if (g != 0 || c.plain.count(opposite(board.pieceAt(s)->color), s) == 0)
            continue;
        if (const auto e = exchange(board, s); e && e->ifTaken && *e->ifTaken < 0)
            o.defended.push_back({s, -*e->ifTaken});
    }
    return o;
}

QString controlCountText(const ControlCount& count)
{
    if (count.white == 0 && count.black == 0)
        return {};
    return QStringLiteral("%1 : %2").arg(count.white).arg(count.black);
}

QString controlSquareText(const Board& board, Square s, bool xray)
{
    const Control c = control(board);
    const ControlCounts& n = xray ? c.xray : c.plain;
    QStringList lines;
    lines << (xray ? tr("attackers with x-rays: White %1 : Black %2")
                   : tr("attackers: White %1 : Black %2"))
                 .arg(n.count(Color::White, s))
                 .arg(n.count(Color::Black, s));
    if (const auto e = exchange(board, s)) {
        lines << exchangeHeadline(*e);
        lines << exchangeSteps(*e);
        if (e->ifTaken && *e->ifTaken < 0) {
            lines << exchangeIfTakenHeadline(*e);
            lines << exchangeSteps(*e, e->takenLine);
        }
    }
    return lines.join(u'\n');
}

QString controlCaption(const Board& board, bool xray, bool withFen)
{
    QStringList lines;
    lines << (xray ? tr("Control with x-rays: attackers of each square, White : Black")
                   : tr("Control: attackers of each square, White : Black"));
    lines << tr("Blue: White attacks it with more pieces; orange: Black does. +n on a piece: "
                "taking it wins n (hanging).");
    lines << tr("−n on a piece: taking it loses n.");
    lines << tr("The side to move does not change the counts.");
    if (withFen)
        lines << QString::fromStdString(board.fen());
    return lines.join(u'\n');
}

Diagram buildControlDiagram(const Board& board, bool xray, const DisplayOptions& options)
{
    Diagram d;
    d.palette = options.palette;
    d.flipped = options.flipped;
    d.show = options.show;
    d.annotations = options.annotations;
    d.control = controlOverlay(board, xray);
    int largest = kControlScaleFloor;
    for (const Square s : allSquares()) {
        const auto i = static_cast<std::size_t>(s);
        const ControlCount& n = d.control->counts[i];
        if (n.white > 0 || n.black > 0) {
            d.cells[i] = {CellRole::Value, n.white - n.black};
            largest = std::max(largest, std::abs(n.white - n.black));
        }
        d.pieces[i] = board.pieceAt(s);
    }
    d.maxValue = largest;
    d.diverging = true;
    d.legend = controlLegend(d);
    d.caption =
        options.caption ? *options.caption : controlCaption(board, xray, options.captionFen);
    return d;
}

} // namespace cd
