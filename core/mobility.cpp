#include "mobility.h"

#include "simd.h"

namespace cd {

namespace {

// kWeight[d] = 2^(1-d), exact in a double.
constexpr std::array<double, kMaxLayers> kWeight = [] {
    std::array<double, kMaxLayers> w{};
    double x = 2;
    for (auto& v : w) {
        v = x;
        x /= 2;
    }
    return w;
}();
static_assert(kWeight[1] == 1 && kWeight[3] == 0.25);

// A piece's score against its empty-board score.
double ratioOf(double score, double empty)
{
    return empty > 0 ? score / empty : 0.0;
}

// The figures of a map from its counts, added distance by distance from 1 up. Kept in locals
// until written: written to the summary at each distance, they would wait on their own stores.
class Totals {
public:
    void add(int count, int d)
    {
        m_reachable += count;
        m_sum += static_cast<long>(count) * d;
        m_score += count * kWeight[static_cast<std::size_t>(d)];
        m_deepest = count ? d : m_deepest;
    }
    // Everything but the counts.
    void write(ReachSummary& s) const
    {
        s.reachable = m_reachable;
        s.maxDistance = m_deepest;
        s.score = m_score;
        s.unreachable = kSquareCount - 1 - m_reachable;
        s.mean = m_reachable ? static_cast<double>(m_sum) / m_reachable : 0.0;
    }
    double score() const { return m_score; }

private:
    int m_reachable = 0, m_deepest = 0;
    long m_sum = 0;
    double m_score = 0; // adding 0 for an empty distance changes no bit of it
};

// Fills in everything but the counts, from the counts at distances 1..last.
void finish(ReachSummary& s, int last)
{
    Totals t;
    for (int d = 1; d <= last; ++d)
        t.add(s.counts[static_cast<std::size_t>(d)], d);
    t.write(s);
}

// The entry of one lane of a fill: a population count per layer (POPCNT where there is one),
// and the ratio to `empty`, the empty board's score (computed here, where the score is still in
// a register). Inlined into summarizeLanes' clones.
CD_INLINE void summarizeLane(const FillBatch& b, int lane, double empty, PieceMobility& m)
{
    ReachSummary& out = m.inPosition;
    Totals t;
    // The depth in a local: a count stored as a byte might alias the batch's.
    const int depth = b.depth;
    for (int d = 1; d < depth; ++d) {
        const int c =
            std::popcount(b.at[static_cast<std::size_t>(d)][static_cast<std::size_t>(lane)]);
        out.counts[static_cast<std::size_t>(d)] = static_cast<std::uint8_t>(c);
        t.add(c, d);
    }
    t.write(out);
    m.ratio = ratioOf(t.score(), empty);
}

// Every lane of a batch: entries[i] receives lane i, whose empty-board score is empty[i]. One
// dispatch per batch, not per piece, into the code built for the path of simd.h.
void summarizeLanes(const FillBatch& b, PieceMobility* const* entries, const double* empty)
{
    simd::dispatch(
        [](const FillBatch* batch, PieceMobility* const* to, const double* scores) CD_BODY {
            for (int i = 0; i < batch->lanes; ++i)
                summarizeLane(*batch, i, scores[i], *to[i]);
        },
        &b, entries, empty);
}

ReachOptions withoutPromotion(ReachOptions opts)
{
    opts.promotion.reset();
    return opts;
}

} // namespace

ReachSummary summarize(const DistanceMap& map)
{
    ReachSummary s;
    for (const auto d : map)
        if (d > 0)
            ++s.counts[static_cast<std::size_t>(d)];
    finish(s, kMaxLayers - 1);
    return s;
}

namespace {

// The empty-board summaries by [colour][kind][square], built once; a pawn on its first or last
// rank keeps the empty summary.
using EmptyBoardTable = std::array<std::array<std::array<ReachSummary, 64>, 7>, 2>;

const EmptyBoardTable& emptyBoardTable()
{
    static const EmptyBoardTable table = [] {
        EmptyBoardTable t{};
        const Board empty;
        for (const Color c : {Color::White, Color::Black})
            for (int k = 0; k < 7; ++k)
                for (int i = 0; i < 64; ++i) {
                    const Piece p{c, static_cast<PieceType>(k)};
                    const Square s = Square(i);
                    if (p.type == PieceType::Pawn && has(kRank1 | kRank8, s))
                        continue;
                    t[static_cast<std::size_t>(c)][static_cast<std::size_t>(k)]
                     [static_cast<std::size_t>(i)] =
                         summarize(reachFill(makeContext(empty, s, p, {})));
                }
        return t;
    }();
    return table;
}

const ReachSummary& entryOf(const EmptyBoardTable& table, Piece piece, Square square)
{
    return table[static_cast<std::size_t>(piece.color)][static_cast<std::size_t>(piece.type)]
                [static_cast<std::size_t>(square)];
}

} // namespace

const ReachSummary& emptyBoardSummary(Piece piece, Square square)
{
    return entryOf(emptyBoardTable(), piece, square);
}

std::vector<PieceMobility> mobility(const Board& pos, const ReachOptions& opts,
                                    std::optional<Color> side)
{
    const PieceSets sets(pos);
    const PieceIndex index(sets, side);
    std::vector<PieceMobility> result(index.size());
    const EmptyBoardTable& empty = emptyBoardTable(); // once: a call per piece cost 6%
    forEachPieceFill(pos, sets, opts, side, FillPlanes::Skip, [&](const PieceBatch& b) {
        std::array<PieceMobility*, kFillLanes> entries{};
        std::array<double, kFillLanes> emptyScore{};
        for (std::size_t i = 0; i < static_cast<std::size_t>(b.fill.lanes); ++i) {
            PieceMobility& m = result[index(b.squares[i])];
            m.square = b.squares[i];
            m.piece = b.pieces[i];
            entries[i] = &m;
            emptyScore[i] = entryOf(empty, m.piece, m.square).score;
        }
        summarizeLanes(b.fill, entries.data(), emptyScore.data());
    });
    return result;
}

std::vector<PieceMobility> mobilityByFill(const Board& pos, const ReachOptions& opts,
                                          std::optional<Color> side)
{
    std::vector<PieceMobility> result;
    for (const Square s : pieceOrder(pos, side)) {
        const Piece p = *pos.pieceAt(s);
        const auto map = reachFill(makeContext(pos, s, p, withoutPromotion(opts)));
        PieceMobility& m = result.emplace_back();
        m.square = s;
        m.piece = p;
        m.inPosition = summarize(map);
        m.ratio = ratioOf(m.inPosition.score, m.emptyBoard().score);
    }
    return result;
}

std::optional<Message> whatIfError(const Board& pos, const ReachOptions& opts)
{
    const Bitboard clash = opts.blocked & pos.occupied();
    if (!clash)
        return std::nullopt;
    return Message{translatable("%1 holds a piece: only an empty square can be blocked"),
                   {squareName(lowest(clash))}};
}

} // namespace cd
