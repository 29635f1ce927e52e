// A folder of frames written as one set. The frames are written into a temporary folder inside
// it and moved in (renamed, same file system) only once all of them are written, so a failed run
// leaves the earlier set as it was. The folder's record (.chess-distance-frames) lists the names
// the last run wrote: only those are ever replaced or removed, and removing them is said on
// stderr. Any other file, whatever its name, and every link, FIFO or device is left alone.
#pragma once

#include <QDir>
#include <QString>
#include <QStringList>

namespace cd::cli {

// The record of the frames a run wrote, one name a line, kept in the folder.
inline constexpr char kFramesRecord[] = ".chess-distance-frames";

class FrameFolder {
public:
    // The folder `path` (created when missing), about to receive `names`. Throws RunError,
    // writing nothing, when the folder cannot be made or a name is taken by something an earlier
    // run did not write.
    FrameFolder(const QString& path, QStringList names);
    // Without commit(): removes the temporary folder and the frames in it.
    ~FrameFolder();
    FrameFolder(const FrameFolder&) = delete;
    FrameFolder& operator=(const FrameFolder&) = delete;

    // Where the i-th frame is written until commit().
    QString stagingPath(qsizetype i) const;
    // Moves the frames in, removes the frames of the earlier run that this one did not write
    // (listing them on stderr) and records the new names; returns the paths, one a line.
    // Throws RunError.
    QString commit();

private:
    QDir m_dir;
    QStringList m_names;
    QStringList m_earlier; // the names the record lists
    QString m_staging;     // the temporary folder's name inside m_dir
};

} // namespace cd::cli
