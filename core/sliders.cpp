#include "sliders.h"

#include "attacks.h"

#ifdef CD_SLIDERS_PEXT
#include <cpuid.h>
#endif

#include <cstdlib>
#include <string_view>

namespace cd::sliders {

namespace {

// PEXT in software: the bits of b under mask, packed from bit 0 up (for building the table).
Bitboard softwarePext(Bitboard b, Bitboard mask)
{
    Bitboard out = 0;
    for (Bitboard m = mask, at = 1; m; m &= m - 1, at <<= 1)
        if (b & m & -m)
            out |= at;
    return out;
}

// xorshift64*, the generator Stockfish searches its magics with; seeded per rank, it finds every
// square's magic within a few thousand tries.
struct Random {
    std::uint64_t s;
    std::uint64_t next()
    {
        s ^= s >> 12, s ^= s << 25, s ^= s >> 27;
        return s * 2685821657736338717ULL;
    }
    std::uint64_t sparse() { return next() & next() & next(); }
};

// The squares whose occupancy matters: the empty-board rays without the board's edge beyond them.
Bitboard relevantMask(PieceType type, Square s)
{
    const Bitboard rankEdges = (kRank1 | kRank8) & ~(kRank1 << (8 * rankOf(s)));
    const Bitboard fileEdges = (kFileA | kFileH) & ~(kFileA << fileOf(s));
    return slidingAttacks(type, s, 0) & ~(rankEdges | fileEdges);
}

// Fills the slices of one piece type and sets each square's entry.
void build(Path p, PieceType type, std::array<Entry, 64>& entries, std::vector<Bitboard>& store,
           std::size_t start)
{
    constexpr std::uint64_t kSeeds[8] = {728, 10316, 55013, 32803, 12281, 15100, 16645, 255};
    std::vector<Bitboard> subsets, reference;
    std::vector<int> epoch;
    std::size_t offset = start;
    for (Square s = A1; s <= H8; ++s) {
        Entry& e = entries[static_cast<std::size_t>(s)];
        e.mask = relevantMask(type, s);
        e.shift = static_cast<unsigned>(64 - count(e.mask));
        const std::size_t size = std::size_t{1} << count(e.mask);
        subsets.clear();
        reference.clear();
        Bitboard b = 0;
        do { // every subset of the mask (carry-rippler)
            subsets.push_back(b);
            reference.push_back(slidingAttacks(type, s, b));
            b = (b - e.mask) & e.mask;
        } while (b);
        Bitboard* slice = store.data() + offset;
        offset += size;
        if (p == Path::Pext) {
            for (std::size_t i = 0; i < size; ++i)
                slice[softwarePext(subsets[i], e.mask)] = reference[i];
            e.attacks = slice;
            continue;
        }
        // Magic: a multiplier that sends subsets with different attacks to different slots.
        Random random{kSeeds[rankOf(s)]};
        epoch.assign(size, 0);
        for (int attempt = 1;; ++attempt) {
            do
                e.magic = random.sparse();
            while (count((e.magic * e.mask) >> 56) < 6);
            std::size_t i = 0;
            for (; i < size; ++i) {
                const auto slot = static_cast<std::size_t>(Magic::index(e, subsets[i]));
                if (epoch[slot] < attempt) {
                    epoch[slot] = attempt;
                    slice[slot] = reference[i];
                } else if (slice[slot] != reference[i]) {
                    break;
                }
            }
            if (i == size)
                break;
        }
        e.attacks = slice;
    }
}

Tables makeTables(Path p)
{
    Tables t;
    t.store.assign(102400 + 5248, 0); // the slices' sizes: 2^(mask bits) summed over the squares
    build(p, PieceType::Rook, t.rook, t.store, 0);
    build(p, PieceType::Bishop, t.bishop, t.store, 102400);
    return t;
}

} // namespace

bool hasPext()
{
#ifdef CD_SLIDERS_PEXT
    static const bool has = [] {
        __builtin_cpu_init();
        return __builtin_cpu_supports("bmi2") && __builtin_cpu_supports("popcnt");
    }();
    return has;
#else
    return false;
#endif
}

bool pextIsQuick(bool amd, unsigned family)
{
    return !amd || family >= 0x19;
}

bool hasQuickPext()
{
#ifdef CD_SLIDERS_PEXT
    unsigned eax = 0, ebx = 0, ecx = 0, edx = 0;
    if (!__get_cpuid(0, &eax, &ebx, &ecx, &edx))
        return true;
    const bool amd = ebx == 0x68747541 && edx == 0x69746e65 && ecx == 0x444d4163; // "AuthenticAMD"
    if (!__get_cpuid(1, &eax, &ebx, &ecx, &edx))
        return true;
    const unsigned base = (eax >> 8) & 0xf;
    const unsigned family = base == 0xf ? base + ((eax >> 20) & 0xff) : base;
    return pextIsQuick(amd, family);
#else
    return true;
#endif
}

Path path()
{
    // CD_FORCE_PORTABLE: the same switch as the vector code's (simd.cpp).
    static const Path chosen = [] {
        const char* force = std::getenv("CD_FORCE_PORTABLE");
        const bool forced = force != nullptr && *force != '\0' && std::string_view(force) != "0";
        return !forced && hasPext() && hasQuickPext() ? Path::Pext : Path::Magic;
    }();
    return chosen;
}

const Tables& tables(Path p)
{
    if (p == Path::Pext) {
        static const Tables pext = makeTables(Path::Pext);
        return pext;
    }
    static const Tables magic = makeTables(Path::Magic);
    return magic;
}

Bitboard rookAttacks(Path p, Square s, Bitboard occupied)
{
    return onPath(p, [&](auto lookup) { return lookup.rook(s, occupied); });
}

Bitboard bishopAttacks(Path p, Square s, Bitboard occupied)
{
    return onPath(p, [&](auto lookup) { return lookup.bishop(s, occupied); });
}

} // namespace cd::sliders
