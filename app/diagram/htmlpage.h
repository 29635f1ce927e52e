// The interactive homework page (docs/homework.md): one self-contained HTML file that opens on
// exactly the SVG diagram `render` draws and lets a pupil click squares, choose a target, step
// through routes, switch metrics and answer a quiz. Every number in it comes from pagedata.h; the
// embedded scripts (resources/page/*.js) only look up and draw.
#pragma once

#include "diagram/exporter.h"
#include "diagram/pagedata.h"
#include "diagram/pagesize.h"

#include <QByteArray>
#include <QString>

namespace cd {

// The largest page written (a position with every piece's tables stays far below it; a large
// size with many routes drawn as arrows does not).
inline constexpr qsizetype kMaxPageBytes = 4 * 1024 * 1024;

// The page of `diagram` (the one render would draw for r.query); throws InputError when a metric
// or the quiz cannot be asked in this setting.
QByteArray pageHtml(const Diagram& diagram, const PageRequest& r);

// pageHtml written through writeOutput (atomically; nothing is written on an error). A page over
// kMaxPageBytes is refused with what to lower, in `lever`'s words (the window's when empty).
ExportResult exportPage(const Diagram& diagram, const PageRequest& r, const QString& path,
                        const PageLever& lever = {});

} // namespace cd
