#include "diagram/diagrambuilder.h"

#include <QStringList>

#include <algorithm>
#include <set>

using namespace Qt::Literals::StringLiterals;

namespace cd {

namespace {

QString name(Square s)
{
    return QString::fromStdString(squareName(s));
}

QString pieceTypeName(PieceType t)
{
    switch (t) {
    case PieceType::Pawn:
        return u"pawn"_s;
    case PieceType::Knight:
        return u"knight"_s;
    case PieceType::Bishop:
        return u"bishop"_s;
    case PieceType::Rook:
        return u"rook"_s;
    case PieceType::Queen:
        return u"queen"_s;
    case PieceType::King:
        return u"king"_s;
    case PieceType::Wazir:
        return u"wazir"_s;
    }
    return {};
}

// True when the map holds measured values: a metric that needs a source has none without one.
bool measured(const Query& q)
{
    return !needsSource(q.metric) || q.from.has_value();
}

// The piece to show on the source: the probe or the position's piece in reach mode, the
// metric's own piece on the empty board (the wazir has no picture).
std::optional<Piece> sourcePiece(const Query& q, const Answer& a)
{
    if (!q.from)
        return std::nullopt;
    if (q.metric == Metric::Reach)
        return q.piece ? q.piece : q.position.pieceAt(*q.from);
    if (a.mover && a.mover->type != PieceType::Wazir)
        return a.mover;
    return std::nullopt;
}

QString countText(const PathCount& count)
{
    const QString n = QString::number(count.value);
    return count.saturated ? u"at least "_s + n : n;
}

QString trajectoryText(const Query& q, const TrajectorySet& t)
{
    if (t.count.value == 0 && !t.count.saturated)
        return q.length ? u"no trajectories of length %1"_s.arg(*q.length) : u"no trajectories"_s;
    const bool one = t.count.value == 1 && !t.count.saturated;
    const QString noun = one ? u"trajectory"_s : u"trajectories"_s;
    if (t.length == t.distance)
        return u"%1 shortest %2"_s.arg(countText(t.count), noun);
    return u"%1 %2 of length %3"_s.arg(countText(t.count), noun).arg(t.length);
}

std::vector<LegendEntry> legendOf(const std::array<Cell, 64>& cells)
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
        legend.push_back({std::nullopt, u"unreachable"_s});
    return legend;
}

// The wavefront at step n: the legend keeps the whole scale so that frames compare.
void applyStep(Diagram& d, int n, bool userCaption)
{
    for (Square s = 0; s < 64; ++s) {
        Cell& c = d.cells[static_cast<std::size_t>(s)];
        if (c.role == CellRole::Value && c.value == n)
            d.frontier.push_back(s);
        if (c.role == CellRole::Unreachable || (c.role == CellRole::Value && c.value > n))
            c = Cell{};
    }
    if (!userCaption)
        d.caption += u"\nstep %1 of %2"_s.arg(n).arg(d.maxValue);
}

} // namespace

QString metricCaptionLabel(Metric metric, const std::optional<Piece>& mover)
{
    switch (metric) {
    case Metric::File:
        return u"File distance"_s;
    case Metric::Rank:
        return u"Rank distance"_s;
    case Metric::Chebyshev:
        return u"King distance (Chebyshev)"_s;
    case Metric::Manhattan:
        return u"Manhattan distance"_s;
    case Metric::Knight:
        return u"Knight distance"_s;
    case Metric::Rook:
        return u"Rook distance"_s;
    case Metric::Bishop:
        return u"Bishop distance"_s;
    case Metric::Queen:
        return u"Queen distance"_s;
    case Metric::Pawn:
        return u"White pawn distance"_s;
    case Metric::Center:
        return u"Center distance"_s;
    case Metric::CenterManhattan:
        return u"Center Manhattan distance"_s;
    case Metric::Edge:
        return u"Edge distance"_s;
    case Metric::Corner:
        return u"Corner distance"_s;
    case Metric::KbnkCorner:
        return u"KBNK corner distance"_s;
    case Metric::Reach:
        if (!mover)
            return u"Moves in the position"_s;
        return u"Moves of the %1 %2"_s.arg(mover->color == Color::White ? u"white"_s : u"black"_s,
                                           pieceTypeName(mover->type));
    }
    return {};
}

