// One character of UTF-8 text as messages name it: the character itself in quotes ('é', '♘'), or
// the byte's value ('\xE2') for a control character or a byte that starts no whole character.
#pragma once

#include <cstddef>
#include <string>
#include <string_view>

namespace cd {

// The bytes of the whole UTF-8 character at text[i] (1 to 4), or 0 if none starts there or it is
// an ASCII control character.
std::size_t utf8CharLength(std::string_view text, std::size_t i);

// "'é'", "'X'", or "'\xC3'" (see above).
std::string quotedCharAt(std::string_view text, std::size_t i);

// Like quotedCharAt, with the code point after a character outside ASCII, which may look like
// another or like nothing: "' ' (U+00A0)", "'♥' (U+2665)".
std::string namedCharAt(std::string_view text, std::size_t i);

} // namespace cd
