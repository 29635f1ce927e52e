// render --control --animate plies: a game's control ply by ply (--pgn, --plies A-B), one
// control picture (controldiagram.h) per position.
#pragma once

#include "renderrequest.h"

#include "diagram/diagram.h"

#include <functional>
#include <vector>

namespace cd::cli {

// The control picture of each position of --plies A-B, in order, each captioned with the move
// that led there. `beforeDrawing` is called with the number of plies before any picture is built
// (to refuse too many early; it may throw). Throws UsageError for a bad game or plies.
std::vector<Diagram> controlPlies(const RenderRequest& request,
                                  const std::function<void(std::size_t plies)>& beforeDrawing);

} // namespace cd::cli
