// A file, pipe or device read in a way another thread can stop: opening does not wait for a
// FIFO's writer, and every wait for bytes ends within a moment of the stop flag being set (the
// window's Cancel, or quitting while a game file is read).
#pragma once

#include <QString>

#include <atomic>

namespace cd::options {

class StoppableFile {
public:
    // `stop` may be null: then the reads wait as long as the writer does, as a plain read would.
    StoppableFile(const QString& path, const std::atomic<bool>* stop);
    ~StoppableFile();
    StoppableFile(const StoppableFile&) = delete;
    StoppableFile& operator=(const StoppableFile&) = delete;

    // False with errorString() set when the file cannot be opened.
    bool open();
    // The size of a regular file; 0 for pipes and devices, which do not know theirs.
    qint64 size() const;
    // Up to `max` bytes into `data`: how many were read, 0 at the end or once stopped, -1 on an
    // error (errorString()). A FIFO without a writer waits for one, as a blocking open does.
    qint64 read(char* data, qint64 max);
    bool stopped() const { return m_stop && m_stop->load(std::memory_order_relaxed); }
    QString errorString() const { return m_error; }

private:
    QString m_path;
    const std::atomic<bool>* m_stop;
    int m_fd = -1;
    QString m_error;
};

} // namespace cd::options
