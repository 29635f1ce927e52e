// A game as read from or written to PGN: its tags, the position it starts from, its moves and
// its result.
#pragma once

#include "move.h"
#include "pgnmarks.h"
#include "position.h"

#include <optional>
#include <string>
#include <string_view>
#include <vector>

namespace cd {

struct Tag {
    std::string name, value;
    friend bool operator==(const Tag&, const Tag&) = default;
};

// "23. Nf3" or "23... Nf6": `move` played on `before`, numbered as PGN numbers it.
std::string moveLabel(const Position& before, const Move& move);

// The arrows and circles the comments draw at one position of the main line.
struct PlyMarks {
    std::size_t ply = 0; // after this many moves
    BoardMarks marks;
    friend bool operator==(const PlyMarks&, const PlyMarks&) = default;
};

// The marks at `ply` in a list sorted by ply; empty if it has none there.
const BoardMarks& marksAt(const std::vector<PlyMarks>& marks, std::size_t ply);

struct Game {
    std::vector<Tag> tags; // in the order read or set
    Position start = Position::startPosition();
    std::vector<Move> moves;     // the main line, each legal where it is played
    std::string result = "*";    // "1-0", "0-1", "1/2-1/2" or "*"
    std::vector<PlyMarks> marks; // by ply, each ply once, only plies that have some

    // The arrows and circles at the position after `ply` moves; empty if the comments drew none.
    const BoardMarks& marksAt(std::size_t ply) const;

    // The value of the first tag with this name; empty if there is none.
    std::string tag(std::string_view name) const;
    // The position after `ply` moves (0: the start); ply must be at most moves.size().
    Position positionAfter(std::size_t ply) const;
    // Each move in SAN, as the PGN writer writes it.
    std::vector<std::string> san() const;
    // Every position of the game: positions()[k] is the one after k plies.
    std::vector<Position> positions() const;
    // "23. Nf3" or "23... Nf6": the move that leads to ply `ply` (1 .. moves.size()).
    std::string moveLabel(std::size_t ply) const;
    // The ply a move label leads to: "23. Nf3", "23.Nf3", "23... Nf6" or "23...Nf6", the move in
    // SAN as parseSan reads it. nullopt when the game has no such move.
    std::optional<std::size_t> plyOfMove(std::string_view label) const;

    friend bool operator==(const Game&, const Game&) = default;
};

} // namespace cd
