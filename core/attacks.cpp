#include "attacks.h"

namespace cd {

namespace {

constexpr bool knightSetFillAgreesWithTable()
{
    for (Square s = A1; s <= H8; ++s)
        if (knightTargets(bit(s)) != kKnightAttacks[static_cast<std::size_t>(s)] ||
            kingTargets(bit(s)) != kKingAttacks[static_cast<std::size_t>(s)] ||
            wazirTargets(bit(s)) != kWazirAttacks[static_cast<std::size_t>(s)])
            return false;
    return true;
}
static_assert(knightSetFillAgreesWithTable());

// One Kogge-Stone ray: shift by `shift` bits (negative: right), `guard` drops wrapped bits.
template <int Shift> Bitboard occludedRay(Bitboard gen, Bitboard empty, Bitboard guard)
{
    auto sh = [](Bitboard b, int n) { return n > 0 ? b << n : b >> -n; };
    Bitboard pro = empty & guard;
    gen |= pro & sh(gen, Shift);
    pro &= sh(pro, Shift);
    gen |= pro & sh(gen, 2 * Shift);
    pro &= sh(pro, 2 * Shift);
    gen |= pro & sh(gen, 4 * Shift);
    return sh(gen, Shift) & guard;
}

} // namespace

Bitboard rookFill(Bitboard gen, Bitboard empty)
{
    return occludedRay<8>(gen, empty, kAll) | occludedRay<-8>(gen, empty, kAll) |
           occludedRay<1>(gen, empty, kNotFileA) | occludedRay<-1>(gen, empty, kNotFileH);
}

Bitboard bishopFill(Bitboard gen, Bitboard empty)
{
    return occludedRay<9>(gen, empty, kNotFileA) | occludedRay<7>(gen, empty, kNotFileH) |
           occludedRay<-7>(gen, empty, kNotFileA) | occludedRay<-9>(gen, empty, kNotFileH);
}

Bitboard slidingAttacks(PieceType type, Square from, Bitboard occupied)
{
    static constexpr int kRookDirs[4][2] = {{1, 0}, {-1, 0}, {0, 1}, {0, -1}};
    static constexpr int kBishopDirs[4][2] = {{1, 1}, {-1, 1}, {1, -1}, {-1, -1}};
    Bitboard result = 0;
    auto walk = [&](const int(&dirs)[4][2]) {
        for (const auto& d : dirs) {
            int f = fileOf(from) + d[0];
            int r = rankOf(from) + d[1];
            while (f >= 0 && f < 8 && r >= 0 && r < 8) {
                const Square s = makeSquare(f, r);
                result |= bit(s);
                if (has(occupied, s))
                    break;
                f += d[0];
                r += d[1];
            }
        }
    };
    if (type == PieceType::Rook || type == PieceType::Queen)
        walk(kRookDirs);
    if (type == PieceType::Bishop || type == PieceType::Queen)
        walk(kBishopDirs);
    return result;
}

Bitboard attacksFrom(Piece piece, Square from, Bitboard occupied)
{
    assert(isSquare(from));
    const auto i = static_cast<std::size_t>(from);
    switch (piece.type) {
    case PieceType::Pawn:
        return pawnAttacks(piece.color, bit(from));
    case PieceType::Knight:
        return kKnightAttacks[i];
    case PieceType::King:
        return kKingAttacks[i];
    case PieceType::Wazir:
        return kWazirAttacks[i];
    case PieceType::Bishop:
    case PieceType::Rook:
    case PieceType::Queen:
        return slidingAttacks(piece.type, from, occupied);
    }
    return 0;
}

} // namespace cd
