#include "game.h"

#include "san.h"

#include <cassert>

namespace cd {

std::string Game::tag(std::string_view name) const
{
    for (const Tag& t : tags)
        if (t.name == name)
            return t.value;
    return {};
}

Board Game::positionAfter(std::size_t ply) const
{
    assert(ply <= moves.size());
    Board b = start;
    for (std::size_t i = 0; i < ply; ++i)
        b.play(moves[i]);
    return b;
}

std::vector<std::string> Game::san() const
{
    std::vector<std::string> out;
    out.reserve(moves.size());
    Board b = start;
    for (const Move& m : moves) {
        out.push_back(sanText(b, m));
        b.play(m);
    }
    return out;
}

} // namespace cd
