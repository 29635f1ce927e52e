// PGN reading never crashes or hangs; a refusal names a game, a line, a column and a problem; what
// is read writes back to a PGN that reads as the same games.
#include "pgn.h"

#include <cstdint>
#include <cstdlib>
#include <string_view>

extern "C" int LLVMFuzzerTestOneInput(const std::uint8_t* data, std::size_t size)
{
    const std::string_view text(reinterpret_cast<const char*>(data), size);
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
