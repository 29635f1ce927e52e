// What a symbol of PGN movetext stands for besides a move: a result, a move number, a null move.
#pragma once

#include <string>
#include <string_view>

namespace cd {

// The result a token stands for, "" if none: besides the four of the standard, "1/2" and an en
// dash or a "½" as other programs write them.
std::string pgnResultOf(std::string_view s);

// Digits only: "12" of "12." or "12...".
bool isPgnMoveNumber(std::string_view s);

// "--" and "Z0": a move that passes, which some programs write in variations.
bool isPgnNullMove(std::string_view s);

} // namespace cd
