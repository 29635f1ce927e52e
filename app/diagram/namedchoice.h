// A value chosen by its name on the command line or in a file ("png", "wavefront"), matched
// without regard to case.
#pragma once

#include <QStringView>

#include <initializer_list>
#include <optional>
#include <utility>

namespace cd {

template <typename T>
std::optional<T> namedChoice(QStringView name,
                             std::initializer_list<std::pair<QStringView, T>> choices)
{
    for (const auto& [text, value] : choices)
        if (name.compare(text, Qt::CaseInsensitive) == 0)
            return value;
    return std::nullopt;
}

} // namespace cd
