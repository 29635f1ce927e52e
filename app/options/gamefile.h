// Games read from PGN files, for the commands and the window alike.
#pragma once

#include "game.h"
#include "pgn.h"

#include <QByteArray>
#include <QString>

#include <QStringList>

#include <atomic>
#include <optional>
#include <vector>

namespace cd::options {

// The games of a PGN file that could be read, numbered as in the file, and the games skipped.
struct GameFile {
    std::vector<Game> games;
    std::vector<int> numbers; // numbers[i]: the place of games[i] in the file, from 1
    // One line per skipped game (number, players, where, why), for the first kMaxPgnReasons of
    // them (core/pgn.h): a file of bad games costs a count for the others.
    QStringList skipped;
    std::vector<int> skippedNumbers; // their places in the file
    std::size_t skippedCount = 0;    // every game skipped, those of `skipped` too

    // The index in `games` of the file's game `number`; nullopt when it was skipped or is not
    // in the file.
    std::optional<std::size_t> indexOf(int number) const;
    // The place in the file of games[index].
    int numberOf(std::size_t index) const;
    int total() const { return static_cast<int>(games.size() + skippedCount); }
    // "12 games read, 1 skipped" (or "12 games read").
    QString summary() const;
};

// Whether one bad game refuses the whole file (reading stops there), or is skipped with the
// others read.
enum class BadGames { Skip, Refuse };

// At most this much of a PGN file is read, whatever it is: pipes and devices have no size, so the
// cap is enforced while reading, not by asking for the size (a PGN of 100,000 games is smaller).
inline constexpr qint64 kMaxGameFileBytes = 256LL * 1024 * 1024;

// The bytes of the file at `path`, at most `cap` of them, read from a regular file, a pipe or a
// device alike; throws UsageError naming the file when it is a folder, cannot be read, holds more
// than `cap` bytes or does not fit in memory. Once `stop` is set the reading ends within a moment,
// a FIFO waiting for its writer too, with part of the bytes (for the caller to drop).
QByteArray readCappedFile(const QString& path, qint64 cap = kMaxGameFileBytes,
                          const std::atomic<bool>* stop = nullptr);

// The games of the PGN text `bytes`, read from `path` (named in errors), a bad game skipped or
// refusing the file as `bad` says; throws UsageError naming the file and what is wrong: its
// encoding is not UTF-16 or UTF-32, more games, plies or tags than pgn.h's PgnLimits allow, it
// does not fit in memory, it holds no game, no game could be read (the first reason given), or a
// game is bad and `bad` is Refuse. Once `stop` is set it ends early (pgn.h's PgnLimits::stop),
// with what the caller must drop. The reasons of at most `keptReasons` skipped games are kept
// (the window keeps them all, to save them; a command prints the first hundred).
GameFile gamesFromBytes(const QByteArray& bytes, const QString& path, BadGames bad = BadGames::Skip,
                        const std::atomic<bool>* stop = nullptr,
                        std::size_t keptReasons = kMaxPgnReasons);

// readCappedFile, then gamesFromBytes: the games of the PGN file at `path`.
GameFile readGameFile(const QString& path, BadGames bad = BadGames::Skip,
                      const std::atomic<bool>* stop = nullptr,
                      std::size_t keptReasons = kMaxPgnReasons);

} // namespace cd::options
