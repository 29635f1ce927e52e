// The words of Stilman's zone (docs/zones.md) in one place: the window's headline and hover, the
// captions of exports and the zone command's sentences all name the same catch the same way.
#pragma once

#include "zone.h"

#include <QString>

#include <vector>

namespace cd {

// The interception a teacher names for each interceptor: its earliest meeting with the attacker
// (at a stop where it can do both, the block), in the order the interceptors first meet it.
std::vector<const Interception*> namedInterceptions(const Zone& z);

// The verdict, naming the first of namedInterceptions(): "The white king catches the a-pawn" /
// "No white piece stops the a-pawn: the king f2 is one move too late" (the nearest late piece) /
// "No white piece can stop the h-pawn in time" (none comes near).
QString zoneVerdict(const Zone& z);

// The teacher's sentences: "Black pawn a5 → a1 in 4 moves. The white king on e2 catches it: it
// reaches a1 in 4, in time to capture after the pawn promotes."
QString zoneSentences(const Zone& z);

// "block", "capture" or "guard", as the zone's table says it.
QString zoneHowText(InterceptionKind k);

// The same as JSON writes it, never translated.
const char* zoneHowName(InterceptionKind k);

// A late piece's best try: "White king f2 → a1 (capture): 5 moves, 4 allowed — one move too
// late".
QString zoneLateText(const Interception& late);

// How late a late piece is, as its label on a picture says: "one move too late".
QString zoneLateLabel(const Interception& late);

// What the zone says about square s, "" when s is neither an interceptor nor a stop: "White king
// e2 → a1: 4 moves; the pawn arrives on a1 with Black's move 4: in time, by capture". A zone of
// depth 2 adds who in turn stops the interceptor: "; in turn the white knight on d6 (on b7) can
// stop it in time".
// A late piece's square or stop gets its best try (zoneLateText).
QString zoneSquareText(const Zone& z, Square s);

} // namespace cd
