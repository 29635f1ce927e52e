#include "san.h"

#include "attacks.h"
#include "castling.h"
#include "movegen.h"
#include "nagsymbols.h"

#include <optional>

namespace cd {

namespace {

// A move as far as a SAN tells it; unset parts match anything.
struct SanPattern {
    PieceType piece = PieceType::Pawn;
    std::optional<int> fromFile, fromRank;
    Square to = A1;
    std::optional<PieceType> promotion;
    int castling = 0;     // 1: kingside, -1: queenside
    bool capture = false; // 'x' or ':' written
};

// The move as quoted in messages: long junk is cut.
std::string quoted(std::string_view text)
{
    return text.size() <= 24 ? std::string(text) : std::string(text.substr(0, 20)) + "...";
}

// The messages of parseSan, here so that lupdate files them under "cd".
Message notSan(std::string_view text)
{
    return {translatable("'%1' is not a move in standard algebraic notation"), {quoted(text)}};
}

Message notLegal(std::string_view text, const Position& b)
{
    return {translatable("%1 is not a legal move in %2"), {quoted(text), b.fen()}};
}

Message ambiguous(std::string_view text, const Position& b, const std::string& candidates)
{
    return {translatable("%1 is ambiguous in %2: it could be %3"),
            {quoted(text), b.fen(), candidates}};
}

Message notEnglish(char letter)
{
    return {translatable("%1 is not an English piece letter (K, Q, R, B, N)"),
            {std::string(1, letter)}};
}

Message promotionMissing(std::string_view text)
{
    return {translatable("%1 reaches the last rank: name the piece it becomes, as in %1=Q"),
            {quoted(text)}};
}

std::optional<PieceType> pieceOfLetter(char c)
{
    switch (c) {
    case 'N':
        return PieceType::Knight;
    case 'B':
        return PieceType::Bishop;
    case 'R':
        return PieceType::Rook;
    case 'Q':
        return PieceType::Queen;
    case 'K':
        return PieceType::King;
    }
    return std::nullopt;
}

// The piece a pawn becomes, from the last letter of `s`: upper case, or lower case after '=' or
// after the rank ("e8=q", "d7d8r"), as other programs write it.
std::optional<PieceType> promotionOfLetter(std::string_view s)
{
    const char last = s.back(), before = s[s.size() - 2];
    if (last == 'K')
        return std::nullopt;
    if (const auto piece = pieceOfLetter(last))
        return piece;
    if (before != '=' && (before < '1' || before > '8'))
        return std::nullopt;
    const auto piece = pieceOfLetter(static_cast<char>(last - 'a' + 'A'));
    return piece == PieceType::King ? std::nullopt : piece;
}

// A move in long algebraic notation: the piece letter if any, the origin, '-', 'x' or ':' if any,
// the target, the promotion if any ("g1f3", "Ng1-f3", "e4:d5", "e7e8q", "e1g1").
struct LongMove {
    std::optional<PieceType> piece;
    Square from = A1, to = A1;
    std::optional<PieceType> promotion;
};

std::optional<LongMove> readLongMove(std::string_view s)
{
    LongMove m;
    if (!s.empty() && (pieceOfLetter(s.front()) || s.front() == 'P')) {
        m.piece = s.front() == 'P' ? PieceType::Pawn : *pieceOfLetter(s.front());
        s.remove_prefix(1);
    }
    if (s.size() < 4 || s[0] < 'a' || s[0] > 'h')
        return std::nullopt;
    const auto from = parseSquare(s.substr(0, 2));
    s.remove_prefix(2);
    if (!s.empty() && (s.front() == '-' || s.front() == 'x' || s.front() == ':'))
        s.remove_prefix(1);
    if (!from || s.size() < 2 || s[0] < 'a' || s[0] > 'h')
        return std::nullopt;
    const auto to = parseSquare(s.substr(0, 2));
    s.remove_prefix(2);
    if (!to)
        return std::nullopt;
    m.from = *from;
    m.to = *to;
    if (!s.empty() && s.front() == '=')
        s.remove_prefix(1);
    if (s.size() == 1) {
        const char c = s.front() >= 'a' ? static_cast<char>(s.front() - 'a' + 'A') : s.front();
        m.promotion = pieceOfLetter(c);
        if (!m.promotion || *m.promotion == PieceType::King)
            return std::nullopt;
    } else if (!s.empty()) {
        return std::nullopt;
    }
    return m;
}

// Reads the pattern of a SAN without its check marks and annotations; nullopt if malformed.
std::optional<SanPattern> readPattern(std::string_view s)
{
    SanPattern p;
    if (s == "O-O" || s == "0-0")
        return p.castling = 1, p;
    if (s == "O-O-O" || s == "0-0-0")
        return p.castling = -1, p;
    if (!s.empty() && pieceOfLetter(s.front())) {
        p.piece = *pieceOfLetter(s.front());
        s.remove_prefix(1);
    } else if (s.starts_with('P')) {
        s.remove_prefix(1); // "Pe4": the pawn named
    }
    if (p.piece == PieceType::Pawn && s.size() > 2) {
        if (const auto promotion = promotionOfLetter(s); promotion) {
            p.promotion = promotion;
            s.remove_suffix(1);
            if (s.back() == '=')
                s.remove_suffix(1);
        }
    }
    if (s.size() < 2)
        return std::nullopt;
    const auto to = parseSquare(s.substr(s.size() - 2));
    if (!to || s[s.size() - 2] < 'a')
        return std::nullopt;
    p.to = *to;
    s.remove_suffix(2);
    if (!s.empty() && (s.back() == 'x' || s.back() == ':')) {
        s.remove_suffix(1);
        p.capture = true;
    }
    if (!s.empty() && s.front() >= 'a' && s.front() <= 'h') {
        p.fromFile = s.front() - 'a';
        s.remove_prefix(1);
    }
    if (!s.empty() && s.front() >= '1' && s.front() <= '8') {
        p.fromRank = s.front() - '1';
        s.remove_prefix(1);
    }
    if (!s.empty())
        return std::nullopt;
    return p;
}

bool matches(const Position& b, const Move& m, const SanPattern& p)
{
    if (p.castling)
        return isCastling(b, m) && (m.to > m.from) == (p.castling > 0);
    if (m.to != p.to || b.pieceAt(m.from)->type != p.piece || m.promotion != p.promotion ||
        isCastling(b, m))
        return false;
    if (p.fromFile && fileOf(m.from) != *p.fromFile)
        return false;
    if (p.fromRank && rankOf(m.from) != *p.fromRank)
        return false;
    // A pawn without a file named steps straight ahead ("e4" is never a capture), or captures
    // when 'x' says so ("Pxd5").
    return p.piece != PieceType::Pawn || p.fromFile ||
           (fileOf(m.from) == fileOf(m.to)) != p.capture;
}

// The squares the side's pawns could move to p.to from, captures and steps ahead.
Bitboard pawnOrigins(const Position& b, Square to)
{
    const Color us = b.sideToMove();
    const Bitboard pawns = b.pieces(us, PieceType::Pawn);
    const bool takes = b.pieceAt(to) || b.enPassant() == to;
    Bitboard from = takes ? pawnAttacks(opposite(us), bit(to)) & pawns : 0;
    const int back = us == Color::White ? -8 : 8;
    if (!takes && isSquare(to + back)) {
        const auto one = Square(to + back);
        const bool fourthRank = rankOf(to) == (us == Color::White ? 3 : 4);
        if (has(pawns, one))
            from |= bit(one);
        else if (fourthRank && !b.pieceAt(one) && has(pawns, Square(one + back)))
            from |= bit(Square(one + back));
    }
    return from;
}

// The moves a SAN other than castling can name, before the mover's king is checked for safety:
// the side's pieces of the kind that reach the target. Reading a game asks this at every ply, so
// it looks at those few pieces instead of generating every legal move. One list returned, so that
// it is built in place (a copy of a MoveList is 3 kB).
MoveList sanCandidates(const Position& b, const SanPattern& p)
{
    MoveList out;
    const Color us = b.sideToMove();
    const bool lastRank = rankOf(p.to) == (us == Color::White ? 7 : 0);
    // None onto one's own piece, no promotion where none can be, none missing where one must be.
    if (has(b.pieces(us), p.to) ||
        p.promotion.has_value() != (p.piece == PieceType::Pawn && lastRank))
        return out;
    const Bitboard from =
        p.piece == PieceType::Pawn
            ? pawnOrigins(b, p.to)
            : attacksFrom({us, p.piece}, p.to, b.occupied()) & b.pieces(us, p.piece);
    forEachSquare(from, [&](Square s) { out.push({s, p.to, p.promotion}); });
    return out;
}

// Castling written as the king taking its own rook ("e1h1", as UCI_Chess960 engines write it):
// the castling on that side; nullopt for any other text.
std::optional<SanPattern> kingTakesRook(const Position& b, std::string_view s)
{
    const auto from = s.size() == 4 ? parseSquare(s.substr(0, 2)) : std::nullopt;
    const auto to = s.size() == 4 ? parseSquare(s.substr(2, 2)) : std::nullopt;
    const Color us = b.sideToMove();
    if (!from || !to || s[0] < 'a' || s[2] < 'a' ||
        b.pieceAt(*from) != Piece{us, PieceType::King} ||
        b.pieceAt(*to) != Piece{us, PieceType::Rook})
        return std::nullopt;
    SanPattern p;
    p.castling = *to > *from ? 1 : -1;
    return p;
}

// Whether a candidate leaves the mover's king safe.
// Whether a candidate leaves the mover's king safe: the board after it as bitboards only, since
// reading a game asks this at every ply (a castling comes from legalMoves, so it is safe).
bool leavesKingSafe(const Position& b, const Move& m)
{
    if (isCastling(b, m))
        return true;
    const Color us = b.sideToMove();
    const bool king = b.pieceAt(m.from)->type == PieceType::King;
    Bitboard taken = bit(m.to);
    if (b.pieceAt(m.from)->type == PieceType::Pawn && b.enPassant() == m.to)
        taken = bit(Square(m.to + (us == Color::White ? -8 : 8)));
    const Bitboard occupied = (b.occupied() & ~bit(m.from) & ~taken) | bit(m.to);
    const Square kingSquare = king ? m.to : b.king(us);
    return !(b.attackersTo(kingSquare, occupied) & b.pieces(opposite(us)) & ~taken);
}

} // namespace

std::string sanText(const Position& b, const Move& m)
{
    const Piece piece = *b.pieceAt(m.from);
    std::string out;
    if (isCastling(b, m)) {
        out = m.to > m.from ? "O-O" : "O-O-O";
    } else {
        const bool capture =
            b.pieceAt(m.to) || (piece.type == PieceType::Pawn && fileOf(m.from) != fileOf(m.to));
        if (piece.type == PieceType::Pawn) {
            if (capture)
                out += static_cast<char>('a' + fileOf(m.from));
        } else {
            out += pieceLetter({Color::White, piece.type});
            if (piece.type != PieceType::King && count(b.pieces(piece.color, piece.type)) > 1) {
                bool rival = false, sameFile = false, sameRank = false;
                for (const Move& other : legalMoves(b))
                    if (other.to == m.to && other.from != m.from &&
                        b.pieceAt(other.from)->type == piece.type) {
                        rival = true;
                        sameFile |= fileOf(other.from) == fileOf(m.from);
                        sameRank |= rankOf(other.from) == rankOf(m.from);
                    }
                if (rival && (!sameFile || sameRank))
                    out += static_cast<char>('a' + fileOf(m.from));
                if (rival && sameFile)
                    out += static_cast<char>('1' + rankOf(m.from));
            }
        }
        if (capture)
            out += 'x';
        out += squareName(m.to);
        if (m.promotion)
            out += std::string("=") + pieceLetter({Color::White, *m.promotion});
    }
    const Position after = b.after(m);
    if (after.inCheck())
        out += legalMoves(after).empty() ? '#' : '+';
    return out;
}

namespace {

// The text of a move without what follows it: an evaluation symbol, check marks, annotations, and
// "e.p." or "ep" after an en-passant capture.
std::string_view moveOnly(std::string_view s)
{
    if (const NagSymbol* evaluation = nagSymbolAtEnd(s)) // "Qh5+-": the move, then "+-"
        s.remove_suffix(evaluation->text.size());
    while (!s.empty() && (s.back() == '!' || s.back() == '?' || s.back() == '+' || s.back() == '#'))
        s.remove_suffix(1);
    for (std::string_view mark : {"e.p.", "ep"})
        if (s.size() > mark.size() + 2 && s.ends_with(mark)) {
            const char rank = s[s.size() - mark.size() - 1];
            if (rank == '3' || rank == '6')
                s.remove_suffix(mark.size());
        }
    return s;
}

// The legal move a long algebraic move names, or nullopt: also when it names a
// pawn's move to the last rank without the piece it becomes (`noPromotion` then set).
std::optional<Move> longMove(const Position& b, const LongMove& lm, bool& noPromotion)
{
    for (const Move& m : legalMoves(b))
        if (m.from == lm.from && m.to == lm.to) {
            if (lm.piece && *lm.piece != b.pieceAt(m.from)->type)
                return std::nullopt;
            if (m.promotion && !lm.promotion) {
                noPromotion = true;
                return std::nullopt;
            }
            if (m.promotion == lm.promotion)
                return m;
        }
    return std::nullopt;
}

// The text with its figurines as piece letters ("♘f3" as "Nf3"); empty if it has none.
std::string figurinesAsLetters(std::string_view text)
{
    if (text.find('\xE2') == std::string_view::npos)
        return {};
    std::string out;
    for (std::size_t i = 0; i < text.size(); ++i) {
        if (const char letter = figurineLetterAt(text.substr(i))) {
            out += letter;
            i += kFigurineBytes - 1;
        } else {
            out += text[i];
        }
    }
    return out;
}

// The legal move a SAN names; when there is none, `why` (if not null) is set to the reason. Only
// then is a message built, since a file of bad games asks this for each without keeping it.
std::optional<Move> lookUpSan(const Position& b, std::string_view text, Message* why)
{
    const std::string letters = figurinesAsLetters(text);
    const std::string_view s = moveOnly(letters.empty() ? text : letters);
    if (const auto lm = readLongMove(s)) {
        bool noPromotion = false;
        if (const auto m = longMove(b, *lm, noPromotion))
            return m;
        if (noPromotion) {
            if (why)
                *why = promotionMissing(text);
            return std::nullopt;
        }
    }
    auto pattern = kingTakesRook(b, s); // "e1h1": castling in Chess960's notation
    if (!pattern)
        pattern = readPattern(s);
    if (!pattern) {
        // The piece letters of German, French, Spanish and Italian that English lacks.
        if (why)
            *why =
                !s.empty() && std::string_view("ACDFLST").find(s.front()) != std::string_view::npos
                    ? notEnglish(s.front())
                    : notSan(text);
        return std::nullopt;
    }
    std::optional<Move> found;
    std::string candidates;
    // For castling, every legal move.
    const MoveList moves = pattern->castling ? legalMoves(b) : sanCandidates(b, *pattern);
    for (const Move& m : moves)
        if (matches(b, m, *pattern) && leavesKingSafe(b, m)) {
            if (found && !why)
                return std::nullopt; // ambiguous
            if (found)
                candidates += (candidates.empty() ? sanText(b, *found) : "") + ", " + sanText(b, m);
            found = m;
        }
    if (!found) {
        if (why)
            *why = notLegal(text, b);
        return std::nullopt;
    }
    if (!candidates.empty()) {
        *why = ambiguous(text, b, candidates);
        return std::nullopt;
    }
    return found;
}

} // namespace

std::optional<Move> trySan(const Position& b, std::string_view text)
{
    return lookUpSan(b, text, nullptr);
}

Message sanProblem(const Position& b, std::string_view text)
{
    Message why;
    lookUpSan(b, text, &why);
    return why;
}

Move parseSan(const Position& b, std::string_view text)
{
    Message why;
    if (const auto m = lookUpSan(b, text, &why))
        return *m;
    throw InputError(why);
}

} // namespace cd
