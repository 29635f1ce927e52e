#include "game.h"

#include "san.h"

#include <algorithm>
#include <cassert>

namespace cd {

std::string Game::tag(std::string_view name) const
{
    for (const Tag& t : tags)
        if (t.name == name)
            return t.value;
    return {};
}

const BoardMarks& Game::marksAt(std::size_t ply) const
{
    return cd::marksAt(marks, ply);
}

const BoardMarks& marksAt(const std::vector<PlyMarks>& marks, std::size_t ply)
{
    static const BoardMarks none;
    const auto it = std::lower_bound(marks.begin(), marks.end(), ply,
                                     [](const PlyMarks& m, std::size_t p) { return m.ply < p; });
    return it != marks.end() && it->ply == ply ? it->marks : none;
}

Position Game::positionAfter(std::size_t ply) const
{
    assert(ply <= moves.size());
    Position b = start;
    for (std::size_t i = 0; i < ply; ++i)
        b.play(moves[i]);
    return b;
}

std::vector<Position> Game::positions() const
{
    std::vector<Position> out;
    out.reserve(moves.size() + 1);
    out.push_back(start);
    for (const Move& m : moves)
        out.push_back(out.back().after(m));
    return out;
}

std::string moveLabel(const Position& before, const Move& move)
{
    return std::to_string(before.fullmoveNumber()) +
           (before.sideToMove() == Color::White ? ". " : "... ") + sanText(before, move);
}

std::string Game::moveLabel(std::size_t ply) const
{
    assert(ply >= 1 && ply <= moves.size());
    return cd::moveLabel(positionAfter(ply - 1), moves[ply - 1]);
}

std::optional<std::size_t> Game::plyOfMove(std::string_view label) const
{
    // The number, the dots (one: White's move, three: Black's), then the move.
    std::size_t i = 0;
    int number = 0;
    while (i < label.size() && label[i] >= '0' && label[i] <= '9' && number < 100000)
        number = number * 10 + (label[i++] - '0');
    std::size_t dots = 0;
    while (i < label.size() && label[i] == '.')
        ++dots, ++i;
    while (i < label.size() && label[i] == ' ')
        ++i;
    if (number == 0 || (dots != 1 && dots != 3) || i == label.size())
        return std::nullopt;
    const Color side = dots == 1 ? Color::White : Color::Black;
    Position b = start;
    for (std::size_t ply = 0; ply < moves.size(); ++ply) {
        if (b.fullmoveNumber() == number && b.sideToMove() == side) {
            try {
                return parseSan(b, label.substr(i)) == moves[ply] ? std::optional(ply + 1)
                                                                  : std::nullopt;
            } catch (const InputError&) {
                return std::nullopt;
            }
        }
        b.play(moves[ply]);
    }
    return std::nullopt;
}

std::vector<std::string> Game::san() const
{
    std::vector<std::string> out;
    out.reserve(moves.size());
    Position b = start;
    for (const Move& m : moves) {
        out.push_back(sanText(b, m));
        b.play(m);
    }
    return out;
}

} // namespace cd
