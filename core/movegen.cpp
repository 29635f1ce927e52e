// Legal move generation with bitboards: a move is made only if it leaves the own king safe, which
// follows from three sets computed once per position: the squares the opponent attacks (for the
// king), the check mask (the squares that capture or block a single checker) and the pinned
// pieces (which move only along the line through them and their king). The generator is a
// template over the sliding-attack lookup (sliders.h) and over what it does with the moves: list
// them, or only count them (perft's last ply, where the moves themselves are never needed).
#include "movegen.h"

#include "attacks.h"
#include "castling.h"
#include "lines.h"
#include "sliders.h"

namespace cd {

namespace {

template <typename Lookup> struct Generator {
    const Position& board;
    Lookup look;
    Color us = board.sideToMove();
    Color them = opposite(us);
    Bitboard own = board.pieces(us);
    Bitboard enemy = board.pieces(them);
    Bitboard occupied = own | enemy;
    Square king = board.king(us);
    Bitboard checkMask = kAll; // targets that answer a check (all: not in check)
    Bitboard pinned = 0;
    MoveList* list = nullptr; // where the moves go; none: they are only counted
    int counted = 0;

    Bitboard enemyPieces(PieceType t) const { return board.pieces(t) & enemy; }
    Bitboard enemyRooks() const
    {
        return enemy & (board.pieces(PieceType::Rook) | board.pieces(PieceType::Queen));
    }
    Bitboard enemyBishops() const
    {
        return enemy & (board.pieces(PieceType::Bishop) | board.pieces(PieceType::Queen));
    }

    void add(Square from, Bitboard targets)
    {
        if (!list) {
            counted += Lookup::count(targets);
            return;
        }
        while (targets)
            list->push({from, popLowest(targets), std::nullopt});
    }
    void addOne(const Move& m)
    {
        if (list)
            list->push(m);
        else
            ++counted;
    }

    // Enemy pieces attacking s when `occ` holds the occupied squares.
    Bitboard attackersTo(Square s, Bitboard occ) const
    {
        const auto i = static_cast<std::size_t>(s);
        return (kKnightAttacks[i] & enemyPieces(PieceType::Knight)) |
               (kKingAttacks[i] & enemyPieces(PieceType::King)) |
               (pawnAttacks(us, bit(s)) & enemyPieces(PieceType::Pawn)) |
               (look.rook(s, occ) & enemyRooks()) | (look.bishop(s, occ) & enemyBishops());
    }

    // Every square the opponent attacks, seeing through our king (it cannot step back along a
    // ray).
    Bitboard enemyAttacks() const
    {
        const Bitboard occ = occupied & ~bit(king);
        Bitboard attacked = pawnAttacks(them, enemyPieces(PieceType::Pawn)) |
                            knightTargets(enemyPieces(PieceType::Knight)) |
                            kKingAttacks[static_cast<std::size_t>(board.king(them))];
        for (Bitboard r = enemyRooks(); r;)
            attacked |= look.rook(popLowest(r), occ);
        for (Bitboard b = enemyBishops(); b;)
            attacked |= look.bishop(popLowest(b), occ);
        return attacked;
    }

    // Our pieces that stand alone between our king and an enemy slider aiming at it.
    Bitboard pinnedPieces() const
    {
        Bitboard snipers =
            (look.rook(king, enemy) & enemyRooks()) | (look.bishop(king, enemy) & enemyBishops());
        Bitboard result = 0;
        while (snipers) {
            const Bitboard blockers = between(king, popLowest(snipers)) & occupied;
            if ((blockers & (blockers - 1)) == 0) // exactly one: the snipers see the king
                result |= blockers & own;
        }
        return result;
    }

    // The targets allowed for a piece on `from`: answering any check, staying on its pin line.
    Bitboard allowed(Square from) const
    {
        return has(pinned, from) ? checkMask & lineThrough(king, from) : checkMask;
    }

    void addPawnMove(Square from, Square to)
    {
        if (rankOf(to) == 0 || rankOf(to) == 7) {
            if (!list) {
                counted += 4;
                return;
            }
            for (PieceType t :
                 {PieceType::Queen, PieceType::Rook, PieceType::Bishop, PieceType::Knight})
                list->push({from, to, t});
        } else {
            addOne({from, to, std::nullopt});
        }
    }

    // An en-passant capture removes two pieces from one rank, so pins cannot tell whether it is
    // safe: the king is tested on the board after it.
    bool enPassantIsSafe(Square from, Square to) const
    {
        const Square captured = Square(us == Color::White ? to - 8 : to + 8);
        const Bitboard after = (occupied & ~bit(from) & ~bit(captured)) | bit(to);
        return (attackersTo(king, after) & ~bit(captured)) == 0;
    }

    // One pawn's moves, en passant included.
    void addMovesOfPawn(Square from)
    {
        const int forward = us == Color::White ? 8 : -8;
        const int startRank = us == Color::White ? 1 : 6;
        const Bitboard mask = allowed(from);
        const Square one = Square(from + forward);
        if (!has(occupied, one)) {
            if (has(mask, one))
                addPawnMove(from, one);
            const Square two = Square(one + forward);
            if (rankOf(from) == startRank && !has(occupied, two) && has(mask, two))
                addOne({from, two, std::nullopt});
        }
        const Bitboard attacks = pawnAttacks(us, bit(from));
        Bitboard captures = attacks & enemy & mask;
        while (captures)
            addPawnMove(from, popLowest(captures));
        const auto ep = board.enPassant();
        if (ep && has(attacks, *ep) && enPassantIsSafe(from, *ep))
            addOne({from, *ep, std::nullopt});
    }

    // Counts the pawn moves set-wise: every unpinned pawn at once, promotions four times.
    void countPawnMoves()
    {
        const bool white = us == Color::White;
        auto up = [white](Bitboard b) { return white ? b << 8 : b >> 8; };
        const Bitboard pawns = board.pieces(us, PieceType::Pawn);
        const Bitboard free = pawns & ~pinned;
        const Bitboard last = white ? kRank8 : kRank1;
        const Bitboard third = white ? kRank1 << 16 : kRank1 << 40;
        const Bitboard one = up(free) & ~occupied;
        const Bitboard two = up(one & third) & ~occupied & checkMask;
        const Bitboard pushes = one & checkMask;
        const Bitboard west = (up(free & kNotFileA) >> 1) & enemy & checkMask;
        const Bitboard east = (up(free & kNotFileH) << 1) & enemy & checkMask;
        counted += Lookup::count(pushes & ~last) + Lookup::count(west & ~last) +
                   Lookup::count(east & ~last) + Lookup::count(two) +
                   4 * (Lookup::count(pushes & last) + Lookup::count(west & last) +
                        Lookup::count(east & last));
        for (Bitboard p = pawns & pinned; p;) { // rare: one by one, en passant apart
            const Square from = popLowest(p);
            const Bitboard mask = allowed(from);
            const Square one1 = Square(from + (white ? 8 : -8));
            if (!has(occupied, one1)) {
                if (has(mask, one1))
                    addPawnMove(from, one1);
                const Square two1 = Square(one1 + (white ? 8 : -8));
                if (has(third, one1) && !has(occupied, two1) && has(mask, two1))
                    ++counted;
            }
            for (Bitboard c = pawnAttacks(us, bit(from)) & enemy & mask; c;)
                addPawnMove(from, popLowest(c));
        }
        if (const auto ep = board.enPassant())
            for (Bitboard p = pawnAttacks(them, bit(*ep)) & pawns; p;)
                if (enPassantIsSafe(popLowest(p), *ep))
                    ++counted;
    }

    void addPieceMoves()
    {
        for (Bitboard from = board.pieces(us, PieceType::Knight) & ~pinned; from;) {
            const Square s = popLowest(from);
            add(s, kKnightAttacks[static_cast<std::size_t>(s)] & ~own & checkMask);
        }
        for (Bitboard from = board.pieces(us, PieceType::Bishop); from;) {
            const Square s = popLowest(from);
            add(s, look.bishop(s, occupied) & ~own & allowed(s));
        }
        for (Bitboard from = board.pieces(us, PieceType::Rook); from;) {
            const Square s = popLowest(from);
            add(s, look.rook(s, occupied) & ~own & allowed(s));
        }
        for (Bitboard from = board.pieces(us, PieceType::Queen); from;) {
            const Square s = popLowest(from);
            add(s, (look.rook(s, occupied) | look.bishop(s, occupied)) & ~own & allowed(s));
        }
    }

    // Castling, Chess960's rules (standard castling is their case of king e1, rook h1 or a1): the
    // right kept, every square the king and the rook pass or land on empty but for the two of
    // them, the king neither in check (the caller asks) nor passing an attacked square, nor
    // attacked once the rook has left its square (it may have been shielding the king along the
    // rank).
    void addCastling(Bitboard attacked)
    {
        for (const bool kingside : {true, false}) {
            const int right = us == Color::White ? (kingside ? kWhiteKingside : kWhiteQueenside)
                                                 : (kingside ? kBlackKingside : kBlackQueenside);
            if (!(board.castlingRights() & right))
                continue;
            const Move m = castlingMove(board, static_cast<CastlingRight>(right));
            const Castling k = castlingOf(board, m);
            const Bitboard others = occupied & ~bit(k.kingFrom) & ~bit(k.rookFrom);
            const Bitboard kingPath = between(k.kingFrom, k.kingTo) | bit(k.kingTo);
            const Bitboard rookPath = between(k.rookFrom, k.rookTo) | bit(k.rookTo);
            if (((kingPath | rookPath) & others) || (attacked & kingPath))
                continue;
            if (attackersTo(k.kingTo, others | bit(k.kingTo) | bit(k.rookTo)))
                continue;
            addOne(m);
        }
    }

    void generate()
    {
        const Bitboard attacked = enemyAttacks();
        Bitboard steps = kKingAttacks[static_cast<std::size_t>(king)] & ~own & ~attacked;
        add(king, steps);
        const Bitboard checkers = attackersTo(king, occupied);
        if (checkers & (checkers - 1))
            return; // double check: only the king moves
        if (checkers)
            checkMask = checkers | between(king, lowest(checkers));
        else if (board.castlingRights())
            addCastling(attacked);
        pinned = pinnedPieces();
        if (list)
            for (Bitboard p = board.pieces(us, PieceType::Pawn); p;)
                addMovesOfPawn(popLowest(p));
        else
            countPawnMoves();
        addPieceMoves();
    }
};

template <typename Lookup> void listMoves(const Position& board, Lookup look, MoveList& moves)
{
    Generator<Lookup> g{board, look};
    g.list = &moves;
    g.generate();
}

template <typename Lookup> int countMoves(const Position& board, Lookup look)
{
    Generator<Lookup> g{board, look};
    g.generate();
    return g.counted;
}

template <typename Lookup> std::uint64_t perftOn(const Position& board, int depth, Lookup look)
{
    if (depth <= 1)
        return depth <= 0 ? 1 : static_cast<std::uint64_t>(countMoves(board, look));
    MoveList moves;
    listMoves(board, look, moves);
    std::uint64_t nodes = 0;
    for (const Move& m : moves)
        nodes += perftOn(board.after(m), depth - 1, look);
    return nodes;
}

} // namespace

MoveList legalMoves(const Position& board)
{
    MoveList moves;
    sliders::onPath(sliders::path(), [&](auto look) { listMoves(board, look, moves); });
    return moves;
}

int legalMoveCount(const Position& board, sliders::Path path)
{
    return sliders::onPath(path, [&](auto look) { return countMoves(board, look); });
}

std::uint64_t perft(const Position& board, int depth, sliders::Path path)
{
    return sliders::onPath(path, [&](auto look) { return perftOn(board, depth, look); });
}

std::uint64_t perft(const Position& board, int depth)
{
    return perft(board, depth, sliders::path());
}

std::vector<std::pair<Move, std::uint64_t>> perftDivide(const Position& board, int depth)
{
    std::vector<std::pair<Move, std::uint64_t>> result;
    for (const Move& m : legalMoves(board))
        result.emplace_back(m, perft(board.after(m), depth - 1));
    return result;
}

} // namespace cd
