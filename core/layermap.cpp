#include "layermap.h"

#include <cassert>
#include <cstring>

#if defined(__x86_64__) && defined(__GNUC__)
#include <immintrin.h>
#define CD_HAVE_AVX2_PATH 1
#endif

namespace cd {

namespace {

static_assert(std::endian::native == std::endian::little, "the maps are written in words");

constexpr std::uint64_t kBytes = 0x0101010101010101ULL;

// A word read through memcpy, which may alias the callers' words written as vectors of them.
inline Bitboard wordAt(const Bitboard* p)
{
    Bitboard w;
    std::memcpy(&w, p, sizeof w);
    return w;
}

// Plane k of map i.
inline Bitboard planeAt(const PlaneWords& in, std::size_t k, std::size_t i)
{
    return wordAt(in.planes + k * in.stride + i);
}

// kSpread[b]: byte i is 0xFF where bit i of b is set (eight squares of a rank to eight bytes).
constexpr std::array<std::uint64_t, 256> kSpread = [] {
    std::array<std::uint64_t, 256> t{};
    for (std::size_t b = 0; b < 256; ++b)
        for (std::size_t i = 0; i < 8; ++i)
            if ((b >> i) & 1)
                t[b] |= std::uint64_t{0xFF} << (8 * i);
    return t;
}();

} // namespace

DistanceMap detail::mapOfPlanesPortable(Bitboard unreached, std::span<const Bitboard> planes)
{
    std::uint64_t words[8];
    for (int r = 0; r < 8; ++r) {
        std::uint64_t w = kSpread[(unreached >> (8 * r)) & 0xFF];
        for (std::size_t k = 0; k < planes.size(); ++k)
            w |= kSpread[(planes[k] >> (8 * r)) & 0xFF] & (kBytes << k);
        words[r] = w;
    }
    DistanceMap map;
    std::memcpy(map.data(), words, sizeof words);
    return map;
}

namespace {

#ifdef CD_HAVE_AVX2_PATH
#define CD_AVX2 __attribute__((target("avx2"), always_inline)) inline

// Each bit of a bitboard to a byte, 0xFF or 0, for the four ranks `ranks` names: a byte shuffle
// copies rank r to bytes 8r..8r+7, a test against the bit of each byte's file does the rest.
CD_AVX2 __m256i spread(Bitboard b, __m256i ranks)
{
    const __m256i files = _mm256_set1_epi64x(static_cast<long long>(0x8040201008040201ULL));
    const __m256i v = _mm256_shuffle_epi8(_mm256_set1_epi64x(static_cast<long long>(b)), ranks);
    return _mm256_cmpeq_epi8(_mm256_and_si256(v, files), files);
}

// One map into `out`, inlined into both callers below.
__attribute__((target("avx2"), always_inline)) inline void
writeMapAvx2(Bitboard unreached, const Bitboard* planes, std::size_t count, std::int8_t* out)
{
    const __m256i low = _mm256_setr_epi8(0, 0, 0, 0, 0, 0, 0, 0, 1, 1, 1, 1, 1, 1, 1, 1, //
                                         2, 2, 2, 2, 2, 2, 2, 2, 3, 3, 3, 3, 3, 3, 3, 3);
    const __m256i high = _mm256_add_epi8(low, _mm256_set1_epi8(4));
    __m256i lo = spread(unreached, low), hi = spread(unreached, high);
    for (std::size_t k = 0; k < count; ++k) {
        const __m256i bitK = _mm256_set1_epi8(static_cast<char>(1 << k));
        lo = _mm256_or_si256(lo, _mm256_and_si256(spread(planes[k], low), bitK));
        hi = _mm256_or_si256(hi, _mm256_and_si256(spread(planes[k], high), bitK));
    }
    _mm256_storeu_si256(reinterpret_cast<__m256i*>(out), lo);
    _mm256_storeu_si256(reinterpret_cast<__m256i*>(out + 32), hi);
}

// mapsOfPlanes for a number of planes known when compiled, so that the planes' loop unrolls.
template <std::size_t Count>
__attribute__((target("avx2"))) void mapsOfPlanesAvx2(std::size_t n, const PlaneWords& in,
                                                      DistanceMap* const* out)
{
    for (std::size_t i = 0; i < n; ++i) {
        Bitboard mine[Count + 1]; // + 1: no empty array
        for (std::size_t k = 0; k < Count; ++k)
            mine[k] = planeAt(in, k, i);
        writeMapAvx2(wordAt(in.unreached + i), mine, Count, out[i]->data());
    }
}

__attribute__((target("avx2"))) DistanceMap mapOfPlanesAvx2(Bitboard unreached,
                                                            std::span<const Bitboard> planes)
{
    DistanceMap map;
    writeMapAvx2(unreached, planes.data(), planes.size(), map.data());
    return map;
}
#endif

} // namespace

void mapsOfPlanes(std::size_t n, const PlaneWords& in, DistanceMap* const* out)
{
    assert(in.count <= static_cast<std::size_t>(kMaxPlanes));
#ifdef CD_HAVE_AVX2_PATH
    static const bool avx2 = __builtin_cpu_supports("avx2");
    if (avx2) {
        static_assert(kMaxPlanes == 6, "one case per number of planes");
        switch (in.count) {
        case 0:
            return mapsOfPlanesAvx2<0>(n, in, out);
        case 1:
            return mapsOfPlanesAvx2<1>(n, in, out);
        case 2:
            return mapsOfPlanesAvx2<2>(n, in, out);
        case 3:
            return mapsOfPlanesAvx2<3>(n, in, out);
        case 4:
            return mapsOfPlanesAvx2<4>(n, in, out);
        case 5:
            return mapsOfPlanesAvx2<5>(n, in, out);
        default:
            return mapsOfPlanesAvx2<6>(n, in, out);
        }
    }
#endif
    for (std::size_t i = 0; i < n; ++i) {
        std::array<Bitboard, kMaxPlanes> mine{};
        for (std::size_t k = 0; k < in.count; ++k)
            mine[k] = planeAt(in, k, i);
        *out[i] =
            detail::mapOfPlanesPortable(wordAt(in.unreached + i), std::span(mine).first(in.count));
    }
}

DistanceMap mapOfPlanes(Bitboard unreached, std::span<const Bitboard> planes)
{
#ifdef CD_HAVE_AVX2_PATH
    static const bool avx2 = __builtin_cpu_supports("avx2");
    if (avx2)
        return mapOfPlanesAvx2(unreached, planes);
#endif
    return detail::mapOfPlanesPortable(unreached, planes);
}

} // namespace cd
