// A folder of frames written as one set, beside whatever else the folder holds.
//
// The rule: a run replaces or removes a file only when it is a frame that an earlier run wrote
// and still exactly that file. The folder's record (FrameRecord, .chess-distance-frames) lists
// each frame written with its device, inode, size and modification time; a file under a frame's
// name that does not match all four (a file of the user's, a frame saved over or edited in place
// since), a link, a FIFO or a device is refused, naming the reason, before anything is written.
// Files under other names are never touched; a recorded frame that changed since and that this
// run does not write again is kept, and said so on stderr, as are the frames removed.
//
// One run at a time: the folder is locked (flock) from the start to the end of a run, and a second
// run into it refuses at once. The frames are written into a temporary folder inside it and moved
// in only once all of them are written, so a failed run leaves the earlier set as it was. Moving
// in checks every name again, takes a name the record does not own only while it is still free
// (RENAME_NOREPLACE), and swaps a recorded frame out (RENAME_EXCHANGE) to remove it only if the
// file swapped out is the one recorded (else it is swapped back): a file saved under a frame's
// name while the frames are drawn is kept and the run fails. The record written before moving in
// lists the earlier frames still there and this run's, and never more than a run reads
// (kMaxRecordBytes, checked before anything is written): a failed run cannot lock the folder.
#pragma once

#include "framerecord.h"

#include <QDir>
#include <QSet>
#include <QString>
#include <QStringList>

namespace cd::cli {

class FrameFolder {
public:
    // The folder `path` (created when missing), about to receive `names`, locked. Throws
    // RunError, writing nothing, when the folder cannot be made, another run holds it or a name
    // is taken by a file this program may not replace.
    FrameFolder(const QString& path, QStringList names);
    // Without commit(): removes the temporary folder and the frames in it.
    ~FrameFolder();
    FrameFolder(const FrameFolder&) = delete;
    FrameFolder& operator=(const FrameFolder&) = delete;

    // Where the i-th frame is written until commit().
    QString stagingPath(qsizetype i) const;
    // Moves the frames in, removes the frames of the earlier run that this one did not write
    // (listing them on stderr) and records the new ones; returns the paths, one a line (escaped
    // as options::oneLine does: a newline or a terminal escape in a name is shown, not acted on).
    // Throws RunError.
    QString commit();

private:
    enum class Removal { Missing, Removed, Kept };

    // A descriptor closed when it goes (also when the constructor throws).
    struct Descriptor {
        int fd = -1;
        ~Descriptor();
    };

    QString filePath(const QString& name) const { return m_dir.filePath(name); }
    // `name` inside the temporary folder.
    QString stagedName(const QString& name) const;
    // Why the file at `name` may not be replaced; empty when nothing is there or it is a frame
    // the record owns.
    QString refusal(const QString& name) const;
    // The refusal for a name found taken while moving in.
    QString changed(const QString& name) const;
    void moveIn(const QString& name);
    Removal removeIfOwned(const QString& name);
    // Throws RunError when the record of this run could grow past what is read.
    void checkRecordFits() const;
    void writeRecord(const FrameRecord& record);

    QDir m_dir;
    Descriptor m_folder; // the folder, open and locked for the whole run
    QStringList m_names;
    FrameRecord m_earlier;      // the record as it was at the start
    QString m_staging;          // the temporary folder's name inside m_dir
    bool m_keepStaging = false; // it holds a file that is not this run's (see removeIfOwned)
};

} // namespace cd::cli
