// Reading a --batch file: line by line with a bounded line length, line count and job count,
// stopping at binary data with the line number, so that `--batch /dev/zero` ends at once.
#pragma once

#include "options/given.h"

#include <QByteArrayView>
#include <QIODevice>
#include <QString>
#include <QStringList>

#include <vector>

namespace cd::cli {

inline constexpr int kMaxBatchLineBytes = 16 * 1024;
inline constexpr int kMaxBatchLines = 1'000'000;
inline constexpr int kMaxBatchJobs = 10'000;

// One line of a batch file, without its line break.
struct BatchLine {
    enum class Kind { Skip, Job, Bad, Binary } kind = Kind::Skip;
    QStringList arguments; // Job: the render options ("render" in front removed)
    QString error;         // Bad (this line only) or Binary (the whole file is rejected)
};

// A blank or comment line is Skip; a NUL byte or bytes that are not UTF-8 are Binary; an open
// quote is Bad; anything else a Job.
BatchLine parseBatchLine(QByteArrayView line);

struct BatchJob {
    int line = 0;
    QStringList arguments;
};

struct BatchFile {
    std::vector<BatchJob> jobs;
    std::vector<std::pair<int, QString>> badLines; // line number, why
    QString fatal;                                 // set: the file is rejected at fatalLine
    int fatalLine = 0;
};

// Reads every line of `device`; stops at the first binary or overlong line, or beyond
// kMaxBatchLines lines or kMaxBatchJobs jobs, setting `fatal`.
BatchFile readBatch(QIODevice& device);

// The options given on the command line beside --batch, as arguments that every job starts
// with (a job's own options come after them, so its values win).
QStringList batchDefaults(const options::Given& given);

} // namespace cd::cli
