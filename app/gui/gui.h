// The desktop program's entry point.
#pragma once

#include "options/startrequest.h"

namespace cd::gui {

// Starts the window in the state the command line asks for (checked by options::startRequest
// already; no query: the restored session; --pgn: that game open); returns the exit code.
int run(int argc, char* argv[], const options::StartRequest& start);

} // namespace cd::gui
