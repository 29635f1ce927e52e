// The data in the homework page's #page-data (docs/homework.md): the tables and captions of
// pagedata.h, the colours, the texts the script shows, the quiz's answers, the drawings of
// pagedrawings.h and the live board's layout of pagelayout.h, as one JSON object.
#pragma once

#include "diagram/boardlayout.h"
#include "diagram/diagram.h"
#include "diagram/pagedata.h"
#include "diagram/pagedrawings.h"

#include <QByteArray>
#include <QString>

#include <vector>

namespace cd {

// What the page is, its headline: the caption's first line (after the side to move, the line
// that follows it too), or the word for a diagram without one.
QString pageHeadline(const Diagram& d);

// The name a metric has on the command line and in the page's metric menu.
QString pageMetricName(Metric m);

// The JSON of the page of `d` (laid out as `l`, `height` high), safe inside a <script> element.
QByteArray pageDataJson(const Diagram& d, const PageRequest& r,
                        const std::vector<PageMetric>& metrics,
                        const std::vector<PageQuestion>& questions, const BoardLayout& l,
                        qreal height, const PageDrawings& drawings);

} // namespace cd
