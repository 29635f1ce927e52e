// Saving and restoring the user's session (QSettings): the query and the view switches.
// Anything unreadable falls back to the default, value by value; nothing here throws.
#pragma once

#include "query.h"

#include "diagram/diagrambuilder.h"

#include <QSettings>

namespace cd::gui {

struct Session {
    Query query;
    Piece probe{Color::White, PieceType::Knight};
    bool restored = false; // false on first launch (no saved session)
};

// Reads the saved session; defaults (knight map from e4, empty board) where nothing valid is saved.
Session loadSession(QSettings& settings);
void saveSession(QSettings& settings, const Query& query, Piece probe);

// The view switches (palette, flip, numbers, coordinates, legend, arrows, layer numbers).
DisplayOptions loadDisplay(QSettings& settings);
void saveDisplay(QSettings& settings, const DisplayOptions& display);

} // namespace cd::gui
