// Splits one line of a batch file into arguments like a POSIX shell would for plain words:
// whitespace separates, '...' and "..." quote, a backslash escapes the next character.
#pragma once

#include <QString>
#include <QStringList>

#include <optional>

namespace cd::cli {

// nullopt when a quote is left open (`error` then says so).
std::optional<QStringList> splitArguments(const QString& line, QString* error = nullptr);

} // namespace cd::cli
