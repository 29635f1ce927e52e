#include "layermap.h"

#include "simd.h"

#include <cassert>
#include <cstring>

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

#ifdef CD_SIMD_X86
// The bytes of squares 0-31 (High false) or 32-63 of b, 0xFF where the square is set.
template <bool High> CD_AVX2_INLINE __m256i spread(Bitboard b)
{
    return simd::spreadBytes<High>(_mm256_set1_epi64x(static_cast<long long>(b)));
}

// One map into `out`, inlined into both callers below.
CD_AVX2_INLINE void writeMapAvx2(Bitboard unreached, const Bitboard* planes, std::size_t count,
                                 std::int8_t* out)
{
    __m256i lo = spread<false>(unreached), hi = spread<true>(unreached);
    for (std::size_t k = 0; k < count; ++k) {
        const __m256i bitK = _mm256_set1_epi8(static_cast<char>(1 << k));
        lo = _mm256_or_si256(lo, _mm256_and_si256(spread<false>(planes[k]), bitK));
        hi = _mm256_or_si256(hi, _mm256_and_si256(spread<true>(planes[k]), bitK));
    }
    _mm256_storeu_si256(reinterpret_cast<__m256i*>(out), lo);
    _mm256_storeu_si256(reinterpret_cast<__m256i*>(out + 32), hi);
}

// mapsOfPlanes for a number of planes known when compiled, so that the planes' loop unrolls.
template <std::size_t Count>
CD_TARGET_AVX2 void mapsOfPlanesAvx2(std::size_t n, const PlaneWords& in, DistanceMap* const* out)
{
    for (std::size_t i = 0; i < n; ++i) {
        Bitboard mine[Count + 1]; // + 1: no empty array
        for (std::size_t k = 0; k < Count; ++k)
            mine[k] = planeAt(in, k, i);
        writeMapAvx2(wordAt(in.unreached + i), mine, Count, out[i]->data());
    }
}

// One map into `out` from AVX-512's mask registers: a set bit of the mask becomes a byte of 0xFF
// (vpmovm2b), and plane k adds bit k to the bytes of its reached squares only, where the bytes
// are still zero, so that the sum is the same as the bits or-ed in.
CD_AVX512_INLINE void writeMapAvx512(Bitboard unreached, const Bitboard* planes, std::size_t count,
                                     std::int8_t* out)
{
    __m512i map = _mm512_movm_epi8(unreached);
    for (std::size_t k = 0; k < count; ++k)
        map = _mm512_mask_add_epi8(map, planes[k] & ~unreached, map,
                                   _mm512_set1_epi8(static_cast<char>(1 << k)));
    _mm512_storeu_si512(out, map);
}

template <std::size_t Count>
CD_TARGET_AVX512 void mapsOfPlanesAvx512(std::size_t n, const PlaneWords& in,
                                         DistanceMap* const* out)
{
    for (std::size_t i = 0; i < n; ++i) {
        Bitboard mine[Count + 1]; // + 1: no empty array
        for (std::size_t k = 0; k < Count; ++k)
            mine[k] = planeAt(in, k, i);
        writeMapAvx512(wordAt(in.unreached + i), mine, Count, out[i]->data());
    }
}

CD_TARGET_AVX512 DistanceMap mapOfPlanesAvx512(Bitboard unreached, std::span<const Bitboard> planes)
{
    DistanceMap map;
    writeMapAvx512(unreached, planes.data(), planes.size(), map.data());
    return map;
}

// The maps of `count` planes (at most kMaxPlanes), by the code of Path, with the count known
// when compiled so that the planes' loop unrolls.
template <simd::Path Path, std::size_t Count = 0>
void mapsOnPath(std::size_t n, const PlaneWords& in, DistanceMap* const* out)
{
    if constexpr (Count < static_cast<std::size_t>(kMaxPlanes))
        if (in.count > Count)
            return mapsOnPath<Path, Count + 1>(n, in, out);
    if constexpr (Path == simd::Path::Avx512)
        mapsOfPlanesAvx512<Count>(n, in, out);
    else
        mapsOfPlanesAvx2<Count>(n, in, out);
}

CD_TARGET_AVX2 DistanceMap mapOfPlanesAvx2(Bitboard unreached, std::span<const Bitboard> planes)
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
#ifdef CD_SIMD_X86
    if (simd::path() == simd::Path::Avx512)
        return mapsOnPath<simd::Path::Avx512>(n, in, out);
    if (simd::path() == simd::Path::Avx2)
        return mapsOnPath<simd::Path::Avx2>(n, in, out);
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
#ifdef CD_SIMD_X86
    if (simd::path() == simd::Path::Avx512)
        return mapOfPlanesAvx512(unreached, planes);
    if (simd::path() == simd::Path::Avx2)
        return mapOfPlanesAvx2(unreached, planes);
#endif
    return detail::mapOfPlanesPortable(unreached, planes);
}

} // namespace cd
