#include "diagram/arrivaldiagram.h"

#include "diagram/diagramtext.h"
#include "diagram/squaretext.h"

#include <QStringList>

#include <algorithm>

using namespace Qt::Literals::StringLiterals;

namespace cd {

namespace {

QString squareNames(Bitboard squares)
{
    QStringList names;
    forEachSquare(squares, [&](Square s) { names << squareText(s); });
    return names.join(u' ');
}

} // namespace

QString arrivalCaption(const Board& pos, ArrivalView view, const ReachOptions& opts, bool withFen)
{
    QString head;
    switch (view) {
    case ArrivalView::White:
        head = tr("Fewest moves of any white piece");
        break;
    case ArrivalView::Black:
        head = tr("Fewest moves of any black piece");
        break;
    case ArrivalView::Difference:
        head = tr("White minus Black (negative: White arrives first)");
        break;
    }
    QStringList parts{head};
    if (opts.blocked)
        parts << tr("blocked: %1", "caption: what-if squares").arg(squareNames(opts.blocked));
    if (opts.taboo)
        parts << tr("unsafe: %1", "caption: what-if squares").arg(squareNames(opts.taboo));
    const QString caption = parts.join(u" \u00b7 "_s);
    return withFen ? caption + u'\n' + QString::fromStdString(pos.fen()) : caption;
}

Diagram buildArrivalDiagram(const Board& pos, const Arrival& arrival, ArrivalView view,
                            const ReachOptions& opts, const DisplayOptions& options)
{
    Diagram d;
    d.palette = options.palette;
    d.flipped = options.flipped;
    d.show = options.show;
    d.annotations = options.annotations;
    const auto diff = arrivalDifference(arrival);
    int largest = view == ArrivalView::Difference ? 1 : 0;
    for (std::size_t s = 0; s < 64; ++s) {
        std::optional<int> value;
        if (view == ArrivalView::Difference)
            value = diff[s];
        else {
            const int v = (view == ArrivalView::White ? arrival.white : arrival.black).moves[s];
            if (v != kUnreachable)
                value = v;
        }
        d.cells[s] = value ? Cell{CellRole::Value, *value} : Cell{CellRole::Unreachable, 0};
        if (value)
            largest = std::max(largest, std::abs(*value));
        d.pieces[s] = pos.pieceAt(Square(static_cast<int>(s)));
    }
    appendWhatIfMarks(d, opts);
    d.maxValue = largest;
    d.diverging = view == ArrivalView::Difference;
    d.legend = valueLegend(d.cells);
    d.caption =
        options.caption ? *options.caption : arrivalCaption(pos, view, opts, options.captionFen);
    return d;
}

} // namespace cd
