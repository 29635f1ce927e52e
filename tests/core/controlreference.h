// Test helper: square control and the static exchange written straight from their definitions
// (docs/control.md), square by square, without the core's lookups: attacks by walking each ray,
// x-rays by taking attackers off the board until nothing changes, and the exchange as a minimax
// over every capture of a least valuable piece, trying each piece of equal value.
#pragma once

#include "board.h"

#include <algorithm>
#include <array>
#include <optional>
#include <vector>

namespace reference {

using cd::Board;
using cd::Color;
using cd::Piece;
using cd::PieceType;
using cd::Square;

// The squares of the board that still hold a piece.
using Present = std::array<bool, 64>;

inline Present allPresent(const Board& board)
{
    Present on{};
    for (int s = 0; s < 64; ++s)
        on[static_cast<std::size_t>(s)] = board.pieceAt(Square(s)).has_value();
    return on;
}

inline bool onBoard(int file, int rank)
{
    return file >= 0 && file < 8 && rank >= 0 && rank < 8;
}

// Whether the piece on `from` attacks `to` with only the pieces in `on` on the board.
inline bool attacks(const Board& board, const Present& on, Square from, Square to)
{
    const Piece piece = *board.pieceAt(from);
    const int df = cd::fileOf(to) - cd::fileOf(from);
    const int dr = cd::rankOf(to) - cd::rankOf(from);
    const int adf = std::abs(df), adr = std::abs(dr);
    if (from == to)
        return false;
    switch (piece.type) {
    case PieceType::Pawn:
        return adf == 1 && dr == (piece.color == Color::White ? 1 : -1);
    case PieceType::Knight:
        return (adf == 1 && adr == 2) || (adf == 2 && adr == 1);
    case PieceType::King:
        return adf <= 1 && adr <= 1;
    default:
        break;
    }
    const bool straight = df == 0 || dr == 0;
    const bool diagonal = adf == adr;
    const bool moves = (piece.type == PieceType::Rook && straight) ||
                       (piece.type == PieceType::Bishop && diagonal) ||
                       (piece.type == PieceType::Queen && (straight || diagonal));
    if (!moves)
        return false;
    const int sf = (df > 0) - (df < 0), sr = (dr > 0) - (dr < 0);
    for (int f = cd::fileOf(from) + sf, r = cd::rankOf(from) + sr; onBoard(f, r);
         f += sf, r += sr) {
        const Square s = cd::makeSquare(f, r);
        if (s == to)
            return true;
        if (on[static_cast<std::size_t>(s)])
            return false;
    }
    return false;
}

// The squares of the pieces of colour c (both colours: nullopt) in `on` that attack `to`.
inline std::vector<Square> attackersOf(const Board& board, const Present& on, Square to,
                                       std::optional<Color> c)
{
    std::vector<Square> out;
    for (int s = 0; s < 64; ++s) {
        const auto piece = board.pieceAt(Square(s));
        if (on[static_cast<std::size_t>(s)] && (!c || piece->color == *c) &&
            attacks(board, on, Square(s), to))
            out.push_back(Square(s));
    }
    return out;
}

inline int plainCount(const Board& board, Square to, Color c)
{
    return static_cast<int>(attackersOf(board, allPresent(board), to, c).size());
}

// Attackers of either side leave the board, again and again; all that left, of colour c.
inline int xrayCount(const Board& board, Square to, Color c)
{
    Present on = allPresent(board);
    int n = 0;
    for (;;) {
        const std::vector<Square> now = attackersOf(board, on, to, std::nullopt);
        if (now.empty())
            return n;
        for (const Square s : now) {
            on[static_cast<std::size_t>(s)] = false;
            n += board.pieceAt(s)->color == c;
        }
    }
}

inline int value(PieceType t)
{
    switch (t) {
    case PieceType::Pawn:
        return 1;
    case PieceType::Knight:
    case PieceType::Bishop:
        return 3;
    case PieceType::Rook:
        return 5;
    case PieceType::Queen:
        return 9;
    default:
        return 1000; // a king: chosen last, never captured
    }
}

// What `side` wins by capturing a piece worth `victim` on `to`, or stopping, with best play.
inline int exchangeFrom(const Board& board, Present on, Square to, Color side, int victim)
{
    const std::vector<Square> mine = attackersOf(board, on, to, side);
    if (mine.empty())
        return 0;
    int least = 1000;
    for (const Square s : mine)
        least = std::min(least, value(board.pieceAt(s)->type));
    int best = 0; // stopping
    for (const Square s : mine) {
        if (value(board.pieceAt(s)->type) != least)
            continue;
        Present after = on;
        after[static_cast<std::size_t>(s)] = false;
        if (board.pieceAt(s)->type == PieceType::King) {
            if (attackersOf(board, after, to, cd::opposite(side)).empty())
                best = std::max(best, victim);
            continue;
        }
        best = std::max(best, victim - exchangeFrom(board, after, to, cd::opposite(side), least));
    }
    return best;
}

// The exchange's gain on `to`; nullopt for an empty square or a king.
inline std::optional<int> exchangeGain(const Board& board, Square to)
{
    const auto piece = board.pieceAt(to);
    if (!piece || piece->type == PieceType::King)
        return std::nullopt;
    return exchangeFrom(board, allPresent(board), to, cd::opposite(piece->color),
                        value(piece->type));
}

// The exchange's value when its first capturer must take (then best play by both); nullopt for
// an empty square, a king, or no capture (no attacker, or a king that may not take).
inline std::optional<int> ifTaken(const Board& board, Square to)
{
    const auto piece = board.pieceAt(to);
    if (!piece || piece->type == PieceType::King)
        return std::nullopt;
    const Color side = cd::opposite(piece->color);
    const Present on = allPresent(board);
    const std::vector<Square> mine = attackersOf(board, on, to, side);
    int least = 1000;
    for (const Square s : mine)
        least = std::min(least, value(board.pieceAt(s)->type));
    std::optional<int> best;
    for (const Square s : mine) {
        if (value(board.pieceAt(s)->type) != least)
            continue;
        Present after = on;
        after[static_cast<std::size_t>(s)] = false;
        int v = value(piece->type);
        if (board.pieceAt(s)->type == PieceType::King) {
            if (!attackersOf(board, after, to, cd::opposite(side)).empty())
                continue;
        } else {
            v -= exchangeFrom(board, after, to, cd::opposite(side), least);
        }
        best = std::max(best.value_or(v), v);
    }
    return best;
}

} // namespace reference
