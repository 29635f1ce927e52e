#include "diagram/outputtarget.h"

#include "diagram/diagramtext.h"

#include <QCoreApplication>
#include <QDir>
#include <QFileInfo>
#include <QRandomGenerator>
#include <QRegularExpression>

#include <cerrno>
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

ExportResult writeStandardOutput(const QByteArray& bytes)
{
    std::fflush(stdout); // whatever the program printed before comes first
    if (const int error = writeAllTo(STDOUT_FILENO, bytes))
        return ioError(tr("standard output", "where --output - writes"), qt_error_string(error));
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

// The real file a path names: symbolic links followed, so a link keeps pointing at the result.
QString resolved(const QString& path)
{
    const QFileInfo info(path);
    if (info.isSymLink()) {
        const QString target = info.symLinkTarget();
        if (!target.isEmpty())
            return target;
    }
    return path;
}

ExportResult writeAtomically(const QByteArray& bytes, const QString& path)
{
    const QString target = resolved(path);
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
    const QStringList names =
        dir.entryList({prefix + QStringLiteral("*.part")}, QDir::Files | QDir::Hidden);
    for (const QString& name : names) {
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
    struct stat st {};
    if (::stat(native(path).constData(), &st) == 0) {
        if (S_ISDIR(st.st_mode))
            return ioError(path, tr("Is a directory", "why a file cannot be written"));
        if (S_ISFIFO(st.st_mode) || S_ISCHR(st.st_mode))
            return writeStream(bytes, path);
        if (!S_ISREG(st.st_mode))
            return ioError(path, tr("not a regular file, a FIFO or a character device; it is "
                                    "left as it is",
                                    "why a file cannot be written"));
    }
    return writeAtomically(bytes, path);
}

} // namespace cd
