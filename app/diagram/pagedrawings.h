// The drawings the homework page's script places (docs/homework.md), painted by the renderer's
// own code: each piece as an SVG symbol with its place beside every corner number, the source and
// target marks, the trajectory frame, the hatches, and each move's arrow by its displacement
// (uncut: the script cuts the gaps around the numbers it crosses).
#pragma once

#include "diagram/boardlayout.h"
#include "diagram/diagram.h"
#include "diagram/pagedata.h"

#include <QByteArray>
#include <QJsonObject>
#include <QPainter>
#include <QSizeF>

#include <functional>
#include <vector>

namespace cd {

struct PageDrawings {
    QByteArray defs;        // <symbol> elements for the page's <defs>
    QJsonObject pieceRects; // per piece letter, per square size, per corner number: its place
    QJsonObject arrows;     // the shaft's width; per displacement "df,dr": shaft and head
};

PageDrawings pageDrawings(const Diagram& d, const PageRequest& r,
                          const std::vector<PageMetric>& metrics, const BoardLayout& l);

// What `paint` draws into a box of `size` at the origin (each side rounded up), as SVG markup.
QByteArray svgFragment(QSizeF size, const std::function<void(QPainter&)>& paint);

} // namespace cd
