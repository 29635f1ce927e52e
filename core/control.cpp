#include "control.h"

#include "attacks.h"
#include "rays.h"

#include <cstring>

namespace cd {

namespace {

using Counts = std::array<std::uint8_t, 64>;

// Each square's ray in each direction: 0-3 raise the index (N, E, NE, NW), 4-7 lower it.
constexpr int kSteps[8][2] = {{0, 1}, {1, 0}, {1, 1}, {-1, 1}, {0, -1}, {-1, 0}, {-1, -1}, {1, -1}};

constexpr std::array<std::array<Bitboard, 64>, 8> makeRays()
{
    std::array<std::array<Bitboard, 64>, 8> rays{};
    for (std::size_t d = 0; d < 8; ++d)
        for (int s = 0; s < 64; ++s)
            for (int f = (s & 7) + kSteps[d][0], r = (s >> 3) + kSteps[d][1];
                 f >= 0 && f < 8 && r >= 0 && r < 8; f += kSteps[d][0], r += kSteps[d][1])
                rays[d][static_cast<std::size_t>(s)] |= Bitboard{1} << (8 * r + f);
    return rays;
}
constexpr auto kRays = makeRays();

// The nearest square of `b` along direction d (b must not be empty).
Square nearest(std::size_t d, Bitboard b)
{
    return d < 4 ? Square(std::countr_zero(b)) : Square(63 - std::countl_zero(b));
}

// The next square after `s` in direction d, as a set (empty at the edge).
Bitboard stepFrom(std::size_t d, Square s)
{
    const Bitboard ray = kRays[d][static_cast<std::size_t>(s)];
    return ray ? bit(nearest(d, ray)) : 0;
}

void add(Counts& counts, Bitboard squares)
{
    while (squares)
        ++counts[static_cast<std::size_t>(popLowest(squares))];
}

// Counters of up to 31 a square as five bit planes: adding a square set is a ripple of carries,
// and the bytes are written once at the end (faster than a byte increment per square).
struct Planes {
    std::array<Bitboard, 5> bits{};

    void add(Bitboard b)
    {
        for (Bitboard& plane : bits) {
            const Bitboard carry = plane & b;
            plane ^= b;
            b = carry;
            if (!b)
                return;
        }
    }

