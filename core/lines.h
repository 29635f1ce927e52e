// The squares between two squares and the whole line through them, for pins and checks.
#pragma once

#include "bitboard.h"

#include <array>

namespace cd {

namespace detail {
struct LineTables {
    std::array<std::array<Bitboard, 64>, 64> between{}; // strictly between a and b
    std::array<std::array<Bitboard, 64>, 64> line{};    // the whole rank, file or diagonal
};

constexpr LineTables makeLineTables()
{
    constexpr int steps[8][2] = {{1, 0}, {-1, 0},  {0, 1},  {0, -1},
                                 {1, 1}, {-1, -1}, {1, -1}, {-1, 1}};
    LineTables t;
    for (int a = 0; a < 64; ++a)
        for (const auto& d : steps) {
            // The full line: a itself and both directions from it.
            Bitboard full = Bitboard{1} << a;
            for (int sign : {1, -1})
                for (int f = (a & 7) + sign * d[0], r = (a >> 3) + sign * d[1];
                     f >= 0 && f < 8 && r >= 0 && r < 8; f += sign * d[0], r += sign * d[1])
                    full |= Bitboard{1} << (8 * r + f);
            Bitboard passed = 0;
            for (int f = (a & 7) + d[0], r = (a >> 3) + d[1]; f >= 0 && f < 8 && r >= 0 && r < 8;
                 f += d[0], r += d[1]) {
                const int b = 8 * r + f;
                t.between[static_cast<std::size_t>(a)][static_cast<std::size_t>(b)] = passed;
                t.line[static_cast<std::size_t>(a)][static_cast<std::size_t>(b)] = full;
                passed |= Bitboard{1} << b;
            }
        }
    return t;
}
} // namespace detail

inline constexpr detail::LineTables kLineTables = detail::makeLineTables();

// Squares strictly between a and b when they share a rank, file or diagonal; empty otherwise.
constexpr Bitboard between(Square a, Square b)
{
    return kLineTables.between[static_cast<std::size_t>(a)][static_cast<std::size_t>(b)];
}
// The whole rank, file or diagonal through a and b; empty when they share none (or a == b).
constexpr Bitboard lineThrough(Square a, Square b)
{
    return kLineTables.line[static_cast<std::size_t>(a)][static_cast<std::size_t>(b)];
}

static_assert(between(A1, D4) == (bit(B2) | bit(C3)) && between(A1, B3) == 0);
static_assert(has(lineThrough(C3, E5), H8) && has(lineThrough(C3, E5), A1) &&
              lineThrough(A1, A1) == 0);

} // namespace cd
