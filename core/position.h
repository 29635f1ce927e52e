// A game position: the pieces and everything the rules need to go on — side to move, castling
// rights, en-passant square, halfmove clock, fullmove number. Made from a cd::Board, which reads
// and writes the FEN; only playable positions become a Position (docs/games.md#positions).
#pragma once

#include "bitboard.h"
#include "board.h"
#include "move.h"
#include "piece.h"

#include <array>
#include <cstdint>
#include <optional>
#include <string>
#include <string_view>

namespace cd {

// Castling rights as bits; any combination.
enum CastlingRight : std::uint8_t {
    kWhiteKingside = 1,
    kWhiteQueenside = 2,
    kBlackKingside = 4,
    kBlackQueenside = 8,
};

class Position {
public:
    // The initial position of a game.
    static Position startPosition();
    // The position with its FEN fields; missing ones are "w", "-", "-", 0 and 1. Castling rights
    // whose king or rook is not on its home square are dropped. Throws InputError, saying why,
    // for a position no game can reach: a side without exactly one king, more than 8 pawns, 16
    // pieces or more promoted pieces than pawns gone; a pawn on rank 1 or 8; a wazir; the side
    // not to move in check; a check no move can give (docs/games.md#positions); an en-passant
    // square no double step can have made, or a check that step cannot have given.
    static Position fromBoard(const Board& position);
    // Through Board::fromFen; throws InputError for a bad FEN or an unplayable position.
    static Position fromFen(std::string_view fen);

    // Every field set (Board::fen() writes all six).
    Board board() const;
    std::string fen() const;

    std::optional<Piece> pieceAt(Square s) const
    {
        return kPieceOfCode[m_squares[static_cast<std::size_t>(s)]];
    }
    Bitboard occupied() const { return m_byColor[0] | m_byColor[1]; }
    Bitboard pieces(Color c) const { return m_byColor[index(c)]; }
    Bitboard pieces(PieceType t) const { return m_byType[static_cast<std::size_t>(t)]; }
    Bitboard pieces(Color c, PieceType t) const { return pieces(c) & pieces(t); }
    Square king(Color c) const { return lowest(pieces(c, PieceType::King)); }

    Color sideToMove() const { return m_side; }
    int castlingRights() const { return m_castling; } // CastlingRight bits
    std::optional<Square> enPassant() const { return m_enPassant; }
    int halfmoveClock() const { return m_halfmove; }
    int fullmoveNumber() const { return m_fullmove; }

    // Pieces of either colour attacking s when `occupied` holds the occupied squares.
    Bitboard attackersTo(Square s, Bitboard occupied) const;
    // Whether the side to move's king is attacked.
    bool inCheck() const;

    // Plays a legal move (see legalMoves); anything else leaves the board undefined.
    void play(const Move& m);
    Position after(const Move& m) const
    {
        Position b = *this;
        b.play(m);
        return b;
    }

    friend bool operator==(const Position&, const Position&) = default;

private:
    // The piece of each square code (below): looked up, since move generation asks often.
    static constexpr std::array<std::optional<Piece>, 13> kPieceOfCode = [] {
        std::array<std::optional<Piece>, 13> t{};
        for (int code = 1; code < 13; ++code)
            t[static_cast<std::size_t>(code)] =
                Piece{static_cast<Color>((code - 1) / 6), static_cast<PieceType>((code - 1) % 6)};
        return t;
    }();
    static std::size_t index(Color c) { return static_cast<std::size_t>(c); }
    void put(Square s, Piece p);
    void remove(Square s);

    std::array<Bitboard, 2> m_byColor{};
    std::array<Bitboard, 6> m_byType{};
    std::array<std::uint8_t, 64> m_squares{}; // 0: empty; else 1 + 6 * colour + type
    Color m_side = Color::White;
    std::uint8_t m_castling = 0;
    std::optional<Square> m_enPassant;
    int m_halfmove = 0;
    int m_fullmove = 1;
};

} // namespace cd
