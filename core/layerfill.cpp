#include "layerfill.h"

#include "attacks.h"
#include "targetclones.h"

#include <algorithm>
#include <bit>
#include <cstring>

namespace cd {

namespace {

static_assert(std::endian::native == std::endian::little, "distanceMap writes bytes in words");

constexpr Bitboard kRank3 = kRank1 << 16;
constexpr Bitboard kRank6 = kRank1 << 40;
constexpr std::uint64_t kBytes = 0x0101010101010101ULL;

// kSpread[b]: byte i is 0xFF where bit i of b is set (eight squares of a rank to eight bytes).
constexpr std::array<std::uint64_t, 256> kSpread = [] {
    std::array<std::uint64_t, 256> t{};
    for (std::size_t b = 0; b < 256; ++b)
        for (std::size_t i = 0; i < 8; ++i)
            if ((b >> i) & 1)
                t[b] |= std::uint64_t{0xFF} << (8 * i);
    return t;
}();

template <int S> constexpr Bitboard shifted(Bitboard b)
{
    if constexpr (S > 0)
        return b << S;
    else
        return b >> -S;
}

// The lanes' boards as arrays, one entry per lane, so that loops over lanes vectorise.
template <int N> struct Boards {
    Bitboard empty[N], enemy[N], land[N], stop[N], origin[N];
};

template <int N> Boards<N> boardsOf(std::span<const FillLane> lanes, CaptureMode captures)
{
    Boards<N> b;
    for (int i = 0; i < N; ++i) {
        const bool used = i < static_cast<int>(lanes.size());
        const FillLane l = used ? lanes[static_cast<std::size_t>(i)] : FillLane{};
        b.empty[i] = ~(l.own | l.enemy);
        b.enemy[i] = l.enemy;
        b.land[i] = ~(l.own | l.taboo | (captures == CaptureMode::Block ? l.enemy : 0));
        b.stop[i] = captures == CaptureMode::Stop ? l.enemy : 0;
        b.origin[i] = used ? bit(l.origin) : 0; // an unused lane has nothing to fill
    }
    return b;
}

// One-move targets of every generator of lane i, before the landing mask.
template <PieceType K, Color C, int N> struct Mover {
    explicit Mover(const Boards<N>& b) : m_b(b) {}
    Bitboard targets(int i, Bitboard g) const
    {
        if constexpr (K == PieceType::Knight)
            return knightTargets(g);
        else if constexpr (K == PieceType::King)
            return kingTargets(g);
        else if constexpr (K == PieceType::Wazir)
            return wazirTargets(g);
        else {
            static_assert(K == PieceType::Pawn);
            const Bitboard empty = m_b.empty[i];
            if constexpr (C == Color::White) {
                const Bitboard single = north(g) & empty;
                return single | (north(single & kRank3) & empty) |
                       (pawnAttacks(C, g) & m_b.enemy[i]);
            } else {
                const Bitboard single = south(g) & empty;
                return single | (south(single & kRank6) & empty) |
                       (pawnAttacks(C, g) & m_b.enemy[i]);
            }
        }
    }
    const Boards<N>& m_b;
};

// Kogge-Stone occluded fill of one direction; the propagators depend on the board only, so they
// are computed once per fill instead of once per move.
template <int S, int N> struct Ray {
    Bitboard p1[N], p2[N], p4[N];
    void init(const Boards<N>& b, Bitboard guard)
    {
        for (int i = 0; i < N; ++i) {
            p1[i] = b.empty[i] & guard;
            p2[i] = p1[i] & shifted<S>(p1[i]);
            p4[i] = p2[i] & shifted<2 * S>(p2[i]);
        }
    }
    // The squares the generators attack along this direction (the first blocker included).
    Bitboard attacks(int i, Bitboard g, Bitboard guard) const
    {
        g |= p1[i] & shifted<S>(g);
        g |= p2[i] & shifted<2 * S>(g);
        g |= p4[i] & shifted<4 * S>(g);
        return shifted<S>(g) & guard;
    }
};

template <bool Straight, bool Diagonal, int N> struct SliderMover {
    explicit SliderMover(const Boards<N>& b)
    {
        if constexpr (Straight) {
            m_n.init(b, kAll);
            m_s.init(b, kAll);
            m_e.init(b, kNotFileA);
            m_w.init(b, kNotFileH);
        }
        if constexpr (Diagonal) {
            m_ne.init(b, kNotFileA);
            m_nw.init(b, kNotFileH);
            m_se.init(b, kNotFileA);
            m_sw.init(b, kNotFileH);
        }
    }
    Bitboard targets(int i, Bitboard g) const
    {
        Bitboard t = 0;
        if constexpr (Straight)
            t |= m_n.attacks(i, g, kAll) | m_s.attacks(i, g, kAll) | m_e.attacks(i, g, kNotFileA) |
                 m_w.attacks(i, g, kNotFileH);
        if constexpr (Diagonal)
            t |= m_ne.attacks(i, g, kNotFileA) | m_nw.attacks(i, g, kNotFileH) |
                 m_se.attacks(i, g, kNotFileA) | m_sw.attacks(i, g, kNotFileH);
        return t;
    }
    Ray<8, N> m_n;
    Ray<-8, N> m_s;
    Ray<1, N> m_e;
    Ray<-1, N> m_w;
    Ray<9, N> m_ne;
    Ray<7, N> m_nw;
    Ray<-7, N> m_se;
    Ray<-9, N> m_sw;
};

// The frontier fill of docs/reach.md ("How the map is computed") for N lanes together.
// Inlined into fillLayers, so that each of its target clones gets its own copy.
template <int N, typename M>
[[gnu::always_inline]] inline void fill(const M& mover, const Boards<N>& b, FillBatch& out)
{
    Bitboard reached[N], frontier[N];
    for (int i = 0; i < N; ++i) {
        reached[i] = frontier[i] = b.origin[i];
        out.at[0][static_cast<std::size_t>(i)] = b.origin[i];
    }
    int d = 1;
    for (; d < kMaxLayers; ++d) {
        auto& layer = out.at[static_cast<std::size_t>(d)];
        for (int i = 0; i < N; ++i) { // the loop the compiler vectorises
            const Bitboard fresh =
                mover.targets(i, frontier[i] & ~b.stop[i]) & b.land[i] & ~reached[i];
            reached[i] |= fresh;
            frontier[i] = fresh;
            layer[static_cast<std::size_t>(i)] = fresh;
        }
        // Done when nothing is new or every square it may stop on is reached.
        bool live = false;
        for (int i = 0; i < N; ++i)
            live |= frontier[i] != 0 && (reached[i] | ~b.land[i]) != kAll;
        if (!live)
            break;
    }
    out.depth = std::min(d + 1, kMaxLayers);
    for (int i = 0; i < N; ++i)
        out.reached[static_cast<std::size_t>(i)] = reached[i];
}

template <int N>
[[gnu::always_inline]] inline void fillN(PieceType kind, Color color, const Boards<N>& b,
                                         FillBatch& out)
{
    switch (kind) {
    case PieceType::Pawn:
        if (color == Color::White)
            fill<N>(Mover<PieceType::Pawn, Color::White, N>(b), b, out);
        else
            fill<N>(Mover<PieceType::Pawn, Color::Black, N>(b), b, out);
        return;
    case PieceType::Knight:
        return fill<N>(Mover<PieceType::Knight, Color::White, N>(b), b, out);
    case PieceType::King:
        return fill<N>(Mover<PieceType::King, Color::White, N>(b), b, out);
    case PieceType::Wazir:
        return fill<N>(Mover<PieceType::Wazir, Color::White, N>(b), b, out);
    case PieceType::Bishop:
        return fill<N>(SliderMover<false, true, N>(b), b, out);
    case PieceType::Rook:
        return fill<N>(SliderMover<true, false, N>(b), b, out);
    case PieceType::Queen:
        return fill<N>(SliderMover<true, true, N>(b), b, out);
    }
}

} // namespace

CD_TARGET_CLONES void fillLayers(PieceType kind, Color color, CaptureMode captures,
                                 std::span<const FillLane> lanes, FillBatch& out)
{
    out.lanes = static_cast<int>(std::min<std::size_t>(lanes.size(), kFillLanes));
    lanes = lanes.first(static_cast<std::size_t>(out.lanes));
    // The narrowest kernel that holds the lanes: a lone queen need not pay for four.
    if (out.lanes <= 1)
        fillN<1>(kind, color, boardsOf<1>(lanes, captures), out);
    else if (out.lanes <= 2)
        fillN<2>(kind, color, boardsOf<2>(lanes, captures), out);
    else
        fillN<4>(kind, color, boardsOf<4>(lanes, captures), out);
}

FillLane fillLane(const MoveContext& ctx)
{
    return {ctx.origin, ctx.own, ctx.enemy, ctx.taboo};
}

DistanceMap distanceMap(const FillBatch& batch, int lane)
{
    const auto l = static_cast<std::size_t>(lane);
    const Bitboard unreached = ~batch.reached[l];
    std::uint64_t words[8];
    for (int r = 0; r < 8; ++r)
        words[r] = kSpread[(unreached >> (8 * r)) & 0xFF];
    for (int d = 1; d < batch.depth; ++d) {
        const Bitboard layer = batch.at[static_cast<std::size_t>(d)][l];
        if (!layer)
            continue;
        const std::uint64_t value = static_cast<std::uint64_t>(d) * kBytes;
        for (int r = 0; r < 8; ++r)
            words[r] |= kSpread[(layer >> (8 * r)) & 0xFF] & value;
    }
    DistanceMap map;
    std::memcpy(map.data(), words, sizeof words);
    return map;
}

DistanceMap fastReach(const MoveContext& ctx)
{
    if (ctx.piece.type == PieceType::Pawn && ctx.promotion)
        return reachFill(ctx);
    FillBatch batch;
    const FillLane lane = fillLane(ctx);
    fillLayers(ctx.piece.type, ctx.piece.color, ctx.captures, {&lane, 1}, batch);
    return distanceMap(batch, 0);
}

} // namespace cd
