// How each kind of piece moves in the layered fill (layerfill.h), set-wise: the targets of every
// generator at once, for one, two or four lanes side by side, and the boards and distance planes
// the fills share. Internal to the fills: their helpers are inlined into each fill's code, built
// for one path of simd.h.
#pragma once

#include "attacks.h"
#include "batchboard.h"
#include "filltypes.h"
#include "movecontext.h"
#include "simd.h"

#include <span>
#include <utility>

namespace cd::movers {

constexpr Bitboard kRank3 = kRank1 << 16;
constexpr Bitboard kRank6 = kRank1 << 40;

using simd::Lanes;

template <int S, typename B> CD_INLINE constexpr B shifted(B b)
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

// The lanes' values side by side, built in registers: written to memory one by one and read
// back as one vector, they would stall the processor (a load cannot take several stores).
template <int N, typename F> CD_INLINE Lanes<N> lanesOf(std::span<const FillLane> lanes, F f)
{
    const auto at = [&](std::size_t i) -> Bitboard { return i < lanes.size() ? f(lanes[i]) : 0; };
    if constexpr (N == 1)
        return at(0);
    else if constexpr (N == 2)
        return Lanes<N>{at(0), at(1)};
    else
        return Lanes<N>{at(0), at(1), at(2), at(3)};
}

template <int N> CD_INLINE Boards<N> boardsOf(std::span<const FillLane> lanes, CaptureMode captures)
{
    const bool block = captures == CaptureMode::Block, stop = captures == CaptureMode::Stop;
    // An unused lane keeps an empty origin: nothing to fill.
    return {
        lanesOf<N>(lanes, [](const FillLane& l) { return ~(l.own | l.enemy); }),
        lanesOf<N>(lanes, [](const FillLane& l) { return l.enemy; }),
        lanesOf<N>(lanes,
                   [&](const FillLane& l) { return ~(l.own | l.taboo | (block ? l.enemy : 0)); }),
        lanesOf<N>(lanes, [&](const FillLane& l) { return stop ? l.enemy : Bitboard{0}; }),
        lanesOf<N>(lanes, [](const FillLane& l) { return bit(l.origin); })};
}

// The same boards for the lanes of `board`, in vectors: a lane is black where its origin holds
// a black piece, its own pieces are its colour's and the blocked squares, its enemies the other
// colour's, its origin lifted off both.
template <int N> CD_INLINE Boards<N> boardsOf(const BatchBoard& board, CaptureMode captures)
{
    // Built in registers, as lanesOf: four stores read back as one vector would stall.
    const auto at = [&](std::size_t i) -> Bitboard {
        return i < board.size ? bit(board.origins[i]) : 0;
    };
    Lanes<N> origin;
    if constexpr (N == 1)
        origin = at(0);
    else if constexpr (N == 2)
        origin = Lanes<N>{at(0), at(1)};
    else
        origin = Lanes<N>{at(0), at(1), at(2), at(3)};
    const Bitboard white = board.byColor[0], black = board.byColor[1];
    // All ones in a black lane, all zeros in a white one.
    Lanes<N> isBlack;
    if constexpr (N == 1)
        isBlack = (origin & black) ? kAll : 0;
    else
        isBlack = (Lanes<N>)((origin & black) != 0);
    const Lanes<N> lifted = ~origin;
    const Lanes<N> own = ((isBlack & black) | (~isBlack & white) | board.blocked) & lifted;
    const Lanes<N> enemy = ((isBlack & white) | (~isBlack & black)) & lifted;
    const bool block = captures == CaptureMode::Block, stop = captures == CaptureMode::Stop;
    return {~(own | enemy), enemy, ~(own | board.taboo | (block ? enemy : Lanes<N>{})),
            stop ? enemy : Lanes<N>{}, origin};
}

// Adds a layer to the planes of the bits of its distance d. Each plane by a constant index, so
// that the six stay in registers: a variable index kept them in memory, loaded and stored again
// at every move.
template <int N> CD_INLINE void addToPlanes(Lanes<N> (&planes)[kMaxPlanes], Lanes<N> layer, int d)
{
    [&]<std::size_t... K>(std::index_sequence<K...>)
    {
        ((planes[K] |= ((d >> K) & 1) ? layer : Lanes<N>{}), ...);
    }
    (std::make_index_sequence<kMaxPlanes>{});
}

// One-move targets of every generator, before the landing mask.
template <PieceType K, Color C, int N> struct Mover {
    CD_INLINE explicit Mover(const Boards<N>& b) : m_b(b) {}
    CD_INLINE Lanes<N> targets(Lanes<N> g) const
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
    CD_INLINE void init(const Boards<N>& b, Bitboard guard)
    {
        p1 = b.empty & guard;
        p2 = p1 & shifted<S>(p1);
        p4 = p2 & shifted<2 * S>(p2);
    }
    // The squares the generators attack along this direction (the first blocker included).
    CD_INLINE Lanes<N> attacks(Lanes<N> g, Bitboard guard) const
    {
        g |= p1 & shifted<S>(g);
        g |= p2 & shifted<2 * S>(g);
        g |= p4 & shifted<4 * S>(g);
        return shifted<S>(g) & guard;
    }
};

template <bool Straight, bool Diagonal, int N> struct SliderMover {
    CD_INLINE explicit SliderMover(const Boards<N>& b)
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
    CD_INLINE Lanes<N> targets(Lanes<N> g) const
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

} // namespace cd::movers
