// Worksheet exercises: for each, a metric, a source square and the squares whose distance the
// student must fill in (optionally a target whose shortest routes are to be counted). The same
// seed always gives the same exercises, on every machine (own generator, no std distributions).
#pragma once

#include "query.h"

#include <cstdint>
#include <vector>

namespace cd {

struct ExerciseSpec {
    std::vector<Metric> metrics = {Metric::Knight, Metric::Chebyshev, Metric::Manhattan};
    int count = 6;
    std::uint64_t seed = 1;
    int questions = 5;         // squares asked per board
    bool trajectories = false; // also ask how many shortest routes lead to a target
};

struct Exercise {
    Query query;               // metric, source and (with a trajectory question) the target
    Answer answer;             // the full answer, for the key
    std::vector<Square> asked; // squares shown with a question mark, in increasing order
};

// Throws InputError for an empty metric list, a metric without a source square
// (center, edge: nothing to ask from), count outside 1..500 or questions outside 1..20.
std::vector<Exercise> makeExercises(const ExerciseSpec& spec);

} // namespace cd
