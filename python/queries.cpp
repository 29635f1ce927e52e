// trajectories, zone and perft: the `trajectory`, `zone` and `perft` commands run in process.
#include "bindings.h"
#include "commandjson.h"
#include "pyargs.h"

#include "movegen.h"
#include "position.h"
#include "san.h"

#include "cli/command.h"
#include "i18n/coremessages.h"
#include "options/usageerror.h"

#include <pybind11/stl.h>

#include <QCoreApplication>

namespace cd::python {

namespace {

constexpr int kLimitMax = 1'000'000; // the most routes `trajectory --limit` lists
constexpr int kPerftMaxDepth = 8;    // as `perft --depth`

// The query options shared by trajectories and zone.
options::Given routeGiven(py::handle fen, py::handle source, py::handle target, py::handle length,
                          py::handle captures, bool avoidAttacked)
{
    options::Given given;
    if (!fen.is_none())
        given.add(QStringLiteral("fen"), textArg(fen, "fen"));
    given.add(QStringLiteral("from"), squareText(source, "source"));
    given.add(QStringLiteral("to"), squareText(target, "target"));
    if (!length.is_none())
        given.add(QStringLiteral("length"), intText(length, "length"));
    addText(given, "captures", captures, "captures");
    if (avoidAttacked)
        given.add(QStringLiteral("avoid-attacked"));
    return given;
}

// The answer of `trajectory --format json`, and the options that asked it (to list more routes).
struct Trajectories {
    options::Given given;
    py::object json;

