// The chess_distance Python module: the program's answers as numpy arrays and Python objects
// (docs/python.md).
#include "bindings.h"
#include "pyargs.h"

PYBIND11_MODULE(chess_distance, m)
{
    m.doc() = "Distances on a chessboard: metrics, reach, trajectories, mobility, games.";
    m.attr("__version__") = CD_VERSION;
    cd::python::registerErrors(m);
    cd::python::addMaps(m);
    cd::python::addMobility(m);
    cd::python::addPgn(m);
    cd::python::addQueries(m);
    cd::python::addPictures(m);
}
