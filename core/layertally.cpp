#include "layertally.h"

#include "fillloop.h"
#include "simd.h"

#include <bit>
#include <cstring>
#include <utility>

namespace cd {

namespace {

using namespace movers;

// Writes the figures of lane i whose counts are already written (those of Totals in
// mobility.cpp).
CD_INLINE void writeFigures(const FillTally& t, std::size_t i, int reachable, int deepest,
                            double score, double mean, double ratio)
{
    ReachSummary& s = t.into[i]->inPosition;
    s.reachable = reachable;
    s.maxDistance = deepest;
    s.score = score;
    s.unreachable = kSquareCount - 1 - reachable;
    s.mean = mean;
    t.into[i]->ratio = ratio;
}

// Counts each layer of each lane as it is made, in locals until the end: the layers are never
// written, so nothing reads them back from memory.
template <int N> struct KeepTally {
    FillTally& out;
    int reachable[N] = {}, deepest[N] = {};
    long sum[N] = {};
    double score[N] = {};
    double weight = 1; // 2^(1-d), exact: halved once a move
    CD_INLINE std::uint8_t* counts(int i) const
    {
        return out.into[static_cast<std::size_t>(i)]->inPosition.counts.data();
    }
    CD_INLINE void start(const Lanes<N>&)
    {
        for (int i = 0; i < N; ++i)
            std::memset(counts(i), 0, kMaxLayers);
    }
    CD_INLINE void layer(const Lanes<N>& frontier, int d)
    {
        Bitboard f[N];
        std::memcpy(f, &frontier, sizeof f);
        for (int i = 0; i < N; ++i) {
            const int c = std::popcount(f[i]);
            counts(i)[d] = static_cast<std::uint8_t>(c);
            reachable[i] += c;
            sum[i] += static_cast<long>(c) * d;
            score[i] += c * weight;
            deepest[i] = c ? d : deepest[i];
        }
        weight /= 2;
    }
    CD_INLINE void finish(const Lanes<N>&, int)
    {
        for (int i = 0; i < N; ++i) {
            const double base = out.base[static_cast<std::size_t>(i)];
            writeFigures(out, static_cast<std::size_t>(i), reachable[i], deepest[i], score[i],
                         reachable[i] ? static_cast<double>(sum[i]) / reachable[i] : 0.0,
                         base > 0 ? score[i] / base : 0.0);
        }
    }
};

#ifdef CD_SIMD_X86
// The AVX-512 path where the processor also has the population count of 64-bit lanes and byte
// permutes (CD_TARGET_AVX512_COUNT): the keeper below in vector-extension code, which the
// compilers turn into those instructions in a function built for them.

bool hasVectorTally()
{
    static const bool has = simd::path() == simd::Path::Avx512 &&
                            __builtin_cpu_supports("avx512vpopcntdq") &&
                            __builtin_cpu_supports("avx512vbmi");
    return has;
}

using Four = simd::Four;
typedef double FourDoubles __attribute__((vector_size(32)));
typedef std::uint8_t Bytes __attribute__((vector_size(64)));
typedef std::uint8_t FourBytes __attribute__((vector_size(4)));

#if !defined(__clang__)
// Byte p of lane i's counts comes from byte 4p + i of the counts by move (a pair of 128 bytes
// per half, so the index wraps at 128).
template <std::size_t... P, typename F> constexpr Bytes bytesOf(std::index_sequence<P...>, F f)
{
    return Bytes{static_cast<std::uint8_t>(f(static_cast<int>(P)))...};
}
template <int Lane>
constexpr Bytes kPick = bytesOf(std::make_index_sequence<64>{},
                                [](int p) { return (4 * p + Lane) & 127; });
// The first 32 bytes of one vector, then the last 32 of another.
constexpr Bytes kHalves =
    bytesOf(std::make_index_sequence<64>{}, [](int p) { return p < 32 ? p : 64 + p; });
#endif

// KeepTally for four lanes at once: each figure a vector of the lanes, the counts of move d
// four bytes of `byMove`, turned into each lane's 64 counts at the end by byte permutes.
// sum of d * c_d comes from two running sums: with R_d the count up to d and T the sum of the
// R_d up to the last move L, it is (L + 1) R_L - T.
template <int N> struct KeepTallyVector {
    CD_INLINE explicit KeepTallyVector(FillTally& o) : out(o) {}
    FillTally& out;
    // Indexed as an array, so that the compiler knows its stores leave the sums in registers.
    alignas(64) std::uint32_t byMove[kMaxLayers];
    Four total, running, deepest;
    FourDoubles score, weight;

    CD_INLINE static Four widen(const Lanes<N>& v)
    {
        if constexpr (N == 1)
            return Four{v, 0, 0, 0};
        else if constexpr (N == 2)
            return Four{v[0], v[1], 0, 0};
        else
            return v;
    }
    CD_INLINE void start(const Lanes<N>&)
    {
        std::memset(byMove, 0, sizeof byMove);
        total = running = deepest = Four{};
        score = FourDoubles{};
        weight = FourDoubles{1, 1, 1, 1};
    }
    CD_INLINE void layer(const Lanes<N>& frontier, int d)
    {
        const Four f = widen(frontier);
        Four c;
#if defined(__clang__)
        // Clang's vectoriser makes the lanes' counts one VPOPCNTQ in vectorTally.
        for (int i = 0; i < 4; ++i)
            c[i] = static_cast<Bitboard>(std::popcount(f[i]));
#else
        // VPOPCNTQ by hand: GCC 12 neither vectorises the lanes' counts nor accepts the
        // intrinsic in the generic code the keeper is inlined into first; the instruction only
        // ever runs in vectorTally, built for it.
        asm("vpopcntq %1, %0" : "=v"(c) : "v"(f));
#endif
        byMove[d] = std::bit_cast<std::uint32_t>(__builtin_convertvector(c, FourBytes));
        total += c;
        running += total;
        score += __builtin_convertvector(c, FourDoubles) * weight;
        weight *= 0.5;
        deepest = f != 0 ? Four{} + static_cast<Bitboard>(d) : deepest;
    }
    template <int Lane> CD_INLINE void writeCounts() const
    {
        if constexpr (Lane < N) {
#if defined(__clang__)
            // Clang's shufflevector takes constant indices only.
            Bytes r;
            for (int p = 0; p < 64; ++p)
                r[p] = static_cast<std::uint8_t>(byMove[p] >> (8 * Lane));
#else
            Bytes v[4];
            std::memcpy(v, byMove, sizeof v);
            const Bytes low = __builtin_shuffle(v[0], v[1], kPick<Lane>);
            const Bytes high = __builtin_shuffle(v[2], v[3], kPick<Lane>);
            const Bytes r = __builtin_shuffle(low, high, kHalves);
#endif
            std::memcpy(out.into[Lane]->inPosition.counts.data(), &r, sizeof r);
        }
    }
    CD_INLINE void finish(const Lanes<N>&, int depth)
    {
        writeCounts<0>();
        writeCounts<1>();
        writeCounts<2>();
        writeCounts<3>();
        const Four sum = total * static_cast<Bitboard>(depth) - running;
        FourDoubles base;
        std::memcpy(&base, out.base.data(), sizeof base);
        const FourDoubles n = __builtin_convertvector(total, FourDoubles);
        // Divisions by 1 where the figure is 0 instead: no lane divides by 0.
        const FourDoubles mean =
            total != 0 ? __builtin_convertvector(sum, FourDoubles) / (total != 0 ? n : 1.0) : 0.0;
        const FourDoubles ratio = base > 0 ? score / (base > 0 ? base : 1.0) : 0.0;
        for (int i = 0; i < N; ++i)
            writeFigures(out, static_cast<std::size_t>(i), static_cast<int>(total[i]),
                         static_cast<int>(deepest[i]), score[i], mean[i], ratio[i]);
    }
};

template <typename Source>
CD_TARGET_AVX512_COUNT void vectorTally(PieceType k, Color c, CaptureMode m, const Source* s,
                                        FillTally* o)
{
    fillLanes(k, c, m, *s, [o]<int N>() CD_BODY { return KeepTallyVector<N>(*o); });
}
#endif

template <typename Source>
void portableTally(PieceType kind, Color color, CaptureMode captures, const Source& source,
                   FillTally& out)
{
    simd::dispatch(
        [](PieceType k, Color c, CaptureMode m, const Source* s, FillTally* o)
            CD_BODY { fillLanes(k, c, m, *s, [o]<int N>() CD_BODY { return KeepTally<N>{*o}; }); },
        kind, color, captures, &source, &out);
}

template <typename Source>
void tally(PieceType kind, Color color, CaptureMode captures, const Source& source, FillTally& out)
{
#ifdef CD_SIMD_X86
    if (hasVectorTally())
        return vectorTally(kind, color, captures, &source, &out);
#endif
    portableTally(kind, color, captures, source, out);
}

} // namespace

void detail::layeredTallyPortable(PieceType kind, Color color, CaptureMode captures,
                                  std::span<const FillLane> lanes, FillTally& out)
{
    portableTally(kind, color, captures, oneBatch(lanes), out);
}

void detail::layeredTallyPortable(PieceType kind, Color color, CaptureMode captures,
                                  const BatchBoard& board, FillTally& out)
{
    portableTally(kind, color, captures, board, out);
}

void layeredTally(PieceType kind, Color color, CaptureMode captures,
                  std::span<const FillLane> lanes, FillTally& out)
{
    tally(kind, color, captures, oneBatch(lanes), out);
}

void layeredTally(PieceType kind, Color color, CaptureMode captures, const BatchBoard& board,
                  FillTally& out)
{
    tally(kind, color, captures, board, out);
}

} // namespace cd
