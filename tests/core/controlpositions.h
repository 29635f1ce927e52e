// Test helper: the positions the control and exchange tests compare against the reference:
// random legal play from several starts (every position of each game), random placements, and
// every position of the real games in tests/data (CD_TEST_DATA).
#pragma once

#include "board.h"
#include "pgn.h"
#include "randomgames.h"
#include "randompositions.h"

#include <algorithm>
#include <filesystem>
#include <fstream>
#include <iterator>
#include <random>
#include <string>
#include <vector>

namespace testutil {

inline std::vector<cd::Board> controlPositions(unsigned seed, int games, int plies)
{
    const char* starts[] = {
        "rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - 0 1",
        "r2q1rk1/pp1nbppp/2p1pn2/3p4/2PP1B2/2N1PN2/PPQ2PPP/R3KB1R w KQ - 2 9",
        "r3k2r/p1ppqpb1/bn2pnp1/3PN3/1p2P3/2N2Q1p/PPPBBPPP/R3K2R w KQkq - 0 1",
        "8/2p5/3p4/KP5r/1R3p1k/8/4P1P1/8 w - - 0 1",
    };
    std::mt19937 rng(seed);
    std::vector<cd::Board> out;
    for (int g = 0; g < games; ++g) {
        cd::Position p = cd::Position::fromFen(starts[g % std::size(starts)]);
        const RandomGame game = randomGame(rng, plies, p);
        out.push_back(p.board());
        for (const cd::Move& m : game.moves) {
            p.play(m);
            out.push_back(p.board());
        }
        out.push_back(randomPosition(rng)); // kings anywhere, or none, or several
    }
    return out;
}

// Every position of every game the PGN files of tests/data hold (games that cannot be read are
// skipped, as the command line skips them), in file-name order.
inline std::vector<cd::Board> realGamePositions()
{
    std::vector<std::filesystem::path> files;
    for (const auto& entry : std::filesystem::directory_iterator(CD_TEST_DATA))
        if (entry.path().extension() == ".pgn")
            files.push_back(entry.path());
    std::sort(files.begin(), files.end());
    std::vector<cd::Board> out;
    for (const auto& file : files) {
        std::ifstream in(file, std::ios::binary);
        const std::string text{std::istreambuf_iterator<char>(in), {}};
        for (const cd::Game& game : cd::readPgnGames(text).games)
            for (const cd::Position& p : game.positions())
                out.push_back(p.board());
    }
    return out;
}

// At least ten thousand positions: random play and placements, then the real games.
inline std::vector<cd::Board> manyControlPositions(unsigned seed)
{
    std::vector<cd::Board> out = controlPositions(seed, 170, 60);
    const std::vector<cd::Board> real = realGamePositions();
    out.insert(out.end(), real.begin(), real.end());
    return out;
}

} // namespace testutil
