// Sliding attacks by table lookup, as chess engines do it: the occupied squares that matter to a
// rook or bishop on a square (its mask) become an index into that square's slice of a table of
// attack sets, by PEXT where the processor has BMI2 and by magic multiplication elsewhere.
// Both tables are built, lazily, from the reference ray walk (attacks.h: slidingAttacks).
#pragma once

#include "bitboard.h"

#include <array>
#include <bit>
#include <cstdint>
#include <vector>

// PEXT and POPCNT as inline assembly, so that the code needs no -mbmi2 or target attribute: the
// generic build runs it only after the processor was found to have them (Path::Pext).
#if defined(__x86_64__) && defined(__GNUC__) && !defined(CD_PORTABLE_ONLY)
#define CD_SLIDERS_PEXT 1
#endif

namespace cd::sliders {

// How the slice index is made: Magic everywhere, Pext only where the processor has BMI2.
enum class Path : std::uint8_t { Magic, Pext };

// The path of this process: Pext on an x86-64 processor with BMI2 (and POPCNT) that runs PEXT
// in hardware, unless CD_FORCE_PORTABLE is set (simd.h), or the build has no such code
// (CD_PORTABLE_ONLY, not x86-64).
Path path();
// Whether this processor and build can take the Pext path at all.
bool hasPext();
// Whether PEXT is quick on a processor of this vendor and family (CPUID's family with its
// extension): AMD's before Zen 3 (family 19h) run it in microcode, tens to hundreds of cycles
// against the magic multiplication's few, so path() takes Magic there.
bool pextIsQuick(bool amd, unsigned family);
// pextIsQuick for this processor (true where it cannot tell).
bool hasQuickPext();

struct Entry {
    Bitboard mask;           // the squares whose occupancy changes the attacks
    Bitboard magic;          // Magic path: the multiplier
    const Bitboard* attacks; // this square's slice of the table
    unsigned shift;          // Magic path: 64 - the mask's bit count
};

struct Tables {
    std::array<Entry, 64> rook{}, bishop{};
    std::vector<Bitboard> store; // every slice, rooks' then bishops'
};

// The tables of a path, built on first use (thread-safe).
const Tables& tables(Path p);

// The lookup of one path; the move generator is a template over these. `Index` makes the slice
// index and counts bits, the one thing the paths do differently.
template <typename Index> struct Lookup {
    const Tables* t;
    static Bitboard index(const Entry& e, Bitboard occupied) { return Index::index(e, occupied); }
    Bitboard rook(Square s, Bitboard occupied) const
    {
        const Entry& e = t->rook[static_cast<std::size_t>(s)];
        return e.attacks[index(e, occupied)];
    }
    Bitboard bishop(Square s, Bitboard occupied) const
    {
        const Entry& e = t->bishop[static_cast<std::size_t>(s)];
        return e.attacks[index(e, occupied)];
    }
    static int count(Bitboard b) { return Index::count(b); }
};

struct MagicIndex {
    static Bitboard index(const Entry& e, Bitboard occupied)
    {
        return ((occupied & e.mask) * e.magic) >> e.shift;
    }
    static int count(Bitboard b) { return std::popcount(b); }
};
using Magic = Lookup<MagicIndex>;

#ifdef CD_SLIDERS_PEXT
struct PextIndex {
    static Bitboard index(const Entry& e, Bitboard occupied)
    {
        Bitboard out;
        asm("pextq %2, %1, %0" : "=r"(out) : "r"(occupied), "r"(e.mask));
        return out;
    }
    static int count(Bitboard b)
    {
        Bitboard out;
        asm("popcntq %1, %0" : "=r"(out) : "r"(b));
        return static_cast<int>(out);
    }
};
using Pext = Lookup<PextIndex>;
#endif

// One lookup on a given path, for tests and cold code (the hot code holds a Magic or Pext).
Bitboard rookAttacks(Path p, Square s, Bitboard occupied);
Bitboard bishopAttacks(Path p, Square s, Bitboard occupied);

// Calls f(lookup) with the lookup of path p (Magic where the processor has no PEXT): the one
// switch between the paths.
template <typename F> decltype(auto) onPath([[maybe_unused]] Path p, F&& f)
{
#ifdef CD_SLIDERS_PEXT
    if (p == Path::Pext && hasPext())
        return f(Pext{&tables(Path::Pext)});
#endif
    return f(Magic{&tables(Path::Magic)});
}

} // namespace cd::sliders
