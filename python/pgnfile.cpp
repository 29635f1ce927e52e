// read_pgn and read_pgn_string: the games of a PGN file as the command line reads them (bad games
// skipped and reported, or refused with strict=True), each a Game.
#include "bindings.h"
#include "pyargs.h"

#include "game.h"
#include "pgnmarks.h"

#include "options/gamefile.h"

#include <pybind11/stl.h>

#include <memory>

namespace cd::python {

namespace {

struct GameEntry {
    Game game;
    int number = 1;
};

struct PgnFile {
    std::vector<std::shared_ptr<GameEntry>> games;
    std::vector<std::pair<int, std::string>> skipped;
    std::size_t skippedCount = 0;
};

PgnFile pgnFile(options::GameFile file)
{
    PgnFile out;
    for (std::size_t i = 0; i < file.games.size(); ++i)
        out.games.push_back(
            std::make_shared<GameEntry>(GameEntry{std::move(file.games[i]), file.numberOf(i)}));
    for (qsizetype i = 0; i < file.skipped.size(); ++i)
        out.skipped.emplace_back(file.skippedNumbers[static_cast<std::size_t>(i)],
                                 file.skipped[i].toStdString());
    out.skippedCount = file.skippedCount;
    return out;
}

options::BadGames badGames(bool strict)
{
    return strict ? options::BadGames::Refuse : options::BadGames::Skip;
}

PgnFile readPgn(py::handle path, bool strict)
{
    const QString name =
        QString::fromStdString(py::str(py::module_::import("os").attr("fsdecode")(path)));
    py::gil_scoped_release release;
    return pgnFile(options::readGameFile(name, badGames(strict)));
}

PgnFile readPgnString(py::handle text, bool strict)
{
    const QByteArray bytes = textArg(text, "text").toUtf8();
    py::gil_scoped_release release;
    return pgnFile(options::gamesFromBytes(bytes, QStringLiteral("<string>"), badGames(strict)));
}

py::dict marksDict(const BoardMarks& marks)
{
    py::list arrows, circles;
    for (const BoardArrow& a : marks.arrows) {
        py::dict d;
        d["from"] = squareName(a.from);
        d["to"] = squareName(a.to);
        d["colour"] = markColourName(a.colour);
        arrows.append(d);
    }
    for (const BoardCircle& c : marks.circles) {
        py::dict d;
        d["square"] = squareName(c.square);
        d["colour"] = markColourName(c.colour);
        circles.append(d);
    }
    py::dict out;
    out["arrows"] = arrows;
    out["circles"] = circles;
    return out;
}

using GamePtr = std::shared_ptr<GameEntry>;

} // namespace

void addPgn(py::module_& m)
{
    py::class_<GameEntry, GamePtr>(m, "Game", "One game of a PGN file, its main line.")
        .def_property_readonly(
            "number", [](const GameEntry& g) { return g.number; }, "Its place in the file, from 1.")
        .def_property_readonly(
            "tags",
            [](const GameEntry& g) {
                py::dict d;
                for (const Tag& t : g.game.tags)
                    d[py::str(t.name)] = t.value;
                return d;
            },
            "The tag pairs, in the order read.")
        .def_property_readonly("result", [](const GameEntry& g) { return g.game.result; })
        .def(
            "fens",
            [](const GameEntry& g) {
                std::vector<std::string> out;
                {
                    py::gil_scoped_release release;
                    for (const Position& p : g.game.positions())
                        out.push_back(p.fen());
                }
                return out;
            },
            "The FEN of every position: [k] after k plies, [0] the start.")
        .def(
            "sans", [](const GameEntry& g) { return g.game.san(); }, "Each move in SAN.")
        .def_property_readonly(
            "marks",
            [](const GameEntry& g) {
                py::list out;
                for (const PlyMarks& pm : g.game.marks) {
                    py::dict d = marksDict(pm.marks);
                    d["ply"] = pm.ply;
                    out.append(d);
                }
                return out;
            },
            "The arrows and circles its comments draw, by ply (as `game --format json`).")
        .def("__len__", [](const GameEntry& g) { return g.game.moves.size(); })
        .def("__repr__", [](const GameEntry& g) {
            return "<Game " + std::to_string(g.number) + ": " + g.game.tag("White") + " - " +
                   g.game.tag("Black") + ", " + std::to_string(g.game.moves.size()) + " plies>";
        });

    py::class_<PgnFile>(m, "PgnFile", "The games of a PGN file that could be read.")
        .def("__len__", [](const PgnFile& f) { return f.games.size(); })
        .def(
            "__iter__",
            [](const PgnFile& f) { return py::make_iterator(f.games.begin(), f.games.end()); },
            py::keep_alive<0, 1>())
        .def("__getitem__",
             [](const PgnFile& f, py::ssize_t i) {
                 const auto n = static_cast<py::ssize_t>(f.games.size());
                 if (i < 0)
                     i += n;
                 if (i < 0 || i >= n)
                     throw py::index_error();
                 return f.games[static_cast<std::size_t>(i)];
             })
        .def_readonly("skipped", &PgnFile::skipped,
                      "(game number, reason) of each game skipped (the first 500).")
        .def_readonly("skipped_count", &PgnFile::skippedCount, "Every game skipped.");

    m.def("read_pgn", &readPgn, py::arg("path"), py::arg("strict") = false,
          "The games of a PGN file, as --pgn reads it: a bad game is skipped (PgnFile.skipped) "
          "or, with strict=True, refuses the file (ValueError).");
    m.def("read_pgn_string", &readPgnString, py::arg("text"), py::arg("strict") = false,
          "read_pgn for PGN text in memory.");
}

} // namespace cd::python
