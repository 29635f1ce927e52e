// The parts of the chess_distance module, each adding its functions and classes.
#pragma once

#include <pybind11/pybind11.h>

namespace cd::python {

void addMaps(pybind11::module_& m);
void addMobility(pybind11::module_& m);
void addPgn(pybind11::module_& m);
void addQueries(pybind11::module_& m);
void addPictures(pybind11::module_& m);

} // namespace cd::python
