// The SVG document exportDiagrams writes, in memory: the interactive page (htmlpage.h) embeds it.
#pragma once

#include "diagram/diagram.h"

#include <QByteArray>

#include <vector>

namespace cd {

// The SVG of these diagrams side by side, `width` wide, as exportDiagrams writes it (empty for
// a width out of range or no diagram).
QByteArray svgDocument(const std::vector<Diagram>& diagrams, int width);

} // namespace cd
