// Test helper: deterministic random placements for the reach and Kappe cross-checks.
#pragma once

#include "board.h"

#include <random>

namespace testutil {

// A random placement: 0..31 pieces of both colours, never a pawn on rank 1 or 8.
inline cd::Board randomPosition(std::mt19937& rng)
{
    cd::Board p;
    const int n = static_cast<int>(rng() % 32);
    for (int i = 0; i < n; ++i) {
        const cd::Square s = static_cast<cd::Square>(rng() % 64);
        auto type = static_cast<cd::PieceType>(rng() % 6);
        if (!cd::mayStandOnRank(type, cd::rankOf(s)))
            type = cd::PieceType::Knight;
        p.setPiece(s, cd::Piece{rng() % 2 ? cd::Color::White : cd::Color::Black, type});
    }
    return p;
}

// A random square a piece of this type may stand on.
inline cd::Square randomOrigin(std::mt19937& rng, cd::PieceType type)
{
    return type == cd::PieceType::Pawn ? static_cast<cd::Square>(8 + rng() % 48)
                                       : static_cast<cd::Square>(rng() % 64);
}

} // namespace testutil
