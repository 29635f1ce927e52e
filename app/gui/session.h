// Saving and restoring the user's session (QSettings): the query and the view switches.
// Anything unreadable falls back to the default, value by value; nothing here throws.
#pragma once

#include "viewstate.h"

#include "diagram/probe.h"
#include "query.h"

#include <QSettings>

namespace cd::gui {

struct Session {
    Query query;
    Piece probe = kDefaultProbe;
    bool restored = false; // false on first launch (no saved session)
};

// Reads the saved session; defaults (knight map from e4, empty board) where nothing valid is saved.
Session loadSession(QSettings& settings);
void saveSession(QSettings& settings, const Query& query, Piece probe);

// What decides what the boards show besides the query: the view switches (palette, flip,
// numbers, coordinates, legend, arrows, layer numbers), the routes shown, the wavefront and the
// comparison. A frozen "before" map is not kept: a comparison with it comes back as one board.
ViewState loadView(QSettings& settings);
void saveView(QSettings& settings, const ViewState& view);

} // namespace cd::gui
