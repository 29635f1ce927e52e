#include "exercises.h"

#include "message.h"

#include <algorithm>
#include <stdexcept>

namespace cd {

namespace {

// SplitMix64: tiny, well mixed and fully specified, so a seed means the same sheet everywhere.
class Random {
public:
    explicit Random(std::uint64_t seed) : m_state(seed) {}
    std::uint64_t next()
    {
        std::uint64_t z = (m_state += 0x9e3779b97f4a7c15ULL);
        z = (z ^ (z >> 30)) * 0xbf58476d1ce4e5b9ULL;
        z = (z ^ (z >> 27)) * 0x94d049bb133111ebULL;
        return z ^ (z >> 31);
    }
    // Uniform in 0..n-1 (n > 0); the modulo bias is below 2^-50 for the sizes used here.
    int below(int n) { return static_cast<int>(next() % static_cast<std::uint64_t>(n)); }

private:
    std::uint64_t m_state;
};

// A source from which the metric gives an interesting map (not a pawn on its first or last rank).
Square pickSource(Metric m, Random& random)
{
    for (;;) {
        const Square s = Square(random.below(64));
        if (const auto mover = moverOf(m); mover && !mayStandOnRank(*mover, rankOf(s)))
            continue;
        return s;
    }
}

bool canMove(const ExerciseSpec& spec, Square s)
{
    const DistanceMap map = reach(spec.board, s, spec.reach);
    return std::count_if(map.begin(), map.end(), [](Distance d) { return d != kUnreachable; }) > 1;
}

// The squares a reach exercise may start from: the pieces asked about, in the order asked, stuck
// ones included (a bad bishop is the lesson); without a list, every piece that can move.
std::vector<Square> reachSources(const ExerciseSpec& spec)
{
    for (std::size_t i = 0; i < spec.from.size(); ++i) {
        const Square s = spec.from[i];
        if (!spec.board.pieceAt(s))
            throw InputError(
                {translatable("there is no piece on %1 to ask about"), {squareName(s)}});
        if (std::find(spec.from.begin(), spec.from.begin() + static_cast<std::ptrdiff_t>(i), s) !=
            spec.from.begin() + static_cast<std::ptrdiff_t>(i))
            throw InputError({translatable("%1 is asked about twice"), {squareName(s)}});
    }
    if (!spec.from.empty())
        return spec.from;
    std::vector<Square> out;
    for (Square s = A1; s <= H8; ++s)
        if (spec.board.pieceAt(s) && canMove(spec, s))
            out.push_back(s);
    if (out.empty())
        throw InputError(translatable("no piece of the position can move: nothing to ask"));
    return out;
}

// The squares left blank: drawn without repetition, returned in increasing order.
std::vector<Square> pickAsked(const ExerciseSpec& spec, const Exercise& e, Random& random)
{
    std::vector<Square> reachable;
    std::vector<Square> all;
    for (Square s = A1; s <= H8; ++s) {
        if (s == *e.query.from)
            continue;
        all.push_back(s);
        if (e.answer.map[static_cast<std::size_t>(s)] != kUnreachable)
            reachable.push_back(s);
    }
    if (spec.blanks == Blanks::All)
        return all;
    // A piece that cannot move is asked about squares it never reaches: each answer is a dash.
    if (reachable.empty())
        reachable = all;
    const int size = static_cast<int>(reachable.size());
    const int n = spec.blanks == Blanks::Half ? (size + 1) / 2 : std::min(spec.questions, size);
    for (int k = 0; k < n; ++k) {
        const int j = k + random.below(size - k);
        std::swap(reachable[static_cast<std::size_t>(k)], reachable[static_cast<std::size_t>(j)]);
    }
    reachable.resize(static_cast<std::size_t>(n));
    std::sort(reachable.begin(), reachable.end());
    return reachable;
}

} // namespace

std::vector<Exercise> makeExercises(const ExerciseSpec& spec)
{
    if (spec.metrics.empty())
        throw InputError(translatable("a worksheet needs at least one metric"));
    for (const Metric m : spec.metrics)
        if (!needsSource(m))
            throw InputError({translatable("the %1 metric has no source square to measure from"),
                              {std::string(metricName(m))}});
    if (spec.count < 1 || spec.count > 500)
        throw InputError(
            {translatable("count %1 is out of range 1..500"), {std::to_string(spec.count)}});
    if (spec.questions < 1 || spec.questions > 20)
        throw InputError(
            {translatable("questions %1 is out of range 1..20"), {std::to_string(spec.questions)}});
    const bool asksReach =
        std::find(spec.metrics.begin(), spec.metrics.end(), Metric::Reach) != spec.metrics.end();
    std::vector<Square> pieces = asksReach ? reachSources(spec) : std::vector<Square>{};

    Random random(spec.seed);
    // The pieces take turns in an order of the seed's, so that both sides and every kind come up;
    // pieces asked for by name come in the order asked.
    for (std::size_t k = spec.from.empty() ? pieces.size() : 0; k > 1; --k)
        std::swap(pieces[k - 1],
                  pieces[static_cast<std::size_t>(random.below(static_cast<int>(k)))]);
    std::vector<Exercise> out;
    std::size_t nextPiece = 0; // a class sees each piece before one comes again
    for (int i = 0; i < spec.count; ++i) {
        Exercise e;
        Query& q = e.query;
        q.metric = spec.metrics[static_cast<std::size_t>(i) % spec.metrics.size()];
        if (q.metric == Metric::Reach) {
            q.board = spec.board;
            q.reach = spec.reach;
            q.from = pieces[nextPiece++ % pieces.size()];
        } else {
            q.from = pickSource(q.metric, random);
        }
        q.limit = 0;
        e.answer = answer(q);
        e.asked = pickAsked(spec, e, random);
        if (spec.trajectories && supportsTrajectories(q.metric)) {
            // The target: the farthest reachable asked square (ties: the first).
            std::optional<Square> target;
            for (const Square s : e.asked) {
                const Distance d = e.answer.map[static_cast<std::size_t>(s)];
                if (d != kUnreachable &&
                    (!target || d > e.answer.map[static_cast<std::size_t>(*target)]))
                    target = s;
            }
            if (target) {
                q.to = target;
                e.answer = answer(q);
            }
        }
        out.push_back(std::move(e));
    }
    return out;
}

} // namespace cd
