// Error messages as exactly one line: whatever a user typed (newlines, terminal escape
// sequences, other control characters) is shown escaped, never acted on by the terminal.
#pragma once

#include <QString>

namespace cd::options {

// `text` with \n, \r, \t shown as such and every other control character (C0, DEL, C1) as \xHH
// or \uHHHH; a backslash stays a backslash.
QString oneLine(const QString& text);

// Prints "chess-distance: <message as one line>" and a newline to standard error.
void printError(const QString& message);

} // namespace cd::options
