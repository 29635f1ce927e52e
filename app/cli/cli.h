// The headless command line: map, pairs, trajectory (and render), with --help and --version.
#pragma once

namespace cd::cli {

// True when `arg` (the first argument) names a command, --help or --version.
bool isCommand(const char* arg);

// Runs the command named by argv[1]; returns the exit code: 0 success, 2 bad usage or input
// (one line on stderr naming it), 1 any other failure.
int run(int argc, char* argv[]);

} // namespace cd::cli
