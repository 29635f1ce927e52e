// Games read from PGN files, for the commands and the window alike.
#pragma once

#include "game.h"

#include <QByteArray>
#include <QString>

#include <vector>

namespace cd::options {

// At most this much of a PGN file is read, whatever it is: pipes and devices have no size, so the
// cap is enforced while reading, not by asking for the size (a PGN of 100,000 games is smaller).
inline constexpr qint64 kMaxGameFileBytes = 256LL * 1024 * 1024;

// The bytes of the file at `path`, at most `cap` of them, read from a regular file, a pipe or a
// device alike; throws UsageError naming the file when it is a folder, cannot be read, holds more
// than `cap` bytes or does not fit in memory.
QByteArray readCappedFile(const QString& path, qint64 cap = kMaxGameFileBytes);

// Every game of the PGN text `bytes`, read from `path` (named in errors); throws UsageError naming
// the file and what is wrong: its encoding is not UTF-8, the reader refused it (game, line,
// column, problem; also more games, plies or tags than pgn.h's PgnLimits allow), it does not fit
// in memory, or it holds no game.
std::vector<Game> gamesFromBytes(const QByteArray& bytes, const QString& path);

// readCappedFile, then gamesFromBytes: every game of the PGN file at `path`.
std::vector<Game> readGameFile(const QString& path);

} // namespace cd::options
