// What the interactive homework page looks up (docs/homework.md): every number it shows, computed
// here by the core when the page is made, so that the page's script only looks up and draws.
// For each metric: the all-pairs distance table (64x64) of each distinct move graph — the empty
// board's, or in a position each piece's with the piece lifted — and which table answers a click
// on each square. A trajectory layer i is {v : d(from, v) = i, d(v, to) = L - i} and a route step
// is a pair with d(x, y) = 1, so the tables answer the trajectory sets and routes as well.
#pragma once

#include "diagram/diagram.h"
#include "diagram/diagrambuilder.h"
#include "query.h"

#include <QByteArray>
#include <QString>
#include <QStringList>

#include <array>
#include <cstdint>
#include <optional>
#include <vector>

namespace cd {

// The quiz of a homework page: the worksheet generator's exercises (core/exercises.h), one
// square asked per exercise.
struct QuizRequest {
    int count = 6;
    std::uint64_t seed = 1;
};

struct PageRequest {
    Query query;                 // as asked: metric, squares, position, probe piece, rules
    std::vector<Metric> metrics; // the metrics to switch among; the first is shown at the start
    DisplayOptions display;
    int width = 800;
    std::optional<QuizRequest> quiz;
    // The diagram the page opens on is the zone's (render --zone): the page keeps it until the
    // pupil measures something else, and a click on the attacker brings it back.
    bool zone = false;
    // The diagram the page opens on is the position's control (render --control): a button
    // brings it back after the pupil has measured something.
    bool control = false;
};

// One metric's lookups.
struct PageMetric {
    Metric metric = Metric::Knight;
    // tables[k][from * 64 + to]: fewest moves (kUnreachable when none).
    std::vector<std::vector<Distance>> tables;
    std::array<int, 64> tableOf{}; // the table answering a click on the square; -1: none
    std::array<bool, 64> routes{}; // the square's table also answers routes (d = 1 is a move)
    std::array<std::optional<Piece>, 64> ghost{}; // the stand-in drawn on an empty source
    std::array<QString, 64> caption{};            // the caption of a click on the square
    // Its first paragraph once a target is chosen, as render words it: %1 stands for the target,
    // %2 for what is said of it (distance, routes); empty for a metric without a source.
    std::array<QString, 64> targetCaption{};
    int maximum = 0; // largest value in any table
};

// One quiz question: the distance from `from` to `square` under the exercise's query.
struct PageQuestion {
    QString text;
    Metric metric = Metric::Knight;
    Square from = A1;
    Square square = A1;
    Distance answer = kUnreachable;
    // A question of the zone answered in words ("yes", a square's name), not a distance: its
    // answer and every answer that is right; empty for a distance question.
    QStringList answers;
};

// The lookups of every metric of the request; throws QueryError (InputError) when a metric cannot
// measure at all in this setting.
std::vector<PageMetric> pageMetrics(const PageRequest& r);

// The quiz's questions; throws InputError (a metric without a source square, a position where no
// piece can move).
std::vector<PageQuestion> pageQuestions(const PageRequest& r);
// Why the quiz has nothing to ask, said of what the page shows (an empty board, a stand-in
// piece); empty when it can ask.
QString quizRefusal(const PageRequest& r);

// A distance table as base-36 digits, `width` characters a value ("-" repeated for unreachable).
QByteArray encodeDistances(const std::vector<Distance>& values, int width);
// The digits per value that encodeDistances needs for values up to `maximum`.
int digitsFor(int maximum);

} // namespace cd
