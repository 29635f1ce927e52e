// Test helper: deterministic random legal games. Special moves (castling, en passant,
// promotions, under-promotions included) are preferred when there are some, so that a thousand
// games hold many of them, and many promoted pieces make disambiguated moves common.
#pragma once

#include "movegen.h"

#include <random>
#include <vector>

namespace testutil {

struct RandomGame {
    cd::Position start;
    std::vector<cd::Move> moves;
};

inline bool isSpecial(const cd::Position& b, const cd::Move& m)
{
    const auto piece = b.pieceAt(m.from);
    const int step = m.to - m.from;
    return m.promotion || (piece->type == cd::PieceType::King && (step == 2 || step == -2)) ||
           (piece->type == cd::PieceType::Pawn && b.enPassant() == m.to);
}

// Up to maxPlies moves; stops early at mate, stalemate or the fifty-move rule.
inline RandomGame randomGame(std::mt19937& rng, int maxPlies,
                             const cd::Position& start = cd::Position::startPosition())
{
    RandomGame game{start, {}};
    cd::Position b = start;
    for (int ply = 0; ply < maxPlies && b.halfmoveClock() < 100; ++ply) {
        const cd::MoveList moves = cd::legalMoves(b);
        if (moves.empty())
            break;
        std::vector<cd::Move> special;
        for (const cd::Move& m : moves)
            if (isSpecial(b, m))
                special.push_back(m);
        const cd::Move m =
            !special.empty() && rng() % 2
                ? special[rng() % special.size()]
                : moves[static_cast<int>(rng() % static_cast<unsigned>(moves.size()))];
        game.moves.push_back(m);
        b.play(m);
    }
    return game;
}

} // namespace testutil
