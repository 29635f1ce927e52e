// Piece colours and kinds, and their FEN letters.
#pragma once

#include <cstdint>
#include <optional>

namespace cd {

enum class Color : std::uint8_t { White, Black };

// Wazir is the orthogonal one-step mover behind Manhattan distance; it never stands on a board.
enum class PieceType : std::uint8_t { Pawn, Knight, Bishop, Rook, Queen, King, Wazir };

struct Piece {
    Color color = Color::White;
    PieceType type = PieceType::Pawn;
    friend constexpr bool operator==(Piece, Piece) = default;
};

constexpr Color opposite(Color c)
{
    return c == Color::White ? Color::Black : Color::White;
}

// Whether a piece of this kind may stand on rank 0..7: a pawn never stands on the first or the last
// rank (of either colour), every other piece anywhere.
constexpr bool mayStandOnRank(PieceType type, int rank)
{
    return type != PieceType::Pawn || (rank > 0 && rank < 7);
}

constexpr bool isSlider(PieceType t)
{
    return t == PieceType::Bishop || t == PieceType::Rook || t == PieceType::Queen;
}

// FEN letter: upper case for white ("PNBRQK"); Wazir is 'W'.
constexpr char pieceLetter(Piece p)
{
    constexpr char letters[] = "PNBRQKW";
    const char c = letters[static_cast<int>(p.type)];
    return p.color == Color::White ? c : static_cast<char>(c - 'A' + 'a');
}

// Inverse of pieceLetter for the six chess pieces ("PNBRQKpnbrqk"); nullopt otherwise.
constexpr std::optional<Piece> pieceFromLetter(char c)
{
    const bool white = c >= 'A' && c <= 'Z';
    const char upper = white ? c : static_cast<char>(c - 'a' + 'A');
    constexpr char letters[] = "PNBRQK";
    for (int i = 0; i < 6; ++i)
        if (letters[i] == upper)
            return Piece{white ? Color::White : Color::Black, static_cast<PieceType>(i)};
    return std::nullopt;
}

static_assert(pieceFromLetter('n') == Piece{Color::Black, PieceType::Knight});
static_assert(pieceLetter({Color::White, PieceType::Queen}) == 'Q' && !pieceFromLetter('x'));
static_assert(!mayStandOnRank(PieceType::Pawn, 7) && mayStandOnRank(PieceType::Pawn, 1) &&
              mayStandOnRank(PieceType::Knight, 0));

} // namespace cd
