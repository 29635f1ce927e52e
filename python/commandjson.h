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
