#include "gamestep.h"

#include "follow.h"
#include "san.h"

namespace cd::gui {

GameLine::GameLine(const Game& game)
    : positions(game.positions()), moves(game.moves), marks(game.marks)
{
    san.reserve(game.moves.size());
    labels.reserve(game.moves.size());
    for (std::size_t i = 0; i < game.moves.size(); ++i) {
        const Position& before = positions[i];
        san.push_back(sanText(before, game.moves[i]));
        labels.push_back(moveLabel(before, game.moves[i]));
    }
}

std::vector<std::optional<Square>> GameLine::track(int ply, Square square) const
{
    std::vector<std::optional<Square>> at(positions.size());
    auto p = static_cast<std::size_t>(ply);
    at[p] = square;
    for (std::size_t k = p; k + 1 < at.size() && at[k]; ++k)
        at[k + 1] = squareAfterMove(positions[k], moves[k], *at[k]);
    for (std::size_t k = p; k > 0; --k)
        at[k - 1] = squareBeforeMove(positions[k - 1], moves[k - 1], *at[k]);
    return at;
}

} // namespace cd::gui
