// render --output page.html: the interactive homework page (docs/homework.md) and its quiz.
#pragma once

#include "diagram/diagram.h"
#include "renderrequest.h"

#include <QCommandLineOption>
#include <QList>

#include <optional>

namespace cd::cli {

// --metrics, --quiz, --count, --seed.
QList<QCommandLineOption> pageOptions();

// Writes the page (the request's rules checked already, renderRules()); throws UsageError (bad
// input) or RunError (the file cannot be written).
// `opening`: the diagram the page opens on instead of the query's (the zone's, with --zone; the
// control's, with --control).
void writePage(const RenderRequest& request, const std::optional<Diagram>& opening = {});

} // namespace cd::cli
