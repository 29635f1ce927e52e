// Kappe's mobility measure for a whole position: every piece's reach map (docs/reach.md, the same
// rules and options) summarised as a profile, beside the same piece's profile on the empty board.
#pragma once

#include "piecefills.h"
#include "profile.h"

#include <optional>
#include <vector>

namespace cd {

// The summary of a distance map whose origin is `origin`.
ReachSummary summarize(const DistanceMap& map);

// The pieces of `side` (both when nullopt) in pieceOrder. opts.blocked squares must be empty
// (whatIfError checks it); pawns stop on their last rank (opts.promotion does not apply).
std::vector<PieceMobility> mobility(const Board& pos, const ReachOptions& opts = {},
                                    std::optional<Color> side = std::nullopt);

// The same profiles, each from its own reachFill: the reference mobility is checked against.
std::vector<PieceMobility> mobilityByFill(const Board& pos, const ReachOptions& opts = {},
                                          std::optional<Color> side = std::nullopt);

// Why a what-if cannot be asked (a blocked square holds a piece), or nullopt.
std::optional<Message> whatIfError(const Board& pos, const ReachOptions& opts);

} // namespace cd
