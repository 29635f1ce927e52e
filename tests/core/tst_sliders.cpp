// The sliding-attack lookups (sliders.h) against the reference ray walk (attacks.h): every path
// this machine can run, for every square and every subset of its mask, each with other squares
// occupied too; the choice of path; and the move generator on each path. Registered twice, the
// second time with CD_FORCE_PORTABLE=1 (core.sliders-portable), so that the process's own path is
// the magic one there.
#include "attacks.h"
#include "movegen.h"
#include "randomgames.h"
#include "sliders.h"

#include <QTest>

#include <cstdlib>
#include <random>
#include <string_view>

using namespace cd;

namespace {

bool forcedPortable()
{
    const char* force = std::getenv("CD_FORCE_PORTABLE");
    return force != nullptr && *force != '\0' && std::string_view(force) != "0";
}

// The paths this process can run: the magic one always, PEXT where the processor has it.
std::vector<sliders::Path> runnablePaths()
{
    std::vector<sliders::Path> paths{sliders::Path::Magic};
    if (sliders::hasPext())
        paths.push_back(sliders::Path::Pext);
    return paths;
}

const char* nameOf(sliders::Path p)
{
    return p == sliders::Path::Pext ? "pext" : "magic";
}

} // namespace

class TestSliders : public QObject {
    Q_OBJECT
private slots:
    void pathFollowsTheEnvironment()
    {
        qInfo("path: %s, PEXT %s, CD_FORCE_PORTABLE %s", nameOf(sliders::path()),
              sliders::hasPext() ? "available" : "unavailable", forcedPortable() ? "set" : "unset");
        const bool pext = !forcedPortable() && sliders::hasPext() && sliders::hasQuickPext();
        QCOMPARE(sliders::path(), pext ? sliders::Path::Pext : sliders::Path::Magic);
#ifndef CD_SLIDERS_PEXT
        QVERIFY(!sliders::hasPext()); // a build without the PEXT code never takes it
#endif
    }

    // AMD processors before Zen 3 run PEXT in microcode: the magic tables are faster there.
    void pextIsSlowOnOldAmdOnly()
    {
        QVERIFY(sliders::pextIsQuick(false, 6));    // Intel (Haswell and later)
        QVERIFY(!sliders::pextIsQuick(true, 0x15)); // AMD Excavator
        QVERIFY(!sliders::pextIsQuick(true, 0x17)); // AMD Zen, Zen 2
        QVERIFY(sliders::pextIsQuick(true, 0x19));  // AMD Zen 3, Zen 4
        QVERIFY(sliders::pextIsQuick(true, 0x1a));  // AMD Zen 5
    }

    // Every subset of each square's mask, alone and with random squares beyond the mask
    // (which must not matter): 4096 x 64 rook and 512 x 64 bishop boards at most, times two.
    void everyPathAgreesWithTheRayWalk_data()
    {
        QTest::addColumn<int>("index");
        for (const sliders::Path p : runnablePaths())
            QTest::newRow(nameOf(p)) << static_cast<int>(p);
    }
    void everyPathAgreesWithTheRayWalk()
    {
        QFETCH(int, index);
        const auto path = static_cast<sliders::Path>(index);
        std::mt19937_64 rng(20261128);
        long boards = 0;
        for (const PieceType type : {PieceType::Rook, PieceType::Bishop})
            for (Square s = A1; s <= H8; ++s) {
                const sliders::Tables& t = sliders::tables(path);
                const Bitboard mask = type == PieceType::Rook ? t.rook[s].mask : t.bishop[s].mask;
                Bitboard subset = 0;
                do {
                    for (const Bitboard occupied : {subset, subset | (rng() & ~mask)}) {
                        const Bitboard expected = slidingAttacks(type, s, occupied);
                        const Bitboard got = type == PieceType::Rook
                                                 ? sliders::rookAttacks(path, s, occupied)
                                                 : sliders::bishopAttacks(path, s, occupied);
                        if (got != expected)
                            QFAIL(qPrintable(QStringLiteral("%1 on %2, occupied %3")
                                                 .arg(type == PieceType::Rook ? "rook" : "bishop")
                                                 .arg(QString::fromStdString(squareName(s)))
                                                 .arg(occupied, 16, 16, QLatin1Char('0'))));
                        ++boards;
                    }
                    subset = (subset - mask) & mask;
                } while (subset);
            }
        QCOMPARE(boards, 2L * (102400 + 5248));
    }

    // Each mask holds exactly the squares whose occupancy can change the attacks: the ray squares
    // but the last one of each ray.
    void masksAreTheInnerRaySquares()
    {
        for (const sliders::Path p : runnablePaths())
            for (Square s = A1; s <= H8; ++s) {
                const sliders::Entry& rook = sliders::tables(p).rook[s];
                const sliders::Entry& bishop = sliders::tables(p).bishop[s];
                QCOMPARE(rook.mask & ~slidingAttacks(PieceType::Rook, s, 0), Bitboard{0});
                QCOMPARE(bishop.mask & ~slidingAttacks(PieceType::Bishop, s, 0), Bitboard{0});
                QCOMPARE(count(bishop.mask), count(slidingAttacks(PieceType::Bishop, s, 0) &
                                                   ~(kRank1 | kRank8 | kFileA | kFileH)));
            }
        QCOMPARE(count(sliders::tables(sliders::Path::Magic).rook[A1].mask), 12);
        QCOMPARE(count(sliders::tables(sliders::Path::Magic).rook[D4].mask), 10);
    }

    // The generator on every path: the counted moves are the listed ones, in positions of random
    // games, and perft of Kiwipete (castling, en passant, promotions, pins) is the published one.
    void generatorOnEveryPath()
    {
        std::mt19937 rng(7);
        for (int g = 0; g < 40; ++g) {
            const auto game = testutil::randomGame(rng, 150);
            Position b = game.start;
            for (const Move& m : game.moves) {
                for (const sliders::Path p : runnablePaths())
                    QCOMPARE(legalMoveCount(b, p), legalMoves(b).size());
                b.play(m);
            }
        }
        const Position kiwipete = Position::fromFen(
            "r3k2r/p1ppqpb1/bn2pnp1/3PN3/1p2P3/2N2Q1p/PPPBBPPP/R3K2R w KQkq - 0 1");
        for (const sliders::Path p : runnablePaths())
            QCOMPARE(perft(kiwipete, 3, p), std::uint64_t{97862});
    }
};

QTEST_GUILESS_MAIN(TestSliders)
#include "tst_sliders.moc"
