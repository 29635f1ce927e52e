#include "pairfill.h"

#include "layerfill.h"
#include "layermap.h"
#include "targetclones.h"
#include "vectorlanes.h"

#include <cstring>

namespace cd {

namespace {

// Every helper is inlined into each target clone of sliderPairs, so that no vector crosses a call
// between code built for different processors.
#define CD_PAIRS_INLINE [[gnu::always_inline]] inline

// Four words side by side (GCC and Clang vector extensions): one AVX2 register, or two SSE2 ones.
typedef Bitboard Four __attribute__((vector_size(32)));

// One word per square: v[2r + h] holds rank r, files 4h .. 4h+3 (the squares in their order).
struct Grid {
    Four v[16];
};

// The grid whose word is all ones on the squares of b and zero elsewhere.
CD_PAIRS_INLINE Grid wordsOf(Bitboard b)
{
    Grid g;
    for (int i = 0; i < 16; ++i) {
        const Bitboard at = static_cast<Bitboard>(4 * i);
        g.v[i] = Four{} - ((Four{b, b, b, b} >> Four{at, at + 1, at + 2, at + 3}) & 1);
    }
    return g;
}

// Transposes the 4 x 4 words of a, b, c, d (a vector each).
CD_PAIRS_INLINE void transpose4(Four& a, Four& b, Four& c, Four& d)
{
    const Four t0 = pickLanes<0, 4, 2, 6>(a, b), t1 = pickLanes<1, 5, 3, 7>(a, b);
    const Four t2 = pickLanes<0, 4, 2, 6>(c, d), t3 = pickLanes<1, 5, 3, 7>(c, d);
    a = pickLanes<0, 1, 4, 5>(t0, t2);
    b = pickLanes<0, 1, 4, 5>(t1, t3);
    c = pickLanes<2, 3, 6, 7>(t0, t2);
    d = pickLanes<2, 3, 6, 7>(t1, t3);
}

// The board turned on its diagonal (file f becomes rank f): east and west rays become north and
// south ones, which move whole ranks at a time.
CD_PAIRS_INLINE Grid transposed(const Grid& m)
{
    Grid t;
    for (int r = 0; r < 2; ++r)
        for (int h = 0; h < 2; ++h) {
            Four a = m.v[8 * r + h], b = m.v[8 * r + 2 + h], c = m.v[8 * r + 4 + h],
                 d = m.v[8 * r + 6 + h];
            transpose4(a, b, c, d);
            t.v[8 * h + r] = a;
            t.v[8 * h + 2 + r] = b;
            t.v[8 * h + 4 + r] = c;
            t.v[8 * h + 6 + r] = d;
        }
    return t;
}

// Rays towards higher (North) or lower ranks: `to` gains every source whose ray from a generator
// in `from` arrives on a square; a ray goes on past the squares of `pass`.
template <bool North> CD_PAIRS_INLINE void vertical(const Grid& from, const Grid& pass, Grid& to)
{
    constexpr int first = North ? 0 : 7, step = North ? 1 : -1;
    for (int h = 0; h < 2; ++h) {
        Four ray = from.v[2 * first + h];
        for (int i = 1; i < 8; ++i) {
            const int r = first + step * i;
            to.v[2 * r + h] |= ray;
            ray = from.v[2 * r + h] | (ray & pass.v[2 * r + h]);
        }
    }
}

// The same along a diagonal: each rank's rays move one file East or West on the next.
template <bool North, bool East>
CD_PAIRS_INLINE void diagonal(const Grid& from, const Grid& pass, Grid& to)
{
    constexpr int first = North ? 0 : 7, step = North ? 1 : -1;
    Four low = from.v[2 * first], high = from.v[2 * first + 1];
    for (int i = 1; i < 8; ++i) {
        const int r = first + step * i;
        const Four zero{};
        // File f takes the rays of file f - 1 (East) or f + 1 (West).
        const Four l = East ? pickLanes<4, 0, 1, 2>(low, zero) : pickLanes<1, 2, 3, 4>(low, high);
        const Four h = East ? pickLanes<3, 4, 5, 6>(low, high) : pickLanes<1, 2, 3, 4>(high, zero);
        to.v[2 * r] |= l;
        to.v[2 * r + 1] |= h;
        low = from.v[2 * r] | (l & pass.v[2 * r]);
        high = from.v[2 * r + 1] | (h & pass.v[2 * r + 1]);
    }
}

struct Boards {
    Grid pass;       // squares rays pass: the empty ones
    Grid passAcross; // the same, transposed
    Grid stopOn;     // squares a move may end on
    Grid stopOver;   // squares a route may stop on and go on from
};

// The fill towards every target at once, run backwards: word u bit t says that the mover standing
// on u can reach t. Rays are the same both ways, so a round moves every target one move further
// back: from the squares one move nearer to t, along every ray, to the squares that see them. A
// move ends on a square the mover may stop on, and a route goes on only from one it may also leave
// again; the square it starts from may be anything. Each word is then the row of its square, and
// no transpose is needed. reached holds the targets on entry and every pair on exit; planes[k] the
// pairs whose distance has bit k set (layermap.h), for the planeCount of the number of layers,
// which it returns (the targets' layer included).
template <bool Straight, bool Diagonal>
CD_PAIRS_INLINE int fillAll(const Boards& b, Grid& reached, Grid (&planes)[kMaxPlanes])
{
    Grid frontier;
    for (int i = 0; i < 16; ++i)
        frontier.v[i] = reached.v[i] & b.stopOn.v[i];
    int d = 1;
    for (; d < kMaxLayers; ++d) {
        Grid to{};
        if constexpr (Straight) {
            vertical<true>(frontier, b.pass, to);
            vertical<false>(frontier, b.pass, to);
            const Grid across = transposed(frontier);
            Grid toAcross{};
            vertical<true>(across, b.passAcross, toAcross);
            vertical<false>(across, b.passAcross, toAcross);
            const Grid back = transposed(toAcross);
            for (int i = 0; i < 16; ++i)
                to.v[i] |= back.v[i];
        }
        if constexpr (Diagonal) {
            diagonal<true, true>(frontier, b.pass, to);
            diagonal<true, false>(frontier, b.pass, to);
            diagonal<false, true>(frontier, b.pass, to);
            diagonal<false, false>(frontier, b.pass, to);
        }
        Grid layer; // the pairs first joined at move d
        Four any{};
        for (int i = 0; i < 16; ++i) {
            layer.v[i] = to.v[i] & ~reached.v[i];
            reached.v[i] |= layer.v[i];
            frontier.v[i] = layer.v[i] & b.stopOver.v[i];
            any |= layer.v[i];
        }
        if ((any[0] | any[1] | any[2] | any[3]) == 0)
            break;
        // The first layer with bit k set (d = 2^k) starts plane k: no plane is cleared first.
        for (int k = 0; (d >> k) != 0; ++k)
            if (d == 1 << k)
                planes[k] = layer;
            else if ((d >> k) & 1)
                for (int i = 0; i < 16; ++i)
                    planes[k].v[i] |= layer.v[i];
    }
    return d;
}

} // namespace

CD_TARGET_CLONES void sliderPairs(PieceType kind, CaptureMode captures, const SharedBoard& board,
                                  Bitboard sources, AllPairs& out)
{
    Boards b;
    const Bitboard empty = ~(board.own | board.enemy);
    b.pass = wordsOf(empty);
    b.passAcross = transposed(b.pass);
    const Bitboard stopOn =
        ~(board.own | board.taboo | (captures == CaptureMode::Block ? board.enemy : 0));
    b.stopOn = wordsOf(stopOn);
    b.stopOver = wordsOf(stopOn & (captures == CaptureMode::Stop ? ~board.enemy : kAll));

    // Each square starts as its own target: word t holds bit t.
    Grid reached;
    for (int i = 0; i < 16; ++i) {
        const Bitboard at = static_cast<Bitboard>(4 * i);
        reached.v[i] = Four{1, 1, 1, 1} << Four{at, at + 1, at + 2, at + 3};
    }
    Grid planes[kMaxPlanes]; // planeCount(depth) of them written
    int depth = 0;
    if (kind == PieceType::Queen)
        depth = fillAll<true, true>(b, reached, planes);
    else if (kind == PieceType::Rook)
        depth = fillAll<true, false>(b, reached, planes);
    else
        depth = fillAll<false, true>(b, reached, planes);

    const std::size_t count = planeCount(depth);
    for (std::size_t row = 0; row < 64; row += 4) {
        const Four unreached = ~reached.v[row / 4];
        std::array<Bitboard, 4> lanesUnreached;
        std::memcpy(lanesUnreached.data(), &unreached, sizeof unreached);
        std::array<std::array<Bitboard, 4>, kMaxPlanes> lanePlanes;
        for (std::size_t k = 0; k < count; ++k)
            std::memcpy(lanePlanes[k].data(), &planes[k].v[row / 4], sizeof(Four));
        DistanceMap* rows[4] = {&out[row], &out[row + 1], &out[row + 2], &out[row + 3]};
        mapsOfPlanes(lanesUnreached, lanePlanes, count, 4, rows);
    }
    for (Bitboard others = ~sources; others;)
        out[static_cast<std::size_t>(popLowest(others))] = unreachableMap();
}

} // namespace cd
