// A chess move as coordinates (from, to, promotion) and a fixed-capacity list of moves.
#pragma once

#include "piece.h"
#include "square.h"

#include <array>
#include <cassert>
#include <memory>
#include <optional>
#include <string>

namespace cd {

// Castling is the king's two-square step (e1g1), or in a Chess960 position the king taking its
// own rook (e1h1; castling.h); en passant is the pawn's diagonal step to the empty en-passant
// square: Position::play tells them apart, so a move needs no flags.
struct Move {
    Square from = A1;
    Square to = A1;
    std::optional<PieceType> promotion; // Knight, Bishop, Rook or Queen
    friend constexpr bool operator==(const Move&, const Move&) = default;
};

// Coordinate notation as chess engines write it: "e2e4", "e7e8q", "e1g1" ("e1h1" for castling in
// Chess960, as engines write it with UCI_Chess960).
inline std::string uciText(const Move& m)
{
    std::string out = squareName(m.from) + squareName(m.to);
    if (m.promotion)
        out += static_cast<char>(pieceLetter({Color::Black, *m.promotion}));
    return out;
}

// The legal moves of one position: at most 218 exist, so 256 never overflow. The slots are left
// uninitialised until used (a list is made for every position searched).
class MoveList {
public:
    static constexpr int kCapacity = 256;

    void push(const Move& m)
    {
        assert(m_size < kCapacity);
        std::construct_at(&m_slots[static_cast<std::size_t>(m_size++)].move, m);
    }
    int size() const { return m_size; }
    bool empty() const { return m_size == 0; }
    const Move& operator[](int i) const
    {
        assert(i >= 0 && i < m_size);
        return m_slots[static_cast<std::size_t>(i)].move;
    }
    const Move* begin() const { return &m_slots[0].move; }
    const Move* end() const { return begin() + m_size; }
    bool contains(const Move& m) const
    {
        for (const Move& x : *this)
            if (x == m)
                return true;
        return false;
    }

private:
    union Slot {
        Slot() {}
        Move move;
    };
    static_assert(sizeof(Slot) == sizeof(Move));
    std::array<Slot, kCapacity> m_slots;
    int m_size = 0;
};

} // namespace cd
