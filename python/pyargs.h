// Python values read as the command line reads its options: a square is an int 0..63 or a name,
// a position a FEN. Whatever the command line refuses is refused with its own message
// (ValueError); a value of the wrong type is a TypeError.
#pragma once

#include "board.h"
#include "metrics.h"
#include "square.h"

#include "options/given.h"

#include <pybind11/pybind11.h>

#include <QString>

#include <string>

namespace cd::python {

namespace py = pybind11;

// The text of a str argument `what`; TypeError for anything else.
QString textArg(py::handle value, const char* what);
// A square argument as the command line's option text: "e4" for 28, "64" for 64 (so that the
// command line's message quotes it), the name as given; TypeError for other types.
QString squareText(py::handle value, const char* what);
// The square, read as --`option` reads it; UsageError with its message.
Square squareArg(py::handle value, const char* option);
// The metric, read as --metric reads it; UsageError with its message.
Metric metricArg(py::handle value);
// A position as --fen reads it (placement alone allowed); UsageError with its message.
Board boardArg(py::handle fen);
// Comma-separated squares or a sequence of squares, as the text of a list option.
QStringList squareListText(py::handle value, const char* what);

// Adds option `name` with `value` when value is not None (str(value) for ints and strings).
void addText(options::Given& given, const char* name, py::handle value, const char* what);

// UsageError and the core's InputError become ValueError with the command line's message.
void registerErrors(py::module_& m);

// A number argument as option text (an int, or a str as typed); TypeError for other types.
QString intText(py::handle value, const char* what);

} // namespace cd::python
