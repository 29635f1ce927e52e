// The desktop program's entry point.
#pragma once

#include "query.h"

#include <optional>

namespace cd::gui {

// Starts the window in the state `first` (the query options of the command line, checked by
// options::startRequest already; nullopt: the restored session); returns the exit code.
int run(int argc, char* argv[], const std::optional<Query>& first);

} // namespace cd::gui
