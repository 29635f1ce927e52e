// An independent oracle for the reach tests: square-by-square attacks and a plain BFS of a piece's
// moves.
#pragma once

#include "assertdeath.h"
#include "attacks.h"
#include "boardtext.h"
#include "movegraph.h"
#include "pairhistogram.h"
#include "randompositions.h"
#include "reach.h"
#include <QTest>
#include <deque>
#include <random>
#include <type_traits>

using namespace cd;
using testutil::mapFromRows;
using testutil::mapText;
using testutil::randomOrigin;
using testutil::randomPosition;
using testutil::sq;

Q_DECLARE_METATYPE(cd::CaptureMode)

namespace reachref {

constexpr Piece kWhiteKing{Color::White, PieceType::King};

inline Board fromFen(std::string_view fen)
{
    FenError error;
    const auto p = Board::fromFen(fen, &error);
    if (!p)
        throw std::logic_error(error.toString());
    return *p;
}

// ---- An independent reference, written from docs/reach.md square by square. ----

struct Oracle {
    Color color = Color::White;
    Bitboard own = 0, enemy = 0, taboo = 0;
    CaptureMode mode = CaptureMode::Stop;

    bool occupiedAt(int f, int r) const { return has(own | enemy, Square(8 * r + f)); }
    bool mayStop(int f, int r) const
    {
        const Square s = Square(8 * r + f);
        if (has(own, s) || has(taboo, s))
            return false;
        return !(mode == CaptureMode::Block && has(enemy, s));
    }

    Bitboard moves(PieceType kind, Square u) const
    {
        if (mode == CaptureMode::Stop && has(enemy, u))
            return 0; // the capture ended the trajectory
        const int f0 = u % 8, r0 = u / 8;
        Bitboard out = 0;
        auto onBoard = [](int f, int r) { return f >= 0 && f < 8 && r >= 0 && r < 8; };
        auto step = [&](int df, int dr) {
            const int f = f0 + df, r = r0 + dr;
            if (onBoard(f, r) && mayStop(f, r))
                out |= bit(Square(8 * r + f));
        };
        auto ray = [&](int df, int dr) {
            for (int f = f0 + df, r = r0 + dr; onBoard(f, r); f += df, r += dr) {
                if (mayStop(f, r))
                    out |= bit(Square(8 * r + f));
                if (occupiedAt(f, r))
                    break; // taboo squares are passed, occupied ones are not
            }
        };
        switch (kind) {
        case PieceType::King:
            for (int df = -1; df <= 1; ++df)
                for (int dr = -1; dr <= 1; ++dr)
                    if (df || dr)
                        step(df, dr);
            break;
        case PieceType::Knight:
            for (const auto& d :
                 {std::pair{1, 2}, {2, 1}, {2, -1}, {1, -2}, {-1, -2}, {-2, -1}, {-2, 1}, {-1, 2}})
                step(d.first, d.second);
            break;
        case PieceType::Wazir:
            step(1, 0);
            step(-1, 0);
            step(0, 1);
            step(0, -1);
            break;
        case PieceType::Rook:
        case PieceType::Bishop:
        case PieceType::Queen:
            for (int df = -1; df <= 1; ++df)
                for (int dr = -1; dr <= 1; ++dr) {
                    if (!df && !dr)
                        continue;
                    const bool diagonal = df && dr;
                    if ((diagonal && kind != PieceType::Rook) ||
                        (!diagonal && kind != PieceType::Bishop))
                        ray(df, dr);
                }
            break;
        case PieceType::Pawn: {
            const int dir = color == Color::White ? 1 : -1;
            const int start = color == Color::White ? 1 : 6;
            const int r1 = r0 + dir;
            if (r1 < 0 || r1 > 7)
                break; // on its last rank: no moves
            if (!occupiedAt(f0, r1)) {
                if (!has(taboo, Square(8 * r1 + f0)))
                    out |= bit(Square(8 * r1 + f0));
                const int r2 = r1 + dir;
                if (r0 == start && !occupiedAt(f0, r2) && !has(taboo, Square(8 * r2 + f0)))
                    out |= bit(Square(8 * r2 + f0));
            }
            for (const int df : {-1, 1}) {
                const int f = f0 + df;
                if (onBoard(f, r1) && has(enemy, Square(8 * r1 + f)) && mayStop(f, r1))
                    out |= bit(Square(8 * r1 + f));
            }
            break;
        }
        }
        return out;
    }
};

// Squares `side` attacks, each ray stopping at the first piece; the square `except` is empty.
inline Bitboard oracleAttacks(const Board& pos, Color side, Square except)
{
    Oracle o;
    o.color = side;
    o.enemy = pos.occupied() & ~bit(except); // every blocker, and every square may be "attacked"
    o.mode = CaptureMode::Continue;
    Bitboard out = 0;
    forEachSquare(pos.pieces(side) & ~bit(except), [&](Square s) {
        const Piece p = *pos.pieceAt(s);
        if (p.type == PieceType::Pawn) {
            const int r = s / 8 + (side == Color::White ? 1 : -1);
            for (const int df : {-1, 1})
                if (r >= 0 && r < 8 && s % 8 + df >= 0 && s % 8 + df < 8)
                    out |= bit(Square(8 * r + s % 8 + df));
        } else {
            out |= o.moves(p.type, s);
        }
    });
    return out;
}

// BFS over (square, kind) states, promotion included (docs/reach.md#how-each-piece-moves).
inline DistanceMap oracleReach(const Board& pos, Square origin, Piece piece,
                               const ReachOptions& opts)
{
    Oracle o;
    o.color = piece.color;
    o.own = pos.pieces(piece.color) & ~bit(origin);
    o.enemy = pos.pieces(opposite(piece.color)) & ~bit(origin);
    o.taboo = opts.taboo;
    if (opts.avoidAttacked)
        o.taboo |= oracleAttacks(pos, opposite(piece.color), origin);
    o.mode = opts.captures;
    const Bitboard last = piece.color == Color::White ? kRank8 : kRank1;
    std::array<std::array<int, 2>, 64> d;
    for (auto& x : d)
        x = {-1, -1};
    std::deque<std::pair<Square, int>> queue{{origin, 0}};
    d[static_cast<std::size_t>(origin)][0] = 0;
    while (!queue.empty()) {
        const auto [u, layer] = queue.front();
        queue.pop_front();
        const PieceType kind = layer == 0 ? piece.type : *opts.promotion;
        forEachSquare(o.moves(kind, u), [&, u = u, layer = layer](Square v) {
            const int nl =
                (layer == 0 && piece.type == PieceType::Pawn && opts.promotion && has(last, v))
                    ? 1
                    : layer;
            int& dv = d[static_cast<std::size_t>(v)][static_cast<std::size_t>(nl)];
            if (dv < 0) {
                dv = d[static_cast<std::size_t>(u)][static_cast<std::size_t>(layer)] + 1;
                queue.push_back({v, nl});
            }
        });
    }
    DistanceMap m = unreachableMap();
    for (std::size_t s = 0; s < 64; ++s) {
        const int a = d[s][0], b = d[s][1];
        m[s] = static_cast<std::int8_t>(a < 0 ? b : b < 0 ? a : std::min(a, b));
    }
    return m;
}

constexpr PieceType kTypes[] = {PieceType::King,   PieceType::Queen,  PieceType::Rook,
                                PieceType::Bishop, PieceType::Knight, PieceType::Pawn};
constexpr CaptureMode kModes[] = {CaptureMode::Stop, CaptureMode::Continue, CaptureMode::Block};

} // namespace reachref
