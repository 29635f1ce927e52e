// What a board shows for a query, whatever is wrong with it: the one rule every board (the
// window's, the comparison's, the tables') uses to turn a Query into something to draw.
#pragma once

#include "query.h"

#include <QString>

namespace cd {

struct BoardAnswer {
    Query query;   // the query answered: with the probe on an empty source, the target kept
    Answer answer; // the map is kept when only the routes fail
    QString error; // why the query has no full answer ("" when it has one), translated
};

// Answers `q` for a board: in reach mode `probe` stands in on an empty source; a target without a
// source is dropped; when only the trajectory part fails, the map stays (and the target stays
// marked) and `error` says why. Never throws.
BoardAnswer answerForBoard(Query q, Piece probe);

} // namespace cd
