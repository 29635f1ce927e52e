#include "lonefill.h"

#include "fillmovers.h"
#include "simd.h"
#include "sliders.h"

#include <algorithm>
#include <cstdlib>
#include <span>

namespace cd {

#ifdef CD_SIMD_X86

namespace {

using namespace movers;
using simd::Four;

CD_AVX2_INLINE Four broadcast(Bitboard b)
{
    return Four{b, b, b, b};
}

// The slider's directions in two vectors of four: those that shift left (N E NE NW) and those
// that shift right (S W SW SE), each lane by its own count.
template <bool Straight, bool Diagonal> struct DirectionMover {
    CD_AVX2_INLINE explicit DirectionMover(Bitboard empty)
    {
        // A direction a piece lacks gets an empty guard: its fill finds nothing.
        const Bitboard straight = Straight ? kAll : 0, diagonal = Diagonal ? kAll : 0;
        m_guardLeft =
            Four{straight, straight & kNotFileA, diagonal & kNotFileA, diagonal & kNotFileH};
        m_guardRight =
            Four{straight, straight & kNotFileH, diagonal & kNotFileH, diagonal & kNotFileA};
        m_left1 = broadcast(empty) & m_guardLeft;
        m_right1 = broadcast(empty) & m_guardRight;
        m_left2 = m_left1 & (m_left1 << kBy1);
        m_right2 = m_right1 & (m_right1 >> kBy1);
        m_left4 = m_left2 & (m_left2 << kBy2);
        m_right4 = m_right2 & (m_right2 >> kBy2);
    }

    // The one-move targets of the generators g (the same board in every lane) within `open`, in
    // every lane. `open` is applied before the lanes are joined, off the chain of operations
    // each move waits on.
    CD_AVX2_INLINE Four targets(Four g, Four open) const
    {
        Four l = g, r = g;
        l |= m_left1 & (l << kBy1);
        r |= m_right1 & (r >> kBy1);
        l |= m_left2 & (l << kBy2);
        r |= m_right2 & (r >> kBy2);
        l |= m_left4 & (l << kBy4);
        r |= m_right4 & (r >> kBy4);
        const Four t = ((l << kBy1) & (m_guardLeft & open)) | ((r >> kBy1) & (m_guardRight & open));
        // The union of the lanes, left in every lane: the halves swapped (vperm2i128, which on
        // AMD Zen takes half the time of a four-lane permute), then the neighbours in each half.
        const __m256i v = reinterpret_cast<__m256i>(t);
        const __m256i halves = _mm256_or_si256(v, _mm256_permute2x128_si256(v, v, 1));
        return reinterpret_cast<Four>(_mm256_or_si256(halves, _mm256_shuffle_epi32(halves, 0x4e)));
    }

    static constexpr Four kBy1 = {8, 1, 9, 7};
    static constexpr Four kBy2 = kBy1 * 2;
    static constexpr Four kBy4 = kBy1 * 4;
    Four m_guardLeft, m_guardRight, m_left1, m_right1, m_left2, m_right2, m_left4, m_right4;
};

// Whether a move from the generators g can reach a square of `open`. Follow a ray from a
// generator to a square it reaches and take the first square on it not yet reached: the squares
// before it are empty (a ray passes nothing else), so none of them stopped the route, and the
// one just before it was reached on the last move (reached earlier, it would have led there
// already): it is a generator, and the square is its neighbour. So a move reaches something
// only if an open square neighbours a generator. Exact only where every empty square but the
// origin may be stopped on (passed unreached, a taboo square breaks the argument); scalar,
// beside the vector fill.
template <bool Straight, bool Diagonal> CD_AVX2_INLINE bool mayReach(Bitboard g, Bitboard open)
{
    Bitboard step;
    if constexpr (Straight && Diagonal) {
        step = kingTargets(g);
    } else if constexpr (Straight) {
        step = wazirTargets(g);
    } else {
        const Bitboard sides = east(g) | west(g); // a ferz's steps
        step = north(sides) | south(sides);
    }
    return (step & open) != 0;
}

// The squares the slider attacks from `origin` (its first move before the landing mask): a
// table lookup of sliders.h, a few cycles where a round of the vector fill takes about twenty.
template <bool Straight, bool Diagonal, typename Lookup>
CD_AVX2_INLINE Bitboard firstTargets(const Lookup& lookup, Square origin, Bitboard occupied)
{
    Bitboard t = 0;
    if constexpr (Straight)
        t |= lookup.rook(origin, occupied);
    if constexpr (Diagonal)
        t |= lookup.bishop(origin, occupied);
    return t;
}

// The frontier fill of docs/reach.md for the one lane of `b`, its origin on `origin`;
// visit(d, before, layer) follows move d, with the squares reached before it and the layer it
// reached. Returns the number of moves made; `reached` ends with every square reached, in every
// lane.
template <bool Straight, bool Diagonal, typename Lookup, typename Visit>
CD_AVX2_INLINE int fill(const Boards<1>& b, const Lookup& lookup, Square origin, Four& reached,
                        Visit& visit)
{
    const DirectionMover<Straight, Diagonal> mover(b.empty);
    const Four land = broadcast(b.land), moveOn = ~broadcast(b.stop);
    // Whether every empty square but the origin may be stopped on, as mayReach needs.
    const bool neighboursTell = (b.empty & ~b.land & ~b.origin) == 0;
    // The first move from the one origin square, looked up (it always starts: the origin is
    // never an enemy piece).
    Bitboard layer = firstTargets<Straight, Diagonal>(lookup, origin, ~b.empty) & b.land;
    Four before = broadcast(b.origin);
    reached = before | broadcast(layer);
    Four frontier = broadcast(layer);
    // At most 63 moves: each that is made reaches a square.
    for (int d = 1;; ++d) {
        visit(d, before, layer);
        // A move that would find nothing is not made.
        const Bitboard open = b.land & ~reached[0];
        if (d + 1 == kMaxLayers || layer == 0 || open == 0 ||
            (neighboursTell && !mayReach<Straight, Diagonal>(layer & ~b.stop, open)))
            return d;
        before = reached;
        frontier = mover.targets(frontier & moveOn, land & ~reached);
        reached |= frontier;
        layer = frontier[0];
    }
}

// Bytes 0-31 (ranks 0-3) or 32-63 of a board that is the same in every lane, 0xFF where the
// square is set.
template <bool High> CD_AVX2_INLINE __m256i bytesOf(Four board)
{
    return simd::spreadBytes<High>(reinterpret_cast<__m256i>(board));
}

// Counts, for each square, the moves that start with it reached: a square's distance is the
// number of moves made less its count.
struct MoveCounts {
    __m256i low, high;
    CD_AVX2_INLINE void operator()(int, Four before, Bitboard)
    {
        low = _mm256_sub_epi8(low, bytesOf<false>(before));
        high = _mm256_sub_epi8(high, bytesOf<true>(before));
    }
};

template <bool Straight, bool Diagonal, typename Lookup>
CD_AVX2_INLINE void writeMap(const Boards<1>& b, const Lookup& lookup, Square origin,
                             DistanceMap& out)
{
    MoveCounts counts{_mm256_setzero_si256(), _mm256_setzero_si256()};
    Four reached;
    const int moves = fill<Straight, Diagonal>(b, lookup, origin, reached, counts);
    const __m256i made = _mm256_set1_epi8(static_cast<char>(moves));
    const __m256i low =
        _mm256_or_si256(_mm256_sub_epi8(made, counts.low), bytesOf<false>(~reached));
    const __m256i high =
        _mm256_or_si256(_mm256_sub_epi8(made, counts.high), bytesOf<true>(~reached));
    _mm256_storeu_si256(reinterpret_cast<__m256i*>(out.data()), low);
    _mm256_storeu_si256(reinterpret_cast<__m256i*>(out.data() + 32), high);
}

// Keeps each layer in the batch's lane 0, and its distance in the planes when asked to.
template <bool WithPlanes> struct KeptLayers {
    FillBatch& out;
    Bitboard planes[kMaxPlanes] = {};
    CD_AVX2_INLINE void operator()(int d, Four, Bitboard layer)
    {
        out.at[static_cast<std::size_t>(d)][0] = layer;
        if constexpr (WithPlanes)
            addToPlanes<1>(planes, layer, d);
    }
};

template <bool Straight, bool Diagonal, bool WithPlanes, typename Lookup>
CD_AVX2_INLINE void writeLayers(const Boards<1>& b, const Lookup& lookup, Square origin,
                                FillBatch& out)
{
    KeptLayers<WithPlanes> layers{out};
    out.lanes = 1;
    out.at[0][0] = b.origin;
    Four reached;
    const int moves = fill<Straight, Diagonal>(b, lookup, origin, reached, layers);
    out.depth = std::min(moves + 1, kMaxLayers);
    out.reached[0] = reached[0];
    if constexpr (WithPlanes)
        for (std::size_t k = 0; k < kMaxPlanes; ++k)
            out.planes[k][0] = layers.planes[k];
}

template <bool WithPlanes, typename Lookup>
CD_AVX2_INLINE void writeLayersOf(PieceType kind, const Boards<1>& b, const Lookup& lookup,
                                  Square origin, FillBatch& out)
{
    if (kind == PieceType::Queen)
        writeLayers<true, true, WithPlanes>(b, lookup, origin, out);
    else if (kind == PieceType::Rook)
        writeLayers<true, false, WithPlanes>(b, lookup, origin, out);
    else
        writeLayers<false, true, WithPlanes>(b, lookup, origin, out);
}

template <typename Lookup>
CD_AVX2_INLINE void writeLayersOf(PieceType kind, const Boards<1>& b, const Lookup& lookup,
                                  Square origin, FillBatch& out, FillPlanes planes)
{
    if (planes == FillPlanes::Write)
        writeLayersOf<true>(kind, b, lookup, origin, out);
    else
        writeLayersOf<false>(kind, b, lookup, origin, out);
}

template <typename Lookup>
CD_AVX2_INLINE void writeMapOf(PieceType kind, const Boards<1>& b, const Lookup& lookup,
                               Square origin, DistanceMap& out)
{
    if (kind == PieceType::Queen)
        writeMap<true, true>(b, lookup, origin, out);
    else if (kind == PieceType::Rook)
        writeMap<true, false>(b, lookup, origin, out);
    else
        writeMap<false, true>(b, lookup, origin, out);
}

} // namespace

CD_TARGET_AVX2 void loneSliderMap(PieceType kind, CaptureMode captures, const FillLane& lane,
                                  DistanceMap& out)
{
    const Boards<1> b = boardsOf<1>(std::span(&lane, 1), captures);
    // The first move's lookup on the path of sliders.h (PEXT wherever this code runs, unless
    // that path was switched off).
    if (sliders::path() == sliders::Path::Pext)
        writeMapOf(kind, b, sliders::Pext{&sliders::tables(sliders::Path::Pext)}, lane.origin, out);
    else
        writeMapOf(kind, b, sliders::Magic{&sliders::tables(sliders::Path::Magic)}, lane.origin,
                   out);
}

CD_TARGET_AVX2 void loneSliderLayers(PieceType kind, CaptureMode captures, const FillLane& lane,
                                     FillBatch& out, FillPlanes planes)
{
    const Boards<1> b = boardsOf<1>(std::span(&lane, 1), captures);
    if (sliders::path() == sliders::Path::Pext)
        writeLayersOf(kind, b, sliders::Pext{&sliders::tables(sliders::Path::Pext)}, lane.origin,
                      out, planes);
    else
        writeLayersOf(kind, b, sliders::Magic{&sliders::tables(sliders::Path::Magic)}, lane.origin,
                      out, planes);
}

#else // no AVX2 to build for: hasLoneSliderFill is false, and the other fills serve

void loneSliderMap(PieceType, CaptureMode, const FillLane&, DistanceMap&)
{
    std::abort(); // called against its precondition
}

void loneSliderLayers(PieceType, CaptureMode, const FillLane&, FillBatch&, FillPlanes)
{
    std::abort(); // called against its precondition
}

#endif

} // namespace cd
