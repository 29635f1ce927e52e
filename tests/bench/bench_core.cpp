// Core benchmarks: reachability, all pairs, Kappe, mobility, arrival, maps, trajectories and zones.
#include "bench.h"

#include "arrival.h"
#include "kappe.h"
#include "layermap.h"
#include "mobility.h"
#include "pairfill.h"
#include "piecefills.h"
#include "query.h"
#include "zone.h"

#include <memory>
#include <random>

namespace {

// A real middlegame (Queen's Gambit Declined, move 9) with the white queen on c2, knight on f3.
constexpr std::string_view kMiddlegame =
    "r2q1rk1/pp1nbppp/2p1pn2/3p4/2PP1B2/2N1PN2/PPQ2PPP/R3KB1R w KQ - 2 9";

cd::Square sq(const char* name)
{
    return *cd::parseSquare(name);
}

std::function<void()> reachFrom(const char* square)
{
    return [pos = *cd::Board::fromFen(kMiddlegame), s = sq(square)] {
        bench::keep(cd::reach(pos, s));
    };
}

cd::MoveContext queenContext()
{
    const auto pos = *cd::Board::fromFen(kMiddlegame);
    return cd::makeContext(pos, sq("c2"), *pos.pieceAt(sq("c2")), {});
}

std::function<void()> kingTrajectory(const char* from, const char* to, std::size_t limit)
{
    cd::TrajectoryRequest r;
    r.from = sq(from);
    r.to = sq(to);
    r.limit = limit;
    return
        [g = cd::emptyBoardGraph(cd::PieceType::King), r] { bench::keep(cd::trajectories(g, r)); };
}

// The least work a figure above must do whatever comes after it: what a faster algorithm for the
// rest could win at most (docs/performance.md).
std::function<void()> everyPieceFill()
{
    // The layers of all 31 pieces, nothing made of them: what mobility and arrival both start from.
    return [pos = *cd::Board::fromFen(kMiddlegame)] {
        const cd::PieceSets sets(pos);
        int depth = 0;
        cd::forEachPieceFill(pos, sets, {}, std::nullopt, cd::FillPlanes::Skip,
                             [&](const cd::PieceBatch& b) { depth += b.fill.depth; });
        bench::keep(depth);
    };
}

std::function<void()> tableOfPlanes()
{
    // 64 maps of 64 bytes written from three bit planes each (a queen's table: distances up to
    // 7), the output of pairs.queen.middlegame without the fill.
    struct Words {
        std::array<cd::Bitboard, 64> unreached{};
        std::array<cd::Bitboard, 3 * 64> planes{};
        std::array<cd::DistanceMap, 64> maps{};
        std::array<cd::DistanceMap*, 64> out{};
    };
    auto w = std::make_shared<Words>();
    std::mt19937_64 rng(64);
    for (auto& b : w->planes)
        b = rng();
    for (std::size_t i = 0; i < 64; ++i)
        w->out[i] = &w->maps[i];
    return [w] {
        cd::mapsOfPlanes(64, {w->unreached.data(), w->planes.data(), 64, 3}, w->out.data());
        bench::keep(w->maps[63][63]);
    };
}

std::function<void()> pairsRound()
{
    // One round of the backward fill of pairs.queen.middlegame, all 64 targets from the first
    // frontier (the queen's table has PairFillRound::rounds() layers), on copies of its start.
    const auto pos = *cd::Board::fromFen(kMiddlegame);
    const cd::SharedBoard board{pos.pieces(cd::Color::White), pos.pieces(cd::Color::Black), 0};
    auto round =
        std::make_shared<cd::PairFillRound>(cd::PieceType::Queen, cd::CaptureMode::Stop, board);
    static const bool told = [&] {
        qInfo("floor.pairs.round: the queen's table has %d layers, so %d rounds whose last finds "
              "nothing (skipped where no empty square is taboo)",
              round->rounds(), round->rounds());
        return true;
    }();
    bench::keep(told);
    return [round] { bench::keep(round->run()); };
}

std::function<void()> queenContextOnly()
{
    // The set-up of one reach before its fill: the piece, its own and the other pieces, taboo.
    return [pos = *cd::Board::fromFen(kMiddlegame), s = sq("c2")] {
        bench::keep(cd::makeContext(pos, s, *pos.pieceAt(s), {}));
    };
}

// The zone of the piece on `from` to `to` (docs/zones.md), with every interceptor's set.
std::function<void()> zoneOf(std::string_view fen, const char* from, const char* to)
{
    cd::Query q;
    q.metric = cd::Metric::Reach;
    q.board = *cd::Board::fromFen(fen);
    q.from = sq(from);
    q.to = sq(to);
    return [q] { bench::keep(cd::zone(q)); };
}

const std::vector<bench::Case> kCases = {
    {"reach.queen.middlegame", [] { return reachFrom("c2"); }},
    {"reach.knight.middlegame", [] { return reachFrom("f3"); }},
    {"pairs.queen.middlegame",
     [] {
         return std::function<void()>([pos = *cd::Board::fromFen(kMiddlegame)] {
             bench::keep(cd::reachPairs(pos, {cd::Color::White, cd::PieceType::Queen}));
         });
     }},
    {"kappe.queen.middlegame",
     [] {
         return std::function<void()>(
             [ctx = queenContext()] { bench::keep(cd::kappeSound(cd::moveGraph(ctx))); });
     }},
    {"pairs.queen.middlegame.byfill",
     [] {
         return std::function<void()>([pos = *cd::Board::fromFen(kMiddlegame)] {
             bench::keep(cd::reachPairsByFill(pos, {cd::Color::White, cd::PieceType::Queen}));
         });
     }},
    {"mobility.middlegame",
     [] {
         return std::function<void()>(
             [pos = *cd::Board::fromFen(kMiddlegame)] { bench::keep(cd::mobility(pos)); });
     }},
    {"arrival.middlegame",
     [] {
         return std::function<void()>(
             [pos = *cd::Board::fromFen(kMiddlegame)] { bench::keep(cd::arrival(pos)); });
     }},
    {"bfs.queen.middlegame",
     [] {
         return std::function<void()>([ctx = queenContext()] { bench::keep(cd::reachBfs(ctx)); });
     }},
    {"map.knight",
     [] {
         cd::Query q;
         q.metric = cd::Metric::Knight;
         q.from = sq("e4");
         return std::function<void()>([q] { bench::keep(cd::answer(q)); });
     }},
    {"trajectory.king.f6h1", [] { return kingTrajectory("f6", "h1", 0); }},
    {"trajectory.enumerate.king.a5h5", [] { return kingTrajectory("a5", "h5", 1000); }},
    // Réti's study, the h-pawn's run; the README's queen c2 to d7: 4 moves, 35 interceptions.
    {"zone.reti", [] { return zoneOf("7K/8/k1P5/7p/8/8/8/8 w - - 0 1", "h5", "h1"); }},
    {"zone.middlegame", [] { return zoneOf(kMiddlegame, "c2", "d7"); }},
    // A king walking 7 moves at Black's whole army: every piece measured, in time or late.
    {"zone.crowd", [] { return zoneOf("rnbqkbnr/pppppppp/8/8/8/8/8/K7 b - - 0 1", "a1", "h4"); }},
    {"floor.fills.middlegame", everyPieceFill},
    {"floor.pairs.maps", tableOfPlanes},
    {"floor.pairs.round", pairsRound},
    {"floor.reach.context", queenContextOnly},
};

} // namespace

class BenchCore : public QObject {
    Q_OBJECT
private slots:
    void core_data() { bench::addRows(kCases); }
    void core() { bench::runRow(kCases); }
};

QTEST_APPLESS_MAIN(BenchCore)
#include "bench_core.moc"
