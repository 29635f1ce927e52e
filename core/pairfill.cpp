#include "pairfill.h"

#include "filltypes.h"
#include "layermap.h"
#include "simd.h"

#include <bit>

namespace cd {

namespace {

// Four words side by side: one AVX2 register, or two SSE2 or NEON ones. Every helper is inlined
// into the body of sliderPairs that simd::dispatch builds for each path.
using simd::Four;
using simd::pickLanes;

// One word per square: v[2r + h] holds rank r, files h, h + 2, h + 4 and h + 6. With the files
// interleaved, a move of one file east or west takes the other vector of the rank, with its
// words moved by one place in half of the cases only.
struct Grid {
    Four v[16];
};

// The square of word j of vector i.
constexpr Bitboard squareOf(int i, int j)
{
    return static_cast<Bitboard>(8 * (i / 2) + i % 2 + 2 * j);
}

// The words of vector i of the grid in which word s holds bit s alone (constants when inlined).
CD_INLINE Four ownBits(int i)
{
    return Four{1, 1, 1, 1} << Four{squareOf(i, 0), squareOf(i, 1), squareOf(i, 2), squareOf(i, 3)};
}

// The grid whose word is all ones on the squares of b and zero elsewhere. A cast, not
// std::bit_cast: unoptimised, that is a call, and a vector would cross it between paths.
CD_INLINE Grid wordsOf(Bitboard b)
{
    Grid g;
    for (int i = 0; i < 16; ++i)
        g.v[i] = reinterpret_cast<Four>((Four{b, b, b, b} & ownBits(i)) == ownBits(i));
    return g;
}

// Transposes the 4 x 4 words of a, b, c, d (a vector each).
CD_INLINE void transpose4(Four& a, Four& b, Four& c, Four& d)
{
    const Four t0 = pickLanes<0, 4, 2, 6>(a, b), t1 = pickLanes<1, 5, 3, 7>(a, b);
    const Four t2 = pickLanes<0, 4, 2, 6>(c, d), t3 = pickLanes<1, 5, 3, 7>(c, d);
    a = pickLanes<0, 1, 4, 5>(t0, t2);
    b = pickLanes<0, 1, 4, 5>(t1, t3);
    c = pickLanes<2, 3, 6, 7>(t0, t2);
    d = pickLanes<2, 3, 6, 7>(t1, t3);
}

// The board turned on its diagonal, so that east and west rays become north and south ones, which
// move whole ranks at a time: v[2f + q] holds file f, ranks 4q .. 4q + 3 in their order. Across
// (true) turns a grid so; back again with false. Each block of 4 ranks by 4 files of one parity
// is a 4 x 4 transpose.
template <bool Across> CD_INLINE Grid turned(const Grid& m)
{
    Grid t;
    for (int q = 0; q < 2; ++q)
        for (int h = 0; h < 2; ++h) {
            int board[4], across[4]; // the vectors of the block on the board and turned
            for (int k = 0; k < 4; ++k) {
                board[k] = 2 * (4 * q + k) + h;
                across[k] = 2 * (2 * k + h) + q;
            }
            const int* in = Across ? board : across;
            const int* out = Across ? across : board;
            Four a = m.v[in[0]], b = m.v[in[1]], c = m.v[in[2]], d = m.v[in[3]];
            transpose4(a, b, c, d);
            t.v[out[0]] = a;
            t.v[out[1]] = b;
            t.v[out[2]] = c;
            t.v[out[3]] = d;
        }
    return t;
}

// Every ray towards higher (North) or lower ranks at once, rank by rank: arrive(r, low, high) gets
// the words whose ray from a generator in `from` arrives on rank r, straight on (Straight) and
// one file East and West per rank (Diagonal), and is called for the first rank too (with none); a
// ray goes on past the squares of `pass`. The rays of all three directions are carried in
// registers, and a rank of `from` is read before arrive sees that rank, so arrive may rewrite it.
template <bool North, bool Straight, bool Diagonal, typename Arrive>
CD_INLINE void sweep(const Grid& from, const Grid& pass, Arrive&& arrive)
{
    constexpr int first = North ? 0 : 7, step = North ? 1 : -1;
    const Four zero{};
    Four upLow = from.v[2 * first], upHigh = from.v[2 * first + 1];
    Four eastLow = upLow, eastHigh = upHigh, westLow = upLow, westHigh = upHigh;
    arrive(first, zero, zero);
    for (int i = 1; i < 8; ++i) {
        const int r = first + step * i;
        // File f takes the rays of file f - 1 (East) or f + 1 (West): low holds the files a, c, e,
        // g and high b, d, f, h.
        const Four el = pickLanes<4, 0, 1, 2>(eastHigh, zero);
        const Four eh = eastLow;
        const Four wl = westHigh;
        const Four wh = pickLanes<1, 2, 3, 4>(westLow, zero);
        Four low = zero, high = zero;
        if constexpr (Straight) {
            low |= upLow;
            high |= upHigh;
        }
        if constexpr (Diagonal) {
            low |= el | wl;
            high |= eh | wh;
        }
        const Four fromLow = from.v[2 * r], fromHigh = from.v[2 * r + 1];
        arrive(r, low, high);
        const Four passLow = pass.v[2 * r], passHigh = pass.v[2 * r + 1];
        if constexpr (Straight) {
            upLow = fromLow | (upLow & passLow);
            upHigh = fromHigh | (upHigh & passHigh);
        }
        if constexpr (Diagonal) {
            eastLow = fromLow | (el & passLow);
            eastHigh = fromHigh | (eh & passHigh);
            westLow = fromLow | (wl & passLow);
            westHigh = fromHigh | (wh & passHigh);
        }
    }
}

// An arrive for sweep that writes the arrivals into a grid (Add: adds them to what it holds).
template <bool Add> struct Into {
    Grid& to;
    CD_INLINE void operator()(int r, Four low, Four high) const
    {
        if constexpr (Add) {
            low |= to.v[2 * r];
            high |= to.v[2 * r + 1];
        }
        to.v[2 * r] = low;
        to.v[2 * r + 1] = high;
    }
};

struct Boards {
    Grid pass;           // squares rays pass: the empty ones
    Grid passAcross;     // the same, turned
    Grid stopOver;       // squares a route may stop on and go on from
    bool everyEmptyStop; // no empty square is taboo: mayGoOn is exact
};

// The words of a rank moved one file east and west, joined: low holds files a, c, e and g, high
// b, d, f and h.
CD_INLINE void besides(Four low, Four high, Four& outLow, Four& outHigh)
{
    const Four zero{};
    outLow = pickLanes<4, 0, 1, 2>(high, zero) | high;
    outHigh = low | pickLanes<1, 2, 3, 4>(low, zero);
}

// How few targets must still be growing before a round's end tests whether it was the last.
constexpr int kFewTargets = 16;

// Whether a next round can join anything: only if a word still unreached for t neighbours, in the
// piece's directions, a word of the frontier. Exact where every empty square may be stopped on: on
// the ray from a frontier square f to a square u the next round joins, the first square not yet
// reached follows f or an empty square already reached, which sees f and so is in the newest layer
// (an older one would have given u an earlier move), hence in the frontier. One step of the grid
// instead of a round's sweeps.
template <bool Straight, bool Diagonal>
CD_INLINE bool mayGoOn(const Grid& frontier, const Grid& reached)
{
    Four side[16]; // each rank's words moved one file east and west
    for (int r = 0; r < 8; ++r)
        besides(frontier.v[2 * r], frontier.v[2 * r + 1], side[2 * r], side[2 * r + 1]);
    Four any{};
    for (int i = 0; i < 16; ++i) {
        Four near{};
        if constexpr (Straight)
            near |= side[i];
        for (const int j : {i - 2, i + 2}) {
            if (j < 0 || j >= 16)
                continue;
            if constexpr (Straight)
                near |= frontier.v[j];
            if constexpr (Diagonal)
                near |= side[j];
        }
        any |= near & ~reached.v[i];
    }
    return (any[0] | any[1] | any[2] | any[3]) != 0;
}

// One round of the fill towards every target at once, run backwards: word u bit t says that the
// mover standing on u can reach t. Rays are the same both ways, so a round moves every target one
// move further back: from the squares one move nearer to t, along every ray, to the squares that
// see them. A move ends on a square the mover may stop on, and a route goes on only from one it
// may also leave again; the square it starts from may be anything. Each word is then the row of
// its square, and no transpose is needed. The round writes the pairs it joins into `layer`, adds
// them to `reached` and makes its part that routes go on from the next `frontier`; it returns
// the targets it joined pairs of.
template <bool Straight, bool Diagonal>
CD_INLINE Bitboard fillRound(const Boards& b, Grid& reached, Grid& frontier, Grid& layer)
{
    Grid to; // the arrivals of every direction but south
    if constexpr (Straight) {
        // East and west are north and south on the board turned on its diagonal.
        const Grid across = turned<true>(frontier);
        Grid toAcross;
        sweep<true, true, false>(across, b.passAcross, Into<false>{toAcross});
        sweep<false, true, false>(across, b.passAcross, Into<true>{toAcross});
        to = turned<false>(toAcross);
    }
    sweep<true, Straight, Diagonal>(frontier, b.pass, Into<Straight>{to});
    // The southward sweep completes each rank's arrivals, and takes that rank's layer at once.
    Four any{};
    sweep<false, Straight, Diagonal>(frontier, b.pass, [&](int r, Four low, Four high) CD_BODY {
        for (int h = 0; h < 2; ++h) {
            const int i = 2 * r + h;
            layer.v[i] = (to.v[i] | (h ? high : low)) & ~reached.v[i];
            reached.v[i] |= layer.v[i];
            frontier.v[i] = layer.v[i] & b.stopOver.v[i];
            any |= layer.v[i];
        }
    });
    return any[0] | any[1] | any[2] | any[3];
}

// The fill of every pair: reached holds the targets on entry and every pair on exit, frontier the
// targets a move may end on; planes[k] gets the pairs whose distance has bit k set (layermap.h),
// for the planeCount of the number of layers, which it returns (the targets' layer included).
template <bool Straight, bool Diagonal>
CD_INLINE int fillAll(const Boards& b, Grid& reached, Grid& frontier, Grid (&planes)[kMaxPlanes])
{
    int d = 1;
    for (; d < kMaxLayers; ++d) {
        // The layer of move d = 2^k (the pairs first joined at move d) is the first of plane k,
        // and goes straight there: no plane is cleared first. Other layers join the planes of
        // their bits afterwards.
        const bool firstOfPlane = std::has_single_bit(static_cast<unsigned>(d));
        Grid other;
        Grid& layer = firstOfPlane ? planes[std::countr_zero(static_cast<unsigned>(d))] : other;
        const Bitboard grew = fillRound<Straight, Diagonal>(b, reached, frontier, layer);
        if (grew == 0)
            break;
        if (!firstOfPlane)
            for (int k = 0; (d >> k) != 0; ++k)
                if ((d >> k) & 1)
                    for (int i = 0; i < 16; ++i)
                        planes[k].v[i] |= layer.v[i];
        // The round that would find nothing only ends the loop: skip it where that is sure. The
        // test costs a fifth of a round, so it is made only once few targets still grow.
        if (b.everyEmptyStop && std::popcount(grew) <= kFewTargets &&
            !mayGoOn<Straight, Diagonal>(frontier, reached))
            return d + 1;
    }
    return d;
}

// The boards of a fill, and its first state: each square its own target, and a route ends on it
// only if the mover may stop there.
struct Start {
    Boards b;
    Grid reached, frontier;
};

CD_INLINE void startFill(CaptureMode captures, const SharedBoard& board, Start& s)
{
    const Bitboard empty = ~(board.own | board.enemy);
    s.b.pass = wordsOf(empty);
    s.b.passAcross = turned<true>(s.b.pass);
    const Bitboard stopOn =
        ~(board.own | board.taboo | (captures == CaptureMode::Block ? board.enemy : 0));
    s.b.stopOver = wordsOf(stopOn & (captures == CaptureMode::Stop ? ~board.enemy : kAll));
    s.b.everyEmptyStop = (board.taboo & empty) == 0;
    for (int i = 0; i < 16; ++i) {
        s.reached.v[i] = ownBits(i);
        s.frontier.v[i] = ownBits(i) & stopOn;
    }
}

// fillAll for a queen, rook or bishop.
CD_INLINE int fillOf(PieceType kind, Start& s, Grid (&planes)[kMaxPlanes])
{
    if (kind == PieceType::Queen)
        return fillAll<true, true>(s.b, s.reached, s.frontier, planes);
    if (kind == PieceType::Rook)
        return fillAll<true, false>(s.b, s.reached, s.frontier, planes);
    return fillAll<false, true>(s.b, s.reached, s.frontier, planes);
}

CD_INLINE void fillPairs(PieceType kind, CaptureMode captures, const SharedBoard& board,
                         Bitboard sources, AllPairs& out)
{
    Start s;
    startFill(captures, board, s);
    Grid planes[kMaxPlanes]; // planeCount(depth) of them written
    const int depth = fillOf(kind, s, planes);

    // Word 4i + j of a grid is square squareOf(i, j): its row.
    DistanceMap* rows[64];
    Grid unreached;
    for (int i = 0; i < 16; ++i) {
        unreached.v[i] = ~s.reached.v[i];
        for (int j = 0; j < 4; ++j)
            rows[4 * i + j] = &out[squareOf(i, j)];
    }
    mapsOfPlanes(64,
                 {reinterpret_cast<const Bitboard*>(&unreached),
                  reinterpret_cast<const Bitboard*>(&planes), 64, planeCount(depth)},
                 rows);
    for (Bitboard others = ~sources; others;)
        out[static_cast<std::size_t>(popLowest(others))] = unreachableMap();
}

// One round from the first frontier, on copies of the start; the union of the layer's words.
CD_INLINE Bitboard firstRound(PieceType kind, const Start& start)
{
    Grid reached = start.reached, frontier = start.frontier, layer;
    if (kind == PieceType::Queen)
        return fillRound<true, true>(start.b, reached, frontier, layer);
    if (kind == PieceType::Rook)
        return fillRound<true, false>(start.b, reached, frontier, layer);
    return fillRound<false, true>(start.b, reached, frontier, layer);
}

} // namespace

void sliderPairs(PieceType kind, CaptureMode captures, const SharedBoard& board, Bitboard sources,
                 AllPairs& out)
{
    simd::dispatch([&]() CD_BODY { fillPairs(kind, captures, board, sources, out); });
}

struct PairFillRound::State {
    PieceType kind;
    Start start;
    int rounds = 0;
};

PairFillRound::PairFillRound(PieceType kind, CaptureMode captures, const SharedBoard& board)
    : state_(std::make_unique<State>())
{
    State& st = *state_;
    st.kind = kind;
    simd::dispatch([&]() CD_BODY {
        startFill(captures, board, st.start);
        Start s = st.start;
        Grid planes[kMaxPlanes];
        st.rounds = fillOf(kind, s, planes);
    });
}

PairFillRound::~PairFillRound() = default;

Bitboard PairFillRound::run() const
{
    Bitboard result = 0;
    // The state as an argument, not a capture: read through a closure, a hot body is slower.
    simd::dispatch([](const State* st, Bitboard* out)
                       CD_BODY { *out = firstRound(st->kind, st->start); },
                   static_cast<const State*>(state_.get()), &result);
    return result;
}

int PairFillRound::rounds() const
{
    return state_->rounds;
}

} // namespace cd
