#include "palettelabel.h"

#include "guitext.h"

#include <QCoreApplication>

namespace cd::gui {

QString paletteLabel(PaletteId id)
{
    switch (id) {
    case PaletteId::Viridis:
        return tr("Viridis");
    case PaletteId::Cividis:
        return tr("Cividis");
    case PaletteId::Heat:
        return tr("Heat");
    case PaletteId::Greys:
        return tr("Greys");
    case PaletteId::Position:
        return tr("Board colours");
    }
    return paletteName(id);
}

} // namespace cd::gui
