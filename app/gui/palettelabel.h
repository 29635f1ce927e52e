// The palettes' names as the window shows them (the command line and the settings use the
// untranslated identifiers of paletteName()).
#pragma once

#include "diagram/palette.h"

#include <QString>

namespace cd::gui {

QString paletteLabel(PaletteId id);

} // namespace cd::gui
