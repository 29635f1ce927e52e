#include "framefolder.h"

#include "clitext.h"
#include "options/errorline.h"
#include "options/usageerror.h"

#include <QCoreApplication>
#include <QFile>
#include <QRandomGenerator>
#include <QRegularExpression>

#include <cerrno>
#include <csignal>
#include <sys/stat.h>
#include <unistd.h>

namespace cd::cli {

namespace {

// A record larger than this is no record of this program (a few thousand short lines).
constexpr qint64 kMaxRecordBytes = 1024 * 1024;
// How many removed names the note lists before "and N more".
constexpr qsizetype kListedRemovals = 5;

const QRegularExpression& frameName()
{
    static const QRegularExpression re(QStringLiteral("^(frame|ply)-[0-9]{1,9}\\.(png|svg)$"));
    return re;
}

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

// 0 when nothing is there, else the lstat mode (a link is a link, not what it points at).
mode_t modeOf(const QString& path)
{
    struct stat st {};
    return ::lstat(native(path).constData(), &st) == 0 ? st.st_mode : 0;
}

QString reason(int error)
{
    return qt_error_string(error);
}

// The names the folder's record lists; throws RunError when the record is something else than a
// regular file of a sensible size.
QStringList readRecord(const QDir& dir)
{
    const QString path = dir.filePath(QLatin1String(kFramesRecord));
    const mode_t mode = modeOf(path);
    if (mode == 0)
        return {};
    if (!S_ISREG(mode))
        throw RunError(tr("%1 is not a regular file, so it is not the record of frames this "
                          "program keeps; it is left as it is: choose another folder")
                           .arg(path));
    QFile file(path);
    if (file.size() > kMaxRecordBytes)
        throw RunError(tr("%1 is larger than a record of frames (%2 bytes); it is left as it is: "
                          "choose another folder")
                           .arg(path)
                           .arg(kMaxRecordBytes));
    if (!file.open(QIODevice::ReadOnly))
        throw RunError(tr("cannot read %1: %2").arg(path, file.errorString()));
    const QByteArray bytes = file.read(kMaxRecordBytes + 1);
    QStringList names;
    for (const QByteArray& line : bytes.split('\n')) {
        const QString name = QString::fromUtf8(line).trimmed();
        if (frameName().match(name).hasMatch() && !names.contains(name))
            names << name;
    }
    return names;
}

// Writes the record listing `names` in `staging` and renames it over the folder's record.
void writeRecord(const QDir& dir, const QString& staging, const QStringList& names)
{
    const QString temporary = dir.filePath(staging + u'/' + QLatin1String(kFramesRecord));
    const QString path = dir.filePath(QLatin1String(kFramesRecord));
    QFile file(temporary);
    const QByteArray bytes = names.join(u'\n').toUtf8() + '\n';
    if (!file.open(QIODevice::WriteOnly | QIODevice::Truncate) ||
        file.write(bytes) != bytes.size() || !file.flush())
        throw RunError(tr("cannot write %1: %2").arg(path, file.errorString()));
    file.close();
    if (::rename(native(temporary).constData(), native(path).constData()) != 0)
        throw RunError(tr("cannot write %1: %2").arg(path, reason(errno)));
}

// Removes `folder` (inside `dir`) with the frames and the record in it; anything else keeps it.
void removeStaging(const QDir& dir, const QString& folder)
{
    const QString path = dir.filePath(folder);
    if (!S_ISDIR(modeOf(path)))
        return;
    const QDir staging(path);
    for (const QString& name : staging.entryList(QDir::Files | QDir::Hidden | QDir::System)) {
        const QString file = staging.filePath(name);
        const bool ours = frameName().match(name).hasMatch() ||
                          name == QLatin1String(kFramesRecord) ||
                          name.contains(QLatin1String(".chess-distance-")); // a write's temporary
        if (ours && S_ISREG(modeOf(file)))
            ::unlink(native(file).constData());
    }
    ::rmdir(native(path).constData());
}

// Removes the temporary folders of runs that no longer run (killed midway).
void removeStaleStaging(const QDir& dir)
{
    for (const QString& name : dir.entryList(QDir::Dirs | QDir::Hidden | QDir::NoDotAndDotDot)) {
        const QRegularExpressionMatch m = stagingName().match(name);
        if (!m.hasMatch())
            continue;
        const auto pid = static_cast<pid_t>(m.captured(1).toLongLong());
        if (pid > 0 && (::kill(pid, 0) == 0 || errno == EPERM))
            continue; // a run still going
        removeStaging(dir, name);
    }
}

// "frame-02.png, frame-03.png, ... and 4 more".
QString listed(const QStringList& names)
{
    QString text = names.mid(0, kListedRemovals).join(QStringLiteral(", "));
    if (names.size() > kListedRemovals)
        text += u' ' + tr("and %1 more").arg(names.size() - kListedRemovals);
    return text;
}

} // namespace

FrameFolder::FrameFolder(const QString& path, QStringList names)
    : m_dir(path), m_names(std::move(names))
{
    if (!QDir().mkpath(m_dir.path()))
        throw RunError(cli::tr("cannot create the folder %1").arg(m_dir.path()));
    m_earlier = readRecord(m_dir);
    for (const QString& name : m_names) {
        const QString file = m_dir.filePath(name);
        const mode_t mode = modeOf(file);
        if (mode != 0 && !(S_ISREG(mode) && m_earlier.contains(name)))
            throw RunError(
                cli::tr("%1 was not written by this program (it is not listed in %2), so it "
                        "is left as it is: move it or choose another folder")
                    .arg(file, QLatin1String(kFramesRecord)));
    }
    removeStaleStaging(m_dir);
    m_staging = QStringLiteral(".chess-distance-frames-%1-%2.part")
                    .arg(QCoreApplication::applicationPid())
                    .arg(QRandomGenerator::global()->generate(), 8, 16, QLatin1Char('0'));
    if (::mkdir(native(m_dir.filePath(m_staging)).constData(), 0700) != 0)
        throw RunError(
            cli::tr("cannot create a folder in %1: %2").arg(m_dir.path(), reason(errno)));
}

FrameFolder::~FrameFolder()
{
    removeStaging(m_dir, m_staging);
}

QString FrameFolder::stagingPath(qsizetype i) const
{
    return m_dir.filePath(m_staging + u'/' + m_names[i]);
}

QString FrameFolder::commit()
{
    // Recorded first, so that a run killed while moving still owns every frame it moved in.
    QStringList both = m_earlier;
    for (const QString& name : m_names)
        if (!both.contains(name))
            both << name;
    writeRecord(m_dir, m_staging, both);
    QString written;
    for (qsizetype i = 0; i < m_names.size(); ++i) {
        const QString path = m_dir.filePath(m_names[i]);
        if (::rename(native(stagingPath(i)).constData(), native(path).constData()) != 0)
            throw RunError(cli::tr("cannot write %1: %2").arg(path, reason(errno)));
        written += path + u'\n';
    }
    QStringList removed;
    for (const QString& name : m_earlier) {
        const QString path = m_dir.filePath(name);
        if (m_names.contains(name) || !S_ISREG(modeOf(path)))
            continue;
        if (::unlink(native(path).constData()) != 0)
            throw RunError(cli::tr("cannot remove the old frame %1: %2").arg(path, reason(errno)));
        removed << name;
    }
    writeRecord(m_dir, m_staging, m_names);
    const auto count = static_cast<int>(removed.size());
    if (count > 0)
        options::printError((count == 1 ? cli::tr("removed 1 frame of an earlier run from %1: %2")
                                        : cli::tr("removed %n frames of an earlier run from %1: %2",
                                                  nullptr, count))
                                .arg(m_dir.path(), listed(removed)));
    return written;
}

} // namespace cd::cli
