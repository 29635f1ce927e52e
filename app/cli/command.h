// A headless command: its options and what it prints. cli.cpp parses, prints help and turns
// errors into exit codes; a command only describes and answers. The parser ends here: a command
// reads what was given (options::Given) into its request once, and checks its table of rules
// (commandrules.h) before any value.
#pragma once

#include "options/given.h"

#include <QCommandLineParser>
#include <QStringList>

#include <string>
#include <vector>

namespace cd::cli {

struct Command {
    const char* name;
    const char* summary;
    void (*addOptions)(QCommandLineParser&);
    // The text for stdout; throws UsageError (exit 2) or RunError (exit 1). A QString, not a
    // std::string: lupdate files the tr() calls of a function declared `std::string f()` under
    // the context "std", where they are never looked up.
    QString (*execute)(const options::Given&);
    bool needsGui = false;  // paints, so it needs a QGuiApplication
    bool takesFile = false; // reads one positional argument, a file name
};

const Command& mapCommand();
const Command& pairsCommand();
const Command& trajectoryCommand();
const Command& renderCommand();
const Command& framesCommand();
const Command& worksheetCommand();
const Command& mobilityCommand();
const Command& controlCommand();
const Command& perftCommand();
const Command& gameCommand();
const Command& zoneCommand();

// Adds --format with its allowed values (the first is the default).
void addFormatOption(QCommandLineParser& parser, const QStringList& formats);
// The chosen --format, checked against the allowed values; throws UsageError.
QString formatOption(const options::Given& given, const QStringList& formats);

} // namespace cd::cli
