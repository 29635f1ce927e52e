// Squares in little-endian rank-file mapping: s = 8 * rank + file (docs/board.md#squares). A
// Square is always on the board: numbers and text from outside become squares only through the
// checked entries (parseSquare, squareFromIndex, makeSquare, from0x88); inside, functions merely
// assert it.
#pragma once

#include <cassert>
#include <optional>
#include <stdexcept>
#include <string>
#include <string_view>

namespace cd {

// clang-format off
enum Square : int {
    A1, B1, C1, D1, E1, F1, G1, H1,
    A2, B2, C2, D2, E2, F2, G2, H2,
    A3, B3, C3, D3, E3, F3, G3, H3,
    A4, B4, C4, D4, E4, F4, G4, H4,
    A5, B5, C5, D5, E5, F5, G5, H5,
    A6, B6, C6, D6, E6, F6, G6, H6,
    A7, B7, C7, D7, E7, F7, G7, H7,
    A8, B8, C8, D8, E8, F8, G8, H8,
};
// clang-format on

inline constexpr int kSquareCount = 64;

// True for 0..63: the indices that name a square.
constexpr bool isSquare(int s)
{
    return s >= 0 && s < kSquareCount;
}

// For loops over squares: for (Square s = A1; s <= H8; ++s). Only the end of such a loop may step
// past H8.
constexpr Square& operator++(Square& s)
{
    return s = Square(s + 1);
}
constexpr Square& operator--(Square& s)
{
    return s = Square(s - 1);
}

// a1, b1, ..., h8 in index order: for (Square s : allSquares()).
struct SquareRange {
    struct Iterator {
        int index;
        constexpr Square operator*() const { return Square(index); }
        constexpr Iterator& operator++()
        {
            ++index;
            return *this;
        }
        constexpr bool operator==(const Iterator&) const = default;
    };
    constexpr Iterator begin() const { return {0}; }
    constexpr Iterator end() const { return {kSquareCount}; }
};
constexpr SquareRange allSquares()
{
    return {};
}

// Checked entry for untrusted numbers: the square with index i, nullopt unless i is 0..63.
constexpr std::optional<Square> squareFromIndex(int i)
{
    return isSquare(i) ? std::optional<Square>(Square(i)) : std::nullopt;
}

constexpr int fileOf(Square s)
{
    assert(isSquare(s));
    return s & 7;
}
constexpr int rankOf(Square s)
{
    assert(isSquare(s));
    return s >> 3;
}

// Checked entry: the square on file f and rank r (both 0..7); throws std::out_of_range otherwise.
constexpr Square makeSquare(int file, int rank)
{
    if (file < 0 || file > 7 || rank < 0 || rank > 7)
        throw std::out_of_range("file and rank must be in 0..7");
    return Square(8 * rank + file);
}

// Light squares have an odd file + rank: a1 and h8 are dark.
constexpr bool isLight(Square s)
{
    return ((fileOf(s) + rankOf(s)) & 1) != 0;
}

constexpr int to0x88(Square s)
{
    assert(isSquare(s));
    return s + (s & ~7);
}
// Checked entry: throws std::out_of_range unless x is an on-board 0x88 index.
constexpr Square from0x88(int x)
{
    if (x < 0 || x > 0x77 || (x & 0x88) != 0)
        throw std::out_of_range("not a 0x88 square index");
    return Square((x + (x & 7)) >> 1);
}

constexpr Square mirrorFile(Square s)
{
    assert(isSquare(s));
    return Square(s ^ 7);
}
constexpr Square flipRank(Square s)
{
    assert(isSquare(s));
    return Square(s ^ 56);
}
constexpr Square rotate180(Square s)
{
    assert(isSquare(s));
    return Square(s ^ 63);
}
constexpr Square transpose(Square s)
{
    return Square(8 * fileOf(s) + rankOf(s));
}

// One of the 8 symmetries of the board (index 0..7: bit 0 mirror, bit 1 flip, bit 2 transpose).
constexpr Square applySymmetry(int symmetry, Square s)
{
    Square t = s;
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

// Checked entry: the exact inverse of squareName (an upper-case file letter is accepted too);
// nullopt otherwise.
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

static_assert(makeSquare(4, 3) == E4 && fileOf(E4) == 4 && rankOf(E4) == 3 && H8 == 63);
static_assert(!isLight(A1) && !isLight(H8) && isLight(H1) && isLight(A8));
static_assert(to0x88(E4) == 0x34 && from0x88(0x34) == E4);
static_assert(parseSquare("e4") == E4 && !parseSquare("i1") && !parseSquare("a9"));
static_assert(squareFromIndex(63) == H8 && !squareFromIndex(64) && !squareFromIndex(-1));

} // namespace cd
