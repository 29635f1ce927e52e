#include "diagram/xmltext.h"

namespace cd {

QString printableText(const QString& text)
{
    QString out;
    out.reserve(text.size());
    for (qsizetype i = 0; i < text.size(); ++i) {
        const char16_t u = text.at(i).unicode();
        if (QChar::isHighSurrogate(u) && i + 1 < text.size() &&
            QChar::isLowSurrogate(text.at(i + 1).unicode())) {
            out += text.at(i);
            out += text.at(++i);
        } else if (u == u'\n') {
            out += QLatin1Char('\n');
        } else if (u == u'\t') {
            out += QLatin1Char(' ');
        } else if (u == u'\r') {
            continue;
        } else if (u < 0x20 || (u >= 0x7f && u < 0xa0) || u == 0xfffe || u == 0xffff ||
                   QChar::isSurrogate(u)) {
            out += QChar(QChar::ReplacementCharacter);
        } else {
            out += text.at(i);
        }
    }
    return out;
}

QByteArray xmlEscaped(const QString& text)
{
    QString out = printableText(text).toHtmlEscaped(); // &, <, >, "
    out.replace(QLatin1Char('\''), QLatin1String("&#39;"));
    return out.toUtf8();
}

std::vector<Diagram> withPrintableText(const std::vector<Diagram>& diagrams)
{
    std::vector<Diagram> out = diagrams;
    for (Diagram& d : out) {
        d.caption = printableText(d.caption);
        for (LegendEntry& e : d.legend)
            e.label = printableText(e.label);
    }
    return out;
}

bool replaceMarker(QByteArray& svg, const QByteArray& marker, const QString& text)
{
    const qsizetype at = svg.indexOf(marker);
    if (at < 0)
        return false;
    svg.replace(at, marker.size(), xmlEscaped(text));
    return true;
}

} // namespace cd
