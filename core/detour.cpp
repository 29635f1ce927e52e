#include "detour.h"

#include "distance.h"

namespace cd {

namespace {

// Fewer moves than `than`, counting unreachable as the most.
bool shorter(int d, int than)
{
    return d != kUnreachable && (than == kUnreachable || d < than);
}

int movesTo(const Board& pos, Square from, Piece piece, Square to, const ReachOptions& opts)
{
    return fastReach(makeContext(pos, from, piece, opts))[static_cast<std::size_t>(to)];
}

} // namespace

Bitboard detourCauses(const Board& pos, Square from, Piece piece, Square to,
                      const ReachOptions& opts)
{
    const int d = movesTo(pos, from, piece, to, opts);
    ReachOptions bare;
    bare.promotion = opts.promotion;
    if (!shorter(movesTo(Board(), from, piece, to, bare), d))
        return 0;
    Bitboard causes = 0;
    forEachSquare(pos.occupied() & ~bit(from) & ~bit(to), [&](Square x) {
        Board without = pos;
        without.setPiece(x, std::nullopt);
        if (shorter(movesTo(without, from, piece, to, opts), d))
            causes |= bit(x);
    });
    return causes;
}

} // namespace cd
