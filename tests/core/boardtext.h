// Test helpers: boards written the way docs/ prints them (rank 8 first, '-' for
// UNREACHABLE), square sets by name, and text renderings that make QCOMPARE failures readable.
#pragma once

#include "bitboard.h"
#include "distance.h"

#include <QString>
#include <QStringList>

#include <array>
#include <stdexcept>
#include <string>
#include <string_view>

namespace testutil {

// One cell: '-' is UNREACHABLE, '0'-'9' and 'a'-'z' are 0..35 (docs/board.md#text-maps).
inline int cellValue(char c)
{
    if (c == '-')
        return cd::kUnreachable;
    if (c >= '0' && c <= '9')
        return c - '0';
    if (c >= 'a' && c <= 'z')
        return c - 'a' + 10;
    throw std::logic_error(std::string("bad cell '") + c + "'");
}

// A map from 8 rows, rank 8 first, each with 8 cells separated by spaces.
inline cd::DistanceMap mapFromRows(const std::array<std::string_view, 8>& rows)
{
    cd::DistanceMap m = cd::unreachableMap();
    for (int i = 0; i < 8; ++i) {
        const int rank = 7 - i;
        int file = 0;
        for (const char c : rows[static_cast<std::size_t>(i)]) {
            if (c == ' ')
                continue;
            if (file == 8)
                throw std::logic_error("more than 8 cells in a row");
            m[static_cast<std::size_t>(8 * rank + file++)] = static_cast<std::int8_t>(cellValue(c));
        }
        if (file != 8)
            throw std::logic_error("fewer than 8 cells in a row");
    }
    return m;
}

// A 64-entry int table written as 8 rows, rank 8 first.
inline std::array<int, 64> tableFromRows(const std::array<std::string_view, 8>& rows)
{
    const cd::DistanceMap m = mapFromRows(rows);
    std::array<int, 64> t{};
    for (std::size_t s = 0; s < 64; ++s)
        t[s] = m[s];
    return t;
}

// Rank 8 first, cells right-aligned in width 3, '-' for UNREACHABLE.
template <typename Map> QString mapText(const Map& m)
{
    QString out;
    for (int rank = 7; rank >= 0; --rank) {
        out += QString::number(rank + 1) + QLatin1Char(' ');
        for (int file = 0; file < 8; ++file) {
            const int v = static_cast<int>(m[static_cast<std::size_t>(8 * rank + file)]);
            out += v == cd::kUnreachable ? QStringLiteral("  -") : QStringLiteral("%1").arg(v, 3);
        }
        out += QLatin1Char('\n');
    }
    return out;
}

// "e5 f5 g5" -> the set of those squares; throws on a bad name.
inline cd::Bitboard squares(std::string_view names)
{
    cd::Bitboard b = 0;
    std::size_t i = 0;
    while (i < names.size()) {
        if (names[i] == ' ') {
            ++i;
            continue;
        }
        const auto s = cd::parseSquare(names.substr(i, 2));
        if (!s || (i + 2 < names.size() && names[i + 2] != ' '))
            throw std::logic_error("bad square list: " + std::string(names));
        b |= cd::bit(*s);
        i += 2;
    }
    return b;
}

inline cd::Square sq(std::string_view name)
{
    const auto s = cd::parseSquare(name);
    if (!s)
        throw std::logic_error("bad square name: " + std::string(name));
    return *s;
}

// The squares of a set in index order, by name ("a1 e4 h8").
inline QString setText(cd::Bitboard b)
{
    QStringList names;
    cd::forEachSquare(b, [&](cd::Square s) { names << QString::fromStdString(cd::squareName(s)); });
    return names.join(QLatin1Char(' '));
}

template <typename Route> QString routeText(const Route& route)
{
    QStringList names;
    for (const cd::Square s : route)
        names << QString::fromStdString(cd::squareName(s));
    return names.join(QLatin1Char(' '));
}

} // namespace testutil
