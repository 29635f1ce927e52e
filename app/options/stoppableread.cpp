#include "options/stoppableread.h"

#include <QFile>

#include <cerrno>

#include <fcntl.h>
#include <poll.h>
#include <sys/stat.h>
#include <unistd.h>

namespace cd::options {

namespace {

// How long one wait for bytes lasts before the stop flag is looked at again.
constexpr int kWaitMs = 50;

} // namespace

StoppableFile::StoppableFile(const QString& path, const std::atomic<bool>* stop)
    : m_path(path), m_stop(stop)
{}

StoppableFile::~StoppableFile()
{
    if (m_fd >= 0)
        ::close(m_fd);
}

bool StoppableFile::open()
{
    // O_NONBLOCK: a FIFO opens at once instead of waiting for its writer; read() waits in poll.
    do
        m_fd = ::open(QFile::encodeName(m_path).constData(), O_RDONLY | O_NONBLOCK | O_CLOEXEC);
    while (m_fd < 0 && errno == EINTR);
    if (m_fd < 0)
        m_error = qt_error_string(errno);
    return m_fd >= 0;
}

qint64 StoppableFile::size() const
{
    struct stat st {};
    if (m_fd < 0 || ::fstat(m_fd, &st) != 0 || !S_ISREG(st.st_mode))
        return 0;
    return static_cast<qint64>(st.st_size);
}

qint64 StoppableFile::read(char* data, qint64 max)
{
    while (!stopped()) {
        // A FIFO whose writer has not come yet reads as its end: wait until it has bytes or its
        // writer left (POLLHUP); a FIFO never opened for writing stays silent, as a pipe does.
        pollfd p{m_fd, POLLIN, 0};
        const int ready = ::poll(&p, 1, m_stop ? kWaitMs : -1);
        if (ready < 0 && errno != EINTR) {
            m_error = qt_error_string(errno);
            return -1;
        }
        if (ready <= 0)
            continue;
        const ssize_t got = ::read(m_fd, data, static_cast<std::size_t>(max));
        if (got >= 0)
            return got;
        if (errno != EAGAIN && errno != EWOULDBLOCK && errno != EINTR) {
            m_error = qt_error_string(errno);
            return -1;
        }
    }
    return 0;
}

} // namespace cd::options
