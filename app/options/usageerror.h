// Bad usage or input on the command line: exit code 2 and one line on stderr naming the problem.
#pragma once

#include <QString>

#include <stdexcept>

namespace cd {

// Both take a translated message only (tr(), or text Qt or the core translated), kept as UTF-8 for
// what(), so that no English literal can reach the user by mistake.
class UsageError : public std::runtime_error {
public:
    explicit UsageError(const QString& message) : std::runtime_error(message.toStdString()) {}
};

// A failure that is not the user's input (I/O, resources): exit code 1.
class RunError : public std::runtime_error {
public:
    explicit RunError(const QString& message) : std::runtime_error(message.toStdString()) {}
};

} // namespace cd
