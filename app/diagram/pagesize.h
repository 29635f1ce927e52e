// What makes an interactive page (htmlpage.h) big, and the line that refuses one too big: it
// names the largest part and what to lower, in the words of the surface that asked.
#pragma once

#include <QByteArray>
#include <QString>

#include <functional>

namespace cd {

// The parts of a page that grow with what is asked.
enum class PagePart {
    Drawing, // the board as exported: fills, numbers, pieces, the routes drawn as arrows
    Marks,   // a game's own arrows and circles
    Tables,  // the metrics' tables and captions, and the quiz's answers
    Quiz,    // the questions' text
};

// How a surface asks for less of a part ("a smaller --size or fewer --paths"); empty for the
// window's words.
using PageLever = std::function<QString(PagePart)>;

// The refusal of a page of `html`, more than `limit` bytes: one line naming its size, its largest
// part and what to lower.
QString pageTooBig(const QByteArray& html, qsizetype limit, const PageLever& lever);

} // namespace cd
