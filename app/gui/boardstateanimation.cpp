// BoardState's animations (File > Export as GIF or WebP): the frames of the main board's
// wavefront, of its routes drawn move by move, or of the open game from the current move on.
#include "boardstate.h"

namespace cd::gui {

std::vector<Diagram> BoardState::animationFrames(AnimationKind kind,
                                                 const DisplayOptions& options) const
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
    }
    for (Diagram& d : frames)
        d = withPly(std::move(d));
    return frames;
}

std::vector<Diagram> BoardState::gameFrames(const DisplayOptions& picture) const
{
    if (!m_line || !m_state.game.ply)
        return {};
    const int first = *m_state.game.ply;
    const std::optional<Square> from = m_state.query.from;
    const bool follows = from && m_line->positions[static_cast<std::size_t>(first)].pieceAt(*from);
    const auto track = follows ? m_line->track(first, *from)
                               : std::vector<std::optional<Square>>(m_line->positions.size(), from);
    std::vector<Diagram> frames;
    for (int ply = first; ply <= m_line->plies(); ++ply) {
        const auto k = static_cast<std::size_t>(ply);
        if (follows && !track[k])
            break; // the measured piece is taken: its story ends here
        Query q = m_state.query;
        q.position = m_line->positions[k].position();
        q.from = track[k];
        const BoardAnswer here = answerForBoard(q, m_state.probe);
        Diagram d = buildDiagram(here.query, here.answer, picture);
        const QString moment = momentOf(ply);
        d.caption = d.caption.isEmpty() ? moment : moment + u'\n' + d.caption;
        frames.push_back(std::move(d));
    }
    return frames;
}

} // namespace cd::gui
