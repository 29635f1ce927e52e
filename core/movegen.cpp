// Legal move generation with bitboards: a move is made only if it leaves the own king safe, which
// follows from three sets computed once per position: the squares the opponent attacks (for the
// king), the check mask (the squares that capture or block a single checker) and the pinned
// pieces (which move only along the line through them and their king).
#include "movegen.h"

#include "attacks.h"
#include "castling.h"
#include "lines.h"
#include "rays.h"

namespace cd {

namespace {

struct Context {
    const Position& board;
    Color us, them;
    Bitboard own, enemy, occupied;
    Square king;
    Bitboard checkMask = kAll; // targets that answer a check (all: not in check)
    Bitboard pinned = 0;
};

// Every square the opponent attacks, seeing through our king (it cannot step back along a ray).
Bitboard enemyAttacks(const Context& c)
{
    const Position& b = c.board;
    const Bitboard empty = ~(c.occupied & ~bit(c.king));
    const Bitboard queens = b.pieces(c.them, PieceType::Queen);
    return pawnAttacks(c.them, b.pieces(c.them, PieceType::Pawn)) |
           knightTargets(b.pieces(c.them, PieceType::Knight)) |
           kKingAttacks[static_cast<std::size_t>(b.king(c.them))] |
           rookFill(b.pieces(c.them, PieceType::Rook) | queens, empty) |
           bishopFill(b.pieces(c.them, PieceType::Bishop) | queens, empty);
}

// Our pieces that stand alone between our king and an enemy slider aiming at it.
Bitboard pinnedPieces(const Context& c)
{
    const Position& b = c.board;
    const Bitboard queens = b.pieces(c.them, PieceType::Queen);
    Bitboard snipers = (rookAttacks(c.king, 0) & (b.pieces(c.them, PieceType::Rook) | queens)) |
                       (bishopAttacks(c.king, 0) & (b.pieces(c.them, PieceType::Bishop) | queens));
    Bitboard pinned = 0;
    while (snipers) {
        const Bitboard blockers = between(c.king, popLowest(snipers)) & c.occupied;
        if (count(blockers) == 1 && (blockers & c.own))
            pinned |= blockers;
    }
    return pinned;
}

// The targets allowed for a piece on `from`: answering any check, staying on its pin line.
Bitboard allowed(const Context& c, Square from)
{
    return has(c.pinned, from) ? c.checkMask & lineThrough(c.king, from) : c.checkMask;
}

void addPawnMove(MoveList& moves, Square from, Square to)
{
    if (rankOf(to) == 0 || rankOf(to) == 7) {
        for (PieceType t :
             {PieceType::Queen, PieceType::Rook, PieceType::Bishop, PieceType::Knight})
            moves.push({from, to, t});
    } else {
        moves.push({from, to, std::nullopt});
    }
}

// An en-passant capture removes two pieces from one rank, so pins cannot tell whether it is
// safe: the king is tested on the board after it.
bool enPassantIsSafe(const Context& c, Square from, Square to)
{
    const Square captured = Square(c.us == Color::White ? to - 8 : to + 8);
    const Bitboard after = (c.occupied & ~bit(from) & ~bit(captured)) | bit(to);
    return (c.board.attackersTo(c.king, after) & c.enemy & ~bit(captured)) == 0;
}

void addPawnMoves(const Context& c, MoveList& moves)
{
    const int forward = c.us == Color::White ? 8 : -8;
    const int startRank = c.us == Color::White ? 1 : 6;
    const auto ep = c.board.enPassant();
    Bitboard pawns = c.board.pieces(c.us, PieceType::Pawn);
    while (pawns) {
        const Square from = popLowest(pawns);
        const Bitboard mask = allowed(c, from);
        const Square one = Square(from + forward);
        if (!has(c.occupied, one)) {
            if (has(mask, one))
                addPawnMove(moves, from, one);
            const Square two = Square(one + forward);
            if (rankOf(from) == startRank && !has(c.occupied, two) && has(mask, two))
                moves.push({from, two, std::nullopt});
        }
        const Bitboard attacks = pawnAttacks(c.us, bit(from));
        Bitboard captures = attacks & c.enemy & mask;
        while (captures)
            addPawnMove(moves, from, popLowest(captures));
        if (ep && has(attacks, *ep) && enPassantIsSafe(c, from, *ep))
            moves.push({from, *ep, std::nullopt});
    }
}

Bitboard pieceTargets(PieceType type, Square from, Bitboard occupied)
{
    switch (type) {
    case PieceType::Knight:
        return kKnightAttacks[static_cast<std::size_t>(from)];
    case PieceType::Bishop:
        return bishopAttacks(from, occupied);
    case PieceType::Rook:
        return rookAttacks(from, occupied);
    default:
        return rookAttacks(from, occupied) | bishopAttacks(from, occupied);
    }
}

void addPieceMoves(const Context& c, MoveList& moves)
{
    for (PieceType type :
         {PieceType::Knight, PieceType::Bishop, PieceType::Rook, PieceType::Queen}) {
        Bitboard from = c.board.pieces(c.us, type);
        while (from) {
            const Square s = popLowest(from);
            Bitboard targets = pieceTargets(type, s, c.occupied) & ~c.own & allowed(c, s);
            while (targets)
                moves.push({s, popLowest(targets), std::nullopt});
        }
    }
}

// The squares from a to b, both included, on one rank.
Bitboard span(Square a, Square b)
{
    return between(a, b) | bit(a) | bit(b);
}

// Castling, Chess960's rules (standard castling is their case of king e1, rook h1 or a1): the
// right kept, every square the king and the rook pass or land on empty but for the two of them,
// the king neither in check (the caller asks) nor passing an attacked square, nor attacked once
// the rook has left its square (it may have been shielding the king along the rank).
void addCastling(const Context& c, Bitboard attacked, MoveList& moves)
{
    for (const bool kingside : {true, false}) {
        const int right = c.us == Color::White ? (kingside ? kWhiteKingside : kWhiteQueenside)
                                               : (kingside ? kBlackKingside : kBlackQueenside);
        const auto rook = c.board.castlingRook(static_cast<CastlingRight>(right));
        if (!rook)
            continue;
        const Move m = castlingMove(c.board, static_cast<CastlingRight>(right));
        const Castling k = castlingOf(c.board, m);
        const Bitboard others = c.occupied & ~bit(k.kingFrom) & ~bit(k.rookFrom);
        if ((span(k.kingFrom, k.kingTo) | span(k.rookFrom, k.rookTo)) & others)
            continue;
        if (attacked & (between(k.kingFrom, k.kingTo) | bit(k.kingTo)))
            continue;
        const Bitboard after = others | bit(k.kingTo) | bit(k.rookTo);
        if (c.board.attackersTo(k.kingTo, after) & c.enemy)
            continue;
        moves.push(m);
    }
}

} // namespace

MoveList legalMoves(const Position& board)
{
    const Color us = board.sideToMove();
    Context c{board,
              us,
              opposite(us),
              board.pieces(us),
              board.pieces(opposite(us)),
              board.occupied(),
              board.king(us)};
    MoveList moves;
    const Bitboard attacked = enemyAttacks(c);
    Bitboard steps = kKingAttacks[static_cast<std::size_t>(c.king)] & ~c.own & ~attacked;
    while (steps)
        moves.push({c.king, popLowest(steps), std::nullopt});
    const Bitboard checkers = board.attackersTo(c.king, c.occupied) & c.enemy;
    if (count(checkers) > 1)
        return moves; // double check: only the king moves
    if (checkers)
        c.checkMask = checkers | between(c.king, lowest(checkers));
    else
        addCastling(c, attacked, moves);
    c.pinned = pinnedPieces(c);
    addPawnMoves(c, moves);
    addPieceMoves(c, moves);
    return moves;
}

std::uint64_t perft(const Position& board, int depth)
{
    if (depth <= 0)
        return 1;
    const MoveList moves = legalMoves(board);
    if (depth == 1)
        return static_cast<std::uint64_t>(moves.size());
    std::uint64_t nodes = 0;
    for (const Move& m : moves)
        nodes += perft(board.after(m), depth - 1);
    return nodes;
}

std::vector<std::pair<Move, std::uint64_t>> perftDivide(const Position& board, int depth)
{
    std::vector<std::pair<Move, std::uint64_t>> result;
    for (const Move& m : legalMoves(board))
        result.emplace_back(m, perft(board.after(m), depth - 1));
    return result;
}

} // namespace cd
