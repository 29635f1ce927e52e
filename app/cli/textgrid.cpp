#include "textgrid.h"

#include <algorithm>

namespace cd::cli {

namespace {

template <typename CellOf> std::string grid(CellOf cellOf)
{
    std::string out;
    for (int rank = 7; rank >= 0; --rank) {
        out += static_cast<char>('1' + rank);
        out += ' ';
        for (int file = 0; file < 8; ++file) {
            out += ' ';
            out += cellOf(makeSquare(file, rank));
        }
        out += '\n';
    }
    out += "   a b c d e f g h\n";
    return out;
}

} // namespace

char cellChar(int value)
{
    if (value < 0)
        return '-';
    if (value < 10)
        return static_cast<char>('0' + value);
    if (value < 36)
        return static_cast<char>('a' + value - 10);
    return '+';
}

std::string mapGrid(const DistanceMap& map)
{
    return grid([&](Square s) { return cellChar(map[static_cast<std::size_t>(s)]); });
}

std::string setGrid(Bitboard set)
{
    return grid([&](Square s) { return (set >> s) & 1 ? '1' : '.'; });
}

std::string signedGrid(const std::array<std::optional<int>, 64>& values)
{
    std::string out;
    for (int rank = 7; rank >= 0; --rank) {
        out += static_cast<char>('1' + rank);
        out += ' ';
        for (int file = 0; file < 8; ++file) {
            const auto& v = values[static_cast<std::size_t>(makeSquare(file, rank))];
            std::string cell = !v ? "." : *v > 0 ? "+" + std::to_string(*v) : std::to_string(*v);
            out += std::string(3 - std::min<std::size_t>(3, cell.size()), ' ') + cell;
        }
        out += '\n';
    }
    out += "    a  b  c  d  e  f  g  h\n";
    return out;
}

} // namespace cd::cli
