// Text that is safe in XML whatever a user typed: SVG files stay well-formed with captions
// holding &, <, "</title>" or control characters.
#pragma once

#include "diagram/diagram.h"

#include <QByteArray>
#include <QString>

#include <vector>

namespace cd {

// `text` with every character XML 1.0 forbids (control characters other than tab and line
// breaks, U+FFFE, U+FFFF, unpaired surrogates) replaced by U+FFFD; tabs become spaces and
// carriage returns are dropped, so a caption's lines stay its lines.
QString printableText(const QString& text);

// printableText, then &, <, >, " and ' as entities: ready for an element or an attribute.
QByteArray xmlEscaped(const QString& text);

// The diagrams with printable captions and legend labels (what every exporter draws).
std::vector<Diagram> withPrintableText(const std::vector<Diagram>& diagrams);

// Replaces the first occurrence of `marker` in the SVG `svg` by `text` escaped; false when the
// marker is missing.
bool replaceMarker(QByteArray& svg, const QByteArray& marker, const QString& text);

} // namespace cd
