// render --output page.html: the interactive homework page (docs/homework.md) and its quiz.
#pragma once

#include "renderrequest.h"

#include <QCommandLineOption>
#include <QList>

namespace cd::cli {

// --metrics, --quiz, --count, --seed.
QList<QCommandLineOption> pageOptions();

// Writes the page (the request's rules checked already, renderRules()); throws UsageError (bad
// input) or RunError (the file cannot be written).
void writePage(const RenderRequest& request);

} // namespace cd::cli
