// How each kind of piece moves in the layered fill (layerfill.h), set-wise: the targets of every
// generator at once, for one, two or four lanes side by side. Internal to the fill: its helpers
// are inlined into each of its target clones.
#pragma once

#include "attacks.h"
#include "layerfill.h"
#include "vectorlanes.h"

#include <bit>
#include <cstdint>

namespace cd::movers {

// Every helper of the fill is inlined into each target clone of fillLayers, so that no vector of
// lanes crosses a call between code built for different processors.
#define CD_LANES_INLINE [[gnu::always_inline]] inline

constexpr Bitboard kRank3 = kRank1 << 16;
constexpr Bitboard kRank6 = kRank1 << 40;

// The lanes of a batch side by side: a Bitboard for one lane, a vector of two or four (GCC and
// Clang vector extensions) for more, so that every operation below works on all lanes at once
// and compiles to SSE2 or AVX2 instructions as the target clone allows.
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

template <int S, typename B> CD_LANES_INLINE constexpr B shifted(B b)
{
    if constexpr (S > 0)
        return b << S;
    else
        return b >> -S;
}

// The lanes' boards.
template <int N> struct Boards {
    Lanes<N> empty, enemy, land, stop, origin;
};

// One-move targets of every generator, before the landing mask.
template <PieceType K, Color C, int N> struct Mover {
    CD_LANES_INLINE explicit Mover(const Boards<N>& b) : m_b(b) {}
    CD_LANES_INLINE Lanes<N> targets(Lanes<N> g) const
    {
        if constexpr (K == PieceType::Knight)
            return knightTargets(g);
        else if constexpr (K == PieceType::King)
            return kingTargets(g);
        else if constexpr (K == PieceType::Wazir)
            return wazirTargets(g);
        else {
            static_assert(K == PieceType::Pawn);
            constexpr Bitboard kDouble = C == Color::White ? kRank3 : kRank6;
            const Lanes<N> single = (C == Color::White ? north(g) : south(g)) & m_b.empty;
            const Lanes<N> twice =
                C == Color::White ? north(single & kDouble) : south(single & kDouble);
            return single | (twice & m_b.empty) | (pawnAttacks(C, g) & m_b.enemy);
        }
    }
    const Boards<N>& m_b;
};

// Kogge-Stone occluded fill of one direction; the propagators depend on the board only, so they
// are computed once per fill instead of once per move.
template <int S, int N> struct Ray {
    Lanes<N> p1, p2, p4;
    CD_LANES_INLINE void init(const Boards<N>& b, Bitboard guard)
    {
        p1 = b.empty & guard;
        p2 = p1 & shifted<S>(p1);
        p4 = p2 & shifted<2 * S>(p2);
    }
    // The squares the generators attack along this direction (the first blocker included).
    CD_LANES_INLINE Lanes<N> attacks(Lanes<N> g, Bitboard guard) const
    {
        g |= p1 & shifted<S>(g);
        g |= p2 & shifted<2 * S>(g);
        g |= p4 & shifted<4 * S>(g);
        return shifted<S>(g) & guard;
    }
};

template <bool Straight, bool Diagonal, int N> struct SliderMover {
    CD_LANES_INLINE explicit SliderMover(const Boards<N>& b)
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
    CD_LANES_INLINE Lanes<N> targets(Lanes<N> g) const
    {
        Lanes<N> t{};
        if constexpr (Straight)
            t |= m_n.attacks(g, kAll) | m_s.attacks(g, kAll) | m_e.attacks(g, kNotFileA) |
                 m_w.attacks(g, kNotFileH);
        if constexpr (Diagonal)
            t |= m_ne.attacks(g, kNotFileA) | m_nw.attacks(g, kNotFileH) |
                 m_se.attacks(g, kNotFileA) | m_sw.attacks(g, kNotFileH);
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

// A lone slider: its directions side by side instead of its lanes, in two vectors of four (the
// directions that shift left, N E NE NW, and those that shift right, S W SW SE), so that one
// Kogge-Stone fill serves four directions. Twice as fast as eight scalar fills where the
// processor shifts each lane by its own count (AVX2); fillLayers checks that it does.
template <bool Straight, bool Diagonal> struct DirectionMover {
    typedef Bitboard Four __attribute__((vector_size(32)));

    CD_LANES_INLINE explicit DirectionMover(const Boards<1>& b)
    {
        // A direction a piece lacks gets an empty guard: its fill finds nothing.
        const Bitboard straight = Straight ? kAll : 0, diagonal = Diagonal ? kAll : 0;
        m_guardLeft =
            Four{straight, straight & kNotFileA, diagonal & kNotFileA, diagonal & kNotFileH};
        m_guardRight =
            Four{straight, straight & kNotFileH, diagonal & kNotFileH, diagonal & kNotFileA};
        const Four empty = Four{b.empty, b.empty, b.empty, b.empty};
        m_left1 = empty & m_guardLeft;
        m_right1 = empty & m_guardRight;
        m_left2 = m_left1 & (m_left1 << kBy1);
        m_right2 = m_right1 & (m_right1 >> kBy1);
        m_left4 = m_left2 & (m_left2 << kBy2);
        m_right4 = m_right2 & (m_right2 >> kBy2);
    }

    // The one-move targets of the generators g (the same board in every lane) within `open`, in
    // every lane. `open` is applied before the lanes are joined, off the chain of operations
    // each move waits on.
    CD_LANES_INLINE Four targets(Four g, Four open) const
    {
        Four l = g, r = g;
        l |= m_left1 & (l << kBy1);
        r |= m_right1 & (r >> kBy1);
        l |= m_left2 & (l << kBy2);
        r |= m_right2 & (r >> kBy2);
        l |= m_left4 & (l << kBy4);
        r |= m_right4 & (r >> kBy4);
        Four t = ((l << kBy1) & (m_guardLeft & open)) | ((r >> kBy1) & (m_guardRight & open));
        // The union of the lanes, left in every lane: swap the halves, then the neighbours
        // (as 32-bit words, which is a shuffle within halves, faster than one across them).
        t |= pickLanes<2, 3, 0, 1>(t, t);
        typedef std::uint32_t Eight __attribute__((vector_size(32)));
        const Eight words = std::bit_cast<Eight>(t);
        return t | std::bit_cast<Four>(pickLanes<2, 3, 0, 1, 6, 7, 4, 5>(words, words));
    }

    static constexpr Four kBy1 = {8, 1, 9, 7};
    static constexpr Four kBy2 = kBy1 * 2;
    static constexpr Four kBy4 = kBy1 * 4;
    Four m_guardLeft, m_guardRight, m_left1, m_right1, m_left2, m_right2, m_left4, m_right4;
};

} // namespace cd::movers
