// A batch file's lines never crash the reader: every line is skipped, a job, bad or binary;
// a file is read to its end or stopped with a line number; no job has more arguments than its
// line has bytes, and a job never holds a NUL character.
#include "cli/batchfile.h"

#include <QBuffer>

#include <cstdint>
#include <cstdlib>

extern "C" int LLVMFuzzerTestOneInput(const std::uint8_t* data, std::size_t size)
{
    const QByteArray bytes(reinterpret_cast<const char*>(data), static_cast<qsizetype>(size));
    const cd::cli::BatchLine line = cd::cli::parseBatchLine(bytes);
    if (line.kind == cd::cli::BatchLine::Kind::Job) {
        if (line.arguments.size() > bytes.size())
            std::abort();
        for (const QString& a : line.arguments)
            if (a.contains(QChar(0)))
                std::abort();
    }
    if ((line.kind == cd::cli::BatchLine::Kind::Bad ||
         line.kind == cd::cli::BatchLine::Kind::Binary) &&
        line.error.isEmpty())
        std::abort();

    QBuffer buffer;
    buffer.setData(bytes);
    buffer.open(QIODevice::ReadOnly);
    const cd::cli::BatchFile file = cd::cli::readBatch(buffer);
    if (!file.fatal.isEmpty() && file.fatalLine < 1)
        std::abort();
    int previous = 0;
    for (const cd::cli::BatchJob& job : file.jobs) {
        if (job.line <= previous)
            std::abort(); // jobs in line order, each line once
        previous = job.line;
    }
    return 0;
}
