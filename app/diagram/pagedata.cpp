#include "diagram/pagedata.h"

#include "diagram/diagramtext.h"
#include "diagram/probe.h"
#include "diagram/sidetomove.h"
#include "diagram/squaretext.h"
#include "diagram/targettext.h"
#include "metrics.h"
#include "movegraph.h"

#include <algorithm>
#include <map>

namespace cd {

namespace {

// The query of a click on `s` under `m`: the piece standing there, or the stand-in on an empty
// square (the request's probe piece, else the window's white knight).
Query clickQuery(const PageRequest& r, Metric m, Square s)
{
    Query q = r.query;
    q.metric = m;
    q.from = s;
    q.to.reset();
    q.via.reset();
    q.length.reset();
    q.limit = 0;
    if (m == Metric::Reach)
        q.piece = q.board.pieceAt(s) ? std::nullopt
                                     : std::optional(r.query.piece.value_or(kDefaultProbe));
    else
        q.piece.reset();
    return q;
}

std::vector<Distance> graphTable(const MoveGraph& g)
{
    std::vector<Distance> t(64 * 64);
    for (Square x = A1; x <= H8; ++x) {
        const DistanceMap row = graphDistances(g, x);
        std::copy(row.begin(), row.end(), t.begin() + 64 * static_cast<int>(x));
    }
    return t;
}

std::vector<Distance> metricTable(Metric m)
{
    std::vector<Distance> t(64 * 64, kUnreachable);
    for (Square x = A1; x <= H8; ++x)
        for (Square y = A1; y <= H8; ++y) {
            try {
                t[static_cast<std::size_t>(64 * static_cast<int>(x) + static_cast<int>(y))] =
                    metricDistance(m, x, y);
            } catch (const std::exception&) {
                break; // a source the metric rejects (a pawn on its first rank): unreachable
            }
        }
    return t;
}

// `caption` opened by the side to move where the click's picture turns on it, as render's is.
QString withSideToMove(const Query& q, const QString& caption)
{
    Diagram d;
    d.caption = caption;
    markSideToMoveWhereItMatters(d, q, false, true);
    return d.caption;
}

// The first paragraph of the caption of the click `q` once a target is chosen, as a template:
// the caption with a stand-in target, its square's name replaced by %1 and what is said of it
// (the distance; routes come after it) by %2.
QString targetCaption(const Query& q, const Answer& a, const DisplayOptions& display)
{
    if (!needsSource(q.metric) || !q.from)
        return {};
    Query withTarget = q;
    const Square stand = *q.from == A1 ? B1 : A1;
    withTarget.to = stand;
    Answer plain = a;
    plain.trajectories.reset();
    const QString first = defaultCaption(withTarget, plain, display).section(u'\n', 0, 0);
    QStringList parts = first.split(captionSeparator());
    const QString name = squareText(stand);
    const qsizetype at = parts.front().indexOf(name);
    if (parts.size() < 2 || at < 0)
        return {};
    parts.front().replace(at, name.size(), QStringLiteral("%1"));
    parts[1] = QStringLiteral("%2");
    return withSideToMove(q, parts.join(captionSeparator()));
}

} // namespace

int digitsFor(int maximum)
{
    return maximum < 36 ? 1 : 2;
}

QByteArray encodeDistances(const std::vector<Distance>& values, int width)
{
    static constexpr char kDigits[] = "0123456789abcdefghijklmnopqrstuvwxyz";
    QByteArray out;
    out.reserve(static_cast<qsizetype>(values.size()) * width);
    for (const Distance v : values) {
        if (v < 0) {
            out.append(width, '-');
            continue;
        }
        if (width == 2)
            out.append(kDigits[(v / 36) % 36]);
        out.append(kDigits[v % 36]);
    }
    return out;
}

std::vector<PageMetric> pageMetrics(const PageRequest& r)
{
    std::vector<PageMetric> out;
    for (const Metric m : r.metrics) {
        PageMetric pm;
        pm.metric = m;
        pm.tableOf.fill(-1);
        std::map<MoveGraph, int> graphs; // distinct graphs share a table
        std::map<std::vector<Distance>, int> tables;
        const auto tableIndex = [&](std::vector<Distance> t) {
            const auto [it, added] =
                tables.emplace(std::move(t), static_cast<int>(pm.tables.size()));
            if (added)
                pm.tables.push_back(it->first);
            return it->second;
        };
        bool any = false;
        std::optional<QueryError> firstError;
        for (Square s = A1; s <= H8; ++s) {
            const auto i = static_cast<std::size_t>(s);
            const Query q = clickQuery(r, m, s);
            Answer a;
            try {
                a = answer(q);
            } catch (const QueryError& e) {
                if (!firstError)
                    firstError = e;
                continue; // nothing to measure from this square (a pawn on its first rank)
            }
            any = true;
            pm.ghost[i] = probeOnSource(q, a);
            pm.caption[i] = withSideToMove(q, defaultCaption(q, a, r.display));
            pm.targetCaption[i] = targetCaption(q, a, r.display);
            if (!supportsTrajectories(m)) {
                if (tables.empty())
                    pm.tableOf[i] = tableIndex(metricTable(m));
                else
                    pm.tableOf[i] = 0;
                continue;
            }
            try {
                const MoveGraph g = queryGraph(q);
                auto found = graphs.find(g);
                if (found == graphs.end())
                    found = graphs.emplace(g, tableIndex(graphTable(g))).first;
                pm.tableOf[i] = found->second;
                pm.routes[i] = true;
            } catch (const QueryError&) {
                // Routes not supported here (a promoting pawn): the map alone, in a table of its
                // own.
                std::vector<Distance> t(64 * 64, kUnreachable);
                std::copy(a.map.begin(), a.map.end(), t.begin() + 64 * static_cast<int>(s));
                pm.tableOf[i] = tableIndex(std::move(t));
            }
        }
        if (!any && firstError)
            throw *firstError;
        for (const auto& t : pm.tables)
            pm.maximum = std::max<int>(pm.maximum, *std::max_element(t.begin(), t.end()));
        out.push_back(std::move(pm));
    }
    return out;
}

} // namespace cd
