// Maps handed to Python as numpy arrays.
#pragma once

#include "distance.h"

#include <pybind11/numpy.h>

#include <cstring>

namespace cd::python {

// A map as int8 (8, 8), [rank][file]: reshape(64)[s] is square s.
inline pybind11::array_t<std::int8_t> boardArray(const DistanceMap& map)
{
    pybind11::array_t<std::int8_t> out({8, 8});
    std::memcpy(out.mutable_data(), map.data(), map.size());
    return out;
}

} // namespace cd::python
