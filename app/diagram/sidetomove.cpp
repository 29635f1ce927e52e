#include "diagram/sidetomove.h"

#include "diagram/diagramtext.h"
#include "zone.h"

namespace cd {

QString sideToMoveText(Color c)
{
    return c == Color::White ? tr("White to move") : tr("Black to move");
}

bool sideToMoveMatters(const Query& q, bool raceOrGame)
{
    return raceOrGame || (q.metric == Metric::Reach && q.board.occupied() != 0);
}

void markSideToMove(Diagram& d, Color c, bool inCaption)
{
    d.toMove = c;
    if (!inCaption)
        return;
    const QString words = sideToMoveText(c);
    d.caption = d.caption.isEmpty() ? words : words + u'\n' + d.caption;
}

void markSideToMoveWhereItMatters(Diagram& d, const Query& q, bool raceOrGame, bool inCaption)
{
    if (sideToMoveMatters(q, raceOrGame))
        markSideToMove(d, colorToMove(q.board), inCaption);
}

} // namespace cd
