// mobility and arrival_map (through the `mobility` command itself), and their batches, which
// call the core directly with the GIL released.
#include "batchinput.h"
#include "bindings.h"
#include "commandjson.h"
#include "numpyout.h"
#include "pyargs.h"

#include "arrival.h"
#include "mobility.h"

#include "cli/command.h"
#include "options/queryoptions.h"

#include <pybind11/numpy.h>
#include <pybind11/stl.h>

#include <string>
#include <vector>

namespace cd::python {

namespace {

// The options of `mobility` as given from Python.
options::Given mobilityGiven(py::handle fen, py::handle side, py::handle captures,
                             bool avoidAttacked, py::handle blocked, py::handle unsafe)
{
    options::Given given;
    given.add(QStringLiteral("fen"), textArg(fen, "fen"));
    addText(given, "side", side, "side");
    addText(given, "captures", captures, "captures");
    if (avoidAttacked)
        given.add(QStringLiteral("avoid-attacked"));
    for (const QString& s : squareListText(blocked, "blocked"))
        given.add(QStringLiteral("block"), s);
    for (const QString& s : squareListText(unsafe, "unsafe"))
        given.add(QStringLiteral("unsafe"), s);
    return given;
}

py::list mobilityList(py::handle fen, py::handle side, py::handle captures, bool avoidAttacked,
                      py::handle blocked, py::handle unsafe)
{
    const py::object json = commandJson(
        cli::mobilityCommand(), mobilityGiven(fen, side, captures, avoidAttacked, blocked, unsafe));
    py::list out;
    for (const py::handle p : json["pieces"]) {
        const std::string letter = p["piece"].cast<std::string>();
        py::dict d;
        d["piece"] = p["piece"];
        d["side"] = std::isupper(static_cast<unsigned char>(letter[0])) ? "white" : "black";
        d["square"] = p["square"];
        d["score"] = py::float_(p["inPosition"]["score"]);
        d["empty_score"] = py::float_(p["emptyBoard"]["score"]);
        d["ratio"] = py::float_(p["ratio"]);
        d["counts"] = p["inPosition"]["counts"];
        out.append(d);
    }
    return out;
}

py::array_t<std::int8_t> arrivalArray(py::handle fen, py::handle captures, bool avoidAttacked,
                                      py::handle blocked, py::handle unsafe)
{
    const py::object json =
        commandJson(cli::mobilityCommand(),
                    mobilityGiven(fen, py::none(), captures, avoidAttacked, blocked, unsafe));
    py::array_t<std::int8_t> out({2, 8, 8});
    auto* data = out.mutable_data();
    const char* sides[] = {"white", "black"};
    for (int c = 0; c < 2; ++c)
        for (Square s = A1; s <= H8; ++s) {
            const py::object v = json["arrival"][py::str(squareName(s))][sides[c]];
            data[c * 64 + static_cast<int>(s)] =
                v.is_none() ? std::int8_t(-1) : v.cast<std::int8_t>();
        }
    return out;
}

ReachOptions batchOptions(py::handle captures, bool avoidAttacked)
{
    ReachOptions opts;
    if (!captures.is_none())
        opts.captures = options::capturesValue(textArg(captures, "captures"));
    opts.avoidAttacked = avoidAttacked;
    return opts;
}

py::array_t<double> mobilityBatch(py::handle fens, py::handle captures, bool avoidAttacked)
{
    const std::vector<std::string> texts = fenList(fens);
    const ReachOptions opts = batchOptions(captures, avoidAttacked);
    py::array_t<double> out({static_cast<py::ssize_t>(texts.size()), py::ssize_t(2)});
    double* data = out.mutable_data();
    forEachBoard(texts, true, [&](std::size_t i, const Board& board) {
        double total[2] = {0, 0};
        for (const PieceMobility& m : mobility(board, opts))
            total[m.piece.color == Color::White ? 0 : 1] += m.inPosition.score;
        data[2 * i] = total[0];
        data[2 * i + 1] = total[1];
    });
    return out;
}

py::dict mobilityPiecesBatch(py::handle fens, py::handle captures, bool avoidAttacked)
{
    const std::vector<std::string> texts = fenList(fens);
    const ReachOptions opts = batchOptions(captures, avoidAttacked);
    std::vector<std::int64_t> position;
    std::vector<PieceMobility> pieces;
    const std::vector<Board> boards = readBoards(texts);
    {
        py::gil_scoped_release release;
        for (std::size_t i = 0; i < boards.size(); ++i)
            for (const PieceMobility& m : mobility(boards[i], opts)) {
                position.push_back(static_cast<std::int64_t>(i));
                pieces.push_back(m);
            }
    }
    const auto n = static_cast<py::ssize_t>(pieces.size());
    py::array_t<std::int64_t> index(n);
    py::array_t<double> score(n), ratio(n);
    py::list side, piece, square;
    for (py::ssize_t i = 0; i < n; ++i) {
        const PieceMobility& m = pieces[static_cast<std::size_t>(i)];
        index.mutable_data()[i] = position[static_cast<std::size_t>(i)];
        score.mutable_data()[i] = m.inPosition.score;
        ratio.mutable_data()[i] = m.ratio;
        side.append(m.piece.color == Color::White ? "white" : "black");
        piece.append(std::string(1, pieceLetter(m.piece)));
        square.append(squareName(m.square));
    }
    py::dict out;
    out["position"] = index;
    out["side"] = side;
    out["piece"] = piece;
    out["square"] = square;
    out["score"] = score;
    out["ratio"] = ratio;
    return out;
}

py::array_t<std::int8_t> arrivalBatch(py::handle fens, py::handle captures, bool avoidAttacked)
{
    const std::vector<std::string> texts = fenList(fens);
    const ReachOptions opts = batchOptions(captures, avoidAttacked);
    py::array_t<std::int8_t> out(
        {static_cast<py::ssize_t>(texts.size()), py::ssize_t(2), py::ssize_t(8), py::ssize_t(8)});
    std::int8_t* data = out.mutable_data();
    forEachBoard(texts, true, [&](std::size_t i, const Board& board) {
        const Arrival a = arrival(board, opts);
        std::memcpy(data + 128 * i, a.white.moves.data(), 64);
        std::memcpy(data + 128 * i + 64, a.black.moves.data(), 64);
    });
    return out;
}

} // namespace

void addMobility(py::module_& m)
{
    m.def("mobility", &mobilityList, py::arg("fen"), py::arg("side") = "both",
          py::arg("captures") = "stop", py::arg("avoid_attacked") = false,
          py::arg("blocked") = py::none(), py::arg("unsafe") = py::none(),
          "Every piece's mobility profile, as `mobility --format json`: a list of dicts with "
          "piece, side, square, score, empty_score, ratio and counts.");
    m.def("arrival_map", &arrivalArray, py::arg("fen"), py::arg("captures") = "stop",
          py::arg("avoid_attacked") = false, py::arg("blocked") = py::none(),
          py::arg("unsafe") = py::none(),
          "Fewest moves any piece of each side needs to stand on each square: int8 (2, 8, 8), "
          "[0] White, [1] Black, 0 where a piece of the side stands, -1 never.");
    m.def("mobility_batch", &mobilityBatch, py::arg("fens"), py::arg("captures") = "stop",
          py::arg("avoid_attacked") = false,
          "Each position's total in-position mobility score of White's and Black's pieces: "
          "float64 (n, 2).");
    m.def("mobility_pieces_batch", &mobilityPiecesBatch, py::arg("fens"),
          py::arg("captures") = "stop", py::arg("avoid_attacked") = false,
          "Every piece of every position, as columns for pandas.DataFrame: position, side, "
          "piece, square, score, ratio.");
    m.def("arrival_batch", &arrivalBatch, py::arg("fens"), py::arg("captures") = "stop",
          py::arg("avoid_attacked") = false, "arrival_map of each position: int8 (n, 2, 8, 8).");
}

} // namespace cd::python
