// PGN reading never crashes or hangs; a refusal names a game, a line, a column and a problem; what
// is read writes back to a PGN that reads as the same games; read game by game, each game read is
// what its own text reads alone, and the strict reader reads the same games when none is skipped.
#include "pgn.h"

#include <cstdint>
#include <cstdlib>
#include <string_view>

namespace {

void checkGameByGame(std::string_view text)
{
    cd::PgnReading reading;
    try {
        reading = cd::readPgnGames(text);
    } catch (const cd::PgnError&) { // a cap passed: the whole text refused
        return;
    }
    if (reading.games.size() != reading.numbers.size() ||
        reading.games.size() != reading.spans.size())
        std::abort();
    for (const cd::PgnError& e : reading.skipped)
        if (e.game() < 1 || e.line() < 1 || e.column() < 1 || e.detail().english().empty())
            std::abort();
    for (std::size_t i = 0; i < reading.games.size(); ++i) {
        const auto [begin, end] = reading.spans[i];
        if (begin > end || end > text.size())
            std::abort();
        const cd::PgnReading alone = cd::readPgnGames(text.substr(begin, end - begin));
        if (alone.games.size() != 1 || !alone.skipped.empty() ||
            !(alone.games[0] == reading.games[i]))
            std::abort();
    }
    if (reading.skipped.empty() && !(cd::readPgn(text) == reading.games))
        std::abort();
}

} // namespace

extern "C" int LLVMFuzzerTestOneInput(const std::uint8_t* data, std::size_t size)
{
    const std::string_view text(reinterpret_cast<const char*>(data), size);
    checkGameByGame(text);
    std::vector<cd::Game> games;
    try {
        games = cd::readPgn(text);
    } catch (const cd::PgnError& e) {
        if (e.game() < 1 || e.line() < 1 || e.column() < 1 || e.detail().english().empty())
            std::abort();
        return 0;
    }
    const auto again = cd::readPgn(cd::writePgn(games));
    if (again.size() != games.size())
        std::abort();
    for (std::size_t i = 0; i < games.size(); ++i)
        if (!(again[i].moves == games[i].moves) || !(again[i].start == games[i].start) ||
            again[i].result != games[i].result)
            std::abort();
    return 0;
}
