#include "controlplies.h"

#include "clitext.h"
#include "options/positionoptions.h"
#include "picture.h"
#include "progress.h"

#include "diagram/controldiagram.h"

namespace cd::cli {

std::vector<Diagram> controlPlies(const RenderRequest& request,
                                  const std::function<void(std::size_t plies)>& beforeDrawing)
{
    const options::GamePlies g = options::gamePlies(request.query().position, false);
    const std::size_t first = g.plies.front(), last = g.plies.back();
    beforeDrawing(last - first + 1);
    const DisplayOptions display = displayOptions(request.picture);
    Progress progress(tr("diagrams of plies %1-%2 drawn").arg(first).arg(last), last - first + 1);
    std::vector<Diagram> frames;
    for (std::size_t ply = first; ply <= last; ++ply) {
        progress.show(ply - first);
        const options::GivenPosition here = options::gamePosition(g.game, ply);
        DisplayOptions frame = display;
        frame.annotations = here.marks;
        // Each frame says which position it is, above what the picture shows.
        if (!request.picture.caption)
            frame.caption = here.after + u'\n' +
                            controlCaption(here.board, request.xray, request.picture.captionFen);
        frames.push_back(buildControlDiagram(here.board, request.xray, frame));
    }
    return frames;
}

} // namespace cd::cli
