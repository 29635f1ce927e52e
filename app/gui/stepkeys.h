// What the step keys drive now, in words: the status bar's key line, and the small line under
// presentation mode's headline.
#pragma once

#include "boardstate.h"

#include <QString>

namespace cd::gui {

// "PageDown: next route" (or move, or wavefront step); then the view when it is not the map
// ("Z: who can stop it? — on"); with `presenting`, "· Esc: leave" too.
QString stepKeysText(BoardState::Stepping stepping, BoardState::ShownView view, bool presenting);

// The rule behind it, for the shortcut help and the step actions' names.
QString stepKeysRule();

} // namespace cd::gui
