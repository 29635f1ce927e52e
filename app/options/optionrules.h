// Which options go together, as data: each command has one table of rules (app/cli/commandrules.*,
// the window's in startrequest.cpp), checked before any value is read, in the table's order.
#pragma once

#include <QStringList>

#include <span>
#include <vector>

namespace cd::options {

struct Rule {
    enum class Kind {
        Needs,    // `option` given without any of `others`
        Excludes, // `option` given with one of `others`
    };
    // An option's long name, or a fact the command derives from the values ("metric arrival"),
    // nullptr for a rule that always applies (Needs: the command needs one of `others`).
    const char* option;
    Kind kind;
    std::vector<const char*> others;
    const char* context; // the message's translation context ("cd::cli", "cd::options")
    // Marked QT_TRANSLATE_NOOP in `context`; %1 is `option` (Needs) or the first of `others`
    // found (Excludes).
    const char* message;
};

using RuleTable = std::vector<Rule>;

// `first` followed by `then`: a command's table made of its own rows and shared ones.
RuleTable joined(RuleTable first, const RuleTable& then);

// The message of the first rule in `table` that the options and facts given break, translated;
// empty when none does.
QString brokenRule(std::span<const Rule> table, const QStringList& given);

// Throws UsageError with the message of the first rule broken.
void checkRules(std::span<const Rule> table, const QStringList& given);

} // namespace cd::options
