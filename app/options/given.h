// What a command line gave, as plain data: each option given (by its long name) with its values,
// and the words that are no option. Made once from the parser where a command starts; the
// commands read their requests from it and nothing below them sees the parser.
#pragma once

#include <QCommandLineParser>
#include <QString>
#include <QStringList>

#include <optional>
#include <utility>
#include <vector>

namespace cd::options {

class Given {
public:
    Given() = default;
    // The options `parser` read (after a successful parse()).
    explicit Given(const QCommandLineParser& parser);

    // Adds `value` to option `name` (a switch takes no value).
    void add(const QString& name, const std::optional<QString>& value = std::nullopt);

    bool has(const QString& name) const { return indexOf(name) >= 0; }
    // The last value of `name` ("" when not given), as QCommandLineParser::value.
    QString value(const QString& name) const;
    // The last value when given.
    std::optional<QString> text(const QString& name) const;
    QStringList values(const QString& name) const;

    // The same for a name spelled in ASCII.
    bool has(const char* name) const { return has(QString::fromLatin1(name)); }
    QString value(const char* name) const { return value(QString::fromLatin1(name)); }
    std::optional<QString> text(const char* name) const { return text(QString::fromLatin1(name)); }
    QStringList values(const char* name) const { return values(QString::fromLatin1(name)); }
    // The options given, each once, in the order first given.
    QStringList names() const;

    QStringList positional; // the arguments that are no option

private:
    qsizetype indexOf(const QString& name) const;
    std::vector<std::pair<QString, QStringList>> m_options;
};

} // namespace cd::options
