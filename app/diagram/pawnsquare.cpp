#include "diagram/pawnsquare.h"

#include <algorithm>

namespace cd {

std::optional<PawnSquare> pawnSquare(const Zone& z, std::optional<Square> king)
{
    if (z.attacker.type != PieceType::Pawn || z.main.routes.empty())
        return std::nullopt;
    const bool white = z.attacker.color == Color::White;
    const int promotion = white ? 7 : 0;
    const int file = fileOf(z.from);
    if (rankOf(z.to) != promotion || fileOf(z.to) != file)
        return std::nullopt;
    const auto& route = z.main.routes.front();
    if (std::any_of(route.begin(), route.end(), [&](Square s) { return fileOf(s) != file; }))
        return std::nullopt;
    // The king catches the pawn when its distance to the promotion square is at most this.
    const int reach = z.main.length + (z.attackerToMove ? 0 : 1);
    PawnSquare box;
    // Towards the king; from its own file, towards the wider side of the board.
    const bool left = king && fileOf(*king) != file ? fileOf(*king) < file : file >= 4;
    box.fileFrom = left ? std::max(0, file - reach) : file;
    box.fileTo = left ? file : std::min(7, file + reach);
    box.rankFrom = white ? std::max(0, promotion - reach) : promotion;
    box.rankTo = white ? promotion : std::min(7, promotion + reach);
    return box;
}

} // namespace cd
