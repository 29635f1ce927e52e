// A game position: the pieces and everything the rules need to go on — side to move, castling
// rights, en-passant square, halfmove clock, fullmove number. Made from a cd::Board, which reads
// and writes the FEN; only playable positions become a Position (docs/games.md#positions).
#pragma once

#include "bitboard.h"
#include "board.h"
#include "move.h"
#include "piece.h"

#include <array>
#include <bit>
#include <cstdint>
#include <optional>
#include <string>
#include <string_view>

namespace cd {

// Castling rights as bits; any combination. Kingside is the h-file side of the king, queenside
// the a-file side, in Chess960 too.
enum CastlingRight : std::uint8_t {
    kWhiteKingside = 1,
    kWhiteQueenside = 2,
    kBlackKingside = 4,
    kBlackQueenside = 8,
};

// What Position::fromBoard refuses: every position no game can reach, or only those that moves
// cannot be played and counted from (perft suites hold unreachable positions on purpose).
enum class PositionChecks {
    Reachable,
    Playable, // lets through a check no move can give and a check the en-passant step did not give
};

// A position refused as unreachable that PositionChecks::Playable lets through.
class UnreachablePosition : public InputError {
public:
    using InputError::InputError;
};

class Position {
public:
    // The initial position of a game.
    static Position startPosition();
    // The position with its FEN fields; missing ones are "w", "-", "-", 0 and 1. A castling right
    // K or Q (k, q) names the outermost rook on that side of the king, a file letter A-H (a-h) the
    // rook on that file (X-FEN, Shredder-FEN); a right whose king is off its back rank or whose
    // rook is missing is dropped, and of two rights on one side the outer rook's is kept.
    // `chess960` marks the position as Chess960; so is one whose rights are not all a king on the
    // e-file with a corner rook (docs/games.md#chess960). Throws InputError, saying why,
    // for a position no game can reach: a side without exactly one king, more than 8 pawns, 16
    // pieces or more promoted pieces than pawns gone; a pawn on rank 1 or 8; a wazir; the side
    // not to move in check; a check no move can give (docs/games.md#positions); an en-passant
    // square no double step can have made, or a check that step cannot have given. The last two
    // kinds of check throw UnreachablePosition, and `checks` Playable skips them.
    static Position fromBoard(const Board& position, bool chess960 = false,
                              PositionChecks checks = PositionChecks::Reachable);
    // Through Board::fromFen; throws InputError for a bad FEN or an unplayable position.
    static Position fromFen(std::string_view fen, bool chess960 = false,
                            PositionChecks checks = PositionChecks::Reachable);

    // Every field set (Board::fen() writes all six). A right is written K or Q (k, q) when its rook
    // is the outermost on that side of the king, else as the rook's file (B, b).
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
    // The square of the rook that one right (a single CastlingRight bit) castles with, if held.
    std::optional<Square> castlingRook(CastlingRight right) const
    {
        if (!(m_castling & right))
            return std::nullopt;
        const int i = std::countr_zero(static_cast<unsigned>(right));
        return makeSquare(m_rookFile[static_cast<std::size_t>(i)], i < 2 ? 0 : 7);
    }
    // Whether castling follows the Chess960 rules; it then moves as the king taking its own rook
    // (move.h).
    bool chess960() const { return m_chess960; }
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
    void dropRights(int rights);

    std::array<Bitboard, 2> m_byColor{};
    std::array<Bitboard, 6> m_byType{};
    std::array<std::uint8_t, 64> m_squares{}; // 0: empty; else 1 + 6 * colour + type
    Color m_side = Color::White;
    std::uint8_t m_castling = 0;
    bool m_chess960 = false;
    // The rook's file of each right, by bit index (h, a, h, a for a right not held, so that
    // equal positions compare equal).
    std::array<std::uint8_t, 4> m_rookFile{7, 0, 7, 0};
    std::optional<Square> m_enPassant;
    int m_halfmove = 0;
    int m_fullmove = 1;
};

} // namespace cd
