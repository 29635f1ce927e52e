// The vector code's common ground (docs/architecture.md, "The fast core: SIMD rules"): the one
// forced-inline macro, the lanes of bitboards side by side, the byte-spread kernel, and the one
// choice of the code this process runs (path(), made in simd.cpp). Every fill takes its vector
// code through here.
#pragma once

#include "bitboard.h"

#include <cstdint>
#include <string_view>

// An x86-64 build (GCC or Clang) holds, beside the portable code, code for AVX2 and AVX-512
// processors; CD_PORTABLE_ONLY (cmake -DCD_PORTABLE_ONLY=ON) leaves it out.
#if defined(__x86_64__) && defined(__GNUC__) && !defined(CD_PORTABLE_ONLY)
#define CD_SIMD_X86 1
#include <immintrin.h>
#endif

// Every helper of the vector code is inlined into the function built for one path, so that no
// vector crosses a call between code built for different processors.
#define CD_INLINE [[gnu::always_inline]] inline
// The same for the lambda handed to dispatch: [&]() CD_BODY { ... }.
#define CD_BODY __attribute__((always_inline))

#ifdef CD_SIMD_X86
// The instruction sets of each path, as the target attribute takes them: GCC's x86-64-v3 and
// x86-64-v4 levels, and for Clang 14, which cannot check those levels (nor movbe, f16c or lzcnt)
// in __builtin_cpu_supports, the features it can check. simd.cpp checks the same.
#if defined(__clang__)
#define CD_AVX2_FEATURES "avx2,bmi,bmi2,fma,popcnt"
#define CD_AVX512_FEATURES CD_AVX2_FEATURES ",avx512f,avx512vl,avx512bw,avx512dq,avx512cd"
#else
#define CD_AVX2_FEATURES "arch=x86-64-v3"
#define CD_AVX512_FEATURES "arch=x86-64-v4"
#endif
// A function built for the AVX2 path, and a helper of such functions that calls intrinsics.
#define CD_TARGET_AVX2 __attribute__((target(CD_AVX2_FEATURES)))
#define CD_AVX2_INLINE __attribute__((target(CD_AVX2_FEATURES), always_inline)) inline
#define CD_TARGET_AVX512 __attribute__((target(CD_AVX512_FEATURES)))
#define CD_AVX512_INLINE __attribute__((target(CD_AVX512_FEATURES), always_inline)) inline
// A function built for the AVX-512 path where the processor also counts the bits of 64-bit lanes
// and permutes bytes (AVX512-VPOPCNTDQ, AVX512-VBMI), called only where the processor has both.
#if defined(__clang__)
#define CD_AVX512_COUNT_FEATURES CD_AVX512_FEATURES ",avx512vpopcntdq,avx512vbmi"
#else
#define CD_AVX512_COUNT_FEATURES "arch=x86-64-v4,avx512vpopcntdq,avx512vbmi"
#endif
#define CD_TARGET_AVX512_COUNT __attribute__((target(CD_AVX512_COUNT_FEATURES)))
#endif

namespace cd::simd {

// The code the fills run: the portable code (any processor, or CD_FORCE_PORTABLE=1), or the code
// built for AVX2 or AVX-512 (x86-64 only), in order of width.
enum class Path : std::uint8_t { Portable, Avx2, Avx512 };

namespace detail {
Path choosePath();
// The path of the environment's CD_FORCE_PORTABLE and CD_SIMD_PATH (null when unset) on a
// processor whose widest path is `widest` (docs/architecture.md, "The fast core: SIMD rules").
Path pathFrom(const char* forcePortable, const char* name, Path widest);
} // namespace detail

// The path of this process, chosen once from the environment, the build and the processor.
inline Path path()
{
    static const Path chosen = detail::choosePath();
    return chosen;
}

// "portable", "avx2" or "avx512".
std::string_view pathName(Path p);

// The lanes of a batch side by side: a Bitboard for one lane, a vector of two or four (GCC and
// Clang vector extensions) for more, so that each operation works on every lane at once and
// compiles to SSE2, AVX2 or NEON instructions as the path allows.
template <int N> struct LanesOf;
template <> struct LanesOf<1> {
    using type = Bitboard;
};
template <> struct LanesOf<2> {
    typedef Bitboard type __attribute__((vector_size(16)));
};
template <> struct LanesOf<4> {
    typedef Bitboard type __attribute__((vector_size(32)));
};
template <int N> using Lanes = typename LanesOf<N>::type;
using Four = Lanes<4>;

// The vector whose lane i is lane Lane[i] of x and y side by side: 0 .. n-1 in x, n .. 2n-1 in
// y, in the one spelling both compilers accept (GCC has __builtin_shuffle, Clang
// __builtin_shufflevector).
template <int... Lane, typename V> CD_INLINE V pickLanes(V x, V y)
{
#if defined(__clang__)
    return __builtin_shufflevector(x, y, Lane...);
#else
    return __builtin_shuffle(x, y, V{Lane...});
#endif
}

namespace detail {
#ifdef CD_SIMD_X86
template <typename Body, typename... Args>
CD_TARGET_AVX512 void onAvx512(const Body& body, Args... args)
{
    body(args...);
}
template <typename Body, typename... Args>
CD_TARGET_AVX2 void onAvx2(const Body& body, Args... args)
{
    body(args...);
}
#endif
template <typename Body, typename... Args> void onPortable(const Body& body, Args... args)
{
    body(args...);
}
} // namespace detail

// Runs body(args...), `body` a lambda marked CD_BODY, built for the path of this process: each
// path gets its own copy of the body and of everything inlined into it. The body uses the vector
// extensions only; code that calls intrinsics is built for its path alone (CD_TARGET_AVX2). Hot
// bodies take their inputs as arguments (by value, pointers for what they write) rather than
// capture them: read through a closure, they cost a tenth of the time of mobility and arrival.
template <typename Body, typename... Args> CD_INLINE void dispatch(const Body& body, Args... args)
{
#ifdef CD_SIMD_X86
    switch (path()) {
    case Path::Avx512:
        return detail::onAvx512(body, args...);
    case Path::Avx2:
        return detail::onAvx2(body, args...);
    case Path::Portable:
        break;
    }
#endif
    detail::onPortable(body, args...);
}

#ifdef CD_SIMD_X86
// Squares 0-31 (High false) or 32-63 of a board held in every 64-bit lane of `board`, one byte
// each, 0xFF where the square is set: a shuffle within each 128-bit half copies rank r to bytes
// 8r..8r+7, a test against the bit of each byte's file does the rest.
template <bool High> CD_AVX2_INLINE __m256i spreadBytes(__m256i board)
{
    constexpr char r = High ? 4 : 0;
    const __m256i ranks =
        _mm256_setr_epi8(r, r, r, r, r, r, r, r, r + 1, r + 1, r + 1, r + 1, r + 1, r + 1, r + 1,
                         r + 1, r + 2, r + 2, r + 2, r + 2, r + 2, r + 2, r + 2, r + 2, r + 3,
                         r + 3, r + 3, r + 3, r + 3, r + 3, r + 3, r + 3);
    const __m256i files = _mm256_set1_epi64x(static_cast<long long>(0x8040201008040201ULL));
    const __m256i spread = _mm256_shuffle_epi8(board, ranks);
    return _mm256_cmpeq_epi8(_mm256_and_si256(spread, files), files);
}
#endif

} // namespace cd::simd
