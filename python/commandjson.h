// A command of the command line run in-process on options given as data, its JSON read into
// Python objects: the module answers as the command answers, with its messages.
#pragma once

#include "options/given.h"

#include <pybind11/pybind11.h>

namespace cd::cli {
struct Command;
}

namespace cd::python {

// `command` with `given` and --format json, the GIL released while it runs; json.loads of what
// it prints. Its UsageError passes through (ValueError for Python).
pybind11::object commandJson(const cli::Command& command, options::Given given);

} // namespace cd::python

namespace cd::python {

// What `command` prints for `given`, the GIL released while it runs.
QString commandText(const cli::Command& command, const options::Given& given);
// The options `arguments` ("--metric", "knight", ...) read by the command's own parser, as the
// command line reads them; UsageError with the parser's message for an unknown option.
options::Given parsedOptions(const cli::Command& command, const QStringList& arguments);

} // namespace cd::python
