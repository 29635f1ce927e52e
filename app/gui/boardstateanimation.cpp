// BoardState's animations (File > Export as GIF or WebP): the frames of the main board's
// wavefront, of its routes drawn move by move, or of the open game from the current move on.
#include "boardstate.h"

#include "diagram/sidetomove.h"
#include "diagram/zoneanimation.h"

namespace cd::gui {

FrameSequence BoardState::animationFrames(AnimationKind kind, const DisplayOptions& options) const
{
    if (m_state.view.arrival || !m_shown.error.isEmpty())
        return {}; // a whole-position map, or no answer: nothing moves
    DisplayOptions picture = options;
    picture.show.legendRows = 0;
    picture.step.reset();
    std::vector<Diagram> frames;
    switch (kind) {
    case AnimationKind::Wavefront:
        frames = wavefrontFrames(m_shown.query, m_shown.answer, picture);
        break;
    case AnimationKind::Routes:
        picture.route.reset();
        picture.paths = std::max(1, m_state.view.routesShown);
        frames = routeFrames(m_shown.query, m_shown.answer, picture);
        break;
    case AnimationKind::Plies:
        return gameFrames(picture);
    case AnimationKind::Zone: // the race of the zone the board shows
        if (shownView() != ShownView::Zone)
            return {};
        frames = zoneFrames(m_shown.query, m_shown.answer, *m_zone, picture);
        break;
    }
    for (Diagram& d : frames)
        d = withPly(std::move(d));
    return FrameSequence::of(std::move(frames));
}

// The frames are counted from the game alone; each is measured and built when asked for, from
// copies, so the sequence outlives later changes of the board.
FrameSequence BoardState::gameFrames(const DisplayOptions& picture) const
{
    if (!followingGame())
        return {};
    const int first = *m_state.game.ply;
    const std::optional<Square> from = m_state.query.from;
    const bool follows = from && m_line->positions[static_cast<std::size_t>(first)].pieceAt(*from);
    auto track = follows ? m_line->track(first, *from)
                         : std::vector<std::optional<Square>>(m_line->positions.size(), from);
    std::size_t count = 0;
    for (int ply = first; ply <= m_line->plies(); ++ply, ++count)
        if (follows && !track[static_cast<std::size_t>(ply)])
            break; // the measured piece is taken: its story ends here
    return {count, [line = m_line, query = m_state.query, probe = m_state.probe, picture, first,
                    track = std::move(track)](std::size_t i) {
                const int ply = first + static_cast<int>(i);
                const auto k = static_cast<std::size_t>(ply);
                Query q = query;
                q.board = line->positions[k].board();
                q.from = track[k];
                const BoardAnswer here = answerForBoard(q, probe);
                Diagram d = buildDiagram(here.query, here.answer, picture);
                d.annotations = marksAt(line->marks, k);
                const QString moment = momentOf(*line, ply);
                d.caption = d.caption.isEmpty() ? moment : moment + u'\n' + d.caption;
                markSideToMove(d, line->positions[k].sideToMove(), true);
                return d;
            }};
}

} // namespace cd::gui
