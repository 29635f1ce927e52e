// control_map and exchanges: the numbers of the `control` command (docs/python.md).
#include "bindings.h"
#include "commandjson.h"
#include "pyargs.h"

#include "control.h"

#include "cli/command.h"
#include "options/positionoptions.h"

#include <pybind11/numpy.h>

#include <cstring>

namespace cd::python {

namespace {

options::Given controlGiven(py::handle fen, bool xray)
{
    options::Given given;
    given.add(QStringLiteral("fen"), textArg(fen, "fen"));
    if (xray)
        given.add(QStringLiteral("x-ray"));
    return given;
}

// int8 (2, 8, 8): [side][rank][file], side 0 White, 1 Black, as `control --format json` counts.
py::array_t<std::int8_t> controlMap(py::handle fen, bool xray)
{
    // The position read as the command reads --fen, with its messages.
    const Board board =
        options::positionFrom(options::positionRequest(controlGiven(fen, xray))).board;
    Control c;
    {
        py::gil_scoped_release release;
        c = control(board);
    }
    const ControlCounts& counts = xray ? c.xray : c.plain;
    py::array_t<std::int8_t> out({2, 8, 8});
    std::memcpy(out.mutable_data(), counts.white.data(), 64);
    std::memcpy(out.mutable_data() + 64, counts.black.data(), 64);
    return out;
}

// The command's own exchange list: square, piece, gain and line, in square order.
py::list exchangeList(py::handle fen)
{
    const py::object json = commandJson(cli::controlCommand(), controlGiven(fen, false));
    return py::list(json["exchanges"]);
}

} // namespace

void addControl(py::module_& m)
{
    m.def("control_map", &controlMap, py::arg("fen"), py::arg("xray") = false,
          "How many pieces of each side attack each square: int8 (2, 8, 8) indexed "
          "[side][rank][file], side 0 White, 1 Black (x-rays counted with xray=True).");
    m.def("exchanges", &exchangeList, py::arg("fen"),
          "The static exchange on every occupied square but the kings', in square order: dicts "
          "with 'square', 'piece' (FEN letter), 'gain' and 'line' (the captures).");
}

} // namespace cd::python
