// The evaluation symbols that PGN files write as text among the moves instead of a NAG ("+-" for
// $18), and the figurine pieces ("♘f3") that some write instead of a piece letter
// (docs/games.md#pgn).
#pragma once

#include <array>
#include <cstddef>
#include <string_view>

namespace cd {

struct NagSymbol {
    std::string_view text;
    int nag; // the NAG of the PGN standard it stands for
};

// Longest first where one begins another ("=/+" before "=").
inline constexpr std::array<NagSymbol, 12> kNagSymbols{{
    {"+/=", 14},    // White is slightly better
    {"=/+", 15},    // Black is slightly better
    {"+/-", 16},    // White is clearly better
    {"-/+", 17},    // Black is clearly better
    {"+-", 18},     // White is winning
    {"-+", 19},     // Black is winning
    {"=", 10},      // equal
    {"\u221E", 13}, // unclear
    {"\u2A72", 14}, // ⩲
    {"\u2A71", 15}, // ⩱
    {"\u00B1", 16}, // ±
    {"\u2213", 17}, // ∓
}};

// The evaluation symbol `text` starts with, or nullptr.
inline const NagSymbol* nagSymbolAt(std::string_view text)
{
    for (const NagSymbol& s : kNagSymbols)
        if (text.starts_with(s.text))
            return &s;
    return nullptr;
}

// The ASCII evaluation symbol `text` ends with, or nullptr: "Qh5+-" is Qh5, then "+-".
inline const NagSymbol* nagSymbolAtEnd(std::string_view text)
{
    for (const NagSymbol& s : kNagSymbols)
        if (static_cast<unsigned char>(s.text.front()) < 0x80 && text.size() > s.text.size() &&
            text.back() == s.text.back() && text.ends_with(s.text)) // the last byte: no call
            return &s;
    return nullptr;
}

// The piece letter of a figurine (U+2654..U+265F: ♔♕♖♗♘♙, then ♚♛♜♝♞♟) at the start of `text`,
// or '\0'; each is 3 bytes of UTF-8.
inline char figurineLetterAt(std::string_view text)
{
    if (text.size() < 3 || text[0] != '\xE2' || text[1] != '\x99')
        return '\0';
    const auto last = static_cast<unsigned char>(text[2]);
    if (last < 0x94 || last > 0x9F)
        return '\0';
    return "KQRBNP"[(last - 0x94) % 6];
}
inline constexpr std::size_t kFigurineBytes = 3;

} // namespace cd
