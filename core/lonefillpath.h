// The lone slider fill (lonefill.cpp) for one vector path: included once per path, inside that
// path's namespace, with CD_LONE_INLINE set to the path's inline macro, so that every helper is
// built for the processors of its path (a helper built for AVX2 alone could not call the
// AVX-512 mover). No include guard, on purpose.

// Whether a move from the generators g can reach a square of `open`. Follow a ray from a
// generator to a square it reaches and take the first square on it not yet reached: the squares
// before it are empty (a ray passes nothing else), so none of them stopped the route, and the
// one just before it was reached on the last move (reached earlier, it would have led there
// already): it is a generator, and the square is its neighbour. So a move reaches something
// only if an open square neighbours a generator. Exact only where every empty square but the
// origin may be stopped on (passed unreached, a taboo square breaks the argument); scalar,
// beside the vector fill.
template <bool Straight, bool Diagonal> CD_LONE_INLINE bool mayReach(Bitboard g, Bitboard open)
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

// The frontier fill of docs/reach.md for the one lane of `b` by the mover M (DirectionMover or
// WideMover), its first move given: `first`, the slider's attacks from its origin (it always
// moves: the origin is never an enemy piece). visit(d, before, layer) follows move d, with the
// squares reached before it and the layer it reached. Returns the number of moves made;
// `reached` ends with every square reached, in every lane.
template <bool Straight, bool Diagonal, typename M, typename Visit>
CD_LONE_INLINE int fill(const Boards<1>& b, Bitboard first, Four& reached, Visit& visit)
{
    const M mover(b.empty);
    const auto land = M::broadcast(b.land), moveOn = M::broadcast(~b.stop);
    // Whether every empty square but the origin may be stopped on, as mayReach needs.
    const bool neighboursTell = (b.empty & ~b.land & ~b.origin) == 0;
    Bitboard layer = first & b.land;
    Four before = broadcast(b.origin);
    auto all = M::broadcast(b.origin | layer), frontier = M::broadcast(layer);
    auto movers = frontier & moveOn;
    // At most 63 moves: each that is made reaches a square.
    int d = 1;
    for (;; ++d) {
        visit(d, before, layer);
        // A move that would find nothing is not made.
        const Bitboard open = b.land & ~all[0];
        if (d + 1 == kMaxLayers || layer == 0 || open == 0 ||
            (neighboursTell && !mayReach<Straight, Diagonal>(layer & ~b.stop, open)))
            break;
        before = M::low(all);
        const auto openV = land & ~all;
        mover.advance(frontier, movers, openV, openV & moveOn);
        all |= frontier;
        layer = frontier[0];
    }
    reached = M::low(all);
    return d;
}

// Bytes 0-31 (ranks 0-3) or 32-63 of a board that is the same in every lane, 0xFF where the
// square is set.
template <bool High> CD_LONE_INLINE __m256i bytesOf(Four board)
{
    return simd::spreadBytes<High>(reinterpret_cast<__m256i>(board));
}

// Counts, for each square, the moves that start with it reached: a square's distance is the
// number of moves made less its count.
struct MoveCounts {
    __m256i low, high;
    CD_LONE_INLINE void operator()(int, Four before, Bitboard)
    {
        low = _mm256_sub_epi8(low, bytesOf<false>(before));
        high = _mm256_sub_epi8(high, bytesOf<true>(before));
    }
};

template <bool Straight, bool Diagonal, typename M>
CD_LONE_INLINE void writeMap(const Boards<1>& b, Bitboard first, DistanceMap& out)
{
    MoveCounts counts{_mm256_setzero_si256(), _mm256_setzero_si256()};
    Four reached;
    const int moves = fill<Straight, Diagonal, M>(b, first, reached, counts);
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
    CD_LONE_INLINE void operator()(int d, Four, Bitboard layer)
    {
        out.at[static_cast<std::size_t>(d)][0] = layer;
        if constexpr (WithPlanes)
            addToPlanes<1>(planes, layer, d);
    }
};

template <bool Straight, bool Diagonal, bool WithPlanes, typename M>
CD_LONE_INLINE void writeLayers(const Boards<1>& b, Bitboard first, FillBatch& out)
{
    KeptLayers<WithPlanes> layers{out};
    out.lanes = 1;
    out.at[0][0] = b.origin;
    Four reached;
    const int moves = fill<Straight, Diagonal, M>(b, first, reached, layers);
    out.depth = std::min(moves + 1, kMaxLayers);
    out.reached[0] = reached[0];
    if constexpr (WithPlanes)
        for (std::size_t k = 0; k < kMaxPlanes; ++k)
            out.planes[k][0] = layers.planes[k];
}

// The map or the layers of the one lane for a slider of `kind`, by the movers of one path.
template <template <bool, bool> class M>
CD_LONE_INLINE void writeMapOf(PieceType kind, const FillLane& lane, CaptureMode captures,
                               Bitboard first, DistanceMap& out)
{
    const Boards<1> b = boardsOf<1>(std::span(&lane, 1), captures);
    if (kind == PieceType::Queen)
        writeMap<true, true, M<true, true>>(b, first, out);
    else if (kind == PieceType::Rook)
        writeMap<true, false, M<true, false>>(b, first, out);
    else
        writeMap<false, true, M<false, true>>(b, first, out);
}

template <template <bool, bool> class M, bool WithPlanes>
CD_LONE_INLINE void writeLayersOf(PieceType kind, const FillLane& lane, CaptureMode captures,
                                  Bitboard first, FillBatch& out)
{
    const Boards<1> b = boardsOf<1>(std::span(&lane, 1), captures);
    if (kind == PieceType::Queen)
        writeLayers<true, true, WithPlanes, M<true, true>>(b, first, out);
    else if (kind == PieceType::Rook)
        writeLayers<true, false, WithPlanes, M<true, false>>(b, first, out);
    else
        writeLayers<false, true, WithPlanes, M<false, true>>(b, first, out);
}

template <template <bool, bool> class M>
CD_LONE_INLINE void writeLayersOf(PieceType kind, const FillLane& lane, CaptureMode captures,
                                  Bitboard first, FillBatch& out, FillPlanes planes)
{
    if (planes == FillPlanes::Write)
        writeLayersOf<M, true>(kind, lane, captures, first, out);
    else
        writeLayersOf<M, false>(kind, lane, captures, first, out);
}
