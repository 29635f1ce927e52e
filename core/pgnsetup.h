// The position a PGN game starts from, set up by its tags before its first move: the FEN tag's
// position, in Chess960 if the Variant tag says so, else the start of standard chess or Chess960.
#pragma once

#include "game.h"
#include "message.h"

#include <optional>

namespace cd {

// Why a game's tags set up no position: which tag, and what is wrong with it.
struct PgnSetUpProblem {
    enum class Tag { Variant, Fen } tag;
    Message detail;
};

// The start position of `game` from its tags; nullopt for the standard start. `hasVariant` and
// `hasFen` say whether it has those tags (no tag is looked for that it has not: a file of bad
// games asks this for each). Throws PgnSetUpProblem for another variant or a FEN that cannot be
// read.
std::optional<Position> pgnSetUp(const Game& game, bool hasVariant, bool hasFen);

} // namespace cd
