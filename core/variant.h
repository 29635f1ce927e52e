// The chess variant a PGN game's Variant tag names: the games this program can play through are
// standard chess and Chess960; any other variant's game is skipped with variantNotSupported.
#pragma once

#include "message.h"

#include <string_view>

namespace cd {

enum class Variant { Standard, Chess960, Unsupported };

// The variant of a Variant tag's value, case and spaces ignored: empty, "Standard", "Chess",
// "Normal" or "From Position" (lichess's name for a standard game set up from a FEN) are standard;
// "Chess960", "Chess 960", "960", "Fischerandom", "Fischer Random", "FRC" are Chess960.
Variant variantOfTag(std::string_view value);

// "variant Crazyhouse is not supported": why a game of another variant is skipped.
Message variantNotSupported(std::string_view value);

} // namespace cd
