#include "diagram/outputtarget.h"

#include "diagram/diagramtext.h"

#include <QCoreApplication>
#include <QDir>
#include <QFileInfo>
#include <QRandomGenerator>
#include <QRegularExpression>

#include <cerrno>
#include <climits>
#include <csignal>
#include <cstdio>
#include <fcntl.h>
#include <sys/stat.h>
#include <unistd.h>

namespace cd {

namespace {

using Status = ExportResult::Status;

const QString kTemporaryTag = QStringLiteral(".chess-distance-");

ExportResult ioError(const QString& path, const QString& reason)
{
    return {Status::IoError,
            tr("cannot write %1: %2", "%1 is a file, %2 the reason").arg(path, reason)};
}

ExportResult systemError(const QString& path, int error)
{
    return ioError(path, qt_error_string(error));
}

QByteArray native(const QString& path)
{
    return QFile::encodeName(path);
}

// Writes everything to `fd`; 0 or the errno of the failure.
int writeAllTo(int fd, const QByteArray& bytes)
{
    const char* data = bytes.constData();
    qsizetype left = bytes.size();
    while (left > 0) {
        const ssize_t n = ::write(fd, data, static_cast<std::size_t>(left));
        if (n < 0) {
            if (errno == EINTR)
                continue;
            return errno;
        }
        if (n == 0)
            return EIO;
        data += n;
        left -= n;
    }
    return 0;
}

bool stdoutClosed = false; // at start (reserveStandardStreams)

ExportResult writeStandardOutput(const QByteArray& bytes)
{
    if (stdoutClosed && !bytes.isEmpty())
        return {Status::IoError, standardOutputError(EBADF)};
    std::fflush(stdout); // whatever the program printed before comes first
    if (const int error = writeAllTo(STDOUT_FILENO, bytes))
        return {Status::IoError, standardOutputError(error)};
    return {};
}

// A FIFO or a character device: opened as it is and written to, never created or replaced.
ExportResult writeStream(const QByteArray& bytes, const QString& path)
{
    const int fd = ::open(native(path).constData(), O_WRONLY | O_CLOEXEC | O_NOCTTY);
    if (fd < 0)
        return systemError(path, errno);
    const int error = writeAllTo(fd, bytes);
    const int closed = ::close(fd) == 0 ? 0 : errno;
    if (error || closed)
        return systemError(path, error ? error : closed);
    return {};
}

// Linux follows at most 40 links in a path (MAXSYMLINKS); a longer chain is taken for a loop.
constexpr int kMaxLinks = 40;

// The file at the end of the symbolic link chain starting at `path` (a link's relative target
// is relative to the link's folder), so that every link keeps pointing at the result; `path`
// itself when it is no link, the missing end of a dangling chain. 0 or the errno of the failure
// (ELOOP for a loop).
int followLinks(const QString& path, QString& end)
{
    QString current = path;
    for (int hops = 0;; ++hops) {
        struct stat st {};
        if (::lstat(native(current).constData(), &st) != 0) {
            if (errno != ENOENT)
                return errno;
            end = current; // a new file, or the missing end of the chain
            return 0;
        }
        if (!S_ISLNK(st.st_mode)) {
            end = current;
            return 0;
        }
        if (hops == kMaxLinks)
            return ELOOP;
        QByteArray target(PATH_MAX, Qt::Uninitialized);
        const ssize_t n = ::readlink(native(current).constData(), target.data(),
                                     static_cast<std::size_t>(target.size()));
        if (n < 0)
            return errno;
        target.truncate(n);
        const QString next = QFile::decodeName(target);
        current = QDir::isRelativePath(next) ? QFileInfo(current).path() + u'/' + next : next;
    }
}

// Replaces `target` (no link) through a temporary beside it; errors name `path`.
ExportResult writeAtomically(const QByteArray& bytes, const QString& target, const QString& path)
{
    const QFileInfo info(target);
    const QFileInfo dir(info.absolutePath());
    if (!dir.exists())
        return ioError(path, tr("No such file or directory", "why a file cannot be written"));
    if (!dir.isDir())
        return ioError(path, tr("Not a directory", "why a file cannot be written"));
    removeStaleTemporaries(target);

    const QString temporary = temporaryNameFor(target);
    const QByteArray tempName = native(temporary);
    const int fd = ::open(tempName.constData(), O_WRONLY | O_CREAT | O_EXCL | O_CLOEXEC, 0666);
    if (fd < 0)
        return systemError(path, errno);
    struct stat old {};
    if (::stat(native(target).constData(), &old) == 0)
        ::fchmod(fd, old.st_mode & 07777); // replacing keeps the file's permissions
    int error = writeAllTo(fd, bytes);
    if (::close(fd) != 0 && !error)
        error = errno;
    if (!error && ::rename(tempName.constData(), native(target).constData()) != 0)
        error = errno;
    if (error) {
        ::unlink(tempName.constData());
        return systemError(path, error);
    }
    return {};
}

} // namespace

void reserveStandardStreams()
{
    for (const int fd : {STDOUT_FILENO, STDERR_FILENO}) {
        if (::fcntl(fd, F_GETFD) != -1 || errno != EBADF)
            continue;
        const int null = ::open("/dev/null", O_WRONLY); // the lowest free number: fd itself
        if (null >= 0 && null != fd) {
            ::dup2(null, fd);
            ::close(null);
        }
        if (fd == STDOUT_FILENO)
            stdoutClosed = true;
    }
}

bool standardOutputClosed()
{
    return stdoutClosed;
}

QString standardOutputError(int error)
{
    if (error == EBADF)
        return tr("standard output is closed, so nothing was written to it");
    return tr("cannot write standard output: %1", "%1 is the reason (Broken pipe)")
        .arg(qt_error_string(error));
}

bool isStandardOutput(const QString& path)
{
    return path == QLatin1String(kStandardOutput);
}

QString temporaryNameFor(const QString& path)
{
    return path + kTemporaryTag +
           QStringLiteral("%1-%2.part")
               .arg(QCoreApplication::applicationPid())
               .arg(QRandomGenerator::global()->generate(), 8, 16, QLatin1Char('0'));
}

int removeStaleTemporaries(const QString& path)
{
    const QFileInfo info(path);
    const QDir dir = info.absoluteDir();
    const QString prefix = info.fileName() + kTemporaryTag;
    static const QRegularExpression tail(QStringLiteral("^(\\d+)-[0-9a-f]+\\.part$"));
    int removed = 0;
    // Matched by its exact beginning, never as a pattern: a name may hold '[', '*' or '?'.
    for (const QString& name : dir.entryList(QDir::Files | QDir::Hidden)) {
        if (!name.startsWith(prefix))
            continue;
        const QRegularExpressionMatch m = tail.match(QStringView(name).mid(prefix.size()));
        if (!m.hasMatch())
            continue;
        const auto pid = static_cast<pid_t>(m.captured(1).toLongLong());
        // A running export (this program or another) keeps its temporary.
        if (pid > 0 && (::kill(pid, 0) == 0 || errno == EPERM))
            continue;
        removed += QFile::remove(dir.filePath(name)) ? 1 : 0;
    }
    return removed;
}

ExportResult writeOutput(const QByteArray& bytes, const QString& path)
{
    if (path.isEmpty())
        return {Status::BadInput, tr("no output file given")};
    if (path.contains(QChar(0)))
        return {Status::BadInput, tr("the output file name contains a NUL character")};
    if (isStandardOutput(path))
        return writeStandardOutput(bytes);
    QString target;
    if (const int error = followLinks(path, target))
        return systemError(path, error); // a loop, a link that cannot be read: nothing touched
    struct stat st {};
    if (::stat(native(target).constData(), &st) == 0) {
        if (S_ISDIR(st.st_mode))
            return ioError(path, tr("Is a directory", "why a file cannot be written"));
        if (S_ISFIFO(st.st_mode) || S_ISCHR(st.st_mode))
            return writeStream(bytes, target);
        if (!S_ISREG(st.st_mode))
            return ioError(path, tr("not a regular file, a FIFO or a character device; it is "
                                    "left as it is",
                                    "why a file cannot be written"));
    } else if (errno != ENOENT) {
        return systemError(path, errno);
    }
    return writeAtomically(bytes, target, path);
}

} // namespace cd
