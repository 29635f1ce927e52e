// render --animate: a wavefront, routes drawn move by move, or a piece followed through a game,
// written as one animated GIF or WebP instead of a still picture.
#pragma once

#include <QCommandLineParser>

namespace cd::cli {

// --animate, --delay, --loop and --plies.
void addAnimationOptions(QCommandLineParser& parser);

// With --animate: builds the frames and writes the animation to --output, returning true;
// without it returns false (and refuses --delay, --loop and --plies). Throws UsageError (exit 2)
// or RunError (exit 1); a failed animation leaves an existing output file untouched.
bool renderAnimation(const QCommandLineParser& parser);

} // namespace cd::cli
