// The layered fills of every piece of a position, batched by kind: what the mobility profiles
// and the arrival maps are made of.
#pragma once

#include "batchboard.h"
#include "reach.h"

#include <optional>
#include <vector>

namespace cd {

// Up to kFillLanes pieces of one kind (and, for pawns, one colour), and their layers.
struct PieceBatch {
    PieceBatch() {} // as FillBatch: no zeroing of the layers
    std::array<Square, kFillLanes> squares{};
    std::array<Piece, kFillLanes> pieces{};
    FillBatch fill;
};

// The pieces of a position by colour and kind, from one pass over the board.
struct PieceSets {
    explicit PieceSets(const Board& pos);
    // of[colour][kind]; the colours of `side`, or both when nullopt.
    std::array<std::array<Bitboard, 7>, 2> of{};
    Bitboard ofKind(PieceType t, std::optional<Color> side) const;
};

// The order of kinds within a side in pieceOrder.
inline constexpr std::array<PieceType, 6> kKindOrder = {PieceType::King,   PieceType::Queen,
                                                        PieceType::Rook,   PieceType::Bishop,
                                                        PieceType::Knight, PieceType::Pawn};

// Calls visit(square) for each piece of `side` in pieceOrder (by kind, then by square).
template <typename Visit> void forEachInPieceOrder(const PieceSets& sets, Color side, Visit visit)
{
    for (const PieceType t : kKindOrder)
        forEachSquare(sets.of[static_cast<std::size_t>(side)][static_cast<std::size_t>(t)], visit);
}

// Where each piece of `side` (both when nullopt) comes in pieceOrder: White first, each side by
// kind (K Q R B N P), then by square.
class PieceIndex {
public:
    PieceIndex(const Board& pos, std::optional<Color> side) : PieceIndex(PieceSets(pos), side) {}
    PieceIndex(const PieceSets& sets, std::optional<Color> side);
    std::size_t size() const { return m_size; }
    // The place of the piece standing on `s` (one of the pieces counted).
    std::size_t operator()(Square s) const { return m_slot[static_cast<std::size_t>(s)]; }

private:
    std::array<std::uint8_t, 64> m_slot{};
    std::size_t m_size = 0;
};

// The pieces of `side` (both when nullopt) in that order.
std::vector<Square> pieceOrder(const Board& pos, std::optional<Color> side);

// The lane of a piece of colour `c` on `square` as makeContext sees it (promotion aside), given
// each colour's pieces. Inline: a lane returned from a call comes back through memory, and
// reading it whole stalls the processor.
inline FillLane pieceLane(const Board& pos, Square square, Color c,
                          const std::array<Bitboard, 2>& byColor, const ReachOptions& opts)
{
    const Bitboard lifted = ~bit(square);
    FillLane lane{square, (byColor[static_cast<std::size_t>(c)] | opts.blocked) & lifted,
                  byColor[static_cast<std::size_t>(opposite(c))] & lifted, opts.taboo};
    if (opts.avoidAttacked)
        lane.taboo |= attackedBy(pos, opposite(c), lane.own | lane.enemy, bit(square));
    return lane;
}

// The groups forEachPieceFill fills: one kind each, pawns split by colour (they move in opposite
// directions); group k holds kind k, group 7 the black pawns.
std::array<Bitboard, 8> pieceGroups(const PieceSets& sets, std::optional<Color> side);

// Up to kFillLanes pieces of one kind (and, for pawns, one colour), unfilled: where they stand
// on the board (board.origins, board.size) and what they are.
struct PieceLanes {
    PieceType kind = PieceType::King;
    std::array<Piece, kFillLanes> pieces{};
    BatchBoard board;
    std::size_t size() const { return board.size; }
    Square square(std::size_t i) const { return board.origins[i]; }
};

// The lanes of a batch one by one (pieceLane): what a fill takes where each lane's boards need
// more than the board, with opts.avoidAttacked.
std::array<FillLane, kFillLanes> lanesOf(const Board& pos, const PieceLanes& b,
                                         const ReachOptions& opts);

// Calls fill(boards) with the batch's boards as the fills take them: its board, the lanes built
// from their origins, or where each piece has taboo squares of its own (opts.avoidAttacked) its
// lanes one by one.
template <typename Fill>
void withBatchBoards(const Board& pos, const PieceLanes& b, const ReachOptions& opts,
                     const Fill& fill)
{
    if (opts.avoidAttacked) {
        const auto lanes = lanesOf(pos, b, opts);
        fill(std::span<const FillLane>(lanes).first(b.size()));
    } else {
        fill(b.board);
    }
}

// Hands the pieces of `side` (both when nullopt) to `visit` kind by kind, in batches to fill
// together: both colours share a batch except for pawns. The batch is reused: `visit` reads it
// before it returns.
template <typename Visit>
void forEachPieceBatch(const Board& pos, const PieceSets& sets, const ReachOptions& opts,
                       std::optional<Color> side, const Visit& visit)
{
    PieceLanes b;
    b.board.byColor = {pos.pieces(Color::White), pos.pieces(Color::Black)};
    b.board.blocked = opts.blocked;
    b.board.taboo = opts.taboo;
    const auto groups = pieceGroups(sets, side);
    for (std::size_t g = 0; g < groups.size(); ++g) {
        b.kind = g < 7 ? static_cast<PieceType>(g) : PieceType::Pawn;
        for (Bitboard group = groups[g]; group;) {
            std::size_t n = 0;
            for (; n < kFillLanes && group; ++n) {
                const Square s = popLowest(group);
                b.board.origins[n] = s;
                b.pieces[n] = {has(b.board.byColor[1], s) ? Color::Black : Color::White, b.kind};
            }
            b.board.size = n;
            visit(static_cast<const PieceLanes&>(b));
        }
    }
}

// Fills the pieces of `side` (both when nullopt) in the batches of forEachPieceBatch, each lane
// made by pieceLane, and hands each filled batch to `visit`. A pawn stops on its last rank
// whatever opts.promotion says. The batch holds the distance planes only if
// `planes` asks for them, and is reused: `visit` reads it before it returns.
template <typename Visit>
void forEachPieceFill(const Board& pos, const PieceSets& sets, const ReachOptions& opts,
                      std::optional<Color> side, FillPlanes planes, const Visit& visit)
{
    PieceBatch b;
    std::array<FillLane, kFillLanes> lanes;
    const std::array<Bitboard, 2> byColor = {pos.pieces(Color::White), pos.pieces(Color::Black)};
    const auto groups = pieceGroups(sets, side);
    for (std::size_t g = 0; g < groups.size(); ++g) {
        const PieceType kind = g < 7 ? static_cast<PieceType>(g) : PieceType::Pawn;
        for (Bitboard group = groups[g]; group;) {
            std::size_t n = 0;
            for (; n < kFillLanes && group; ++n) {
                const Square s = popLowest(group);
                const Color c = has(byColor[1], s) ? Color::Black : Color::White;
                b.squares[n] = s;
                b.pieces[n] = {c, kind};
                lanes[n] = pieceLane(pos, s, c, byColor, opts);
            }
            fillLayers(kind, b.pieces[0].color, opts.captures, std::span(lanes).first(n), b.fill,
                       planes);
            visit(static_cast<const PieceBatch&>(b));
        }
    }
}

} // namespace cd
