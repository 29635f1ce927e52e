#include "framefolder.h"

#include "clitext.h"
#include "options/errorline.h"
#include "options/usageerror.h"
#include "saferename.h"

#include <QCoreApplication>
#include <QFile>
#include <QRandomGenerator>
#include <QRegularExpression>

#include <cerrno>
#include <csignal>
#include <fcntl.h>
#include <poll.h>
#include <sys/file.h>
#include <sys/stat.h>
#include <unistd.h>

namespace cd::cli {

namespace {

// How many names a note lists before "and N more".
constexpr qsizetype kListedNames = 5;
// The name a recorded frame is moved to, inside the temporary folder, to be checked and removed.
constexpr char kAsidePrefix[] = ".earlier-";

const QRegularExpression& stagingName()
{
    static const QRegularExpression re(
        QStringLiteral("^\\.chess-distance-frames-([0-9]+)-[0-9a-f]+\\.part$"));
    return re;
}

QByteArray native(const QString& path)
{
    return QFile::encodeName(path);
}

QString reason(int error)
{
    return qt_error_string(error);
}

bool isDirectory(const QString& path)
{
    struct stat st {};
    return ::lstat(native(path).constData(), &st) == 0 && S_ISDIR(st.st_mode);
}

// Removes `folder` (inside `dir`) with the frames and the record in it; anything else keeps it.
void removeStaging(const QDir& dir, const QString& folder)
{
    const QString path = dir.filePath(folder);
    if (!isDirectory(path))
        return;
    const QDir staging(path);
    for (const QString& name : staging.entryList(QDir::Files | QDir::Hidden | QDir::System)) {
        const QString file = staging.filePath(name);
        const bool ours = isFrameName(name) || name == QLatin1String(kFramesRecord) ||
                          name.contains(QLatin1String(".chess-distance-")); // a write's temporary
        if (ours && entryAt(AT_FDCWD, file).kind == FolderEntry::Kind::Regular)
            ::unlink(native(file).constData());
    }
    ::rmdir(native(path).constData());
}

// Removes the temporary folders of runs that no longer run (killed midway). Holding the folder's
// lock proves that no run uses one (a live process of that number is another one, reused);
// without it, one whose process is alive may be a run still going.
void removeStaleStaging(const QDir& dir, bool locked)
{
    for (const QString& name : dir.entryList(QDir::Dirs | QDir::Hidden | QDir::NoDotAndDotDot)) {
        const QRegularExpressionMatch m = stagingName().match(name);
        if (!m.hasMatch())
            continue;
        const auto pid = static_cast<pid_t>(m.captured(1).toLongLong());
        if (!locked && pid > 0 && (::kill(pid, 0) == 0 || errno == EPERM))
            continue;
        removeStaging(dir, name);
    }
}

// "frame-02.png, frame-03.png, ... and 4 more".
QString listed(const QStringList& names)
{
    QString text = names.mid(0, kListedNames).join(QStringLiteral(", "));
    if (names.size() > kListedNames)
        text += u' ' + tr("and %1 more").arg(names.size() - kListedNames);
    return text;
}

// Test only: CD_TEST_FRAMES_PAUSE names a FIFO that a run reads to its end after drawing its
// frames and before moving them in, so that a test holding it open for writing can change the
// folder at that moment (no writer: no pause).
void pauseForTests()
{
    const QByteArray fifo = qgetenv("CD_TEST_FRAMES_PAUSE");
    if (fifo.isEmpty())
        return;
    const int fd = ::open(fifo.constData(), O_RDONLY | O_NONBLOCK | O_CLOEXEC);
    if (fd < 0)
        return;
    char buffer[64];
    for (;;) {
        const ssize_t n = ::read(fd, buffer, sizeof buffer);
        if (n == 0 || (n < 0 && errno != EAGAIN && errno != EINTR))
            break; // every writer gone
        pollfd wait{fd, POLLIN, 0};
        ::poll(&wait, 1, -1);
    }
    ::close(fd);
}

// Test only: CD_TEST_FRAMES_FAIL_MOVE=N makes moving in the N-th frame (from 1) fail, as a full
// or failing disk, or a kill at that moment, would leave the folder.
bool failMoveForTests(qsizetype i)
{
    bool ok = false;
    const qsizetype n = qEnvironmentVariableIntValue("CD_TEST_FRAMES_FAIL_MOVE", &ok);
    return ok && n == i + 1;
}

} // namespace

FrameFolder::Descriptor::~Descriptor()
{
    if (fd >= 0)
        ::close(fd);
}

FrameFolder::FrameFolder(const QString& path, QStringList names)
    : m_dir(path), m_names(std::move(names))
{
    errno = 0;
    if (!QDir().mkpath(m_dir.path())) {
        const int error = errno; // the failed mkdir's, when Qt's own calls left it
        struct stat st {};
        if (::lstat(native(m_dir.path()).constData(), &st) == 0 && S_ISLNK(st.st_mode))
            throw RunError(cli::tr("cannot create the folder %1: it is a symbolic link to a "
                                   "folder that does not exist")
                               .arg(m_dir.path()));
        if (::lstat(native(m_dir.path()).constData(), &st) == 0)
            throw RunError(cli::tr("cannot create the folder %1: a file of that name is there")
                               .arg(m_dir.path()));
        if (error == 0)
            throw RunError(cli::tr("cannot create the folder %1").arg(m_dir.path()));
        throw RunError(cli::tr("cannot create the folder %1: %2").arg(m_dir.path(), reason(error)));
    }
    m_folder.fd = ::open(native(m_dir.path()).constData(), O_RDONLY | O_DIRECTORY | O_CLOEXEC);
    if (m_folder.fd < 0)
        throw RunError(cli::tr("cannot open the folder %1: %2").arg(m_dir.path(), reason(errno)));
    // Where the file system has no locks, the checks of commit() still keep every file.
    const bool locked = ::flock(m_folder.fd, LOCK_EX | LOCK_NB) == 0;
    if (!locked && errno == EWOULDBLOCK)
        throw RunError(cli::tr("%1 is in use by another frames run, so nothing was written: wait "
                               "for it to end or choose another folder")
                           .arg(m_dir.path()));
    m_earlier = FrameRecord::read(m_folder.fd, m_dir.path());
    for (const QString& name : m_names)
        if (const QString why = refusal(name); !why.isEmpty())
            throw RunError(why);
    checkRecordFits();
    removeStaleStaging(m_dir, locked);
    m_staging = QStringLiteral(".chess-distance-frames-%1-%2.part")
                    .arg(QCoreApplication::applicationPid())
                    .arg(QRandomGenerator::global()->generate(), 8, 16, QLatin1Char('0'));
    if (::mkdirat(m_folder.fd, native(m_staging).constData(), 0700) != 0)
        throw RunError(
            cli::tr("cannot create a folder in %1: %2").arg(m_dir.path(), reason(errno)));
}

FrameFolder::~FrameFolder()
{
    if (!m_keepStaging && !m_staging.isEmpty())
        removeStaging(m_dir, m_staging);
}

// The record written while moving in (the frames still standing and this run's) must stay one
// that the next run reads: else a failed or killed run would lock the folder.
void FrameFolder::checkRecordFits() const
{
    qint64 size = m_earlier.standing(m_folder.fd).text().size();
    for (const QString& name : m_names)
        size += FrameRecord::lineBound(name);
    if (size > kMaxRecordBytes)
        throw RunError(cli::tr("%1 frames are too many for the record of frames in %2 (at most "
                               "%3 bytes), so nothing was written: write fewer frames or choose "
                               "another folder")
                           .arg(m_names.size())
                           .arg(m_dir.path())
                           .arg(kMaxRecordBytes));
}

QString FrameFolder::stagingPath(qsizetype i) const
{
    return m_dir.filePath(stagedName(m_names[i]));
}

QString FrameFolder::stagedName(const QString& name) const
{
    return m_staging + u'/' + name;
}

QString FrameFolder::changed(const QString& name) const
{
    const QString why = refusal(name);
    return !why.isEmpty() ? why
                          : cli::tr("%1 changed while the frames were moved in, so it is left "
                                    "as it is")
                                .arg(filePath(name));
}

QString FrameFolder::refusal(const QString& name) const
{
    const FolderEntry entry = entryAt(m_folder.fd, name);
    const QString path = filePath(name);
    switch (entry.kind) {
    case FolderEntry::Kind::Missing:
        return {};
    case FolderEntry::Kind::Link:
        return cli::tr("%1 is a symbolic link, so it is left as it is: move it or choose another "
                       "folder")
            .arg(path);
    case FolderEntry::Kind::Other:
        return cli::tr("%1 is not a regular file, so it is left as it is: move it or choose "
                       "another folder")
            .arg(path);
    case FolderEntry::Kind::Regular:
        break;
    }
    if (m_earlier.owns(name, entry.identity))
        return {};
    if (!m_earlier.lists(name))
        return cli::tr("%1 was not written by this program (it is not listed in %2), so it "
                       "is left as it is: move it or choose another folder")
            .arg(path, QLatin1String(kFramesRecord));
    if (m_earlier.listsBare(name))
        return cli::tr("%1 is listed in %2 by an older version of this program, which did not "
                       "record which file it wrote, so it is left as it is: move it or choose "
                       "another folder")
            .arg(path, QLatin1String(kFramesRecord));
    return cli::tr("%1 is no longer the frame this program wrote there (it was saved over or "
                   "edited since), so it is left as it is: move it or choose another folder")
        .arg(path);
}

// Puts the staged frame under its name: a recorded frame is swapped out and removed only if it
// is still the file recorded; any other name is taken only while it is free.
void FrameFolder::moveIn(const QString& name)
{
    const QByteArray staged = native(stagedName(name));
    const QByteArray target = native(name);
    const FolderEntry there = entryAt(m_folder.fd, name);
    if (there.kind == FolderEntry::Kind::Regular && m_earlier.owns(name, there.identity)) {
        const int error = renameExchange(m_folder.fd, staged.constData(), target.constData());
        if (error == 0) {
            const FolderEntry out = entryAt(m_folder.fd, stagedName(name));
            if (out.kind == FolderEntry::Kind::Regular && m_earlier.owns(name, out.identity)) {
                ::unlinkat(m_folder.fd, staged.constData(), 0);
                return;
            }
            // Saved over in the moment between the check and the swap: the file goes back.
            if (renameExchange(m_folder.fd, staged.constData(), target.constData()) != 0) {
                m_keepStaging = true;
                throw RunError(cli::tr("%1 changed while the frames were moved in; it is kept as "
                                       "%2")
                                   .arg(filePath(name), m_dir.filePath(stagedName(name))));
            }
            throw RunError(changed(name));
        }
        if (error != EINVAL && error != ENOENT)
            throw RunError(cli::tr("cannot write %1: %2").arg(filePath(name), reason(error)));
        if (error == EINVAL && removeIfOwned(name) == Removal::Kept) // no swap on this file system
            throw RunError(changed(name));
    }
    if (const int error = renameNoReplace(m_folder.fd, staged.constData(), target.constData()))
        throw RunError(error == EEXIST
                           ? changed(name)
                           : cli::tr("cannot write %1: %2").arg(filePath(name), reason(error)));
}

// Moves the frame at `name` into the temporary folder and removes it there if it is the file the
// record lists; anything else stays (or is moved back) where it was.
FrameFolder::Removal FrameFolder::removeIfOwned(const QString& name)
{
    const FolderEntry there = entryAt(m_folder.fd, name);
    if (there.kind == FolderEntry::Kind::Missing)
        return Removal::Missing;
    if (there.kind != FolderEntry::Kind::Regular || !m_earlier.owns(name, there.identity))
        return Removal::Kept;
    const QString aside = stagedName(QLatin1String(kAsidePrefix) + name);
    if (::renameat(m_folder.fd, native(name).constData(), m_folder.fd, native(aside).constData()) !=
        0) {
        if (errno == ENOENT)
            return Removal::Missing;
        throw RunError(
            cli::tr("cannot remove the old frame %1: %2").arg(filePath(name), reason(errno)));
    }
    const FolderEntry moved = entryAt(m_folder.fd, aside);
    if (moved.kind == FolderEntry::Kind::Regular && m_earlier.owns(name, moved.identity)) {
        ::unlinkat(m_folder.fd, native(aside).constData(), 0);
        return Removal::Removed;
    }
    // Saved over in the moment between the check and the move: the file goes back.
    if (renameNoReplace(m_folder.fd, native(aside).constData(), native(name).constData()) != 0) {
        m_keepStaging = true;
        throw RunError(cli::tr("%1 changed while the frames were moved in; it is kept as %2")
                           .arg(filePath(name), m_dir.filePath(aside)));
    }
    return Removal::Kept;
}

// Writes `record` in the temporary folder and renames it over the folder's record.
void FrameFolder::writeRecord(const FrameRecord& record)
{
    const QByteArray temporary = native(stagedName(QLatin1String(kFramesRecord)));
    const QString path = filePath(QLatin1String(kFramesRecord));
    const QByteArray bytes = record.text();
    if (bytes.size() > kMaxRecordBytes) // checked up front (checkRecordFits); never written
        throw RunError(cli::tr("cannot write %1: %2").arg(path, reason(EFBIG)));
    const int fd = ::openat(m_folder.fd, temporary.constData(),
                            O_WRONLY | O_CREAT | O_TRUNC | O_CLOEXEC | O_NOFOLLOW, 0666);
    if (fd < 0)
        throw RunError(cli::tr("cannot write %1: %2").arg(path, reason(errno)));
    int error = 0;
    for (qsizetype done = 0; done < bytes.size() && !error;) {
        const ssize_t n =
            ::write(fd, bytes.constData() + done, static_cast<std::size_t>(bytes.size() - done));
        if (n > 0)
            done += n;
        else if (n == 0 || errno != EINTR)
            error = n == 0 ? EIO : errno;
    }
    if (::close(fd) != 0 && !error)
        error = errno;
    if (error || ::renameat(m_folder.fd, temporary.constData(), m_folder.fd, kFramesRecord) != 0)
        throw RunError(cli::tr("cannot write %1: %2").arg(path, reason(error ? error : errno)));
}

QString FrameFolder::commit()
{
    pauseForTests();
    // Again, now: a file may have been saved under a frame's name while the frames were drawn.
    for (const QString& name : m_names)
        if (const QString why = refusal(name); !why.isEmpty())
            throw RunError(why);
    FrameRecord written;
    for (const QString& name : m_names) {
        const FolderEntry staged = entryAt(m_folder.fd, stagedName(name));
        if (staged.kind != FolderEntry::Kind::Regular)
            throw RunError(cli::tr("cannot write %1: %2").arg(filePath(name), reason(ENOENT)));
        written.add(name, staged.identity);
    }
    // Recorded first, so that a run killed while moving still owns every frame it moved in; a
    // name listed twice owns either file. Only the earlier frames still there are carried over,
    // so that failed runs one after the other do not grow the record.
    FrameRecord both = m_earlier.standing(m_folder.fd);
    both.merge(written);
    writeRecord(both);
    QString paths;
    for (qsizetype i = 0; i < m_names.size(); ++i) {
        if (failMoveForTests(i))
            throw RunError(cli::tr("cannot write %1: %2").arg(filePath(m_names[i]), reason(EIO)));
        moveIn(m_names[i]);
        paths += options::oneLine(filePath(m_names[i])) + u'\n'; // a name is no escape
    }
    const QSet<QString> now(m_names.cbegin(), m_names.cend());
    QStringList removed, kept;
    for (const QString& name : m_earlier.names()) {
        if (now.contains(name))
            continue;
        const Removal r = removeIfOwned(name);
        if (r != Removal::Missing)
            (r == Removal::Removed ? removed : kept) << name;
    }
    writeRecord(written);
    const auto count = static_cast<int>(removed.size());
    if (count > 0)
        options::printError((count == 1 ? cli::tr("removed 1 frame of an earlier run from %1: %2")
                                        : cli::tr("removed %n frames of an earlier run from %1: %2",
                                                  nullptr, count))
                                .arg(m_dir.path(), listed(removed)));
    if (const auto n = static_cast<int>(kept.size()); n > 0)
        options::printError(
            (n == 1 ? cli::tr("kept 1 file in %1 that an earlier run's record names but that is "
                              "not the frame it wrote (saved over, edited, or not a regular "
                              "file): %2")
                    : cli::tr("kept %n files in %1 that an earlier run's record names but that "
                              "are not the frames it wrote (saved over, edited, or not regular "
                              "files): %2",
                              nullptr, n))
                .arg(m_dir.path(), listed(kept)));
    return paths;
}

} // namespace cd::cli
