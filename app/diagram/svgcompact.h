// QSvgGenerator's markup made fit to stand in an HTML page, and smaller: the interactive page
// (htmlpage.h) embeds the exported board and the game's marks through these.
#pragma once

#include <QByteArray>
#include <QHash>

namespace cd {

// The markup inside a QSvgGenerator document: its <svg> tag, title and description dropped, so
// that it can stand inside an HTML page's own <svg> (which needs no namespace declarations).
QByteArray svgBody(QByteArray svg);

// Makes svgBody markup smaller without changing what it draws: QSvgGenerator repeats every
// painter state's attributes on a new <g>, most of them empty; each distinct set of style
// attributes becomes a CSS class, shared by every piece of markup one compactor makes smaller,
// and identity transforms, default vector-effects and empty groups go.
class SvgCompactor {
public:
    // `body` made smaller, in one pass over the markup.
    QByteArray compact(const QByteArray& body);
    // The rules of the classes used so far, one a line (".g0{fill:#fff;}").
    const QByteArray& css() const { return m_css; }

private:
    QByteArray groupTag(QByteArrayView tag);

    QHash<QByteArray, int> m_classes;
    QByteArray m_css;
};

} // namespace cd
