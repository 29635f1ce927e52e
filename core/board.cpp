#include "board.h"

#include "textchar.h"

#include <cctype>
#include <vector>

namespace cd {

const char* fenErrorLine(bool atSquare)
{
    return atSquare ? translatable("%1, square %2: %3").text : translatable("%1: %2").text;
}

std::string FenError::toString() const
{
    if (square)
        return fillTemplate(fenErrorLine(true), {field, squareName(*square), message.english()});
    return fillTemplate(fenErrorLine(false), {field, message.english()});
}

namespace {

struct Field {
    std::string_view text;
    int column; // 1-based column of the field's first character in the whole FEN
};

const char* fieldName(int field)
{
    switch (field) {
    case 0:
        return translatable("placement").text;
    case 1:
        return translatable("side to move").text;
    case 2:
        return translatable("castling").text;
    case 3:
        return translatable("en passant").text;
    case 4:
        return translatable("halfmove clock").text;
    case 5:
        return translatable("fullmove number").text;
    }
    return translatable("FEN").text;
}

std::vector<Field> splitFields(std::string_view fen)
{
    std::vector<Field> fields;
    std::size_t i = 0;
    while (i < fen.size()) {
        while (i < fen.size() && (fen[i] == ' ' || fen[i] == '\t'))
            ++i;
        const std::size_t start = i;
        while (i < fen.size() && fen[i] != ' ' && fen[i] != '\t')
            ++i;
        if (i > start)
            fields.push_back({fen.substr(start, i - start), static_cast<int>(start) + 1});
    }
    return fields;
}

bool fail(FenError* error, int field, int column, Message message,
          std::optional<Square> square = std::nullopt)
{
    if (error)
        *error = {fieldName(field), column, square, std::move(message)};
    return false;
}

// "44": FEN writes a run of empty squares as one digit ("8"), and python-chess refuses two; the
// text at i - 1 and i holds the two digits, `file` is the file after the first.
bool failDigitRun(const Field& f, std::size_t i, int file, int rank, FenError* error)
{
    const int first = f.text[i - 1] - '0', second = f.text[i] - '0';
    return fail(error, 0, f.column + static_cast<int>(i),
                {translatable("digits in a row (%1): write its %2 empty squares as one digit"),
                 {std::string(f.text.substr(i - 1, 2)), std::to_string(first + second)}},
                makeSquare(file - first, rank));
}

bool parsePlacement(const Field& f, Board& pos, FenError* error)
{
    int rank = 7, file = 0;
    for (std::size_t i = 0; i < f.text.size(); ++i) {
        const char c = f.text[i];
        const int column = f.column + static_cast<int>(i);
        const std::string rankNumber = std::to_string(rank + 1);
        if (c == '/') {
            if (file != 8)
                return fail(error, 0, column,
                            {translatable("rank %1 has %2 squares, not 8"),
                             {rankNumber, std::to_string(file)}});
            if (rank == 0)
                return fail(error, 0, column, {translatable("more than 8 ranks")});
            --rank;
            file = 0;
        } else if (c >= '1' && c <= '8') {
            if (i > 0 && f.text[i - 1] >= '1' && f.text[i - 1] <= '8' && file + (c - '0') <= 8)
                return failDigitRun(f, i, file, rank, error);
            file += c - '0';
            if (file > 8)
                return fail(error, 0, column,
                            {translatable("rank %1 has more than 8 squares"), {rankNumber}});
        } else if (const auto piece = pieceFromLetter(c)) {
            if (file >= 8)
                return fail(error, 0, column,
                            {translatable("rank %1 has more than 8 squares"), {rankNumber}});
            if (!mayStandOnRank(piece->type, rank))
                return fail(error, 0, column,
                            {translatable("a pawn cannot stand on rank %1"), {rankNumber}},
                            makeSquare(file, rank));
            pos.setPiece(makeSquare(file, rank), piece);
            ++file;
        } else {
            const Message bad{
                translatable("%1 is not a piece letter (PNBRQK, pnbrqk) or a digit 1-8"),
                {quotedCharAt(f.text, i)}};
            if (file < 8)
                return fail(error, 0, column, bad, makeSquare(file, rank));
            return fail(error, 0, column, bad);
        }
    }
    const int end = f.column + static_cast<int>(f.text.size());
    if (file != 8)
        return fail(error, 0, end,
                    {translatable("rank %1 has %2 squares, not 8"),
                     {std::to_string(rank + 1), std::to_string(file)}});
    if (rank != 0)
        return fail(error, 0, end,
                    {translatable("only %1 ranks, not 8"), {std::to_string(8 - rank)}});
    return true;
}

// '-', or rights by KQkq (X-FEN) or by the rook's file (Shredder-FEN: HAha), mixed too: White's
// before Black's, K before Q, no letter twice, at most two a side (Position finds the rooks).
bool parseCastling(const Field& f, FenError* error)
{
    if (f.text == "-")
        return true;
    std::string seen;
    int black = 0, white = 0;
    for (std::size_t i = 0; i < f.text.size(); ++i) {
        const char c = f.text[i];
        const bool isWhite = c == 'K' || c == 'Q' || (c >= 'A' && c <= 'H');
        const bool isBlack = c == 'k' || c == 'q' || (c >= 'a' && c <= 'h');
        const bool kAfterQ = (c == 'K' || c == 'k') && seen.find(c == 'K' ? 'Q' : 'q') != seen.npos;
        if ((!isWhite && !isBlack) || (isWhite && black > 0) || seen.find(c) != seen.npos ||
            kAfterQ || (isWhite ? ++white : ++black) > 2)
            return fail(error, 2, f.column + static_cast<int>(i),
                        {translatable("%1 is not allowed here: use '-', or KQkq in that order, or "
                                      "the rooks' files (HAha)"),
                         {quotedCharAt(f.text, i)}});
        seen += c;
    }
    return true;
}

bool parseEnPassant(const Field& f, std::string_view side, FenError* error)
{
    if (f.text == "-")
        return true;
    const auto sq = parseSquare(f.text);
    if (!sq || f.text[0] < 'a')
        return fail(error, 3, f.column,
                    {translatable("'%1' is not '-' or a square"), {std::string(f.text)}});
    const int wanted = side == "b" ? 2 : 5; // rank 3 after a white double step, rank 6 after black
    if (rankOf(*sq) != wanted)
        return fail(error, 3, f.column + 1,
                    {translatable("the en passant square must be on rank %1"),
                     {std::to_string(wanted + 1)}});
    return true;
}

bool parseCounter(const Field& f, int field, FenError* error)
{
    if (f.text.size() > 6)
        return fail(error, field, f.column, {translatable("number too large")});
    for (std::size_t i = 0; i < f.text.size(); ++i)
        if (!std::isdigit(static_cast<unsigned char>(f.text[i])))
            return fail(error, field, f.column + static_cast<int>(i),
                        {translatable("%1 is not a digit"), {quotedCharAt(f.text, i)}});
    return true;
}

// The messages of Board::fromFen, here so that lupdate files them under "cd".
Message emptyFen()
{
    return {translatable("the FEN is empty")};
}

Message textAfterFen()
{
    return {translatable("unexpected text after the fullmove number")};
}

Message notASide()
{
    return {translatable("must be 'w' or 'b'")};
}

} // namespace

std::optional<Board> Board::fromFen(std::string_view fen, FenError* error)
{
    const auto fields = splitFields(fen);
    if (fields.empty()) {
        fail(error, 0, 1, emptyFen());
        return std::nullopt;
    }
    if (fields.size() > 6) {
        fail(error, -1, fields[6].column, textAfterFen());
        return std::nullopt;
    }
    Board pos;
    if (!parsePlacement(fields[0], pos, error))
        return std::nullopt;
    if (fields.size() > 1) {
        if (fields[1].text != "w" && fields[1].text != "b") {
            fail(error, 1, fields[1].column, notASide());
            return std::nullopt;
        }
        pos.m_side = std::string(fields[1].text);
    }
    if (fields.size() > 2) {
        if (!parseCastling(fields[2], error))
            return std::nullopt;
        pos.m_castling = std::string(fields[2].text);
    }
    if (fields.size() > 3) {
        if (!parseEnPassant(fields[3], *pos.m_side, error))
            return std::nullopt;
        pos.m_enPassant = std::string(fields[3].text);
    }
    if (fields.size() > 4) {
        if (!parseCounter(fields[4], 4, error))
            return std::nullopt;
        pos.m_halfmove = std::string(fields[4].text);
    }
    if (fields.size() > 5) {
        // 0 is read as 1, as Stockfish, python-chess and chessops read it.
        if (!parseCounter(fields[5], 5, error))
            return std::nullopt;
        const bool zero = fields[5].text.find_first_not_of('0') == std::string_view::npos;
        pos.m_fullmove = zero ? std::string("1") : std::string(fields[5].text);
    }
    return pos;
}

Board Board::startPosition()
{
    return *fromFen(kStartFen);
}

std::string Board::placement() const
{
    std::string out;
    for (int rank = 7; rank >= 0; --rank) {
        int empty = 0;
        for (int file = 0; file < 8; ++file) {
            if (const auto p = m_board[static_cast<std::size_t>(makeSquare(file, rank))]) {
                if (empty)
                    out += static_cast<char>('0' + empty);
                empty = 0;
                out += pieceLetter(*p);
            } else {
                ++empty;
            }
        }
        if (empty)
            out += static_cast<char>('0' + empty);
        if (rank)
            out += '/';
    }
    return out;
}

std::string Board::fen() const
{
    std::string out = placement();
    for (const auto* field : {&m_side, &m_castling, &m_enPassant, &m_halfmove, &m_fullmove}) {
        if (!*field)
            break;
        out += ' ';
        out += **field;
    }
    return out;
}

void Board::setPiece(Square s, std::optional<Piece> piece)
{
    const auto i = index(s);
    if (const auto old = m_board[i]) {
        m_byColor[static_cast<std::size_t>(old->color)] &= ~bit(s);
        m_byType[static_cast<std::size_t>(old->type)] &= ~bit(s);
    }
    m_board[i] = piece;
    if (piece) {
        m_byColor[static_cast<std::size_t>(piece->color)] |= bit(s);
        m_byType[static_cast<std::size_t>(piece->type)] |= bit(s);
    }
}

void Board::clear()
{
    m_board.fill(std::nullopt);
    m_byColor = {};
    m_byType = {};
}

} // namespace cd
