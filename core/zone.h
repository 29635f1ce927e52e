// Stilman's zones (docs/zones.md): the attacker's trajectory set to its target, and the opposing
// pieces that can meet it on a stop in time, each with its own trajectory set to that stop.
#pragma once

#include "query.h"

#include <optional>
#include <vector>

namespace cd {

// How an interceptor meets the attacker on a stop.
enum class InterceptionKind : std::uint8_t {
    Block,   // it stands on the stop before the attacker arrives
    Capture, // it takes the attacker right after the attacker arrives there
    // The attacker is a king, which no piece takes: it guards the stop when the king would step
    // there (measured as a capture: a piece that could take on the stop guards it a move before).
    Guard,
};

// One piece meeting one stop of a trajectory set in time. A piece that can do both on one stop
// is listed once, as a block (it may then capture all the same).
struct Interception {
    Square from = A1; // the interceptor's square
    Piece piece;
    Square at = A1; // the stop
    int stop = 0;   // its layer k in the attacker's set, 1..L
    int moves = 0;  // the interceptor's reach distance to the stop (for its kind)
    int budget = 0; // the moves the interceptor's side has made before the attacker's k-th move
    InterceptionKind how = InterceptionKind::Block;
    // The interceptor's shortest routes to the stop; routes holds one, its chosen route.
    TrajectorySet routes;
    // Depth 2: the pieces of the attacker's side that stop this interceptor in time on its own
    // timeline (its routes as the main set); empty at depth 1.
    std::vector<Interception> counters;
    // 0 in time; for a late piece's best try the moves it lacks: moves - budget for a block,
    // moves - (budget + 1) for a capture or a guard.
    int lateBy = 0;
};

struct Zone {
    Square from = A1;
    Square to = A1;
    Piece attacker;
    bool attackerToMove = true; // the FEN's side to move (White when the FEN does not say)
    TrajectorySet main;         // the first q.limit routes; routes[0] is the chosen main route
    std::vector<int> budgets;   // budgets[k] for k = 0..L (budgets[0] is unused: 0)
    // In order of the stop's layer k, then the stop's square, then the interceptor's square.
    std::vector<Interception> interceptions;
    // The pieces of the other side that reach a stop but in time at none, each at its best try
    // (no counters): least late first, then in the interceptions' order.
    std::vector<Interception> late;
};

// budget(k): the other side's moves made before the attacker's k-th move.
constexpr int zoneBudget(bool attackerToMove, int k)
{
    return attackerToMove ? k - 1 : k;
}

// Whether White is to move in the position (its FEN's side; White when it gives none).
bool whiteToMove(const Board& board);
// The same as a colour.
Color colorToMove(const Board& board);

// What a zone asks of a query, in the order it is checked: both squares, a position (one the
// user gave, not the empty board by default), the reach metric, a piece on the source.
enum class ZoneNeed { Squares, Position, Reach, Piece };

// The first need of a zone that `q` leaves unmet, nullopt when it can have one; `positionGiven`
// says whether q.board is a position the user gave. The one check of a zone's preconditions:
// zone() and every caller that names them in its own words (the zone command, render --zone and
// --animate zone, the window) ask it.
std::optional<ZoneNeed> zoneNeed(const Query& q, bool positionGiven);

// The zone of the piece on q.from towards q.to (q.length, q.reach and q.limit as for reach
// trajectories; q.metric and q.piece are ignored). Depth 1 or 2. Throws QueryError for an empty
// source, a target equal to the source or one the attacker cannot reach in q.length moves.
Zone zone(const Query& q, int depth = 1);

// The interceptions of one trajectory set: the pieces of the side opposite to `attacker`, other
// than those in `exclude`, on `board` (with the attacker standing on set.routes' origin, and
// lifted for the distances). The core of zone(), one level deep.
std::vector<Interception> interceptions(const Board& board, Square origin, Piece attacker,
                                        const TrajectorySet& set, bool attackerToMove,
                                        const ReachOptions& opts, Bitboard exclude = 0);

// The late pieces of one trajectory set: each piece of the other side but those in `inTime` that
// reaches some stop, at its best try: the smallest lateBy, then the earliest stop (its layer, then
// its square), then a block before a capture. Same board and options as interceptions().
std::vector<Interception> latePieces(const Board& board, Square origin, Piece attacker,
                                     const TrajectorySet& set, bool attackerToMove,
                                     const ReachOptions& opts, Bitboard inTime);

} // namespace cd