    void write(Counts& counts) const
    {
        std::size_t used = bits.size();
        while (used > 0 && !bits[used - 1])
            --used;
        for (std::size_t rank = 0; rank < 8; ++rank) {
            std::uint64_t bytes = 0;
            for (std::size_t i = 0; i < used; ++i) {
                // The rank's 8 bits, one to a byte: copied to every byte, each byte keeps its own
                // bit, and adding 0x7F moves any bit left to the byte's top.
                const std::uint64_t row = (bits[i] >> (8 * rank)) & 0xFF;
                const std::uint64_t own = (row * 0x0101010101010101ULL) & 0x8040201008040201ULL;
                bytes |= (((own + 0x7F7F7F7F7F7F7F7FULL) >> 7) & 0x0101010101010101ULL) << i;
            }
            std::memcpy(counts.data() + 8 * rank, &bytes, 8);
        }
    }
};

// What a slider on `from` attacks along direction d once the pieces attacking those squares
// have left, beyond its plain attacks: it sees through sliders of its own direction (which attack
// every square up to the next piece) and one step past a king, or a pawn capturing that way.
Bitboard xrayExtra(const PieceSets& p, std::size_t d, Square from, Bitboard occupied)
{
    const Bitboard ray = kRays[d][static_cast<std::size_t>(from)];
    const Bitboard blockers = ray & occupied;
    if (!blockers)
        return 0;
    const Bitboard pawnWay = d == 2 || d == 3 ? p.pieces(Color::White)
                             : d >= 6         ? p.pieces(Color::Black)
                                              : 0;
    const Bitboard stepPast = p.pieces(PieceType::King) | (p.pieces(PieceType::Pawn) & pawnWay);
    const Square first = nearest(d, blockers);
    const bool diagonal = d == 2 || d == 3 || d == 6 || d == 7;
    const Bitboard along =
        p.pieces(PieceType::Queen) | p.pieces(diagonal ? PieceType::Bishop : PieceType::Rook);
    if (!has(along, first)) // the usual case: nothing, or one step past a king or pawn
        return has(stepPast, first) ? stepFrom(d, first) : 0;
    const Bitboard stops = blockers & ~along;
    if (!stops)
        return kRays[d][static_cast<std::size_t>(first)];
    const Square stop = nearest(d, stops);
    const Bitboard seen =
        kRays[d][static_cast<std::size_t>(first)] ^ kRays[d][static_cast<std::size_t>(stop)];
    return has(stepPast, stop) ? seen | stepFrom(d, stop) : seen;
}

} // namespace

PieceSets PieceSets::of(const Board& board)
{
    PieceSets p;
    for (const Color c : {Color::White, Color::Black}) {
        p.byColor[static_cast<std::size_t>(c)] = board.pieces(c);
        for (std::size_t t = 0; t < 6; ++t)
            p.byType[t] |= board.pieces(c, static_cast<PieceType>(t));
    }
    return p;
}

Bitboard attackersTo(const PieceSets& p, Square square, Bitboard occupied)
{
    using enum PieceType;
    const Bitboard diagonal = p.pieces(Bishop) | p.pieces(Queen);
    const Bitboard straight = p.pieces(Rook) | p.pieces(Queen);
    const Bitboard target = bit(square);
    const Bitboard pawns = (pawnAttacks(Color::Black, target) & p.pieces(Color::White)) |
                           (pawnAttacks(Color::White, target) & p.pieces(Color::Black));
    const auto s = static_cast<std::size_t>(square);
    return occupied & ((kKnightAttacks[s] & p.pieces(Knight)) | (kKingAttacks[s] & p.pieces(King)) |
                       (bishopAttacks(square, occupied) & diagonal) |
                       (rookAttacks(square, occupied) & straight) | (pawns & p.pieces(Pawn)));
}

Bitboard attackers(const Board& board, Square square, Color c)
{
    return attackersTo(PieceSets::of(board), square, board.occupied()) & board.pieces(c);
}

Bitboard xrayAttackers(const Board& board, Square square, Color c)
{
    const PieceSets p = PieceSets::of(board);
    Bitboard left = board.occupied();
    Bitboard gone = 0;
    // Sliders only ever join: once a piece attacks the square it attacks it with fewer pieces.
    for (Bitboard now = attackersTo(p, square, left); now; now = attackersTo(p, square, left)) {
        gone |= now;
        left &= ~now;
    }
    return gone & board.pieces(c);
}

Control control(const Board& board)
{
    using enum PieceType;
    const PieceSets p = PieceSets::of(board);
    const Bitboard occupied = p.occupied();
    Control out;
    for (const Color c : {Color::White, Color::Black}) {
        Counts& plain = c == Color::White ? out.plain.white : out.plain.black;
        const Bitboard own = p.pieces(c);
        const Bitboard pawns = own & p.pieces(Pawn);
        Planes planes;
        // Two sets: a square attacked by pawns from both sides counts twice.
        planes.add(c == Color::White ? north(east(pawns)) : south(east(pawns)));
        planes.add(c == Color::White ? north(west(pawns)) : south(west(pawns)));
        forEachSquare(own & p.pieces(Knight),
                      [&](Square s) { planes.add(kKnightAttacks[static_cast<std::size_t>(s)]); });
        forEachSquare(own & p.pieces(King),
                      [&](Square s) { planes.add(kKingAttacks[static_cast<std::size_t>(s)]); });
        forEachSquare(own & (p.pieces(Bishop) | p.pieces(Queen)),
                      [&](Square s) { planes.add(bishopAttacks(s, occupied)); });
        forEachSquare(own & (p.pieces(Rook) | p.pieces(Queen)),
                      [&](Square s) { planes.add(rookAttacks(s, occupied)); });
        planes.write(plain);
        Counts& xray = c == Color::White ? out.xray.white : out.xray.black;
        xray = plain;
        forEachSquare(own & (p.pieces(Bishop) | p.pieces(Queen)), [&](Square s) {
            for (const std::size_t d : {2, 3, 6, 7})
                add(xray, xrayExtra(p, d, s, occupied));
        });
        forEachSquare(own & (p.pieces(Rook) | p.pieces(Queen)), [&](Square s) {
            for (const std::size_t d : {0, 1, 4, 5})
                add(xray, xrayExtra(p, d, s, occupied));
        });
    }
    return out;
}

} // namespace cd
