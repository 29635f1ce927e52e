#include "diagram/pagesize.h"

#include "diagram/diagramtext.h"

#include <array>
#include <utility>

namespace cd {

namespace {

// The bytes from the first `from` up to the `to` after it (0 when either is missing).
qsizetype between(const QByteArray& html, const char* from, const char* to)
{
    const qsizetype a = html.indexOf(from);
    const qsizetype b = a < 0 ? -1 : html.indexOf(to, a);
    return b < 0 ? 0 : b - a;
}

QString partText(PagePart part)
{
    switch (part) {
    case PagePart::Drawing:
        return tr("the board's drawing", "the largest part of a page too big");
    case PagePart::Marks:
        return tr("the game's arrows and circles", "the largest part of a page too big");
    case PagePart::Tables:
        return tr("the metrics' tables", "the largest part of a page too big");
    case PagePart::Quiz:
        return tr("the questions", "the largest part of a page too big");
    }
    return {};
}

QString windowLever(PagePart part)
{
    switch (part) {
    case PagePart::Drawing:
        return tr("a smaller size or fewer routes drawn", "what to lower for a smaller page");
    case PagePart::Marks:
        return tr("a smaller size", "what to lower for a smaller page");
    case PagePart::Tables:
        return tr("fewer metrics", "what to lower for a smaller page");
    case PagePart::Quiz:
        return tr("fewer questions", "what to lower for a smaller page");
    }
    return {};
}

} // namespace

QString pageTooBig(const QByteArray& html, qsizetype limit, const PageLever& lever)
{
    const std::array<std::pair<PagePart, qsizetype>, 4> parts{{
        {PagePart::Drawing, between(html, "<g id=\"static\">", "<g id=\"live\">")},
        {PagePart::Marks, between(html, "<g id=\"game-marks\"", "<g id=\"squares\">")},
        {PagePart::Tables, between(html, "<script type=\"application/json\"", "</script>")},
        {PagePart::Quiz, between(html, "<section id=\"quiz\"", "</section>")},
    }};
    auto largest = parts.front();
    for (const auto& part : parts)
        if (part.second > largest.second)
            largest = part;
    return tr("the page would be %1 KB, more than %2 KB, %3 KB of it %4; ask for %5")
        .arg(html.size() / 1024)
        .arg(limit / 1024)
        .arg(largest.second / 1024)
        .arg(partText(largest.first), lever ? lever(largest.first) : windowLever(largest.first));
}

} // namespace cd
