// The probe: the piece that stands in on an empty source square in reach mode, so that a click on
// any square measures something. The window starts with this one and falls back to it; the
// homework page uses it where the request names none.
#pragma once

#include "piece.h"

namespace cd {

inline constexpr Piece kDefaultProbe{Color::White, PieceType::Knight};

} // namespace cd
