// Bad usage or input on the command line: exit code 2 and one line on stderr naming the problem.
#pragma once

#include <QString>

#include <stdexcept>
#include <string>

namespace cd::cli {

class UsageError : public std::runtime_error {
public:
    using std::runtime_error::runtime_error;
    // A translated message, kept as UTF-8 for what().
    explicit UsageError(const QString& message) : std::runtime_error(message.toStdString()) {}
};

// A failure that is not the user's input (I/O, resources): exit code 1.
class RunError : public std::runtime_error {
public:
    using std::runtime_error::runtime_error;
    explicit RunError(const QString& message) : std::runtime_error(message.toStdString()) {}
};

} // namespace cd::cli
