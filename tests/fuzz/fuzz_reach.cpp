// Random positions, pieces, capture modes and options: the bitboard fill always equals the BFS,
// the layered fill (a lone slider's own fill among them) and the origin's row of the all-pairs
// table, Kappe's matrix agrees, and trajectory sets are
// consistent with the distance map.
#include "kappe.h"
#include "layerfill.h"
#include "query.h"

#include <algorithm>
#include <cstdint>
#include <cstdlib>

namespace {

struct Bytes {
    const std::uint8_t* data;
    std::size_t size;
    std::uint8_t next() { return size ? (--size, *data++) : 0; }
};

} // namespace

extern "C" int LLVMFuzzerTestOneInput(const std::uint8_t* data, std::size_t size)
{
    Bytes in{data, size};
    cd::Board pos;
    // First byte: how many pieces; then two bytes per piece (square, letter).
    const int pieces = in.next() % 24;
    for (int i = 0; i < pieces; ++i) {
        const auto s = cd::Square(in.next() % 64);
        const auto piece = cd::pieceFromLetter("PNBRQKpnbrqk"[in.next() % 12]);
        if (cd::mayStandOnRank(piece->type, cd::rankOf(s)))
            pos.setPiece(s, piece);
    }
    const auto origin = cd::Square(in.next() % 64);
    const auto mover = *cd::pieceFromLetter("PNBRQKpnbrqk"[in.next() % 12]);
    if (!cd::mayStandOnRank(mover.type, cd::rankOf(origin)))
        return 0;
    cd::ReachOptions opts;
    const std::uint8_t flags = in.next();
    opts.captures = static_cast<cd::CaptureMode>(flags % 3);
    opts.avoidAttacked = (flags & 4) != 0;
    opts.taboo = (flags & 8) ? cd::Bitboard{in.next()} << (8 * (in.next() % 8)) : 0;
    if (flags & 16)
        opts.promotion = static_cast<cd::PieceType>(1 + in.next() % 4);

    const auto ctx = cd::makeContext(pos, origin, mover, opts);
    const auto fill = cd::reachFill(ctx);
    if (fill != cd::reachBfs(ctx) || cd::fastReach(ctx) != fill)
        std::abort();
    if (cd::reachPairs(pos, mover, opts)[static_cast<std::size_t>(origin)] != fill)
        std::abort();
    if (opts.promotion)
        return 0;
    if (cd::kappeSound(cd::moveGraph(ctx)).distances[static_cast<std::size_t>(origin)] != fill)
        std::abort();

    cd::TrajectoryRequest r;
    r.from = origin;
    r.to = cd::Square(in.next() % 64);
    r.limit = 8;
    const int extra = in.next() % 3;
    const auto g = cd::moveGraph(ctx);
    const auto d = fill[static_cast<std::size_t>(r.to)];
    if (d != cd::kUnreachable && extra)
        r.length = d + extra;
    const auto set = cd::trajectories(g, r);
    if (set.distance != d)
        std::abort();
    for (const auto& route : set.routes) {
        const int degree = cd::admissibleDegree(g, route);
        if (route.front() != origin || route.back() != r.to || degree < 1 || degree > 2 ||
            static_cast<int>(route.size()) != set.length + 1)
            std::abort();
        for (const auto s : route)
            if (!cd::has(set.squares, s))
                std::abort();
    }
    if (d == cd::kUnreachable ? set.count.value != 0 : (!r.length && set.count.value == 0))
        std::abort(); // a reachable target has at least one shortest route, else none
    if (set.routes.size() != std::min<std::uint64_t>(set.count.value, r.limit))
        std::abort();
    return 0;
}
