#include "position.h"

#include "attacks.h"
#include "castling.h"
#include "lines.h"
#include "rays.h"

#include <algorithm>
#include <bit>
#include <cctype>
#include <string>

namespace cd {

namespace {

// The messages of Position::fromBoard, here so that lupdate files them under "cd".
Message noKing(Color c)
{
    return {c == Color::White ? translatable("White has no king")
                              : translatable("Black has no king")};
}

Message twoKings(Color c)
{
    return {c == Color::White ? translatable("White has more than one king")
                              : translatable("Black has more than one king")};
}

Message wrongKingInCheck(Color toMove)
{
    return {toMove == Color::White ? translatable("Black is in check, but White is to move")
                                   : translatable("White is in check, but Black is to move")};
}

Message pawnOnLastRank(Square s)
{
    return {translatable("a pawn cannot stand on %1 (rank 1 or 8)"), {squareName(s)}};
}

Message wazirOnBoard(Square s)
{
    return {translatable("the wazir on %1 is not a piece of chess"), {squareName(s)}};
}

Message tooManyPawns(Color c, int n)
{
    return {c == Color::White ? translatable("White has %1 pawns; a side has at most 8")
                              : translatable("Black has %1 pawns; a side has at most 8"),
            {std::to_string(n)}};
}

Message tooManyPieces(Color c, int n)
{
    return {c == Color::White ? translatable("White has %1 pieces; a side has at most 16")
                              : translatable("Black has %1 pieces; a side has at most 16"),
            {std::to_string(n)}};
}

Message tooManyPromoted(Color c)
{
    return {c == Color::White
                ? translatable("White has more promoted pieces than pawns missing from its 8")
                : translatable("Black has more promoted pieces than pawns missing from its 8")};
}

Message impossibleCheck(const std::string& checkers)
{
    return {translatable("no move can give check from these squares at once: %1"), {checkers}};
}

Message badEnPassant(const std::string& square)
{
    return {translatable("no double pawn step can have made %1 the en-passant square"), {square}};
}

Message checkNotAfterStep(Square checker, const std::string& square)
{
    return {translatable("the check from %1 cannot follow the double pawn step over %2"),
            {squareName(checker), square}};
}

Message badFen(const FenError& error)
{
    return {translatable("not a valid FEN: %1"), {error.toString()}};
}

// The right (bit index) of a side and a flank, in CastlingRight's order: K, Q, k, q.
int rightIndex(Color c, bool kingside)
{
    return (c == Color::White ? 0 : 2) + (kingside ? 0 : 1);
}

int backRank(Color c)
{
    return c == Color::White ? 0 : 7;
}

Bitboard rankSquares(int rank)
{
    return kRank1 << (8 * rank);
}

// The rook one letter of a FEN castling field names (KQkq: the outermost rook on that side of
// the king; a file letter: the rook on that file), if the king and it stand on the back rank.
std::optional<Square> rookOfLetter(const Position& b, char letter)
{
    const Color c = std::isupper(static_cast<unsigned char>(letter)) ? Color::White : Color::Black;
    const int rank = backRank(c);
    const Square king = b.king(c);
    if (rankOf(king) != rank)
        return std::nullopt;
    const Bitboard rooks = b.pieces(c, PieceType::Rook) & rankSquares(rank);
    const char lower = static_cast<char>(std::tolower(static_cast<unsigned char>(letter)));
    if (lower == 'k') {
        const Bitboard beyond = rooks & ~(bit(king) | (bit(king) - 1)); // files past the king's
        return beyond ? std::optional(Square(63 - std::countl_zero(beyond))) : std::nullopt;
    }
    if (lower == 'q') {
        const Bitboard before = rooks & (bit(king) - 1);
        return before ? std::optional(lowest(before)) : std::nullopt;
    }
    const Square s = makeSquare(lower - 'a', rank);
    return has(rooks, s) ? std::optional(s) : std::nullopt;
}

// The letter a right is written with: K or Q (k, q) when its rook is the outermost on that side
// of the king (X-FEN), else its file (Shredder-FEN), so that reading it back finds the same rook.
char rightLetter(const Position& b, Color c, bool kingside, Square rook)
{
    const Bitboard rooks = b.pieces(c, PieceType::Rook) & rankSquares(rankOf(rook));
    const Bitboard outer =
        kingside ? rooks & ~(bit(rook) | (bit(rook) - 1)) : rooks & (bit(rook) - 1);
    const char letter = outer ? static_cast<char>('a' + fileOf(rook)) : (kingside ? 'k' : 'q');
    return c == Color::White ? static_cast<char>(std::toupper(letter)) : letter;
}

// Refuses what no game can reach from the initial position by the counts of a side's pieces: more
// than 8 pawns or 16 pieces, or more promoted pieces (beyond 1 queen, 2 rooks, 2 bishops, 2
// knights) than pawns gone.
void checkCounts(const Position& b, Color c)
{
    const int pawns = count(b.pieces(c, PieceType::Pawn));
    if (pawns > 8)
        throw InputError(tooManyPawns(c, pawns));
    if (const int n = count(b.pieces(c)); n > 16)
        throw InputError(tooManyPieces(c, n));
    int promoted = std::max(0, count(b.pieces(c, PieceType::Queen)) - 1);
    for (PieceType t : {PieceType::Knight, PieceType::Bishop, PieceType::Rook})
        promoted += std::max(0, count(b.pieces(c, t)) - 2);
    if (pawns + promoted > 8)
        throw InputError(tooManyPromoted(c));
}

// "b5, d6, e2": language-neutral, to fill a template.
std::string squareList(Bitboard squares)
{
    std::string out;
    for (; squares; squares &= squares - 1)
        out += (out.empty() ? "" : ", ") + squareName(lowest(squares));
    return out;
}

// Whether a check by two rooks on two lines can have been given: a rook that moves off one rook's
// line cannot land on another line through the king, so the one that moved was a pawn that took
// its way onto the last rank and became a rook beside the king ("4k3/4r3/8/8/8/8/8/3rK3 w":
// exd1=R).
bool rooksCanCheck(const Position& b, Bitboard rooks)
{
    const Square king = b.king(b.sideToMove());
    const int last = b.sideToMove() == Color::White ? 0 : 7; // where the other side promotes
    return (rooks & kWazirAttacks[static_cast<std::size_t>(king)] & rankSquares(last)) != 0;
}

// Refuses a check on the side to move that no move can give: by more than two pieces, by two
// pieces of which neither is a slider (a discovered check comes from a slider), by two bishops
// (the moving one would have to stay on the line it opened), by two pieces on one line with the
// king (the nearer one would have blocked the other), or by two rooks but as rooksCanCheck says.
void checkCheckers(const Position& b, Bitboard checkers)
{
    if (count(checkers) < 2)
        return;
    const Bitboard sliders =
        b.pieces(PieceType::Bishop) | b.pieces(PieceType::Rook) | b.pieces(PieceType::Queen);
    const Square first = lowest(checkers);
    const Square second = lowest(checkers & (checkers - 1));
    if (count(checkers) > 2 || (checkers & sliders) == 0 ||
        (checkers & b.pieces(PieceType::Bishop)) == checkers ||
        (lineThrough(first, b.king(b.sideToMove())) & bit(second)) != 0 ||
        ((checkers & b.pieces(PieceType::Rook)) == checkers && !rooksCanCheck(b, checkers)))
        throw UnreachablePosition(impossibleCheck(squareList(checkers)));
}

int number(const std::optional<std::string>& field, int fallback)
{
    return field ? std::stoi(*field) : fallback; // validated by Board: at most 6 digits
}

} // namespace

Position Position::startPosition()
{
    static const Position start = fromBoard(Board::startPosition()); // read once
    return start;
}

Position Position::fromFen(std::string_view fen, bool chess960, PositionChecks checks)
{
    FenError error;
    const auto position = Board::fromFen(fen, &error);
    if (!position)
        throw InputError(badFen(error));
    return fromBoard(*position, chess960, checks);
}

Position Position::fromBoard(const Board& position, bool chess960, PositionChecks checks)
{
    Position b;
    for (Square s : allSquares())
        if (const auto p = position.pieceAt(s)) {
            if (p->type == PieceType::Wazir)
                throw InputError(wazirOnBoard(s));
            if (!mayStandOnRank(p->type, rankOf(s)))
                throw InputError(pawnOnLastRank(s));
            b.put(s, *p);
        }
    for (Color c : {Color::White, Color::Black}) {
        const Bitboard kings = b.pieces(c, PieceType::King);
        if (kings == 0)
            throw InputError(noKing(c));
        if (count(kings) > 1)
            throw InputError(twoKings(c));
        checkCounts(b, c);
    }
    b.m_side = position.sideToMove() == "b" ? Color::Black : Color::White;
    const Color other = opposite(b.m_side);
    if (b.attackersTo(b.king(other), b.occupied()) & b.pieces(b.m_side))
        throw InputError(wrongKingInCheck(b.m_side));
    const Bitboard checkers = b.attackersTo(b.king(b.m_side), b.occupied()) & b.pieces(other);
    const bool reachable = checks == PositionChecks::Reachable;
    if (reachable)
        checkCheckers(b, checkers);
    b.m_chess960 = chess960;
    for (const char letter : position.castling().value_or("-")) {
        const auto rook = letter == '-' ? std::nullopt : rookOfLetter(b, letter);
        if (!rook)
            continue; // dropped, as python-chess does: no king on the back rank, or no rook
        const Color c = rankOf(*rook) == 0 ? Color::White : Color::Black;
        const bool kingside = *rook > b.king(c);
        const auto i = static_cast<std::size_t>(rightIndex(c, kingside));
        const int file = fileOf(*rook);
        // Of two rights on one side, the outer rook's is kept.
        if (!(b.m_castling & (1 << i)) ||
            (kingside ? file > b.m_rookFile[i] : file < b.m_rookFile[i]))
            b.m_rookFile[i] = static_cast<std::uint8_t>(file);
        b.m_castling = static_cast<std::uint8_t>(b.m_castling | (1 << i));
    }
    for (std::size_t i = 0; i < 4; ++i) // no standard castling has such a king or rook
        if ((b.m_castling & (1 << i)) &&
            (fileOf(b.king(i < 2 ? Color::White : Color::Black)) != 4 ||
             b.m_rookFile[i] != (i % 2 == 0 ? 7 : 0)))
            b.m_chess960 = true;
    if (const auto ep = position.enPassant(); ep && *ep != "-") {
        // The opponent's pawn must stand just past it on its double step, it and the start empty,
        // and a check must come from that pawn or from a line the step opened.
        const Square s = *parseSquare(*ep);
        const int ahead = b.m_side == Color::White ? -8 : 8;
        if (rankOf(s) != (b.m_side == Color::White ? 5 : 2) ||
            b.pieceAt(Square(s + ahead)) != Piece{other, PieceType::Pawn} || b.pieceAt(s) ||
            b.pieceAt(Square(s - ahead)))
            throw InputError(badEnPassant(*ep));
        const Square from = Square(s - ahead), to = Square(s + ahead);
        for (Bitboard c = checkers; c; c &= c - 1)
            if (const Square at = lowest(c);
                reachable && at != to && (between(at, b.king(b.m_side)) & bit(from)) == 0)
                throw UnreachablePosition(checkNotAfterStep(at, *ep));
        b.m_enPassant = s;
    }
    b.m_halfmove = number(position.halfmoveClock(), 0);
    b.m_fullmove = number(position.fullmoveNumber(), 1);
    return b;
}

std::string Position::fen() const
{
    Board p;
    for (Square s : allSquares())
        p.setPiece(s, pieceAt(s));
    std::string out = p.placement();
    out += m_side == Color::White ? " w " : " b ";
    std::string rights;
    for (const Color c : {Color::White, Color::Black})
        for (const bool kingside : {true, false}) {
            const auto right = static_cast<CastlingRight>(1 << rightIndex(c, kingside));
            if (const auto rook = castlingRook(right))
                rights += rightLetter(*this, c, kingside, *rook);
        }
    out += rights.empty() ? "-" : rights;
    out += ' ' + (m_enPassant ? squareName(*m_enPassant) : std::string("-"));
    out += ' ' + std::to_string(m_halfmove) + ' ' + std::to_string(m_fullmove);
    return out;
}

Board Position::board() const
{
    return *Board::fromFen(fen());
}

Bitboard Position::attackersTo(Square s, Bitboard occupied) const
{
    const Bitboard target = bit(s);
    const Bitboard rooks = pieces(PieceType::Rook) | pieces(PieceType::Queen);
    const Bitboard bishops = pieces(PieceType::Bishop) | pieces(PieceType::Queen);
    return (kKnightAttacks[static_cast<std::size_t>(s)] & pieces(PieceType::Knight)) |
           (kKingAttacks[static_cast<std::size_t>(s)] & pieces(PieceType::King)) |
           (pawnAttacks(Color::White, target) & pieces(Color::Black, PieceType::Pawn)) |
           (pawnAttacks(Color::Black, target) & pieces(Color::White, PieceType::Pawn)) |
           (rookAttacks(s, occupied) & rooks) | (bishopAttacks(s, occupied) & bishops);
}

bool Position::inCheck() const
{
    return (attackersTo(king(m_side), occupied()) & pieces(opposite(m_side))) != 0;
}

void Position::put(Square s, Piece p)
{
    m_byColor[index(p.color)] |= bit(s);
    m_byType[static_cast<std::size_t>(p.type)] |= bit(s);
    m_squares[static_cast<std::size_t>(s)] =
        static_cast<std::uint8_t>(1 + 6 * static_cast<int>(p.color) + static_cast<int>(p.type));
}

void Position::remove(Square s)
{
    const auto p = pieceAt(s);
    if (!p)
        return;
    m_byColor[index(p->color)] &= ~bit(s);
    m_byType[static_cast<std::size_t>(p->type)] &= ~bit(s);
    m_squares[static_cast<std::size_t>(s)] = 0;
}

void Position::dropRights(int rights)
{
    m_castling = static_cast<std::uint8_t>(m_castling & ~rights);
    for (std::size_t i = 0; i < 4; ++i)
        if (rights & (1 << i))
            m_rookFile[i] = i % 2 == 0 ? 7 : 0;
}

void Position::play(const Move& m)
{
    const Piece piece = *pieceAt(m.from);
    const auto ep = m_enPassant;
    m_enPassant.reset();
    ++m_halfmove;
    if (piece.type == PieceType::King && isCastling(*this, m)) {
        const Castling c = castlingOf(*this, m);
        remove(c.kingFrom);
        remove(c.rookFrom);
        put(c.kingTo, piece);
        put(c.rookTo, {piece.color, PieceType::Rook});
    } else {
        if (piece.type == PieceType::Pawn || pieceAt(m.to))
            m_halfmove = 0;
        remove(m.to);
        remove(m.from);
        put(m.to, m.promotion ? Piece{piece.color, *m.promotion} : piece);
        if (piece.type == PieceType::Pawn) {
            const int step = m.to - m.from;
            if (ep && m.to == *ep)
                remove(Square(m.to + (piece.color == Color::White ? -8 : 8)));
            else if (step == 16 || step == -16)
                m_enPassant = Square(m.from + step / 2);
        }
    }
    // A right ends when its king moves, or its rook moves or is taken: all on the back ranks.
    if (m_castling && ((bit(m.from) | bit(m.to)) & (kRank1 | kRank8))) {
        int lost = piece.type == PieceType::King
                       ? (piece.color == Color::White ? kWhiteKingside | kWhiteQueenside
                                                      : kBlackKingside | kBlackQueenside)
                       : 0;
        for (std::size_t i = 0; i < 4; ++i)
            if (m_castling & (1 << i)) {
                const auto rook = Square(m_rookFile[i] + (i < 2 ? 0 : 56));
                if (rook == m.from || rook == m.to)
                    lost |= 1 << i;
            }
        if (m_castling & lost)
            dropRights(lost);
    }
    // Board keeps FEN counters of at most 6 digits.
    m_halfmove = std::min(m_halfmove, 999999);
    if (m_side == Color::Black)
        m_fullmove = std::min(m_fullmove + 1, 999999);
    m_side = opposite(m_side);
}

} // namespace cd
