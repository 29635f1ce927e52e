// The desktop program's entry point.
#pragma once

namespace cd::gui {

// Starts the window (query options on the command line set its first state); returns the exit code.
int run(int argc, char* argv[]);

} // namespace cd::gui
