// A game opened in the window (File → Open game): the games of its file, read once and shared
// by every undo step, and where the board stands in one of them.
#pragma once

#include "game.h"

#include <QString>
#include <QStringList>

#include <memory>
#include <optional>
#include <string>
#include <vector>

namespace cd::gui {

// The longest game the window steps through: every position of it is kept, and its moves listed
// and charted. No game under FIDE's 75-move rule is longer (it ends by 17,697 plies); the
// command line reads longer ones.
inline constexpr int kMaxWindowPlies = 20'000;

// One game ready to step through: its positions, and its moves in SAN and as labels.
struct GameLine {
    std::vector<Position> positions; // positions[k]: after k plies
    std::vector<std::string> san;    // san[k]: the move from positions[k] to positions[k + 1]
    std::vector<std::string> labels; // labels[k]: "23. Nf3" for that move
    std::vector<Move> moves;
    std::vector<PlyMarks> marks; // the arrows and circles of the game's comments (Game::marks)
    explicit GameLine(const Game& game);
    int plies() const { return static_cast<int>(san.size()); }
    // Where the piece standing on `square` after `ply` plies stands after each ply of the game
    // (follow.h): nullopt from the ply that takes it on.
    std::vector<std::optional<Square>> track(int ply, Square square) const;
};

// The games of a file, as read; never changed after loading.
struct OpenedGames {
    QString path;
    std::vector<Game> games;
    std::vector<int> numbers; // numbers[i]: the place of games[i] in the file (empty: i + 1)
    QStringList skipped;      // the games that could not be read, a line each: the first ones
    int skippedCount = 0;     // how many could not be read, those beyond `skipped` too
    int numberOf(int index) const
    {
        return index < static_cast<int>(numbers.size()) ? numbers[static_cast<std::size_t>(index)]
                                                        : index + 1;
    }
};

// Where the board stands in the opened games: part of the window's model and its undo history.
struct GameStep {
    std::shared_ptr<const OpenedGames> file; // null: no game open
    int game = 0;                            // index into file->games
    std::optional<int> ply; // plies played; nullopt once the position is edited away from it
    int leftAt = 0;         // while off the game: the ply the board was on when it left
    std::optional<Square> leftFrom; // and the square it measured from then
    // The board stands on a move of the game (one is open and the position was not edited).
    bool following() const { return file && ply; }
    // Off the game: an edit of the position leaves it; only a move chosen brings it back.
    void leave()
    {
        if (ply)
            leftAt = *ply;
        ply.reset();
    }
    friend bool operator==(const GameStep&, const GameStep&) = default;
};

} // namespace cd::gui
