#include "pgnmarks.h"

#include <algorithm>
#include <iterator>
#include <optional>

namespace cd {

namespace {

constexpr char kColourLetters[] = {'G', 'R', 'Y', 'B'};

std::optional<MarkColour> colourOf(char letter)
{
    for (std::size_t i = 0; i < std::size(kColourLetters); ++i)
        if (kColourLetters[i] == letter)
            return static_cast<MarkColour>(i);
    return std::nullopt;
}

char letterOf(MarkColour colour)
{
    return kColourLetters[static_cast<std::size_t>(colour)];
}

bool isBlank(char c)
{
    return c == ' ' || c == '\t' || c == '\n' || c == '\r';
}

std::string_view trimmed(std::string_view s)
{
    while (!s.empty() && isBlank(s.front()))
        s.remove_prefix(1);
    while (!s.empty() && isBlank(s.back()))
        s.remove_suffix(1);
    return s;
}

// "Gb1c3": an arrow, or nothing when the entry is malformed or joins a square to itself.
std::optional<BoardArrow> arrowOf(std::string_view entry)
{
    if (entry.size() != 5)
        return std::nullopt;
    const auto colour = colourOf(entry[0]);
    const auto from = parseSquare(entry.substr(1, 2)), to = parseSquare(entry.substr(3, 2));
    if (!colour || !from || !to || *from == *to)
        return std::nullopt;
    return BoardArrow{*from, *to, *colour};
}

// "Gd5": a circle, or nothing when the entry is malformed.
std::optional<BoardCircle> circleOf(std::string_view entry)
{
    if (entry.size() != 3)
        return std::nullopt;
    const auto colour = colourOf(entry[0]);
    const auto square = parseSquare(entry.substr(1, 2));
    if (!colour || !square)
        return std::nullopt;
    return BoardCircle{*square, *colour};
}

void addArrow(BoardMarks& marks, const BoardArrow& a)
{
    if (marks.arrows.size() >= kMaxBoardArrows)
        return;
    if (std::none_of(marks.arrows.begin(), marks.arrows.end(),
                     [&](const BoardArrow& b) { return b.from == a.from && b.to == a.to; }))
        marks.arrows.push_back(a);
}

void addCircle(BoardMarks& marks, const BoardCircle& c)
{
    if (marks.circles.size() >= kMaxBoardCircles)
        return;
    if (std::none_of(marks.circles.begin(), marks.circles.end(),
                     [&](const BoardCircle& d) { return d.square == c.square; }))
        marks.circles.push_back(c);
}

// The entries of one command, separated by commas (or blanks, as some programs write them).
template <typename Take> void forEachEntry(std::string_view list, Take take)
{
    std::size_t begin = 0;
    while (begin <= list.size()) {
        std::size_t end = list.find_first_of(", \t\n\r", begin);
        if (end == std::string_view::npos)
            end = list.size();
        if (const std::string_view entry = trimmed(list.substr(begin, end - begin)); !entry.empty())
            take(entry);
        begin = end + 1;
    }
}

} // namespace

void readMarks(std::string_view comment, BoardMarks& marks)
{
    std::size_t pos = 0;
    while ((pos = comment.find("[%", pos)) != std::string_view::npos) {
        const std::size_t close = comment.find(']', pos);
        if (close == std::string_view::npos)
            return; // no command after this one can be closed either
        const std::string_view command = comment.substr(pos + 2, close - pos - 2);
        pos = close + 1;
        const bool arrows = command.starts_with("cal"), circles = command.starts_with("csl");
        if ((!arrows && !circles) || command.size() < 4 || !isBlank(command[3]))
            continue; // another command ("%clk", "%eval") or one that only starts like ours
        forEachEntry(command.substr(4), [&](std::string_view entry) {
            if (arrows) {
                if (const auto a = arrowOf(entry))
                    addArrow(marks, *a);
            } else if (const auto c = circleOf(entry)) {
                addCircle(marks, *c);
            }
        });
    }
}

const char* markColourName(MarkColour colour)
{
    switch (colour) {
    case MarkColour::Green:
        return "green";
    case MarkColour::Red:
        return "red";
    case MarkColour::Yellow:
        return "yellow";
    case MarkColour::Blue:
        return "blue";
    }
    return "green";
}

std::string marksCommands(const BoardMarks& marks)
{
    std::string out;
    if (!marks.circles.empty()) {
        out += "[%csl ";
        for (std::size_t i = 0; i < marks.circles.size(); ++i)
            out += (i ? "," : "") + std::string(1, letterOf(marks.circles[i].colour)) +
                   squareName(marks.circles[i].square);
        out += ']';
    }
    if (!marks.arrows.empty()) {
        out += "[%cal ";
        for (std::size_t i = 0; i < marks.arrows.size(); ++i)
            out += (i ? "," : "") + std::string(1, letterOf(marks.arrows[i].colour)) +
                   squareName(marks.arrows[i].from) + squareName(marks.arrows[i].to);
        out += ']';
    }
    return out;
}

std::string marksComment(const BoardMarks& marks)
{
    return marks.empty() ? std::string() : "{" + marksCommands(marks) + "}";
}

MarkColour routeMarkColour(std::size_t route)
{
    // Lichess's brushes in the order its board lists them.
    static constexpr MarkColour kOrder[] = {MarkColour::Green, MarkColour::Red, MarkColour::Blue,
                                            MarkColour::Yellow};
    return kOrder[route % std::size(kOrder)];
}

BoardMarks routeMarks(Square from, Square to, const std::vector<std::vector<Square>>& routes)
{
    BoardMarks marks;
    addCircle(marks, {from, MarkColour::Green});
    addCircle(marks, {to, MarkColour::Red});
    for (std::size_t r = 0; r < routes.size(); ++r) {
        const std::vector<Square>& route = routes[r];
        for (std::size_t i = 1; i < route.size(); ++i)
            if (route[i - 1] != route[i])
                addArrow(marks, {route[i - 1], route[i], routeMarkColour(r)});
    }
    return marks;
}

} // namespace cd
