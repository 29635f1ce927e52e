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

} // namespace

std::vector<Exercise> makeExercises(const ExerciseSpec& spec)
{
    if (spec.metrics.empty())
        throw InputError(translatable("a worksheet needs at least one metric"));
    for (const Metric m : spec.metrics)
        if (!needsSource(m) || m == Metric::Reach)
            throw InputError({translatable("the %1 metric has no source square to measure from"),
                              {std::string(metricName(m))}});
    if (spec.count < 1 || spec.count > 500)
        throw InputError(
            {translatable("count %1 is out of range 1..500"), {std::to_string(spec.count)}});
    if (spec.questions < 1 || spec.questions > 20)
        throw InputError(
            {translatable("questions %1 is out of range 1..20"), {std::to_string(spec.questions)}});

    Random random(spec.seed);
    std::vector<Exercise> out;
    for (int i = 0; i < spec.count; ++i) {
        Exercise e;
        Query& q = e.query;
        q.metric = spec.metrics[static_cast<std::size_t>(i) % spec.metrics.size()];
        q.from = pickSource(q.metric, random);
        q.limit = 0;
        e.answer = answer(q);
        // Ask about reachable squares other than the source, drawn without repetition.
        std::vector<Square> candidates;
        for (Square s = A1; s <= H8; ++s)
            if (s != *q.from && e.answer.map[static_cast<std::size_t>(s)] != kUnreachable)
                candidates.push_back(s);
        const int n = std::min<int>(spec.questions, static_cast<int>(candidates.size()));
        for (int k = 0; k < n; ++k) {
            const int j = k + random.below(static_cast<int>(candidates.size()) - k);
            std::swap(candidates[static_cast<std::size_t>(k)],
                      candidates[static_cast<std::size_t>(j)]);
            e.asked.push_back(candidates[static_cast<std::size_t>(k)]);
        }
        std::sort(e.asked.begin(), e.asked.end());
        if (spec.trajectories && supportsTrajectories(q.metric) && !e.asked.empty()) {
            // The target: the farthest asked square (ties: the first).
            Square target = e.asked.front();
            for (const Square s : e.asked)
                if (e.answer.map[static_cast<std::size_t>(s)] >
                    e.answer.map[static_cast<std::size_t>(target)])
                    target = s;
            q.to = target;
            e.answer = answer(q);
        }
        out.push_back(std::move(e));
    }
    return out;
}

} // namespace cd
