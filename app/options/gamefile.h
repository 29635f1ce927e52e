// Games read from PGN files, for the commands and the window alike.
#pragma once

#include "game.h"

#include <QString>

#include <vector>

namespace cd::options {

// Files larger than this are refused before they are read (a PGN of a million games is smaller).
inline constexpr qint64 kMaxGameFileBytes = 256LL * 1024 * 1024;

// Every game of the PGN file at `path`; throws UsageError naming the file and what is wrong: it
// cannot be read, it is too large, the reader refused it (game, line, column, problem), or it
// holds no game.
std::vector<Game> readGameFile(const QString& path);

} // namespace cd::options
