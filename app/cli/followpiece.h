// One piece followed through a game (--pgn, --plies A-B, --from SQ): the reach map of where it
// stands after each ply, shared by `frames --plies` (one picture per ply) and
// `render --animate plies` (one animation).
#pragma once

#include "picture.h"

#include "diagram/diagram.h"
#include "square.h"

#include <QString>

#include <functional>
#include <optional>
#include <vector>

namespace cd::cli {

struct FollowedPiece {
    std::vector<Diagram> diagrams;
    std::vector<std::size_t> plies; // the ply of each diagram, from the first of --plies on
    Square start = A1;              // where the piece stands at the first ply
    // The move that captures the piece ("23. Nxe4"), which ends the diagrams early.
    std::optional<QString> capturedBy;
};

// The piece on --from at the first ply, followed to the last ply or its capture (--pgn, --plies
// and --from given: the command's rules say so); throws UsageError for bad values or no piece on
// --from. `beforeDrawing`, when given, is called with
// the number of plies before any diagram is built (to refuse too many early; it may throw).
// On a terminal, stderr shows how many diagrams are built.
FollowedPiece followPiece(const PictureRequest& request,
                          const std::function<void(std::size_t plies)>& beforeDrawing = {});

} // namespace cd::cli
