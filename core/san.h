// Standard algebraic notation (SAN): moves written as in books and PGN files ("Nf3", "exd6",
// "e8=Q+", "O-O-O", "Raxd1#"), and read back leniently (docs/games.md#san).
#pragma once

#include "message.h"
#include "move.h"
#include "position.h"

#include <optional>
#include <string>
#include <string_view>

namespace cd {

// The SAN of a legal move: the piece letter, the origin's file, rank or both only when another
// piece of that kind could go to the same square (file first, then rank, then both), 'x' for a
// capture, "=Q" for a promotion, and '+' or '#' when it checks or mates.
std::string sanText(const Position& board, const Move& move);

// The legal move a SAN names. Accepts besides the written form: "e8Q" for "e8=Q", "0-0" and
// "0-0-0" for castling, the king taking its own rook for castling ("e1h1", as in Chess960), a
// missing or wrong '+' or '#', a missing 'x', the annotations !, ?, !!, ??, !? and ?! and the
// evaluation symbols of nagsymbols.h ("+-") after the move, and figurines for piece letters
// ("♘f3"). Throws InputError when the text is not SAN or names no legal
// move or more than one; the message names the move and the position's FEN.
Move parseSan(const Position& board, std::string_view text);

// The move parseSan returns, or nullopt where it throws: without the exception and its message,
// which a file of bad games would pay for each (the PGN reader keeps only the first reasons).
std::optional<Move> trySan(const Position& board, std::string_view text);

// The message parseSan throws for a text trySan finds no move for; empty for a move it finds.
Message sanProblem(const Position& board, std::string_view text);

} // namespace cd
