#include "framerecord.h"

#include "clitext.h"
#include "options/usageerror.h"

#include <QFile>
#include <QRegularExpression>

#include <cerrno>
#include <fcntl.h>
#include <sys/stat.h>
#include <unistd.h>

namespace cd::cli {

namespace {

FileIdentity identityOf(const struct stat& st)
{
    return {static_cast<quint64>(st.st_dev), static_cast<quint64>(st.st_ino),
            static_cast<qint64>(st.st_size),
            static_cast<qint64>(st.st_mtim.tv_sec) * 1000000000 + st.st_mtim.tv_nsec};
}

// The whole of `fd`, at most `limit` + 1 bytes; false on a read error.
bool readAll(int fd, QByteArray& bytes, qint64 limit)
{
    bytes.resize(limit + 1);
    qint64 used = 0;
    while (used < bytes.size()) {
        const ssize_t n =
            ::read(fd, bytes.data() + used, static_cast<std::size_t>(bytes.size() - used));
        if (n < 0 && errno == EINTR)
            continue;
        if (n < 0)
            return false;
        if (n == 0)
            break;
        used += n;
    }
    bytes.truncate(used);
    return true;
}

// The identity written after a name ("<device>\t<inode>\t<size>\t<ns>"), if the line has one.
bool parseIdentity(const QList<QByteArray>& fields, FileIdentity& identity)
{
    if (fields.size() != 5)
        return false;
    bool ok[4] = {};
    identity = {fields[1].toULongLong(&ok[0]), fields[2].toULongLong(&ok[1]),
                fields[3].toLongLong(&ok[2]), fields[4].toLongLong(&ok[3])};
    return ok[0] && ok[1] && ok[2] && ok[3];
}

} // namespace

FolderEntry entryAt(int dirfd, const QString& name)
{
    struct stat st {};
    if (::fstatat(dirfd, QFile::encodeName(name).constData(), &st, AT_SYMLINK_NOFOLLOW) != 0)
        return {};
    if (S_ISLNK(st.st_mode))
        return {FolderEntry::Kind::Link, {}};
    if (!S_ISREG(st.st_mode))
        return {FolderEntry::Kind::Other, {}};
    return {FolderEntry::Kind::Regular, identityOf(st)};
}

bool isFrameName(const QString& name)
{
    static const QRegularExpression re(QStringLiteral("^(frame|ply)-[0-9]{1,9}\\.(png|svg)$"));
    return re.match(name).hasMatch();
}

FrameRecord FrameRecord::read(int dirfd, const QString& folder)
{
    const QString path = folder + u'/' + QLatin1String(kFramesRecord);
    const int fd = ::openat(dirfd, kFramesRecord, O_RDONLY | O_CLOEXEC | O_NOFOLLOW | O_NONBLOCK);
    if (fd < 0 && errno == ENOENT)
        return {};
    struct stat st {};
    if (fd < 0 ? errno == ELOOP : ::fstat(fd, &st) == 0 && !S_ISREG(st.st_mode)) {
        if (fd >= 0)
            ::close(fd);
        throw RunError(cli::tr("%1 is not a regular file, so it is not the record of frames this "
                               "program keeps; it is left as it is: choose another folder")
                           .arg(path));
    }
    if (fd < 0)
        throw RunError(cli::tr("cannot read %1: %2").arg(path, qt_error_string(errno)));
    QByteArray bytes;
    const bool read = readAll(fd, bytes, kMaxRecordBytes);
    const int error = errno;
    ::close(fd);
    if (!read)
        throw RunError(cli::tr("cannot read %1: %2").arg(path, qt_error_string(error)));
    if (bytes.size() > kMaxRecordBytes)
        throw RunError(
            cli::tr("%1 is larger than a record of frames (%2 bytes); it is left as it is: "
                    "choose another folder")
                .arg(path)
                .arg(kMaxRecordBytes));
    FrameRecord record;
    for (const QByteArray& line : bytes.split('\n')) {
        const QList<QByteArray> fields = line.trimmed().split('\t');
        const QString name = QString::fromUtf8(fields.front());
        if (!isFrameName(name))
            continue;
        FileIdentity identity;
        if (parseIdentity(fields, identity))
            record.add(name, identity);
        else if (fields.size() == 1 && !record.lists(name)) { // an older version's line
            record.m_names << name;
            record.m_listed.insert(name);
        }
    }
    return record;
}

void FrameRecord::add(const QString& name, const FileIdentity& identity)
{
    if (!m_listed.contains(name)) {
        m_listed.insert(name);
        m_names << name;
    }
    m_files[name].insert(identity);
}

void FrameRecord::merge(const FrameRecord& other)
{
    for (const QString& name : other.m_names)
        for (const FileIdentity& identity : other.m_files.value(name))
            add(name, identity);
}

bool FrameRecord::owns(const QString& name, const FileIdentity& identity) const
{
    const auto it = m_files.constFind(name);
    return it != m_files.cend() && it->contains(identity);
}

FrameRecord FrameRecord::standing(int dirfd) const
{
    FrameRecord record;
    for (const QString& name : m_names) {
        const FolderEntry entry = entryAt(dirfd, name);
        if (entry.kind == FolderEntry::Kind::Regular && owns(name, entry.identity))
            record.add(name, entry.identity);
    }
    return record;
}

qint64 FrameRecord::lineBound(const QString& name)
{
    constexpr qint64 kNumber = 20; // the digits of the largest 64-bit number
    return name.toUtf8().size() + 4 * (1 + kNumber) + 1;
}

QByteArray FrameRecord::text() const
{
    QByteArray text;
    for (const QString& name : m_names)
        for (const FileIdentity& id : m_files.value(name))
            text += name.toUtf8() + '\t' + QByteArray::number(id.device) + '\t' +
                    QByteArray::number(id.inode) + '\t' + QByteArray::number(id.size) + '\t' +
                    QByteArray::number(id.modifiedNs) + '\n';
    return text;
}

} // namespace cd::cli
