// A placement of pieces on the board, read from and written to FEN (docs/board.md#conventions: only
// the placement matters for distances; the other FEN fields are validated, kept and written back).
#pragma once

#include "bitboard.h"
#include "message.h"
#include "piece.h"

#include <array>
#include <cassert>
#include <optional>
#include <string>
#include <string_view>

namespace cd {

// Why a FEN was rejected: the field, the 1-based column of the bad character, and what is wrong.
struct FenError {
    const char* field = "";       // translatable: "placement", "castling", ...
    int column = 0;               // 1-based, in the whole FEN (for tools; the line names no column)
    std::optional<Square> square; // a placement error on one square
    Message message;
    // "placement, square h1: ..." or "castling: ..." — one line in English, naming the field
    // and, where there is one, the square: people read ranks and squares, not columns.
    std::string toString() const;
};

// The template of that line: %1 the field, then %2 the message, or %2 the square, %3 the message.
const char* fenErrorLine(bool atSquare);

class Board {
public:
    static constexpr std::string_view kStartFen =
        "rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - 0 1";

    // The empty board.
    Board() = default;

    // Parses a FEN (placement required, other fields optional); on failure fills `error`.
    static std::optional<Board> fromFen(std::string_view fen, FenError* error = nullptr);
    static Board startPosition();

    // The placement and every other field that was given (or set).
    std::string fen() const;
    // The placement field alone.
    std::string placement() const;

    std::optional<Piece> pieceAt(Square s) const { return m_board[index(s)]; }
    void setPiece(Square s, std::optional<Piece> piece);
    void clear();

    Bitboard occupied() const { return m_byColor[0] | m_byColor[1]; }
    Bitboard pieces(Color c) const { return m_byColor[static_cast<std::size_t>(c)]; }
    Bitboard pieces(Color c, PieceType t) const
    {
        return pieces(c) & m_byType[static_cast<std::size_t>(t)];
    }

    // Optional FEN fields, as text, exactly as validated ("w", "KQkq", "-", "0", "1").
    const std::optional<std::string>& sideToMove() const { return m_side; }
    const std::optional<std::string>& castling() const { return m_castling; }
    const std::optional<std::string>& enPassant() const { return m_enPassant; }
    const std::optional<std::string>& halfmoveClock() const { return m_halfmove; }
    const std::optional<std::string>& fullmoveNumber() const { return m_fullmove; }

    friend bool operator==(const Board&, const Board&) = default;

private:
    static std::size_t index(Square s)
    {
        assert(isSquare(s));
        return static_cast<std::size_t>(s);
    }

    std::array<std::optional<Piece>, 64> m_board{};
    std::array<Bitboard, 2> m_byColor{};
    std::array<Bitboard, 7> m_byType{}; // by PieceType, both colours
    std::optional<std::string> m_side, m_castling, m_enPassant, m_halfmove, m_fullmove;
};

} // namespace cd
