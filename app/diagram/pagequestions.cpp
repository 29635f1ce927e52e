// The homework page's quiz (pagedata.h): the lesson's questions first — the page's source to its
// target, then more of the source's squares — then the worksheet generator's, none asked twice.
#include "diagram/diagramtext.h"
#include "diagram/metricnames.h"
#include "diagram/pagedata.h"
#include "diagram/piecenoun.h"
#include "diagram/probe.h"
#include "diagram/sidetomove.h"
#include "diagram/squaretext.h"
#include "diagram/zonetext.h"
#include "exercises.h"
#include "metrics.h"
#include "zone.h"

#include <algorithm>
#include <set>
#include <tuple>

namespace cd {

namespace {

// "knight": a piece kind on the empty board (the pawn's metric is the white pawn's).
QString kindNoun(PieceType t)
{
    return t == PieceType::Pawn ? pieceNoun({Color::White, PieceType::Pawn}) : pieceKind(t);
}

PageQuestion question(Metric metric, const std::optional<Piece>& mover, Square from, Square square,
                      Distance value)
{
    PageQuestion q{{}, metric, from, square, value, {}};
    const QString a = squareText(from);
    const QString b = squareText(square);
    if (mover && metric == Metric::Reach)
        q.text =
            tr("How many moves does the %1 on %2 need to reach %3?").arg(pieceNoun(*mover), a, b);
    else if (mover && mover->type != PieceType::Wazir)
        q.text = tr("On the empty board: how many moves does a %1 on %2 need to reach %3?")
                     .arg(kindNoun(mover->type), a, b);
    else
        q.text = tr("%1: what is the distance from %2 to %3?")
                     .arg(metricCaptionLabel(metric, mover), a, b);
    return q;
}

// splitmix64: the same draws on every machine, as the worksheet generator's.
std::uint64_t nextDraw(std::uint64_t& state)
{
    std::uint64_t z = (state += 0x9E3779B97F4A7C15ULL);
    z = (z ^ (z >> 30)) * 0xBF58476D1CE4E5B9ULL;
    z = (z ^ (z >> 27)) * 0x94D049BB133111EBULL;
    return z ^ (z >> 31);
}

// About the lesson's piece, up to half the quiz: the target first, then squares two moves or
// more away, then one move away, then ones it never reaches, each group in the seed's order.
std::vector<PageQuestion> lessonQuestions(const PageRequest& r)
{
    const Metric m = r.metrics.empty() ? r.query.metric : r.metrics.front();
    if (!r.query.from || !needsSource(m) ||
        (m == Metric::Reach && !r.query.board.pieceAt(*r.query.from)))
        return {};
    Query q = r.query;
    q.metric = m;
    q.to.reset();
    q.via.reset();
    q.length.reset();
    q.limit = 0;
    if (m != Metric::Reach)
        q.piece.reset();
    Answer a;
    try {
        a = answer(q);
    } catch (const QueryError&) {
        return {}; // nothing to measure from the source: the generator's questions alone
    }
    const Square from = *q.from;
    std::vector<Square> order;
    if (r.query.to && *r.query.to != from)
        order.push_back(*r.query.to);
    std::uint64_t state = r.quiz->seed;
    for (const auto& wanted : {std::pair{2, 1 << 20}, std::pair{1, 1}, std::pair{-1, -1}}) {
        std::vector<Square> group;
        for (Square s = A1; s <= H8; ++s) {
            const Distance d = a.map[static_cast<std::size_t>(s)];
            if (s != from && d >= wanted.first && d <= wanted.second &&
                std::find(order.begin(), order.end(), s) == order.end())
                group.push_back(s);
        }
        for (std::size_t i = group.size(); i > 1; --i)
            std::swap(group[i - 1], group[nextDraw(state) % i]);
        order.insert(order.end(), group.begin(), group.end());
    }
    order.resize(std::min(order.size(), static_cast<std::size_t>((r.quiz->count + 1) / 2)));
    std::vector<PageQuestion> out;
    for (const Square s : order)
        out.push_back(question(m, a.mover, from, s, a.map[static_cast<std::size_t>(s)]));
    return out;
}

// With the zone (render --zone): the lesson's question first. Can the piece that comes nearest
// stop the attacker ("yes"/"no")? On which square, or how many moves too late? How many moves
// does it need to get there (a reach question of its own board)?
std::vector<PageQuestion> zoneQuestions(const PageRequest& r)
{
    if (!r.zone || !r.query.from || !r.query.to)
        return {};
    Query q = r.query;
    q.limit = 1;
    Zone z;
    try {
        z = zone(q);
    } catch (const QueryError&) {
        return {};
    }
    const std::vector<const Interception*> named = namedInterceptions(z);
    const Interception* stopper = !named.empty()    ? named.front()
                                  : !z.late.empty() ? &z.late.front()
                                                    : nullptr;
    if (!stopper)
        return {};
    const bool inTime = !named.empty();
    const Color mover = colorToMove(q.board);
    const QString piece = pieceNoun(stopper->piece);
    std::vector<PageQuestion> out;
    PageQuestion can;
    can.text = tr("%1: can the %2 on %3 stop the %4 on %5 before it reaches %6? (yes or no)")
                   .arg(sideToMoveText(mover), piece, squareText(stopper->from),
                        pieceNoun(z.attacker), squareText(z.from), squareText(z.to));
    can.answers = {inTime ? tr("yes", "a quiz answer") : tr("no", "a quiz answer")};
    out.push_back(can);
    PageQuestion where;
    if (inTime) {
        where.text = tr("On which square does the %1 stop it first?").arg(piece);
        // Any square where it stops the attacker in time is right; the earliest is shown.
        where.answers = {squareText(stopper->at)};
        for (const Interception& i : z.interceptions)
            if (i.from == stopper->from && !where.answers.contains(squareText(i.at)))
                where.answers << squareText(i.at);
    } else {
        where.text = tr("How many moves too late is the %1?").arg(piece);
        where.answers = {QString::number(stopper->lateBy)};
    }
    out.push_back(where);
    // Its moves to the square where it meets the attacker, on its own board as the page measures.
    Query own = r.query;
    own.metric = Metric::Reach;
    own.from = stopper->from;
    own.to.reset();
    own.limit = 0;
    own.piece.reset();
    if (std::find(r.metrics.begin(), r.metrics.end(), Metric::Reach) != r.metrics.end()) {
        try {
            const Answer a = answer(own);
            out.push_back(question(Metric::Reach, a.mover, stopper->from, stopper->at,
                                   a.map[static_cast<std::size_t>(stopper->at)]));
        } catch (const QueryError&) {
        }
    }
    return out;
}

} // namespace

QString quizRefusal(const PageRequest& r)
{
    const bool reach =
        std::find(r.metrics.begin(), r.metrics.end(), Metric::Reach) != r.metrics.end();
    if (!r.quiz || !reach || r.query.board.occupied() != 0)
        return {};
    if (!r.query.from)
        return tr("the board has no pieces for the quiz's reach questions to ask about: put "
                  "pieces on it, or ask about a metric of the empty board");
    // The ghost drawn on the source square is no piece of the board.
    return tr("the board has no pieces for the quiz's reach questions to ask about (the %1 on %2 "
              "only stands in for one): put pieces on it, or ask about a metric of the empty board")
        .arg(pieceNoun(r.query.piece.value_or(kDefaultProbe)), squareText(*r.query.from));
}

std::vector<PageQuestion> pageQuestions(const PageRequest& r)
{
    if (!r.quiz)
        return {};
    const auto count = static_cast<std::size_t>(std::max(0, r.quiz->count));
    std::vector<PageQuestion> out;
    std::set<std::tuple<Metric, Square, Square>> asked;
    const auto add = [&](PageQuestion q) {
        if (out.size() < count && asked.emplace(q.metric, q.from, q.square).second)
            out.push_back(std::move(q));
    };
    for (PageQuestion& q : zoneQuestions(r)) {
        if (!q.answers.isEmpty() && out.size() < count)
            out.push_back(std::move(q)); // asked in words: no board's square to repeat
        else
            add(std::move(q));
    }
    for (PageQuestion& q : lessonQuestions(r))
        add(std::move(q));
    ExerciseSpec spec;
    spec.metrics = r.metrics;
    spec.count = r.quiz->count;
    spec.blanks = Blanks::Few;
    spec.questions = 1;
    spec.board = r.query.board;
    spec.reach = r.query.reach;
    // A few rounds of the generator with the next seeds fill the places of questions already
    // asked; a position with fewer questions than asked for gets fewer.
    for (int round = 0; round < 8 && out.size() < count; ++round) {
        spec.seed = r.quiz->seed + static_cast<std::uint64_t>(round);
        for (const Exercise& e : makeExercises(spec)) {
            const Square s = e.asked.front();
            add(question(e.query.metric, e.answer.mover, *e.query.from, s,
                         e.answer.map[static_cast<std::size_t>(s)]));
        }
    }
    return out;
}

} // namespace cd
