// distance, distance_map, distance_table and reach_map: the numbers of `map` and `pairs`.
#include "batchinput.h"
#include "bindings.h"
#include "numpyout.h"
#include "pyargs.h"

#include "query.h"

#include "i18n/coremessages.h"
#include "options/queryoptions.h"

#include <pybind11/numpy.h>

#include <QCoreApplication>

#include <array>
#include <memory>
#include <mutex>

namespace cd::python {

namespace {

// Every metric's all-pairs table, built on first use (the map of one call is a row of it).
const AllPairs& pairsOf(Metric m)
{
    static std::array<std::unique_ptr<AllPairs>, kMetricCount> tables;
    static std::array<std::once_flag, kMetricCount> built;
    const auto i = static_cast<std::size_t>(m);
    std::call_once(built[i], [&] { tables[i] = std::make_unique<AllPairs>(metricPairs(m)); });
    return *tables[i];
}

// Whether the table answers for this source as `map` would: reach needs a position, and a pawn
// on its first or last rank is refused by map with a message.
bool tableAnswers(Metric m, Square from)
{
    if (m == Metric::Reach)
        return false;
    return m != Metric::Pawn || (rankOf(from) != 0 && rankOf(from) != 7);
}

// The map `map --metric M --from S` prints, through the command line's own reading of the
// options (and its messages).
DistanceMap mapThroughOptions(const options::Given& given,
                              const options::WhatIfRequest& whatIf = {})
{
    const options::QueryRequest request = options::queryRequest(given);
    Query q = options::queryFrom(request);
    q.reach = options::withWhatIf(whatIf, q.board, q.reach);
    py::gil_scoped_release release;
    return answer(q).map;
}

// The square when it is an int 0..63 or a name exactly; nullopt otherwise (the command line's
// reading then decides, and names what is wrong).
std::optional<Square> plainSquare(py::handle square)
{
    if (PyLong_CheckExact(square.ptr())) {
        const long i = PyLong_AsLong(square.ptr());
        if (i == -1 && PyErr_Occurred())
            PyErr_Clear();
        return squareFromIndex(i >= 0 && i < 64 ? static_cast<int>(i) : -1);
    }
    if (PyUnicode_Check(square.ptr())) {
        Py_ssize_t size = 0;
        const char* text = PyUnicode_AsUTF8AndSize(square.ptr(), &size);
        if (!text) {
            PyErr_Clear();
            return std::nullopt;
        }
        return parseSquare({text, static_cast<std::size_t>(size)});
    }
    return std::nullopt;
}

DistanceMap emptyBoardMap(py::handle metric, py::handle square)
{
    if (PyUnicode_Check(metric.ptr())) {
        Py_ssize_t size = 0;
        const char* text = PyUnicode_AsUTF8AndSize(metric.ptr(), &size);
        if (!text)
            PyErr_Clear();
        const auto m =
            text ? parseMetric({text, static_cast<std::size_t>(size)}) : std::optional<Metric>();
        const auto from = plainSquare(square);
        if (m && from && tableAnswers(*m, *from))
            return pairsOf(*m)[static_cast<std::size_t>(*from)];
    }
    options::Given given;
    given.add(QStringLiteral("metric"), textArg(metric, "metric"));
    given.add(QStringLiteral("from"), squareText(square, "square"));
    return mapThroughOptions(given);
}

py::array_t<std::int8_t> distanceMap(py::handle metric, py::handle square)
{
    return boardArray(emptyBoardMap(metric, square));
}

int distance(py::handle metric, py::handle a, py::handle b)
{
    const Square to = squareArg(b, "to");
    return emptyBoardMap(metric, a)[static_cast<std::size_t>(to)];
}

py::array_t<std::int8_t> distanceTable(py::handle metric)
{
    const Metric m = metricArg(metric);
    if (m == Metric::Reach) { // the command line's message: reach needs a position and a piece
        options::Given given;
        given.add(QStringLiteral("metric"), textArg(metric, "metric"));
        mapThroughOptions(given);
    }
    py::array_t<std::int8_t> out({64, 64});
    const AllPairs* pairs = nullptr;
    {
        py::gil_scoped_release release;
        pairs = &pairsOf(m);
    }
    std::memcpy(out.mutable_data(), pairs->data(), sizeof(AllPairs));
    return out;
}

py::array_t<std::int8_t> reachMap(py::handle fen, py::handle square, py::handle captures,
                                  bool avoidAttacked, py::handle promote, py::handle blocked,
                                  py::handle unsafe, py::handle piece)
{
    options::Given given;
    given.add(QStringLiteral("metric"), QStringLiteral("reach"));
    given.add(QStringLiteral("fen"), textArg(fen, "fen"));
    given.add(QStringLiteral("from"), squareText(square, "square"));
    addText(given, "captures", captures, "captures");
    addText(given, "promote", promote, "promote");
    addText(given, "piece", piece, "piece");
    if (avoidAttacked)
        given.add(QStringLiteral("avoid-attacked"));
    const options::WhatIfRequest whatIf{squareListText(blocked, "blocked"),
                                        squareListText(unsafe, "unsafe")};
    return boardArray(mapThroughOptions(given, whatIf));
}

// One square for every position, or one for each.
std::vector<QString> batchSquares(py::handle squares, std::size_t count)
{
    if (PyUnicode_Check(squares.ptr()) || PyIndex_Check(squares.ptr()))
        return std::vector<QString>(count, squareText(squares, "squares"));
    std::vector<QString> out;
    if (py::isinstance<py::iterable>(squares))
        for (const py::handle s : squares)
            out.push_back(squareText(s, "squares"));
    else
        squareText(squares, "squares"); // the TypeError
    if (out.size() != count)
        throw py::value_error(
            QCoreApplication::translate("cd::python", "squares: %1 squares for %2 positions")
                .arg(out.size())
                .arg(count)
                .toStdString());
    return out;
}

py::array_t<std::int8_t> reachBatch(py::handle fens, py::handle squares, py::handle captures,
                                    bool avoidAttacked, py::handle promote, py::handle piece)
{
    const std::vector<std::string> texts = fenList(fens);
    const std::vector<QString> from = batchSquares(squares, texts.size());
    options::Given given;
    given.add(QStringLiteral("metric"), QStringLiteral("reach"));
    addText(given, "captures", captures, "captures");
    addText(given, "promote", promote, "promote");
    addText(given, "piece", piece, "piece");
    if (avoidAttacked)
        given.add(QStringLiteral("avoid-attacked"));
    // The options read once, as map reads them; each position then gets its board and square.
    options::QueryRequest request = options::queryRequest(given);
    const Query shared = options::queryFrom(request, Board(), options::SourceCheck::None);
    const std::vector<Board> boards = readBoards(texts, !shared.piece);
    std::vector<Query> queries(texts.size(), shared);
    for (std::size_t i = 0; i < texts.size(); ++i) {
        request.from = from[i];
        try {
            queries[i] = options::queryFrom(request, boards[i]);
        } catch (const std::exception& e) {
            throw batchError(i, QString::fromUtf8(e.what()));
        }
    }
    py::array_t<std::int8_t> out(
        {static_cast<py::ssize_t>(texts.size()), py::ssize_t(8), py::ssize_t(8)});
    std::int8_t* data = out.mutable_data();
    std::optional<std::pair<std::size_t, QString>> bad;
    {
        py::gil_scoped_release release;
        for (std::size_t i = 0; i < queries.size() && !bad; ++i) {
            try {
                const DistanceMap map = answer(queries[i]).map;
                std::memcpy(data + 64 * i, map.data(), 64);
            } catch (const InputError& e) {
                bad = {i, i18n::errorText(e)};
            }
        }
    }
    if (bad)
        throw batchError(bad->first, bad->second);
    return out;
}

} // namespace

void addMaps(py::module_& m)
{
    py::tuple names(metricNames().size());
    for (std::size_t i = 0; i < metricNames().size(); ++i)
        names[i] = py::str(std::string(metricNames()[i]));
    m.attr("METRICS") = names;
    m.def("distance", &distance, py::arg("metric"), py::arg("a"), py::arg("b"),
          "The metric's distance from square a to square b on the empty board (-1: none).");
    m.def("distance_map", &distanceMap, py::arg("metric"), py::arg("square"),
          "The metric's distances from `square` on the empty board: int8 (8, 8) [rank][file], "
          "-1 unreachable (what `map --metric M --from S` prints).");
    m.def("distance_table", &distanceTable, py::arg("metric"),
          "All pairs on the empty board: int8 (64, 64) [from][to], -1 unreachable.");
    m.def("reach_map", &reachMap, py::arg("fen"), py::arg("square"), py::kw_only(),
          py::arg("captures") = py::none(), py::arg("avoid_attacked") = false,
          py::arg("promote") = py::none(), py::arg("blocked") = py::none(),
          py::arg("unsafe") = py::none(), py::arg("piece") = py::none(),
          "Fewest moves of the piece on `square` (or `piece` put there) to every square of the "
          "position: int8 (8, 8), -1 unreachable (`map --metric reach`).");
    m.def("reach_batch", &reachBatch, py::arg("fens"), py::arg("squares"),
          py::arg("captures") = py::none(), py::arg("avoid_attacked") = false,
          py::arg("promote") = py::none(), py::arg("piece") = py::none(),
          "reach_map of each position from its square (or one square for all): int8 (n, 8, 8).");
}

} // namespace cd::python
