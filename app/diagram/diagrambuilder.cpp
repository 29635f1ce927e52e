#include "diagram/diagrambuilder.h"

#include "diagram/counttext.h"
#include "diagram/diagramtext.h"
#include "diagram/metricnames.h"
#include "diagram/squaretext.h"
#include "diagram/targettext.h"

#include <QStringList>

#include <algorithm>
#include <set>

using namespace Qt::Literals::StringLiterals;

namespace cd {

namespace {

// The wavefront at step n: the legend keeps the whole scale so that frames compare.
void applyStep(Diagram& d, int n, bool userCaption)
{
    for (Square s = A1; s <= H8; ++s) {
        Cell& c = d.cells[static_cast<std::size_t>(s)];
        if (c.role == CellRole::Value && c.value == n)
            d.frontier.push_back(s);
        if (c.role == CellRole::Unreachable || (c.role == CellRole::Value && c.value > n))
            c = Cell{};
    }
    if (!userCaption)
        d.caption +=
            u'\n' + tr("step %1 of %2", "caption line of a wavefront frame").arg(n).arg(d.maxValue);
}

} // namespace

std::vector<LegendEntry> valueLegend(const std::array<Cell, 64>& cells)
{
    std::set<int> present; // ordered, and differences may be negative
    bool unreachable = false;
    for (const Cell& c : cells) {
        if (c.role == CellRole::Unreachable)
            unreachable = true;
        if (c.role == CellRole::Value)
            present.insert(c.value);
    }
    std::vector<LegendEntry> legend;
    for (const int v : present)
        legend.push_back({v, QString::number(v)});
    if (unreachable)
        legend.push_back({std::nullopt, tr("unreachable", "legend entry")});
    return legend;
}

namespace {

// Whole phrases, since articles and endings follow the piece.
QString promotionText(PieceType t)
{
    switch (t) {
    case PieceType::Knight:
        return tr("promotes to a knight", "caption: a rule of the reach map");
    case PieceType::Bishop:
        return tr("promotes to a bishop", "caption: a rule of the reach map");
    case PieceType::Rook:
        return tr("promotes to a rook", "caption: a rule of the reach map");
    default:
        return tr("promotes to a queen", "caption: a rule of the reach map");
    }
}

// The rules that changed the numbers, each a short phrase: "captures continue", ...
QStringList ruleTexts(const Query& query, const Answer& answer)
{
    QStringList rules;
    if (query.metric == Metric::Reach) {
        switch (query.reach.captures) {
        case CaptureMode::Stop:
            break; // the ordinary rule: a capture ends the route
        case CaptureMode::Continue:
            rules << tr("captures continue", "caption: a rule of the reach map");
            break;
        case CaptureMode::Block:
            rules << tr("no captures", "caption: a rule of the reach map");
            break;
        }
        if (query.reach.avoidAttacked)
            rules << tr("avoiding attacked squares", "caption: a rule of the reach map");
        if (query.reach.promotion && answer.mover && answer.mover->type == PieceType::Pawn)
            rules << promotionText(*query.reach.promotion);
    }
    if (query.distinctStops && query.to)
        rules << tr("distinct stops only", "caption: a rule of the trajectories");
    return rules;
}

} // namespace

QString gameMomentText(const std::string& moveLabel)
{
    if (moveLabel.empty())
        return tr("at the start of the game");
    return tr("after %1", "a move of a game: after 23. Nf3").arg(QString::fromStdString(moveLabel));
}

namespace {

// The default caption; `emptyBoard` says the numbers are those of the empty board.
QString captionOf(const Query& query, const Answer& answer, const DisplayOptions& options,
                  bool emptyBoard)
{
    QString head = metricCaptionLabel(query.metric, answer.mover);
    if (needsSource(query.metric) && query.from) {
        // Optional parts after the metric: "Knight distance from b1 to h8 via f3".
        head += (query.metric == Metric::KbnkCorner
                     ? tr(" with the bishop on %1", "caption: follows the KBNK corner metric")
                     : tr(" from %1", "caption: follows the metric; %1 is the source square"))
                    .arg(squareText(*query.from));
        if (query.to)
            head += tr(" to %1", "caption: follows the source square").arg(squareText(*query.to));
        if (query.via)
            head += tr(" via %1", "caption: follows the target square").arg(squareText(*query.via));
    }
    QStringList rules = ruleTexts(query, answer);
    if (emptyBoard)
        rules << tr("on an empty board", "caption: a metric drawn beside a position");
    if (!rules.isEmpty())
        head += u", "_s + rules.join(u", "_s);
    QStringList parts{head};
    if (needsSource(query.metric) && query.from && query.to) {
        const int d = answer.map[static_cast<std::size_t>(*query.to)];
        parts << targetDistanceText(d);
        if (answer.trajectories) {
            parts << trajectoryText(*answer.trajectories, query.length);
            const auto& t = *answer.trajectories;
            if (options.route && t.count.value > 1)
                parts << tr("route %1 of %2", "caption: the one route drawn")
                             .arg(*options.route + 1)
                             .arg(countText(t.count));
        }
    }
    if (!options.gameMoment.isEmpty())
        parts << options.gameMoment;
    QString caption = parts.join(captionSeparator());
    if (options.captionFen && query.board.occupied() != 0)
        caption += u'\n' + QString::fromStdString(query.board.fen());
    return caption;
}

} // namespace

QString defaultCaption(const Query& query, const Answer& answer, const DisplayOptions& options)
{
    return captionOf(query, answer, options, false);
}

std::optional<Piece> probeOnSource(const Query& q, const Answer& a)
{
    if (!q.from)
        return std::nullopt;
    if (q.metric == Metric::Reach && q.piece)
        return q.piece;
    if (q.board.pieceAt(*q.from) || !a.mover || a.mover->type == PieceType::Wazir)
        return std::nullopt;
    return a.mover;
}

bool isMeasured(const Query& query)
{
    return !needsSource(query.metric) || query.from.has_value();
}

void appendWhatIfMarks(Diagram& d, const ReachOptions& opts)
{
    forEachSquare(opts.blocked, [&](Square s) { d.marks.push_back({s, MarkKind::Blocked}); });
    forEachSquare(opts.taboo, [&](Square s) { d.marks.push_back({s, MarkKind::Unsafe}); });
}

namespace {

// buildDiagram; `emptyBoard`: the caption says the numbers are those of the empty board.
Diagram makeDiagram(const Query& query, const Answer& answer, const DisplayOptions& options,
                    bool emptyBoard)
{
    Diagram d;
    d.palette = options.palette;
    d.flipped = options.flipped;
    d.show = options.show;

    if (isMeasured(query)) {
        for (Square s = A1; s <= H8; ++s) {
            const int v = answer.map[static_cast<std::size_t>(s)];
            d.cells[static_cast<std::size_t>(s)] =
                v == kUnreachable ? Cell{CellRole::Unreachable, 0} : Cell{CellRole::Value, v};
        }
        d.maxValue = std::max(0, static_cast<int>(answer.maximum));
    }
    d.maxValue = std::max(d.maxValue, options.scaleFloor);

    // The position's pieces stay in sight under every metric: it is what the user set up.
    for (Square s = A1; s <= H8; ++s)
        d.pieces[static_cast<std::size_t>(s)] = query.board.pieceAt(s);
    if (const auto probe = probeOnSource(query, answer)) {
        d.pieces[static_cast<std::size_t>(*query.from)] = probe;
        d.probe = query.from;
    }

    if (needsSource(query.metric)) {
        if (query.from)
            d.marks.push_back({*query.from, MarkKind::Source});
        if (query.to)
            d.marks.push_back({*query.to, MarkKind::Target});
        if (query.via)
            d.marks.push_back({*query.via, MarkKind::Via});
    }
    if (query.metric == Metric::Reach)
        appendWhatIfMarks(d, query.reach);
    if (options.highlight) {
        d.marks.push_back({options.highlight->first, MarkKind::PairFrom});
        d.marks.push_back({options.highlight->second, MarkKind::PairTo});
    }

    if (answer.trajectories) {
        const TrajectorySet& t = *answer.trajectories;
        if (options.trajectories) {
            for (Square s = A1; s <= H8; ++s) {
                if ((t.squares >> s & 1) == 0)
                    continue;
                OverlaySquare o{s, {}};
                if (options.layerNumbers)
                    for (std::size_t i = 0; i < t.layers.size(); ++i)
                        if ((t.layers[i] >> s & 1) != 0)
                            o.layers.push_back(static_cast<int>(i));
                d.overlay.push_back(std::move(o));
            }
        }
        if (options.route) {
            if (static_cast<std::size_t>(*options.route) < t.routes.size())
                d.arrows.push_back({t.routes[static_cast<std::size_t>(*options.route)]});
        } else {
            const auto n = std::min(t.routes.size(), options.routesNeeded());
            for (std::size_t i = 0; i < n; ++i)
                d.arrows.push_back({t.routes[i]});
            // The route the user stepped to stays the one in front when all are shown.
            if (const auto current = static_cast<std::size_t>(std::max(0, options.currentRoute));
                current < n)
                std::rotate(d.arrows.begin(),
                            d.arrows.begin() + static_cast<std::ptrdiff_t>(current),
                            d.arrows.begin() + static_cast<std::ptrdiff_t>(current) + 1);
        }
    }

    d.legend = valueLegend(d.cells);
    d.caption = options.caption ? *options.caption : captionOf(query, answer, options, emptyBoard);
    d.annotations = options.annotations;
    if (options.step && isMeasured(query))
        applyStep(d, *options.step, options.caption.has_value());
    return d;
}

} // namespace

Diagram buildDiagram(const Query& query, const Answer& answer, const DisplayOptions& options)
{
    return makeDiagram(query, answer, options, false);
}

Diagram buildDifference(const Query& a, const Answer& answerA, const Query& b,
                        const Answer& answerB, const DisplayOptions& options)
{
    DisplayOptions plain = options;
    plain.trajectories = false;
    plain.paths = 0;
    plain.step.reset();
    plain.route.reset();
    plain.scaleFloor = 0;
    Diagram d = buildDiagram(a, answerA, plain);
    d.overlay.clear();
    d.arrows.clear();
    d.frontier.clear();
    d.annotations = {}; // the game's marks stay on the board of the position
    d.diverging = true;
    int largest = 1;
    if (isMeasured(a) && isMeasured(b)) {
        for (Square s = A1; s <= H8; ++s) {
            const auto i = static_cast<std::size_t>(s);
            const int x = answerA.map[i];
            const int y = answerB.map[i];
            if (x == kUnreachable || y == kUnreachable) {
                d.cells[i] = Cell{CellRole::Unreachable, 0};
                continue;
            }
            d.cells[i] = Cell{CellRole::Value, x - y};
            largest = std::max(largest, std::abs(x - y));
        }
    } else {
        d.cells = {};
    }
    d.maxValue = largest;
    d.legend = valueLegend(d.cells);
    if (!options.caption)
        d.caption = u"%1 \u2212 %2"_s.arg(metricCaptionLabel(a.metric, answerA.mover),
                                          metricCaptionLabel(b.metric, answerB.mover)) +
                    (a.from ? tr(" from %1", "caption: follows the metric; %1 is the source square")
                                  .arg(squareText(*a.from))
                            : QString());
    return d;
}

Comparison buildComparison(const Query& a, const Answer& answerA, const Query& b,
                           const Answer& answerB, const DisplayOptions& options, bool difference)
{
    if (difference)
        return {buildDiagram(a, answerA, options),
                buildDifference(a, answerA, b, answerB, options)};
    DisplayOptions shared = options;
    const auto top = [](const Query& q, const Answer& answer) {
        return isMeasured(q) ? std::max(0, static_cast<int>(answer.maximum)) : 0;
    };
    shared.scaleFloor = std::max({options.scaleFloor, top(a, answerA), top(b, answerB)});
    DisplayOptions second = shared;
    second.highlight.reset(); // it points at the first board's squares
    second.annotations = {};  // the game's marks stay on the first board
    Diagram first = buildDiagram(a, answerA, shared);
    if (b.metric == Metric::Reach || b.board.occupied() == 0)
        return {std::move(first), buildDiagram(b, answerB, second)};
    // A metric of the empty board beside a position: its numbers would run through pieces it
    // never saw, so it is drawn on the empty board (with its mover's stand-in on the source).
    Query empty = b;
    empty.board = Board();
    Diagram other = makeDiagram(empty, answerB, second, true);
    return {std::move(first), std::move(other)};
}

} // namespace cd