QString defaultCaption(const Query& query, const Answer& answer)
{
    QString head = metricCaptionLabel(query.metric, answer.mover);
    if (needsSource(query.metric) && query.from) {
        head += query.metric == Metric::KbnkCorner ? u" with the bishop on "_s : u" from "_s;
        head += name(*query.from);
        if (query.to)
            head += u" to "_s + name(*query.to);
        if (query.via)
            head += u" via "_s + name(*query.via);
    }
    QStringList parts{head};
    if (needsSource(query.metric) && query.from && query.to) {
        const int d = answer.map[static_cast<std::size_t>(*query.to)];
        parts << (d == kUnreachable ? u"unreachable"_s : u"distance %1"_s.arg(d));
        if (answer.trajectories)
            parts << trajectoryText(query, *answer.trajectories);
    }
    QString caption = parts.join(u" \u00b7 "_s);
    if (query.metric == Metric::Reach && query.position.occupied() != 0)
        caption += u'\n' + QString::fromStdString(query.position.fen());
    return caption;
}

Diagram buildDiagram(const Query& query, const Answer& answer, const DisplayOptions& options)
{
    Diagram d;
    d.palette = options.palette;
    d.flipped = options.flipped;
    d.show = options.show;

    if (measured(query)) {
        for (Square s = 0; s < 64; ++s) {
            const int v = answer.map[static_cast<std::size_t>(s)];
            d.cells[static_cast<std::size_t>(s)] =
                v == kUnreachable ? Cell{CellRole::Unreachable, 0} : Cell{CellRole::Value, v};
        }
        d.maxValue = std::max(0, static_cast<int>(maxDistance(answer.map)));
    }

    // The position's pieces stay in sight under every metric: it is what the user set up.
    for (Square s = 0; s < 64; ++s)
        d.pieces[static_cast<std::size_t>(s)] = query.position.pieceAt(s);
    if (const auto piece = sourcePiece(query, answer))
        d.pieces[static_cast<std::size_t>(*query.from)] = piece;

    if (needsSource(query.metric)) {
        if (query.from)
            d.marks.push_back({*query.from, MarkKind::Source});
        if (query.to)
            d.marks.push_back({*query.to, MarkKind::Target});
        if (query.via)
            d.marks.push_back({*query.via, MarkKind::Via});
    }

    if (answer.trajectories) {
        const TrajectorySet& t = *answer.trajectories;
        if (options.trajectories) {
            for (Square s = 0; s < 64; ++s) {
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
        const auto n =
            std::min(t.routes.size(), static_cast<std::size_t>(std::max(0, options.paths)));
        for (std::size_t i = 0; i < n; ++i)
            d.arrows.push_back({t.routes[i]});
    }

    d.legend = legendOf(d.cells);
    d.caption = options.caption ? *options.caption : defaultCaption(query, answer);
    if (options.step && measured(query))
        applyStep(d, *options.step, options.caption.has_value());
    return d;
}

Diagram buildDifference(const Query& a, const Answer& answerA, const Query& b,
                        const Answer& answerB, const DisplayOptions& options)
{
    DisplayOptions plain = options;
    plain.trajectories = false;
    plain.paths = 0;
    plain.step.reset();
    Diagram d = buildDiagram(a, answerA, plain);
    d.overlay.clear();
    d.arrows.clear();
    d.frontier.clear();
    d.diverging = true;
    int largest = 1;
    if (measured(a) && measured(b)) {
        for (Square s = 0; s < 64; ++s) {
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
    d.legend = legendOf(d.cells);
    if (!options.caption)
        d.caption = u"%1 \u2212 %2"_s.arg(metricCaptionLabel(a.metric, answerA.mover),
                                          metricCaptionLabel(b.metric, answerB.mover)) +
                    (a.from ? u" from %1"_s.arg(name(*a.from)) : QString());
    return d;
}

} // namespace cd
