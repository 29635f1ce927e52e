// Move and attack patterns: compile-time leaper tables, sliding rays and set-wise fills.
#pragma once

#include "bitboard.h"
#include "piece.h"

#include <array>

namespace cd {

namespace detail {
using Table = std::array<Bitboard, 64>;

// The squares one (df, dr) step away from each square, for every step in the list.
template <std::size_t N> constexpr Table leaperTable(const int (&steps)[N][2])
{
    Table t{};
    for (int s = 0; s < 64; ++s)
        for (const auto& step : steps) {
            const int f = (s & 7) + step[0];
            const int r = (s >> 3) + step[1];
            if (f >= 0 && f < 8 && r >= 0 && r < 8)
                t[static_cast<std::size_t>(s)] |= Bitboard{1} << (8 * r + f);
        }
    return t;
}

constexpr int kKnightSteps[8][2] = {{1, 2},   {2, 1},   {2, -1}, {1, -2},
                                    {-1, -2}, {-2, -1}, {-2, 1}, {-1, 2}};
constexpr int kKingSteps[8][2] = {{1, 0},  {1, 1},   {0, 1},  {-1, 1},
                                  {-1, 0}, {-1, -1}, {0, -1}, {1, -1}};
constexpr int kWazirSteps[4][2] = {{1, 0}, {0, 1}, {-1, 0}, {0, -1}};
} // namespace detail

inline constexpr detail::Table kKnightAttacks = detail::leaperTable(detail::kKnightSteps);
inline constexpr detail::Table kKingAttacks = detail::leaperTable(detail::kKingSteps);
inline constexpr detail::Table kWazirAttacks = detail::leaperTable(detail::kWazirSteps);

static_assert(count(kKnightAttacks[0]) == 2 && count(kKnightAttacks[27]) == 8);
static_assert(count(kKingAttacks[0]) == 3 && count(kWazirAttacks[27]) == 4);

// Set-wise leaper targets of every square in `b` together (B: a Bitboard or a vector of them).
template <typename B> [[gnu::always_inline]] constexpr B knightTargets(B b)
{
    const B l1 = (b >> 1) & kNotFileH, l2 = (b >> 2) & ~(kFileH | (kFileH >> 1));
    const B r1 = (b << 1) & kNotFileA, r2 = (b << 2) & ~(kFileA | (kFileA << 1));
    const B h1 = l1 | r1, h2 = l2 | r2;
    return (h1 << 16) | (h1 >> 16) | (h2 << 8) | (h2 >> 8);
}
template <typename B> [[gnu::always_inline]] constexpr B wazirTargets(B b)
{
    return north(b) | south(b) | east(b) | west(b);
}
template <typename B> [[gnu::always_inline]] constexpr B kingTargets(B b)
{
    const B row = b | east(b) | west(b);
    return (row | north(row) | south(row)) & ~b;
}

// Squares a rook / bishop on each square of `gen` attacks when `empty` holds the empty squares
// (Kogge-Stone occluded fill: each ray stops at, and includes, the first occupied square).
Bitboard rookFill(Bitboard gen, Bitboard empty);
Bitboard bishopFill(Bitboard gen, Bitboard empty);

// Reference: attacks of one slider, walking each ray square by square.
Bitboard slidingAttacks(PieceType type, Square from, Bitboard occupied);

// Squares a piece of this colour and type on `from` attacks (pawns: the two diagonal squares).
Bitboard attacksFrom(Piece piece, Square from, Bitboard occupied);

// Squares the pawns in `pawns` attack.
template <typename B> [[gnu::always_inline]] constexpr B pawnAttacks(Color c, B pawns)
{
    const B side = east(pawns) | west(pawns);
    return c == Color::White ? north(side) : south(side);
}

} // namespace cd
