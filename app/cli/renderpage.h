// render --output page.html: the interactive homework page (docs/homework.md) and its quiz.
#pragma once

#include <QCommandLineParser>

namespace cd::cli {

// --metrics, --quiz, --count, --seed.
void addPageOptions(QCommandLineParser& parser);

// True when the job writes a page: --format html, or an .html/.htm output without --format.
bool writesPage(const QCommandLineParser& parser);

// Throws UsageError when a page-only option is given for an image.
void rejectPageOptions(const QCommandLineParser& parser);

// Writes the page; throws UsageError (bad input) or RunError (the file cannot be written).
void writePage(const QCommandLineParser& parser);

} // namespace cd::cli
