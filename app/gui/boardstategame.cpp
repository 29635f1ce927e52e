// BoardState's games: opening them, choosing one, stepping through its plies with the source
// following its piece (boardstate.cpp has the other edits).
#include "boardstate.h"

#include "diagram/piecenoun.h"

namespace cd::gui {

namespace {

// Merge key of the steps through a game's plies (see boardstateview.cpp for the others).
constexpr int kPlySteps = -3;

} // namespace

QString BoardState::tooLong(const Game& g, int number)
{
    if (g.moves.size() <= static_cast<std::size_t>(kMaxWindowPlies))
        return {};
    return tr("Game %1 has %2 plies; the window steps through games of at most %3 (the command "
              "line reads it: chess-distance game)")
        .arg(number)
        .arg(g.moves.size())
        .arg(kMaxWindowPlies);
}

void BoardState::openGames(std::shared_ptr<const OpenedGames> games, int game, int ply)
{
    if (!games || game < 0 || game >= static_cast<int>(games->games.size()))
        return;
    const Game& g = games->games[static_cast<std::size_t>(game)];
    if (const QString why = tooLong(g, games->numberOf(game)); !why.isEmpty()) {
        emit notice(why); // the board stays where it was
        return;
    }
    ply = std::clamp(ply, 0, static_cast<int>(g.moves.size()));
    ModelState next = m_state;
    next.game = {std::move(games), game, ply, 0, std::nullopt};
    next.query.board = g.positionAfter(static_cast<std::size_t>(ply)).board();
    measureTheGame(next);
    keepAfter(Change::GameOpened, m_state.query.board,
              next); // a game starts from a clean selection
    change(next, tr("Open game"));
}

// A game's board measures its own pieces: the moves in this position, of the piece on the
// source square, or of none until one is clicked — never an empty-board map over its pieces.
void BoardState::measureTheGame(ModelState& next)
{
    next.query.metric = Metric::Reach;
    next.query.via.reset();
    if (next.query.from && !next.query.board.pieceAt(*next.query.from))
        next.query.from.reset();
}

void BoardState::backToGame()
{
    const GameStep& g = m_state.game;
    if (!m_line || g.ply)
        return;
    ModelState next = m_state;
    next.game.ply = std::clamp(g.leftAt, 0, m_line->plies());
    next.query.board = m_line->positions[static_cast<std::size_t>(*next.game.ply)].board();
    next.query.from = g.leftFrom; // the piece measured in the game, not the one of the edit
    measureTheGame(next);
    keepAfter(Change::MoveStepped, m_state.query.board, next);
    change(next, tr("Back to the game"));
}

void BoardState::closeGame()
{
    if (!m_state.game.file)
        return;
    ModelState next = m_state;
    next.game = {};
    change(next, tr("Close game"));
}

BoardState::Stepping BoardState::stepping() const
{
    if (shownView() == ShownView::Control)
        return followingGame() ? Stepping::Game : Stepping::None;
    if (m_state.query.to && m_shown.answer.trajectories) // a target the metric has routes to
        return Stepping::Routes;
    return followingGame() ? Stepping::Game : Stepping::Wavefront;
}

void BoardState::step(int delta)
{
    switch (stepping()) {
    case Stepping::Routes:
        stepRoute(delta);
        break;
    case Stepping::Game:
        stepPly(delta);
        break;
    case Stepping::Wavefront:
        stepWavefront(delta);
        break;
    case Stepping::None:
        break;
    }
}

void BoardState::chooseGame(int index)
{
    if (m_state.game.file && index != m_state.game.game)
        openGames(m_state.game.file, index, 0);
}

void BoardState::goToPly(int ply)
{
    if (!m_line || ply < 0 || ply > m_line->plies() || m_state.game.ply == ply)
        return;
    ModelState next = m_state;
    next.game.ply = ply;
    next.query.board = m_line->positions[static_cast<std::size_t>(ply)].board();
    if (!m_state.game.ply) // back on the game from an edited board
        measureTheGame(next);
    QString taken;
    // The source follows its piece, while the board is on the game and the square holds one.
    const std::optional<int> at = m_state.game.ply;
    const std::optional<Square> from = m_state.query.from;
    if (at && from && m_line->positions[static_cast<std::size_t>(*at)].pieceAt(*from)) {
        const auto track = m_line->track(*at, *from);
        next.query.from = track[static_cast<std::size_t>(ply)];
        for (int k = *at; k < ply && !next.query.from; ++k)
            if (!track[static_cast<std::size_t>(k) + 1]) {
                const Position& before = m_line->positions[static_cast<std::size_t>(k)];
                taken =
                    tr("%1 from %2 was taken in %3", "White knight from g1 was taken in 23... Bxf3")
                        .arg(pieceTitle(*before.pieceAt(*track[static_cast<std::size_t>(k)])),
                             QString::fromStdString(squareName(*from)),
                             QString::fromStdString(m_line->labels[static_cast<std::size_t>(k)]));
                break;
            }
    }
    keepAfter(Change::MoveStepped, m_state.query.board, next);
    change(next, tr("Go to a move"), kPlySteps);
    if (!taken.isEmpty())
        emit notice(taken);
}

void BoardState::stepPly(int delta)
{
    if (followingGame())
        goToPly(std::clamp(*m_state.game.ply + delta, 0, m_line->plies()));
}

QString BoardState::plyText() const
{
    if (!followingGame())
        return {};
    return momentOf(*m_state.game.ply);
}

std::optional<std::string> BoardState::gameMoveLabel() const
{
    if (!followingGame())
        return std::nullopt;
    const int ply = *m_state.game.ply;
    return ply == 0 ? std::string() : m_line->labels[static_cast<std::size_t>(ply - 1)];
}

QString BoardState::momentOf(int ply) const
{
    return momentOf(*m_line, ply);
}

QString BoardState::momentOf(const GameLine& line, int ply)
{
    if (ply == 0)
        return tr("the starting position");
    return tr("after %1")
        .arg(QString::fromStdString(line.labels[static_cast<std::size_t>(ply - 1)]));
}

} // namespace cd::gui
