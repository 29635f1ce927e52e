// The core's messages (English templates with arguments) in the user's language.
#pragma once

#include "board.h"
#include "message.h"
#include "pgn.h"

#include <QString>

#include <exception>

namespace cd::i18n {

// The template translated in context "cd", with its arguments filled in.
QString translated(const Message& message);
// "placement, column 12: ..." translated, field name included.
QString translated(const FenError& error);
// "game 2 (A–B), line 7, column 3: ..." translated, the problem included.
QString translated(const PgnError& error);
// An InputError's message translated; any other exception's what() as it is.
QString errorText(const std::exception& error);

} // namespace cd::i18n
