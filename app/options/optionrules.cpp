#include "options/optionrules.h"

#include "options/usageerror.h"

#include "i18n/translate.h"

#include <algorithm>

namespace cd::options {

namespace {

QString message(const Rule& rule, const char* name)
{
    QString text = i18n::translate(rule.context, rule.message, nullptr, -1);
    // arg() on a text without %1 warns on stderr, which must keep to one line.
    if (text.contains(QLatin1String("%1")))
        text = text.arg(QString::fromLatin1(name));
    return text;
}

} // namespace

RuleTable joined(RuleTable first, const RuleTable& then)
{
    first.insert(first.end(), then.begin(), then.end());
    return first;
}

QString brokenRule(std::span<const Rule> table, const QStringList& given)
{
    const auto has = [&](const char* name) { return given.contains(QLatin1String(name)); };
    for (const Rule& rule : table) {
        if (rule.option && !has(rule.option))
            continue;
        if (rule.kind == Rule::Kind::Needs) {
            if (std::none_of(rule.others.begin(), rule.others.end(), has))
                return message(rule, rule.option ? rule.option : "");
            continue;
        }
        for (const char* other : rule.others)
            if (has(other))
                return message(rule, other);
    }
    return {};
}

void checkRules(std::span<const Rule> table, const QStringList& given)
{
    if (const QString broken = brokenRule(table, given); !broken.isEmpty())
        throw UsageError(broken);
}

} // namespace cd::options
