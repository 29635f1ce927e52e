// What the step keys drive now, in words: the status bar's key line, and the small line under
// presentation mode's headline.
#pragma once

#include "boardstate.h"

#include <QKeySequence>
#include <QList>
#include <QString>

#include <vector>

namespace cd::gui {

// "PageDown: next route" (or move, or wavefront step); then the view when it is not the map
// ("Z: who can stop it? — on"); with `presenting`, "· Esc: leave" too.
QString stepKeysText(BoardState::Stepping stepping, BoardState::ShownView view, bool presenting);

// The rule behind it, for the shortcut help and the step actions' names.
QString stepKeysRule();

// What the keys a presenter's remote sends do in presentation mode, decided here alone: the
// window binds them from this table and Help → Keyboard shortcuts lists it.
enum class PresentingKey {
    Step,  // PageDown, PageUp: as outside, what stepKeysText names
    Start, // F5, Shift+F5: start presentation mode (in it they change nothing)
    Leave, // Esc, F11
    Blank, // B, `.`: the screen black until the next key, as presentation programs do
    Later, // F1, Ctrl+M, Ctrl+K: their panel opens once presentation mode is left
};
struct PresentingKeys {
    PresentingKey does;
    QList<QKeySequence> keys;
    QString what;
};
std::vector<PresentingKeys> presentingKeys();
// The keys of one row.
QList<QKeySequence> presentingKeys(PresentingKey does);

} // namespace cd::gui
