#include "position.h"

#include <cctype>
#include <vector>

namespace cd {

std::string FenError::toString() const
{
    return field + ", column " + std::to_string(column) + ": " + message;
}

namespace {

struct Field {
    std::string_view text;
    int column; // 1-based column of the field's first character in the whole FEN
};

constexpr const char* kFieldNames[] = {"placement",  "side to move",   "castling",
                                       "en passant", "halfmove clock", "fullmove number"};

std::string quoted(char c)
{
    if (std::isprint(static_cast<unsigned char>(c)))
        return std::string("'") + c + "'";
    return "byte " + std::to_string(static_cast<unsigned char>(c));
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

bool fail(FenError* error, int field, int column, std::string message)
{
    if (error)
        *error = {kFieldNames[field], column, std::move(message)};
    return false;
}

bool parsePlacement(const Field& f, Position& pos, FenError* error)
{
    int rank = 7, file = 0;
    for (std::size_t i = 0; i < f.text.size(); ++i) {
        const char c = f.text[i];
        const int column = f.column + static_cast<int>(i);
        const std::string rankName = "rank " + std::to_string(rank + 1);
        if (c == '/') {
            if (file != 8)
                return fail(error, 0, column,
                            rankName + " has " + std::to_string(file) + " squares, not 8");
            if (rank == 0)
                return fail(error, 0, column, "more than 8 ranks");
            --rank;
            file = 0;
        } else if (c >= '1' && c <= '8') {
            file += c - '0';
            if (file > 8)
                return fail(error, 0, column, rankName + " has more than 8 squares");
        } else if (const auto piece = pieceFromLetter(c)) {
            if (file >= 8)
                return fail(error, 0, column, rankName + " has more than 8 squares");
            if (piece->type == PieceType::Pawn && (rank == 0 || rank == 7))
                return fail(error, 0, column, "a pawn cannot stand on " + rankName);
            pos.setPiece(makeSquare(file, rank), piece);
            ++file;
        } else {
            return fail(error, 0, column,
                        quoted(c) + " is not a piece letter (PNBRQK, pnbrqk) or a digit 1-8");
        }
    }
    const int end = f.column + static_cast<int>(f.text.size());
    if (file != 8)
        return fail(error, 0, end,
                    "rank " + std::to_string(rank + 1) + " has " + std::to_string(file) +
                        " squares, not 8");
    if (rank != 0)
        return fail(error, 0, end, "only " + std::to_string(8 - rank) + " ranks, not 8");
    return true;
}

bool parseCastling(const Field& f, FenError* error)
{
    if (f.text == "-")
        return true;
    constexpr std::string_view order = "KQkq";
    std::size_t next = 0;
    for (std::size_t i = 0; i < f.text.size(); ++i) {
        const auto at = order.find(f.text[i]);
        if (at == std::string_view::npos || at < next)
            return fail(error, 2, f.column + static_cast<int>(i),
                        quoted(f.text[i]) + " is not allowed here: use '-' or KQkq in that order");
        next = at + 1;
    }
    return true;
}

bool parseEnPassant(const Field& f, std::string_view side, FenError* error)
{
    if (f.text == "-")
        return true;
    const auto sq = parseSquare(f.text);
    if (!sq || f.text[0] < 'a') {
        std::string message(1, '\'');
        message.append(f.text).append("' is not '-' or a square");
        return fail(error, 3, f.column, message);
    }
    const int wanted = side == "b" ? 2 : 5; // rank 3 after a white double step, rank 6 after black
    if (rankOf(*sq) != wanted)
        return fail(error, 3, f.column + 1,
                    "the en passant square must be on rank " + std::to_string(wanted + 1));
    return true;
}

bool parseCounter(const Field& f, int field, int minimum, FenError* error)
{
    if (f.text.size() > 6)
        return fail(error, field, f.column, "number too large");
    for (std::size_t i = 0; i < f.text.size(); ++i)
        if (!std::isdigit(static_cast<unsigned char>(f.text[i])))
            return fail(error, field, f.column + static_cast<int>(i),
                        quoted(f.text[i]) + " is not a digit");
    if (std::stoi(std::string(f.text)) < minimum)
        return fail(error, field, f.column, "must be at least " + std::to_string(minimum));
    return true;
}

} // namespace

std::optional<Position> Position::fromFen(std::string_view fen, FenError* error)
{
    const auto fields = splitFields(fen);
    if (fields.empty()) {
        fail(error, 0, 1, "the FEN is empty");
        return std::nullopt;
    }
    if (fields.size() > 6) {
        if (error)
            *error = {"FEN", fields[6].column, "unexpected text after the fullmove number"};
        return std::nullopt;
    }
    Position pos;
    if (!parsePlacement(fields[0], pos, error))
        return std::nullopt;
    if (fields.size() > 1) {
        if (fields[1].text != "w" && fields[1].text != "b") {
            fail(error, 1, fields[1].column, "must be 'w' or 'b'");
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
        if (!parseCounter(fields[4], 4, 0, error))
            return std::nullopt;
        pos.m_halfmove = std::string(fields[4].text);
    }
    if (fields.size() > 5) {
        if (!parseCounter(fields[5], 5, 1, error))
            return std::nullopt;
        pos.m_fullmove = std::string(fields[5].text);
    }
    return pos;
}

Position Position::startPosition()
{
    return *fromFen(kStartFen);
}

std::string Position::placement() const
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

std::string Position::fen() const
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

void Position::setPiece(Square s, std::optional<Piece> piece)
{
    const auto i = index(s);
    if (m_board[i])
        m_byColor[static_cast<std::size_t>(m_board[i]->color)] &= ~bit(s);
    m_board[i] = piece;
    if (piece)
        m_byColor[static_cast<std::size_t>(piece->color)] |= bit(s);
}

void Position::clear()
{
    m_board.fill(std::nullopt);
    m_byColor = {};
}

Bitboard Position::pieces(Color c, PieceType t) const
{
    Bitboard result = 0;
    forEachSquare(pieces(c), [&](Square s) {
        if (m_board[static_cast<std::size_t>(s)]->type == t)
            result |= bit(s);
    });
    return result;
}

} // namespace cd
