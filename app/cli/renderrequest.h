// One render job as asked, read once from what the command line (or a --batch line) gave: the
// picture, the still picture's other boards, the animation and the page, their values unread.
#pragma once

#include "picture.h"

#include "options/given.h"
#include "options/queryoptions.h"

#include <QString>
#include <QStringList>

#include <optional>

namespace cd::cli {

struct RenderRequest {
    PictureRequest picture;
    std::optional<QString> output, format;
    std::optional<QString> compare, difference, step, side; // a still picture's
    bool zone = false;
    bool control = false, xray = false; // --control [--x-ray]: the position's control
    options::WhatIfRequest whatIf;
    std::optional<QString> animate, delay, loop; // an animation's (--plies: the position's)
    std::optional<QString> metrics, count, seed; // an HTML page's
    bool quiz = false;
    // The options given and the facts derived from their values, for renderRules().
    QStringList facts;

    const options::QueryRequest& query() const { return picture.query; }
    // True when the job writes a page: --format html, or an .html/.htm output without --format.
    bool writesPage() const;
};

RenderRequest renderRequest(const options::Given& given);

} // namespace cd::cli
