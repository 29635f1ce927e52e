// The record of the frames a run wrote into a folder (.chess-distance-frames): one line per frame,
// its name and what identifies the file written (device, inode, size, modification time in ns),
// separated by tabs. A file under a recorded name is that run's frame only while all four still
// match: a file saved under the name since, or a frame edited in place, is someone else's. A line
// with a name only (the record of an older version) identifies no file.
#pragma once

#include <QByteArray>
#include <QHash>
#include <QHashFunctions>
#include <QSet>
#include <QString>
#include <QStringList>

#include <sys/types.h>

namespace cd::cli {

// The record's name in the folder.
inline constexpr char kFramesRecord[] = ".chess-distance-frames";
// The largest record read, and so the largest written (a run refuses up front to write more):
// about 100,000 lines, the frames of two runs over the longest games.
inline constexpr qint64 kMaxRecordBytes = 8 * 1024 * 1024;

// What identifies a regular file.
struct FileIdentity {
    quint64 device = 0;
    quint64 inode = 0;
    qint64 size = 0;
    qint64 modifiedNs = 0;
    bool operator==(const FileIdentity&) const = default;
};

inline size_t qHash(const FileIdentity& id, size_t seed = 0)
{
    return qHashMulti(seed, id.device, id.inode, id.size, id.modifiedNs);
}

// What stands under a name in a folder (lstat: a link is a link, not what it points at).
struct FolderEntry {
    enum class Kind { Missing, Regular, Link, Other } kind = Kind::Missing;
    FileIdentity identity; // for Regular
};

// The entry `name` (relative to the folder open as `dirfd`); Missing also when it cannot be read.
FolderEntry entryAt(int dirfd, const QString& name);

// True for the names frames are written under: frame-00.png, ply-010.svg, ...
bool isFrameName(const QString& name);

class FrameRecord {
public:
    // The record in the folder open as `dirfd` (`folder` names it in messages); empty when there
    // is none. Throws RunError when it is something else than a regular file of a sensible size.
    // Linear in its size.
    static FrameRecord read(int dirfd, const QString& folder);

    // Adds `name` written as the file `identity` (a name may be listed with several identities).
    void add(const QString& name, const FileIdentity& identity);
    // Every line of `other` too.
    void merge(const FrameRecord& other);

    bool lists(const QString& name) const { return m_listed.contains(name); }
    // Whether the record lists the name with no identity (an older version's record).
    bool listsBare(const QString& name) const { return lists(name) && !m_files.contains(name); }
    // Whether the regular file `identity` under `name` is the frame the record lists.
    bool owns(const QString& name, const FileIdentity& identity) const;
    // The names listed, in the record's order.
    const QStringList& names() const { return m_names; }

    // The lines whose name, in the folder open as `dirfd`, is still the very file listed: all a
    // record needs to carry over (a file gone or changed is no frame of this program's anymore).
    FrameRecord standing(int dirfd) const;

    // The record's text, one line per name and identity.
    QByteArray text() const;
    // The most bytes a line for `name` takes in text(), whatever its identity.
    static qint64 lineBound(const QString& name);

private:
    QStringList m_names;
    QSet<QString> m_listed;
    QHash<QString, QSet<FileIdentity>> m_files;
};

} // namespace cd::cli
