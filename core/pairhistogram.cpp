#include "pairhistogram.h"

#include "message.h"

namespace cd {

namespace {

void count(PairHistogram& h, Distance d)
{
    ++h.pairs;
    if (d == kUnreachable) {
        ++h.unreachable;
        return;
    }
    const auto i = static_cast<std::size_t>(d);
    if (h.counts.size() <= i)
        h.counts.resize(i + 1, 0);
    ++h.counts[i];
}

} // namespace

long long PairHistogram::sum() const
{
    long long total = 0;
    for (std::size_t d = 0; d < counts.size(); ++d)
        total += static_cast<long long>(d) * counts[d];
    return total;
}

double PairHistogram::mean() const
{
    const int reachable = pairs - unreachable;
    return reachable > 0 ? static_cast<double>(sum()) / reachable : 0.0;
}

PairHistogram metricHistogram(Metric m)
{
    PairHistogram h;
    if (m == Metric::Reach)
        return h;
    if (isSquareMetric(m)) {
        for (Square s = A1; s <= H8; ++s)
            count(h, metricDistance(m, A1, s));
        return h;
    }
    const PieceType mover = moverOf(m).value_or(PieceType::King);
    for (Square a = A1; a <= H8; ++a) {
        if (!mayStandOnRank(mover, rankOf(a)))
            continue; // no white pawn stands there
        for (Square b = A1; b <= H8; ++b)
            count(h, metricDistance(m, a, b));
    }
    return h;
}

PairHistogram reachHistogram(const Board& pos, Piece piece, const ReachOptions& options)
{
    PairHistogram h;
    AllPairs rows;
    try {
        rows = reachPairs(pos, piece, options);
    } catch (const InputError&) {
        return h;
    }
    for (Square a = A1; a <= H8; ++a) {
        if (!mayStandOnRank(piece.type, rankOf(a)))
            continue;
        for (Square b = A1; b <= H8; ++b)
            count(h, rows[static_cast<std::size_t>(a)][static_cast<std::size_t>(b)]);
    }
    return h;
}

} // namespace cd
