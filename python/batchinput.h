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
// "fens[i]: <message>" as a ValueError.
pybind11::value_error batchError(std::size_t index, const QString& message);

} // namespace cd::python
