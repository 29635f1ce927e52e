// Game benchmarks: perft from the initial position and Kiwipete, listing the legal moves of
// random positions, reading a PGN text of 10,000 games, and passing over bad PGN: stray bytes,
// illegal games and empty comments (docs/performance.md).
#include "bench.h"

#include "../core/randomgames.h"
#include "movegen.h"
#include "pgn.h"

namespace {

// 10,000 random legal games of up to 80 plies from a fixed seed, with the seven tag roster.
std::string tenThousandGames()
{
    std::mt19937 rng(2024);
    std::vector<cd::Game> games;
    for (int i = 0; i < 10000; ++i) {
        cd::Game g;
        g.tags = {{"Event", "Bench"},
                  {"Site", "?"},
                  {"Date", "2024.06.11"},
                  {"Round", std::to_string(i + 1)},
                  {"White", "White player"},
                  {"Black", "Black player"},
                  {"Result", "*"}};
        g.moves = testutil::randomGame(rng, 80).moves;
        games.push_back(std::move(g));
    }
    return cd::writePgn(games);
}

// The positions of 200 random games of up to 120 plies: about 20,000, of every kind.
std::vector<cd::Position> randomPositions()
{
    std::mt19937 rng(2026);
    std::vector<cd::Position> out;
    for (int i = 0; i < 200; ++i) {
        const auto game = testutil::randomGame(rng, 120);
        cd::Position b = game.start;
        for (const cd::Move& m : game.moves) {
            out.push_back(b);
            b.play(m);
        }
    }
    return out;
}

std::string repeated(std::string_view part, std::size_t bytes)
{
    std::string out;
    out.reserve(bytes + part.size());
    while (out.size() < bytes)
        out += part;
    return out;
}

// Reading a text game by game, bad games skipped.
std::function<void()> readSkipping(std::string text)
{
    return [text = std::move(text)] { bench::keep(cd::readPgnGames(text)); };
}

constexpr std::size_t kJunkBytes = 4 << 20;

const std::vector<bench::Case> kCases = {
    {"perft.start.5",
     [] {
         return std::function<void()>(
             [b = cd::Position::startPosition()] { bench::keep(cd::perft(b, 5)); });
     }},
    {"perft.kiwipete.4",
     [] {
         return std::function<void()>(
             [b = cd::Position::fromFen(
                  "r3k2r/p1ppqpb1/bn2pnp1/3PN3/1p2P3/2N2Q1p/PPPBBPPP/R3K2R w KQkq - 0 1")] {
                 bench::keep(cd::perft(b, 4));
             });
     }},
    // legalMoves as SAN, the window and the random games ask it: a list of every move.
    {"movegen.list.20000",
     [] {
         return std::function<void()>([positions = randomPositions()] {
             int moves = 0;
             for (const cd::Position& b : positions)
                 moves += cd::legalMoves(b).size();
             bench::keep(moves);
         });
     }},
    {"pgn.read.10000",
     [] {
         return std::function<void()>(
             [text = tenThousandGames()] { bench::keep(cd::readPgn(text)); });
     }},
    // 4 MiB of one stray byte after a move: one game skipped.
    {"pgn.skip.junk",
     [] { return readSkipping("1. e4 " + repeated("\x01", kJunkBytes) + " *\n1. d4 *\n"); }},
    // 4 MiB of a stray byte and a space: a token of the skipped game every other byte.
    {"pgn.skip.strays",
     [] { return readSkipping("1. e4 " + repeated("\x01 ", kJunkBytes) + " *\n1. d4 *\n"); }},
    // 4 MiB of empty comments in a game that is read.
    {"pgn.skip.comments",
     [] { return readSkipping("1. e4 " + repeated("{}", kJunkBytes) + " *\n"); }},
    // 90,000 games of an illegal move (540 kB), under the cap of 100,000 games: each skipped.
    {"pgn.skip.illegal", [] { return readSkipping(repeated("Ke2 *\n", 90'000 * 6)); }},
};

} // namespace

class BenchGame : public QObject {
    Q_OBJECT
private slots:
    void run_data() { bench::addRows(kCases); }
    void run() { bench::runRow(kCases); }
};

QTEST_APPLESS_MAIN(BenchGame)
#include "bench_game.moc"
