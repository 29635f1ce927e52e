// Where the homework page's script draws (docs/homework.md): the live board laid out by the
// program's own code (boardlayout.h, squareplaces.h, decorations.h), handed to the script as data
// so that a click draws what `render` would. Square rectangles, number and badge anchors, the
// holes corner numbers leave in marks and frames, arrow casings, the legend of every value set a
// click can show, each click's caption lines and what a target's caption is laid out with; the
// script keeps no length of its own.
#pragma once

#include "diagram/boardlayout.h"
#include "diagram/diagram.h"
#include "diagram/pagedata.h"

#include <QJsonObject>
#include <QRectF>
#include <QString>

#include <map>
#include <vector>

namespace cd {

// The layout of the live board of `d` (the page's diagram, laid out as `l`) for the clicks
// `metrics` answer. `captionTexts` are the templates the script fills in for a caption with a
// target, whose characters' widths it gets.
// One square of each size on the board, by "WxH" ("66x65"): what the script looks a place up by.
std::map<QString, QRectF> squareSizes(const BoardLayout& l, bool flipped);

QJsonObject pageLayout(const Diagram& d, const BoardLayout& l,
                       const std::vector<PageMetric>& metrics, const QStringList& captionTexts);

} // namespace cd
