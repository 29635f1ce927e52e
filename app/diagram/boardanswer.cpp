#include "diagram/boardanswer.h"

#include "diagram/diagrambuilder.h"
#include "i18n/coremessages.h"

namespace cd {

BoardAnswer answerForBoard(Query q, Piece probe)
{
    if (q.metric == Metric::Reach && q.from && !q.board.pieceAt(*q.from))
        q.piece = probe;
    else
        q.piece.reset();
    if (q.to && !q.from)
        q.to.reset();
    BoardAnswer shown{q, {}, {}};
    if (!isMeasured(q))
        return shown; // nothing measured yet: a board waiting for a click, not an error
    try {
        shown.answer = answer(q);
    } catch (const std::exception& e) {
        shown.error = i18n::errorText(e);
        Query mapOnly = q; // keep the map when only the trajectory part fails
        mapOnly.to.reset();
        try {
            shown.answer = answer(mapOnly);
        } catch (const std::exception&) {
            shown.answer = Answer{};
        }
    }
    return shown;
}

} // namespace cd
