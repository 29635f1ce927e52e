// The square of the pawn (docs/zones.md), the rule pupils remember for a king racing a pawn.
#pragma once

#include "diagram/diagram.h"
#include "zone.h"

#include <optional>

namespace cd {

// The square of a pawn that runs straight to its promotion square with nothing in its way (the
// zone's attacker is a pawn, its target the promotion square on its own file, its chosen route
// that file): the squares where the other side's king must stand now to catch it. Its side is
// the pawn's moves to go plus one (a first-rank pawn's double step counts one move), one rank
// longer, back past the pawn, when the king's side is to move: it has a move more. On an
// otherwise empty board a king inside catches the pawn and a king outside does not. Drawn
// towards `king` (the other side's king), or the wider side of the board when it stands on the
// pawn's file or there is none. nullopt when the case does not apply.
std::optional<PawnSquare> pawnSquare(const Zone& z, std::optional<Square> king);

} // namespace cd
