#include "batchinput.h"

#include "pyargs.h"

#include "options/usageerror.h"

#include <QCoreApplication>

namespace cd::python {

namespace py = pybind11;

Board cliBoard(std::size_t index, const std::string& fen, bool needPieces)
{
    try {
        const Board board = boardArg(py::str(fen));
        if (needPieces && board.occupied() == 0)
            throw UsageError(
                QCoreApplication::translate("cd::cli", "--fen: the position has no pieces"));
        return board;
    } catch (const std::exception& e) {
        throw batchError(index, QString::fromUtf8(e.what()));
    }
}

// The FENs of a batch, copied out of Python so that the GIL can be released.
std::vector<std::string> fenList(py::handle fens)
{
    if (PyUnicode_Check(fens.ptr()) || !py::isinstance<py::iterable>(fens))
        throw py::type_error(
            QCoreApplication::translate("cd::python", "fens: expected a sequence of FEN strings")
                .toStdString());
    std::vector<std::string> out;
    for (const py::handle f : fens)
        out.push_back(textArg(f, "fens").toStdString());
    return out;
}

// Each position's board: FEN parsing with the GIL released, and the command line's reading for
// what it refuses; ValueError at the first bad position.
std::vector<Board> readBoards(const std::vector<std::string>& fens, bool needPieces)
{
    std::vector<Board> boards(fens.size());
    std::size_t i = 0;
    while (i < fens.size()) {
        {
            py::gil_scoped_release release;
            for (; i < fens.size(); ++i) {
                const auto b = Board::fromFen(fens[i]);
                if (!b || (needPieces && b->occupied() == 0))
                    break;
                boards[i] = *b;
            }
        }
        if (i < fens.size()) {
            boards[i] = cliBoard(i, fens[i], needPieces);
            ++i;
        }
    }
    return boards;
}

py::value_error batchError(std::size_t index, const QString& message)
{
    return py::value_error(QCoreApplication::translate("cd::python", "fens[%1]: %2")
                               .arg(index)
                               .arg(message)
                               .toStdString());
}

} // namespace cd::python
