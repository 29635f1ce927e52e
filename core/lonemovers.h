// The movers of the lone slider fill (lonefill.cpp): one move of a rook, bishop or queen from
// every square of a frontier at once, its eight directions side by side, on the AVX2 path
// (DirectionMover, two vectors of four) and the AVX-512 path (WideMover, one vector of eight).
// Internal to lonefill.cpp; x86-64 only.
#pragma once

#include "bitboard.h"
#include "simd.h"

#ifdef CD_SIMD_X86

namespace cd::lone {

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

    // One move of the fill (the interface of WideMover too): the new `frontier` within `open`
    // from `movers`, and the next movers, those of it within `openMove` (open less the squares
    // that end a route).
    CD_AVX2_INLINE void advance(Four& frontier, Four& movers, Four open, Four openMove) const
    {
        frontier = targets(movers, open);
        movers = frontier & openMove;
    }
    static CD_AVX2_INLINE Four broadcast(Bitboard b) { return Four{b, b, b, b}; }
    static CD_AVX2_INLINE Four low(Four v) { return v; }

    static constexpr Four kBy1 = {8, 1, 9, 7};
    static constexpr Four kBy2 = kBy1 * 2;
    static constexpr Four kBy4 = kBy1 * 4;
    Four m_guardLeft, m_guardRight, m_left1, m_right1, m_left2, m_right2, m_left4, m_right4;
};

// Eight bitboards side by side: one 512-bit vector.
typedef Bitboard Eight __attribute__((vector_size(64)));

template <int Imm> CD_AVX512_INLINE Eight ternary(Eight a, Eight b, Eight c)
{
    return reinterpret_cast<Eight>(_mm512_ternarylogic_epi64(reinterpret_cast<__m512i>(a),
                                                             reinterpret_cast<__m512i>(b),
                                                             reinterpret_cast<__m512i>(c), Imm));
}

CD_AVX512_INLINE Eight rotated(Eight v, Eight by)
{
    // The zero-masking form: GCC 12 warns that the plain one's undefined source is uninitialised.
    return reinterpret_cast<Eight>(
        _mm512_maskz_rolv_epi64(0xFF, reinterpret_cast<__m512i>(v), reinterpret_cast<__m512i>(by)));
}

// The lanes of v in the order Lane gives; built for AVX-512 (simd::pickLanes is not, and Clang
// will not pass it a 512-bit vector).
template <int... Lane> CD_AVX512_INLINE Eight pick(Eight v)
{
#if defined(__clang__)
    return __builtin_shufflevector(v, v, Lane...);
#else
    return __builtin_shuffle(v, Eight{Lane...});
#endif
}

// The AVX-512 path: all eight directions in one vector, N E NE NW S W SW SE, each lane rotated
// by its own count (vprolvq), the ones that go right by 64 less their step. A guard clears the
// squares a rotation wraps onto, so that it acts as the shift; vpternlogq makes each step of
// the Kogge-Stone fill two operations.
template <bool Straight, bool Diagonal> struct WideMover {
    CD_AVX512_INLINE explicit WideMover(Bitboard empty)
    {
        const Bitboard straight = Straight ? kAll : 0, diagonal = Diagonal ? kAll : 0;
        const Bitboard up = ~kRank1, down = ~kRank8; // the squares no rotation wraps onto
        const Eight guard = {straight & up,
                             straight & kNotFileA,
                             diagonal & kNotFileA & up,
                             diagonal & kNotFileH & up,
                             straight & down,
                             straight & kNotFileH,
                             diagonal & kNotFileH & down,
                             diagonal & kNotFileA & down};
        m_p1 = broadcast(empty) & guard;
        m_p2 = m_p1 & rotated(m_p1, kBy1);
        // The last rotation's guard, taken before it: guard(rotated(x)) = rotated(x & m_back).
        m_back = rotated(guard, 64 - kBy1);
        m_p4back = m_p2 & rotated(m_p2, kBy2) & m_back;
    }

    CD_AVX512_INLINE void advance(Eight& frontier, Eight& movers, Eight open, Eight openMove) const
    {
        // l |= p & rotated(l): the ternary A | (B & C).
        Eight l = ternary<0xF8>(movers, m_p1, rotated(movers, kBy1));
        l = ternary<0xF8>(l, m_p2, rotated(l, kBy2));
        l = ternary<0xF8>(l & m_back, m_p4back, rotated(l, kBy4));
        const Eight t = rotated(l, kBy1);
        // The union of the lanes, in every lane: the two of each 128-bit block (vpshufd), then
        // the four blocks, three shuffles side by side rather than two one after the other.
        // Shuffles by vector extension: GCC 12 warns that the intrinsics' undefined source is
        // uninitialised.
        const Eight pairs = t | pick<1, 0, 3, 2, 5, 4, 7, 6>(t);
        const Eight three = ternary<0xFE>(pairs, pick<2, 3, 0, 1, 6, 7, 4, 5>(pairs),
                                          pick<4, 5, 6, 7, 0, 1, 2, 3>(pairs));
        const Eight fourth = pick<6, 7, 4, 5, 2, 3, 0, 1>(pairs);
        frontier = ternary<0xA8>(three, fourth, open); // (A | B) & C
        movers = ternary<0xA8>(three, fourth, openMove);
    }
    static CD_AVX512_INLINE Eight broadcast(Bitboard b) { return Eight{b, b, b, b, b, b, b, b}; }
    static CD_AVX512_INLINE Four low(Eight v)
    {
        // No instruction (GCC 12's _mm512_castsi512_si256 trips its own uninitialised warning).
        return __builtin_shufflevector(v, v, 0, 1, 2, 3);
    }

    static constexpr Eight kBy1 = {8, 1, 9, 7, 56, 63, 55, 57};
    static constexpr Eight kBy2 = (kBy1 * 2) & 63;
    static constexpr Eight kBy4 = (kBy1 * 4) & 63;
    Eight m_p1, m_p2, m_back, m_p4back;
};

} // namespace cd::lone

#endif
