#include "followpiece.h"

#include "clitext.h"
#include "options/positionoptions.h"
#include "options/queryoptions.h"
#include "options/usageerror.h"
#include "picture.h"
#include "progress.h"

#include "diagram/squaretext.h"
#include "follow.h"

namespace cd::cli {

FollowedPiece followPiece(const PictureRequest& request,
                          const std::function<void(std::size_t plies)>& beforeDrawing)
{
    const options::GamePlies g = options::gamePlies(request.query.position, false);
    FollowedPiece out;
    out.start =
        options::squareValue(QStringLiteral("from"), request.query.from.value_or(QString()));
    const std::size_t first = g.plies.front(), last = g.plies.back();
    const std::vector<Position> boards = g.game.positions();
    if (!boards[first].pieceAt(out.start))
        throw UsageError(tr("--from: no piece stands on %1 %2 of game %3")
                             .arg(squareText(out.start), options::gamePosition(g.game, first).after,
                                  QString::number(g.number)));
    if (beforeDrawing)
        beforeDrawing(last - first + 1);
    Progress progress(tr("diagrams of plies %1-%2 drawn").arg(first).arg(last), last - first + 1);
    Square at = out.start;
    for (std::size_t ply = first; ply <= last; ++ply) {
        progress.show(ply - first);
        if (ply > first) {
            const auto next = squareAfterMove(boards[ply - 1], g.game.moves[ply - 1], at);
            if (!next) {
                out.capturedBy = QString::fromStdString(g.game.moveLabel(ply));
                return out;
            }
            at = *next;
        }
        const options::GivenPosition here = options::gamePosition(g.game, ply);
        const Picture p = answerPicture(request, {here.board, here.after, at, 0, here.marks});
        out.diagrams.push_back(
            markedSide(buildDiagram(p.query, p.answer, p.display), request, p.query, true));
        out.plies.push_back(ply);
    }
    return out;
}

} // namespace cd::cli
