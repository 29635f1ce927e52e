#include "pgnsetup.h"

#include "pgnmessages.h"
#include "variant.h"

namespace cd {

std::optional<Position> pgnSetUp(const Game& game, bool hasVariant, bool hasFen)
{
    const Variant variant = hasVariant ? variantOfTag(game.tag("Variant")) : Variant::Standard;
    if (variant == Variant::Unsupported)
        throw PgnSetUpProblem{PgnSetUpProblem::Tag::Variant,
                              variantNotSupported(game.tag("Variant"))};
    const bool chess960 = variant == Variant::Chess960;
    if (hasFen) {
        try {
            return Position::fromFen(game.tag("FEN"), chess960);
        } catch (const InputError& e) {
            throw PgnSetUpProblem{PgnSetUpProblem::Tag::Fen, pgnBadFenTag(e.message().english())};
        }
    }
    if (chess960)
        return Position::fromBoard(Board::startPosition(), true);
    return std::nullopt;
}

} // namespace cd
