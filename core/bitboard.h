// 64-bit square sets, one bit per square (bit s = square s).
#pragma once

#include "square.h"

#include <bit>
#include <cassert>
#include <cstdint>

namespace cd {

using Bitboard = std::uint64_t;

inline constexpr Bitboard kAll = ~Bitboard{0};
inline constexpr Bitboard kFileA = 0x0101010101010101ULL;
inline constexpr Bitboard kFileH = kFileA << 7;
inline constexpr Bitboard kNotFileA = ~kFileA;
inline constexpr Bitboard kNotFileH = ~kFileH;
inline constexpr Bitboard kRank1 = 0xFFULL;
inline constexpr Bitboard kRank8 = kRank1 << 56;

constexpr Bitboard bit(Square s)
{
    assert(isSquare(s));
    return Bitboard{1} << s;
}
constexpr bool has(Bitboard b, Square s)
{
    return (b & bit(s)) != 0;
}
constexpr int count(Bitboard b)
{
    return std::popcount(b);
}

// Index of the lowest set bit; b must not be empty.
constexpr Square lowest(Bitboard b)
{
    assert(b != 0);
    return Square(std::countr_zero(b));
}

// Removes and returns the lowest set bit's square; b must not be empty.
constexpr Square popLowest(Bitboard& b)
{
    const Square s = lowest(b);
    b &= b - 1;
    return s;
}

// One-step shifts that never wrap around the a/h files. B is a Bitboard or a vector of them
// (the layered fill runs several boards side by side, and inlines these into each of its clones).
template <typename B> [[gnu::always_inline]] constexpr B north(B b)
{
    return b << 8;
}
template <typename B> [[gnu::always_inline]] constexpr B south(B b)
{
    return b >> 8;
}
template <typename B> [[gnu::always_inline]] constexpr B east(B b)
{
    return (b << 1) & kNotFileA;
}
template <typename B> [[gnu::always_inline]] constexpr B west(B b)
{
    return (b >> 1) & kNotFileH;
}

// Calls f(square) for every set bit, lowest first.
template <typename F> constexpr void forEachSquare(Bitboard b, F&& f)
{
    while (b)
        f(popLowest(b));
}

static_assert(east(bit(H1)) == 0 && west(bit(A2)) == 0 && north(bit(E8)) == 0);

} // namespace cd
