#include "mobility.h"

#include <cmath>

namespace cd {

namespace {

// Fills in everything but the counts, from the counts at distances 1..last.
void finish(ReachSummary& s, int last)
{
    long sum = 0;
    s.reachable = 0;
    s.maxDistance = 0;
    s.score = 0;
    for (int d = 1; d <= last; ++d) {
        const int c = s.counts[static_cast<std::size_t>(d)];
        if (c == 0)
            continue;
        s.reachable += c;
        sum += static_cast<long>(c) * d;
        s.score += std::ldexp(static_cast<double>(c), 1 - d); // c * 2^(1-d)
        s.maxDistance = d;
    }
    s.unreachable = kSquareCount - 1 - s.reachable;
    s.mean = s.reachable ? static_cast<double>(sum) / s.reachable : 0.0;
}

// The summary of one lane of a fill.
ReachSummary laneSummary(const FillBatch& b, int lane)
{
    ReachSummary s;
    for (int d = 1; d < b.depth; ++d)
        s.counts[static_cast<std::size_t>(d)] = static_cast<std::uint8_t>(count(b.layer(d, lane)));
    finish(s, b.depth - 1);
    return s;
}

PieceMobility withEmptyBoard(Square square, Piece piece, const ReachSummary& inPosition)
{
    PieceMobility m{square, piece, inPosition, emptyBoardSummary(piece, square), 0};
    if (m.emptyBoard.score > 0)
        m.ratio = inPosition.score / m.emptyBoard.score;
    return m;
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

const ReachSummary& emptyBoardSummary(Piece piece, Square square)
{
    // [colour][kind][square]; a pawn on its first or last rank keeps the empty summary.
    using Table = std::array<std::array<std::array<ReachSummary, 64>, 7>, 2>;
    static const Table table = [] {
        Table t{};
        const Position empty;
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
    return table[static_cast<std::size_t>(piece.color)][static_cast<std::size_t>(piece.type)]
                [static_cast<std::size_t>(square)];
}

std::vector<PieceMobility> mobility(const Position& pos, const ReachOptions& opts,
                                    std::optional<Color> side)
{
    std::vector<PieceMobility> result;
    result.reserve(static_cast<std::size_t>(count(pos.occupied())));
    for (const PieceBatch& b : fillPieces(pos, opts, side))
        for (int i = 0; i < b.fill.lanes; ++i)
            result.push_back(withEmptyBoard(b.squares[static_cast<std::size_t>(i)], b.piece,
                                            laneSummary(b.fill, i)));
    return result;
}

std::vector<PieceMobility> mobilityByFill(const Position& pos, const ReachOptions& opts,
                                          std::optional<Color> side)
{
    std::vector<PieceMobility> result;
    for (const Square s : pieceOrder(pos, side)) {
        const Piece p = *pos.pieceAt(s);
        const auto map = reachFill(makeContext(pos, s, p, withoutPromotion(opts)));
        result.push_back(withEmptyBoard(s, p, summarize(map)));
    }
    return result;
}

std::optional<Message> whatIfError(const Position& pos, const ReachOptions& opts)
{
    const Bitboard clash = opts.blocked & pos.occupied();
    if (!clash)
        return std::nullopt;
    return Message{translatable("%1 holds a piece: only an empty square can be blocked"),
                   {squareName(lowest(clash))}};
}

} // namespace cd
