// render --animate: a wavefront, routes drawn move by move, a piece followed through a game or
// the races of a zone, written as one animated GIF or WebP instead of a still picture.
#pragma once

#include "renderrequest.h"

#include <QCommandLineOption>
#include <QList>

namespace cd::cli {

// --animate, --delay, --loop and --plies.
QList<QCommandLineOption> animationOptions();

// With --animate: builds the frames and writes the animation to --output, returning true;
// without it returns false. The request's rules are checked already (renderRules()). Throws
// UsageError (exit 2) or RunError (exit 1); a failed animation leaves an existing output file
// untouched.
bool renderAnimation(const RenderRequest& request);

} // namespace cd::cli
