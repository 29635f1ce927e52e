// Where an export's bytes go. "-" is standard output; an existing FIFO or character device is
// written to directly (streamed, never replaced); any other existing non-regular file is
// refused; a symbolic link chain is followed to its end (which a dangling chain creates; a loop
// is refused with ELOOP and nothing is touched); a regular file is replaced atomically through a
// temporary beside it, named
// "<name>.chess-distance-<pid>-<random>.part", so a killed export is recognisable and the next
// export of the same target removes it. Errors carry the system's reason (strerror).
#pragma once

#include "diagram/exporter.h"

#include <QByteArray>
#include <QString>

namespace cd {

// The path that means standard output.
inline constexpr char kStandardOutput[] = "-";

// True for "-".
bool isStandardOutput(const QString& path);

// Writes `bytes` to `path` as above; BadInput for an empty path or one with a NUL character,
// IoError naming the path and the system's reason otherwise.
ExportResult writeOutput(const QByteArray& bytes, const QString& path);

// Removes the temporaries of `path` left by exports that no longer run; returns how many.
int removeStaleTemporaries(const QString& path);

// Gives standard output and error, when the program starts with them closed, /dev/null in their
// place, so that no file opened later takes descriptor 1 or 2 (and receives the output); writing
// to a closed standard output is then reported as such. Call first thing.
void reserveStandardStreams();
// Whether standard output was closed at start.
bool standardOutputClosed();
// "cannot write standard output: Broken pipe", naming standard output and the reason (errno).
QString standardOutputError(int error);

// The temporary name for `path` used by this process (a random part makes each unique).
QString temporaryNameFor(const QString& path);

} // namespace cd
