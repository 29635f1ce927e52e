#include "diagram/svgcompact.h"

#include <QSet>

#include <algorithm>
#include <vector>

namespace cd {

QByteArray svgBody(QByteArray svg)
{
    const qsizetype open = svg.indexOf("<svg");
    const qsizetype start = open < 0 ? -1 : svg.indexOf('>', open);
    const qsizetype end = svg.lastIndexOf("</svg>");
    if (start < 0 || end < start)
        return {};
    QByteArray body = svg.mid(start + 1, end - start - 1);
    for (const char* tag : {"title", "desc"}) {
        const QByteArray from = "<" + QByteArray(tag) + ">";
        const QByteArray to = "</" + QByteArray(tag) + ">";
        const qsizetype a = body.indexOf(from);
        const qsizetype b = a < 0 ? -1 : body.indexOf(to, a);
        if (b >= 0)
            body.remove(a, b + to.size() - a);
    }
    body.replace("xlink:href", "href");
    return body.trimmed();
}

// One <g ...> tag of QSvgGenerator's with its style attributes replaced by a class (added to the
// CSS when new) and an identity transform dropped.
QByteArray SvgCompactor::groupTag(QByteArrayView tag)
{
    static const QSet<QByteArray> styled{
        "fill",         "stroke",         "stroke-opacity",  "fill-opacity",
        "stroke-width", "stroke-linecap", "stroke-linejoin", "font-family",
        "font-size",    "font-weight",    "font-style"};
    QByteArray rule, rest;
    qsizetype i = 2; // after "<g"
    while (true) {
        const qsizetype eq = tag.indexOf("=\"", i);
        if (eq < 0)
            break;
        const qsizetype end = tag.indexOf('"', eq + 2);
        if (end < 0)
            break;
        const QByteArray name = tag.sliced(i, eq - i).trimmed().toByteArray();
        QByteArray value = tag.sliced(eq + 2, end - eq - 2).toByteArray();
        i = end + 1;
        if (name == "transform" && value == "matrix(1,0,0,1,0,0)")
            continue;
        if (!styled.contains(name)) {
            rest += ' ' + name + "=\"" + value + '"';
            continue;
        }
        const bool number = !value.isEmpty() && std::all_of(value.begin(), value.end(), [](char c) {
            return (c >= '0' && c <= '9') || c == '.';
        });
        if ((name == "font-size" || name == "stroke-width") && number)
            value += "px";
        if (name == "font-family")
            value = '\'' + value + '\'';
        rule += name + ':' + value + ';';
    }
    QByteArray cls;
    if (!rule.isEmpty()) {
        auto it = m_classes.find(rule);
        if (it == m_classes.end()) {
            it = m_classes.insert(rule, static_cast<int>(m_classes.size()));
            m_css += ".g" + QByteArray::number(*it) + '{' + rule + "}\n";
        }
        cls = " class=\"g" + QByteArray::number(*it) + '"';
    }
    return "<g" + cls + rest + '>';
}

QByteArray SvgCompactor::compact(const QByteArray& body)
{
    QByteArray out;
    out.reserve(body.size());
    struct Open {
        qsizetype at; // where its tag starts in `out`
        bool drawn;   // anything but whitespace inside
    };
    std::vector<Open> open;
    const auto drawn = [&] {
        if (!open.empty())
            open.back().drawn = true;
    };
    const QByteArrayView all(body);
    qsizetype i = 0;
    while (i < all.size()) {
        const qsizetype lt = all.indexOf('<', i);
        const QByteArrayView text = all.sliced(i, (lt < 0 ? all.size() : lt) - i);
        if (!text.trimmed().isEmpty())
            drawn();
        // Blank lines between tags mean nothing (a <text> element's text follows a '>').
        if (!text.trimmed().isEmpty() || !out.endsWith('\n'))
            out += text;
        if (lt < 0)
            break;
        const qsizetype gt = all.indexOf('>', lt);
        if (gt < 0) {
            out += all.sliced(lt);
            break;
        }
        const QByteArrayView tag = all.sliced(lt, gt - lt + 1);
        i = gt + 1;
        const bool group = tag.startsWith("<g ") || tag.startsWith("<g\n") || tag == "<g>";
        if (group || tag == "<defs>") {
            open.push_back({out.size(), false});
            if (group)
                out += groupTag(tag);
            else
                out += tag;
        } else if ((tag == "</g>" || tag == "</defs>") && !open.empty()) {
            const Open g = open.back();
            open.pop_back();
            if (!g.drawn) {
                out.truncate(g.at); // an empty group (or definitions) draws nothing
                continue;
            }
            drawn();
            out += tag;
        } else {
            drawn();
            out += tag;
        }
    }
    out.replace(" vector-effect=\"none\"", "");
    return out;
}

} // namespace cd
