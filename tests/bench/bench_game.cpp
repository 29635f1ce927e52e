// Game benchmarks: perft from the initial position, and reading a PGN text of 10,000 games.
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

const std::vector<bench::Case> kCases = {
    {"perft.start.5",
     [] {
         return std::function<void()>(
             [b = cd::Position::startPosition()] { bench::keep(cd::perft(b, 5)); });
     }},
    {"pgn.read.10000",
     [] {
         return std::function<void()>(
             [text = tenThousandGames()] { bench::keep(cd::readPgn(text)); });
     }},
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