    int length() const { return json["distance"].is_none() ? -1 : json["length"].cast<int>(); }
    py::object count() const { return json["count"]; }
    bool saturated() const { return json["countSaturated"].cast<bool>(); }
    py::object layers() const { return json["layers"]; }
    // The first `limit` routes (all of them, up to the command's 1,000,000, when None).
    py::iterator routes(py::handle limit) const
    {
        options::Given more = given;
        more.add(QStringLiteral("limit"),
                 limit.is_none() ? QString::number(kLimitMax) : intText(limit, "limit"));
        const py::object all = commandJson(cli::trajectoryCommand(), more)["trajectories"];
        return py::iter(all);
    }
};

Trajectories trajectories(py::handle fen, py::handle source, py::handle target, py::handle length,
                          py::handle captures, bool avoidAttacked, py::handle promote,
                          py::handle piece, py::handle metric, py::handle via, bool distinct)
{
    options::Given given = routeGiven(fen, source, target, length, captures, avoidAttacked);
    addText(given, "promote", promote, "promote");
    addText(given, "piece", piece, "piece");
    addText(given, "metric", metric, "metric");
    if (!via.is_none())
        given.add(QStringLiteral("via"), squareText(via, "via"));
    if (distinct)
        given.add(QStringLiteral("distinct"));
    options::Given first = given;
    first.add(QStringLiteral("limit"), QStringLiteral("0"));
    return {given, commandJson(cli::trajectoryCommand(), first)};
}

py::object zone(py::handle fen, py::handle source, py::handle target, py::handle depth,
                py::handle length, py::handle captures, bool avoidAttacked)
{
    options::Given given = routeGiven(fen, source, target, length, captures, avoidAttacked);
    given.add(QStringLiteral("depth"), intText(depth, "depth"));
    return commandJson(cli::zoneCommand(), given);
}

QString cliTr(const char* text)
{
    return QCoreApplication::translate("cd::cli", text);
}

// perft as the command counts it; with chess960 the position's castling is Chess960's, which
// the command reads from a game's Variant tag alone.
py::int_ perft(py::handle fen, py::handle depth, bool chess960)
{
    const QString depthText = intText(depth, "depth");
    if (!chess960) {
        options::Given given;
        if (!fen.is_none())
            given.add(QStringLiteral("fen"), textArg(fen, "fen"));
        given.add(QStringLiteral("depth"), depthText);
        const QString out = commandText(cli::perftCommand(), given).trimmed();
        // "nodes N", after the divided counts when --divide is given.
        return py::int_(py::str(out.section(u' ', -1).toStdString()));
    }
    bool ok = false;
    const int d = depthText.trimmed().toInt(&ok);
    if (!ok || d < 1 || d > kPerftMaxDepth)
        throw UsageError(cliTr("--depth: '%1' is not a number from 1 to %2")
                             .arg(depthText.trimmed())
                             .arg(kPerftMaxDepth));
    const Board board = fen.is_none() ? Board::startPosition() : boardArg(fen);
    std::optional<Position> position;
    try {
        position = Position::fromBoard(board, true, PositionChecks::Reachable);
    } catch (const InputError& e) {
        throw UsageError(cliTr("--fen: %1").arg(i18n::errorText(e)));
    }
    std::uint64_t nodes = 0;
    {
        py::gil_scoped_release release;
        nodes = cd::perft(*position, d);
    }
    return py::int_(nodes);
}

// The position as a game goes on from it (fen None: the initial position); UsageError as perft.
Position playable(py::handle fen)
{
    if (fen.is_none())
        return Position::startPosition();
    const Board board = boardArg(fen);
    try {
        return Position::fromBoard(board, false, PositionChecks::Playable);
    } catch (const InputError& e) {
        throw UsageError(cliTr("--fen: %1").arg(i18n::errorText(e)));
    }
}

std::vector<std::string> legalMoves(py::handle fen)
{
    const Position position = playable(fen);
    std::vector<std::string> out;
    for (const Move& m : cd::legalMoves(position))
        out.push_back(sanText(position, m));
    return out;
}

std::string play(py::handle fen, py::handle san)
{
    const Position position = playable(fen);
    const std::string text = textArg(san, "move").toStdString();
    const auto move = trySan(position, text);
    if (!move)
        throw InputError(sanProblem(position, text));
    return position.after(*move).fen();
}

} // namespace

void addQueries(py::module_& m)
{
    py::class_<Trajectories>(m, "Trajectories",
                             "Stilman's trajectories from source to target, as `trajectory`.")
        .def_property_readonly("length", &Trajectories::length,
                               "The length of the counted routes; -1 when none exists.")
        .def_property_readonly("count", &Trajectories::count, "How many routes.")
        .def_property_readonly("count_saturated", &Trajectories::saturated,
                               "The count stopped at 2**64 - 1: there are at least that many.")
        .def_property_readonly("layers", &Trajectories::layers,
                               "The squares standing at each move, 0..length.")
        .def_property_readonly(
            "json", [](const Trajectories& t) { return t.json; },
            "All of `trajectory --format json` (no routes listed).")
        .def("routes", &Trajectories::routes, py::arg("limit") = py::none(),
             "The routes in the order `trajectory` lists them, each a list of square names.");
    m.def("trajectories", &trajectories, py::arg("fen"), py::arg("source"), py::arg("target"),
          py::arg("length") = py::none(), py::arg("captures") = py::none(),
          py::arg("avoid_attacked") = false, py::arg("promote") = py::none(),
          py::arg("piece") = py::none(), py::arg("metric") = py::none(),
          py::arg("via") = py::none(), py::arg("distinct") = false,
          "The routes from source to target (fen None: the empty board, with metric= or piece=).");
    m.def("zone", &zone, py::arg("fen"), py::arg("source"), py::arg("target"), py::arg("depth") = 1,
          py::arg("length") = py::none(), py::arg("captures") = py::none(),
          py::arg("avoid_attacked") = false,
          "Stilman's zone of the piece on source aiming at target: `zone --format json` as a "
          "dict.");
    m.def("perft", &perft, py::arg("fen"), py::arg("depth"), py::arg("chess960") = false,
          "The number of legal move sequences of `depth` plies (fen None: the initial "
          "position).");
    m.def("legal_moves", &legalMoves, py::arg("fen") = py::none(),
          "The legal moves of the position in SAN, in the order perft --divide counts them.");
    m.def("play", &play, py::arg("fen"), py::arg("move"),
          "The FEN after the move (SAN) is played in the position (fen None: the initial one).");
}

} // namespace cd::python
