#include "mobility.h"

#include "layertally.h"

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
    // Entries left unset: each is written whole below, its counts by the fill.
    std::vector<PieceMobility> result;
    result.reserve(index.size());
    for (std::size_t i = 0; i < index.size(); ++i)
        result.emplace_back(ReachSummary::Unset::Tag);
    const EmptyBoardTable& empty = emptyBoardTable(); // once: a call per piece cost 6%
    PieceMobility scratch(ReachSummary::Unset::Tag);  // the profiles of a batch's unused lanes
    forEachPieceBatch(pos, sets, opts, side, [&](const PieceLanes& b) {
        FillTally tally;
        for (std::size_t i = 0; i < kFillLanes; ++i) {
            if (i >= b.size()) {
                tally.into[i] = &scratch;
                continue;
            }
            PieceMobility& m = result[index(b.square(i))];
            m.square = b.square(i);
            m.piece = b.pieces[i];
            tally.into[i] = &m;
            tally.base[i] = entryOf(empty, m.piece, m.square).score;
        }
        const Color c = b.pieces[0].color;
        withBatchBoards(pos, b, opts, [&](const auto& boards) {
            layeredTally(b.kind, c, opts.captures, boards, tally);
        });
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
