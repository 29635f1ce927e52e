// Squares in little-endian rank-file mapping: s = 8 * rank + file (docs/board.md#squares).
#pragma once

#include <cstdint>
#include <optional>
#include <stdexcept>
#include <string>
#include <string_view>

namespace cd {

using Square = int;

inline constexpr int kSquareCount = 64;

// True for 0..63.
constexpr bool isSquare(int s)
{
    return s >= 0 && s < kSquareCount;
}

// Throws std::out_of_range unless s is 0..63; every square function checks its input with it.
constexpr Square checked(int s)
{
    if (!isSquare(s))
        throw std::out_of_range("square index " + std::to_string(s) + " is not in 0..63");
    return s;
}

constexpr int fileOf(Square s)
{
    return checked(s) & 7;
}
constexpr int rankOf(Square s)
{
    return checked(s) >> 3;
}

// The square on file f and rank r (both 0..7); throws std::out_of_range otherwise.
constexpr Square makeSquare(int file, int rank)
{
    if (file < 0 || file > 7 || rank < 0 || rank > 7)
        throw std::out_of_range("file and rank must be in 0..7");
    return 8 * rank + file;
}

// Light squares have an odd file + rank: a1 and h8 are dark.
constexpr bool isLight(Square s)
{
    return ((fileOf(s) + rankOf(s)) & 1) != 0;
}

constexpr int to0x88(Square s)
{
    return checked(s) + (s & ~7);
}
constexpr Square from0x88(int x)
{
    if (x < 0 || x > 0x77 || (x & 0x88) != 0)
        throw std::out_of_range("not a 0x88 square index");
    return (x + (x & 7)) >> 1;
}

constexpr Square mirrorFile(Square s)
{
    return checked(s) ^ 7;
}
constexpr Square flipRank(Square s)
{
    return checked(s) ^ 56;
}
constexpr Square rotate180(Square s)
{
    return checked(s) ^ 63;
}
constexpr Square transpose(Square s)
{
    return 8 * fileOf(s) + rankOf(s);
}

// One of the 8 symmetries of the board (index 0..7: bit 0 mirror, bit 1 flip, bit 2 transpose).
constexpr Square applySymmetry(int symmetry, Square s)
{
    Square t = checked(s);
    if (symmetry & 4)
        t = transpose(t);
    if (symmetry & 1)
        t = mirrorFile(t);
    if (symmetry & 2)
        t = flipRank(t);
    return t;
}

// "a1" .. "h8", lower case.
inline std::string squareName(Square s)
{
    return {static_cast<char>('a' + fileOf(s)), static_cast<char>('1' + rankOf(s))};
}

// Exact inverse of squareName (an upper-case file letter is accepted too); nullopt otherwise.
constexpr std::optional<Square> parseSquare(std::string_view text)
{
    if (text.size() != 2)
        return std::nullopt;
    char f = text[0];
    if (f >= 'A' && f <= 'H')
        f = static_cast<char>(f - 'A' + 'a');
    const char r = text[1];
    if (f < 'a' || f > 'h' || r < '1' || r > '8')
        return std::nullopt;
    return makeSquare(f - 'a', r - '1');
}

static_assert(makeSquare(4, 3) == 28 && fileOf(28) == 4 && rankOf(28) == 3);
static_assert(!isLight(0) && !isLight(63) && isLight(7) && isLight(56));
static_assert(to0x88(28) == 0x34 && from0x88(0x34) == 28);
static_assert(parseSquare("e4") == 28 && !parseSquare("i1") && !parseSquare("a9"));

} // namespace cd
