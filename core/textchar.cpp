#include "textchar.h"

namespace cd {

namespace {

constexpr char kHex[] = "0123456789ABCDEF";

} // namespace

std::size_t utf8CharLength(std::string_view text, std::size_t i)
{
    const auto byte = static_cast<unsigned char>(text[i]);
    std::size_t length = byte < 0x80                   ? (byte >= 0x20 && byte < 0x7F ? 1 : 0)
                         : byte >= 0xC2 && byte < 0xE0 ? 2
                         : byte >= 0xE0 && byte < 0xF0 ? 3
                         : byte >= 0xF0 && byte < 0xF5 ? 4
                                                       : 0;
    if (i + length > text.size())
        return 0;
    for (std::size_t k = 1; k < length; ++k)
        if ((static_cast<unsigned char>(text[i + k]) & 0xC0) != 0x80)
            return 0;
    return length;
}

std::string quotedCharAt(std::string_view text, std::size_t i)
{
    if (const std::size_t length = utf8CharLength(text, i))
        return "'" + std::string(text.substr(i, length)) + "'";
    const auto byte = static_cast<unsigned char>(text[i]);
    return std::string("'\\x") + kHex[byte >> 4] + kHex[byte & 15] + "'";
}

std::string namedCharAt(std::string_view text, std::size_t i)
{
    const std::size_t length = utf8CharLength(text, i);
    if (length < 2)
        return quotedCharAt(text, i);
    // The code point: the lead byte's low bits, then six bits from each continuation byte.
    unsigned code = static_cast<unsigned char>(text[i]) & (0x7Fu >> length);
    for (std::size_t k = 1; k < length; ++k)
        code = (code << 6) | (static_cast<unsigned char>(text[i + k]) & 0x3Fu);
    std::string hex;
    for (int shift = code > 0xFFFFF ? 20 : code > 0xFFFF ? 16 : 12; shift >= 0; shift -= 4)
        hex += kHex[(code >> shift) & 15];
    return quotedCharAt(text, i) + " (U+" + hex + ")";
}

} // namespace cd
