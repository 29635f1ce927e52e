// Worksheet exercises: for each, a metric, a source square and the squares whose distance the
// student must fill in (optionally a target whose shortest routes are to be counted). With a
// position, the reach metric asks about its pieces ("how many moves does the knight on f3 need
// to reach ...?"). The same seed always gives the same exercises, on every machine (own
// generator, no std distributions).
#pragma once

#include "query.h"

#include <cstdint>
#include <optional>
#include <string>
#include <vector>

namespace cd {

// How much of each board the student fills in.
enum class Blanks {
    Few,  // `questions` squares
    Half, // half of the squares the piece can reach
    All,  // every square but the source, unreachable ones included (answered with a dash)
};

struct ExerciseSpec {
    std::vector<Metric> metrics = {Metric::Knight, Metric::Chebyshev, Metric::Manhattan};
    int count = 6;
    std::uint64_t seed = 1;
    Blanks blanks = Blanks::Few;
    int questions = 5;         // squares asked per board, with Blanks::Few
    bool trajectories = false; // also ask how many shortest routes lead to a target
    Board board;               // Metric::Reach measures the pieces of this position
    // Reach: the pieces asked about, in this order (each once; one that cannot move is asked
    // about too, every answer a dash); empty: every piece that can move, in the seed's order.
    std::vector<Square> from;
    ReachOptions reach;
};

struct Exercise {
    Query query;               // metric, source and (with a trajectory question) the target
    Answer answer;             // the full answer, for the key
    std::vector<Square> asked; // squares left blank, in increasing order
    // From a game's position: the move that led there ("23. Nf3"), "" for the game's start.
    std::optional<std::string> gameMove;
};

// Throws InputError for an empty metric list, a metric without a source square
// (center, edge: nothing to ask from), count outside 1..500, questions outside 1..20, reach
// without `from` in a position where no piece can move, or a `from` square without a piece or
// given twice. A stuck piece's blanks are drawn from every square (answered with a dash).
std::vector<Exercise> makeExercises(const ExerciseSpec& spec);

} // namespace cd
