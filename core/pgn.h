// Portable Game Notation: reading files of one or many games, and writing them
// (docs/games.md#pgn).
#pragma once

#include "game.h"
#include "message.h"

#include <string>
#include <string_view>
#include <vector>

namespace cd {

// Why a PGN was refused: the game (1-based), its players if the tags named them ("Anand–Carlsen"),
// the 1-based line and column, and what is wrong. what() is the whole line in English.
class PgnError : public InputError {
public:
    PgnError(int game, std::string players, int line, int column, Message detail);
    int game() const { return m_game; }
    const std::string& players() const { return m_players; }
    int line() const { return m_line; }
    int column() const { return m_column; }
    const Message& detail() const { return m_detail; }

private:
    int m_game, m_line, m_column;
    std::string m_players;
    Message m_detail;
};

// The template of that line: %1 game, (%2 players,) then line, column, detail.
const char* pgnErrorLine(bool withPlayers);

// Every game of a PGN text, main lines only: moves inside variations "( ... )" are skipped
// unchecked, comments and NAGs dropped. All games or a PgnError: nothing is read partly.
std::vector<Game> readPgn(std::string_view text);

// PGN export format: the seven tag roster first ("?" for a missing tag), the other tags, SetUp
// and FEN when the game does not start from the initial position, numbered moves in SAN on lines
// of at most 80 characters, the result. Games are separated by an empty line.
std::string writePgn(const Game& game);
std::string writePgn(const std::vector<Game>& games);

} // namespace cd
