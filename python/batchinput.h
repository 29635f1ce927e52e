// The positions of a batch: FENs copied out of Python (so that the GIL can be released), read as
// --fen reads them, the first bad one refused with its index.
#pragma once

#include "board.h"

#include <pybind11/pybind11.h>

#include <QString>

#include <string>
#include <vector>

namespace cd::python {

// The FENs of a sequence of str; TypeError for anything else.
std::vector<std::string> fenList(pybind11::handle fens);
// Each position's board: FEN parsing with the GIL released, and the command line's reading for
// what it refuses; ValueError "fens[i]: <message>" at the first bad position (with `needPieces`,
// an empty board too, as `mobility` refuses it).
std::vector<Board> readBoards(const std::vector<std::string>& fens, bool needPieces = true);
// A position Board::fromFen refuses (or an empty board, with `needPieces`), read as --fen reads
// it; the GIL must be held. ValueError "fens[i]: <message>" when the command line refuses it too.
Board cliBoard(std::size_t index, const std::string& fen, bool needPieces);

// Calls fn(i, board) for each position in turn, with the GIL released: a board is parsed and used
// at once, none kept (a batch of a million positions keeps no million boards). What the parser
// refuses is read with the GIL held, as readBoards reads it.
template <class F> void forEachBoard(const std::vector<std::string>& fens, bool needPieces, F&& fn)
{
    pybind11::gil_scoped_release release;
    for (std::size_t i = 0; i < fens.size(); ++i) {
        if (const auto b = Board::fromFen(fens[i]); b && (!needPieces || b->occupied() != 0)) {
            fn(i, *b);
            continue;
        }
        Board board;
        {
            pybind11::gil_scoped_acquire acquire;
            board = cliBoard(i, fens[i], needPieces);
        }
        fn(i, board);
    }
}

// "fens[i]: <message>" as a ValueError.
pybind11::value_error batchError(std::size_t index, const QString& message);

} // namespace cd::python
