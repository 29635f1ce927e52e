#include "options/given.h"

namespace cd::options {

Given::Given(const QCommandLineParser& parser) : positional(parser.positionalArguments())
{
    for (const QString& name : parser.optionNames()) {
        if (has(name))
            continue;
        m_options.emplace_back(name, parser.values(name));
    }
}

void Given::add(const QString& name, const std::optional<QString>& value)
{
    qsizetype i = indexOf(name);
    if (i < 0) {
        m_options.emplace_back(name, QStringList());
        i = static_cast<qsizetype>(m_options.size()) - 1;
    }
    if (value)
        m_options[static_cast<std::size_t>(i)].second << *value;
}

QString Given::value(const QString& name) const
{
    const QStringList all = values(name);
    return all.isEmpty() ? QString() : all.last();
}

std::optional<QString> Given::text(const QString& name) const
{
    if (!has(name))
        return std::nullopt;
    return value(name);
}

QStringList Given::values(const QString& name) const
{
    const qsizetype i = indexOf(name);
    return i < 0 ? QStringList() : m_options[static_cast<std::size_t>(i)].second;
}

QStringList Given::names() const
{
    QStringList out;
    for (const auto& option : m_options)
        out << option.first;
    return out;
}

qsizetype Given::indexOf(const QString& name) const
{
    for (std::size_t i = 0; i < m_options.size(); ++i)
        if (m_options[i].first == name)
            return static_cast<qsizetype>(i);
    return -1;
}

} // namespace cd::options
