#include "diagram/htmlpage.h"

#include "diagram/arrowpath.h"
#include "diagram/boardrenderer.h"
#include "diagram/decorations.h"
#include "diagram/diagramtext.h"
#include "diagram/metricnames.h"
#include "diagram/outputtarget.h"
#include "diagram/pieceset.h"
#include "diagram/piecesvg.h"
#include "diagram/squaremarks.h"
#include "diagram/squaretext.h"
#include "diagram/svgcompact.h"
#include "diagram/svgdocument.h"
#include "diagram/xmltext.h"
#include "i18n/coremessages.h"

#include <QBuffer>
#include <QFile>
#include <QJsonArray>
#include <QJsonDocument>
#include <QJsonObject>
#include <QPainter>
#include <QPainterPath>
#include <QSvgGenerator>

#include <algorithm>
#include <cmath>
#include <functional>
#include <map>
#include <set>

using namespace Qt::Literals::StringLiterals;

namespace cd {

namespace {

QString nameOf(Metric m)
{
    const std::string_view name = metricName(m);
    return QString::fromLatin1(name.data(), static_cast<qsizetype>(name.size()));
}

// The text of a resource embedded at build time (resources/page).
QByteArray resourceText(const QString& name)
{
    QFile f(u":/page/"_s + name);
    if (!f.open(QIODevice::ReadOnly))
        return {};
    return f.readAll();
}

// What `paint` draws into a box of `size` at the origin (each side rounded up), as SVG markup.
QByteArray svgFragment(QSizeF size, const std::function<void(QPainter&)>& paint)
{
    QBuffer buffer;
    buffer.open(QIODevice::WriteOnly);
    QSvgGenerator svg;
    svg.setOutputDevice(&buffer);
    const QSize whole(static_cast<int>(std::ceil(size.width())),
                      static_cast<int>(std::ceil(size.height())));
    svg.setSize(whole);
    svg.setViewBox(QRectF(QPointF(0, 0), QSizeF(whole)));
    QPainter p(&svg);
    paint(p);
    p.end();
    return svgBody(buffer.data());
}

// A game's arrows and circles on `d`, drawn as the exported SVG draws them into `target` (a box
// at the origin).
QByteArray annotationsSvg(const Diagram& d, const QRectF& target)
{
    return svgFragment(target.size(),
                       [&](QPainter& p) { BoardRenderer(d).paintAnnotationsOnly(p, target); });
}

QByteArray symbol(const QByteArray& id, qreal size, const std::function<void(QPainter&)>& paint)
{
    const int whole = static_cast<int>(std::ceil(size));
    return "<symbol id=\"" + id + "\" viewBox=\"0 0 " + QByteArray::number(whole) + ' ' +
           QByteArray::number(whole) + "\" overflow=\"visible\">" +
           svgFragment(QSizeF(size, size), paint) + "</symbol>\n";
}

QString hex(const QColor& c)
{
    return c.name(QColor::HexRgb);
}

double rounded(qreal v)
{
    return std::round(v * 100) / 100;
}

QJsonArray rectArray(const QRectF& r)
{
    return {rounded(r.x()), rounded(r.y()), rounded(r.width()), rounded(r.height())};
}

// A painter path as SVG path data, relative to `origin`.
QString pathData(const QPainterPath& path, QPointF origin)
{
    QString d;
    const auto pt = [&](qreal x, qreal y) -> QString {
        return QString::number(std::round((x - origin.x()) * 10) / 10) + u',' +
               QString::number(std::round((y - origin.y()) * 10) / 10);
    };
    for (int i = 0; i < path.elementCount(); ++i) {
        const QPainterPath::Element e = path.elementAt(i);
        if (e.isMoveTo()) {
            d += u'M' + pt(e.x, e.y);
        } else if (e.isLineTo()) {
            d += u'L' + pt(e.x, e.y);
        } else if (e.isCurveTo() && i + 2 < path.elementCount()) {
            const QPainterPath::Element c2 = path.elementAt(i + 1);
            const QPainterPath::Element end = path.elementAt(i + 2);
            d += u'C' + pt(e.x, e.y) + u' ' + pt(c2.x, c2.y) + u' ' + pt(end.x, end.y);
            i += 2;
        }
    }
    return d + u'Z';
}

// The piece's place on a square with each corner number of `texts` ("" for none, "-" for the
// dash), relative to the square's top left corner: the renderer's own pieceRect, all from one
// layout (without legend and caption, which move no square).
std::vector<QRectF> pieceRectsFor(const Diagram& base, Piece p, const QStringList& texts, int width)
{
    Diagram d = base;
    d.pieces.fill(std::nullopt);
    d.cells.fill(Cell{});
    d.marks.clear();
    d.overlay.clear();
    d.arrows.clear();
    d.show.numbers = true;
    d.show.legend = false;
    d.show.caption = false;
    for (qsizetype i = 0; i < texts.size(); ++i) {
        const auto s = static_cast<std::size_t>(i);
        d.pieces[s] = p;
        if (texts[i] == u"-"_s)
            d.cells[s] = Cell{CellRole::Unreachable, 0};
        else if (!texts[i].isEmpty())
            d.cells[s] = Cell{CellRole::Value, texts[i].toInt()};
    }
    const BoardRenderer r(d);
    const QRectF target(0, 0, width, std::ceil(r.sizeForWidth(width).height() - 1e-6));
    std::vector<QRectF> out;
    for (qsizetype i = 0; i < texts.size(); ++i) {
        const auto s = static_cast<Square>(i);
        out.push_back(r.pieceRect(target, s).translated(-r.squareRect(target, s).topLeft()));
    }
    return out;
}

QJsonObject colours(const Diagram& d, int maximum)
{
    const Palette pal(d.palette);
    QJsonArray scales;
    for (int m = 0; m <= maximum; ++m) {
        QJsonArray scale;
        for (int v = 0; v <= m; ++v) {
            const QColor l = pal.valueColor(v, m, true);
            const QColor k = pal.valueColor(v, m, false);
            scale.append(QJsonArray{hex(l), hex(k), hex(textColorOn(l)), hex(textColorOn(k))});
        }
        scales.append(scale);
    }
    QJsonArray routes;
    for (std::size_t k = 0; k < 4; ++k)
        routes.append(hex(pal.routeColor(k)));
    const QColor ul = pal.unreachableColor(true);
    const QColor ud = pal.unreachableColor(false);
    return {{u"plain"_s, QJsonArray{hex(pal.plainColor(true)), hex(pal.plainColor(false))}},
            {u"plainInk"_s, QJsonArray{hex(textColorOn(pal.plainColor(true))),
                                       hex(textColorOn(pal.plainColor(false)))}},
            {u"unreach"_s, QJsonArray{hex(ul), hex(ud)}},
            {u"unreachInk"_s, QJsonArray{hex(textColorOn(ul)), hex(textColorOn(ud))}},
            {u"scales"_s, scales},
            {u"routes"_s, routes},
            {u"outline"_s, hex(arrowOutline(pal.routeColor(0)))},
            {u"outlineInk"_s, hex(textColorOn(arrowOutline(pal.routeColor(0))))},
            {u"accent"_s, hex(pal.arrowColor())},
            {u"accentInk"_s, hex(textColorOn(pal.arrowColor()))}};
}

QJsonObject texts()
{
    return {
        {u"moves"_s, tr("%1, %2 moves", "a square's accessible name: square, distance")},
        {u"move1"_s, tr("%1, 1 move", "a square's accessible name")},
        {u"unreachable"_s, tr("%1, unreachable", "a square's accessible name")},
        {u"square"_s, tr("%1", "a square's accessible name when nothing is measured")},
        {u"target"_s, tr("target", "after a square's accessible name")},
        {u"legendUnreachable"_s, tr("unreachable", "legend entry")},
        {u"count"_s, tr("%1 → %2 · distance %3 · %4 shortest routes")},
        {u"count1"_s, tr("%1 → %2 · distance %3 · 1 shortest route")},
        {u"none"_s, tr("%1 → %2 · unreachable · no routes")},
        {u"route"_s, tr("route %1 of %2")},
        {u"noRoutes"_s, tr("this metric has no moves, so no routes")},
        {u"pickTarget"_s, tr("Target mode: click the square to reach.")},
        {u"pickSource"_s, tr("Click a square to measure from it.")},
        {u"right"_s, tr("right")},
        {u"wrong"_s, tr("wrong; try again", "a quiz answer, before the answers are shown")},
        {u"unanswered"_s, tr("no answer yet")},
        {u"answer"_s, tr("the answer is %1", "a quiz question's answer, when they are shown")},
        {u"score"_s, tr("%1 of %2 right")},
    };
}

// Every table as base-36 text and what a click on each square looks up.
QJsonArray metricData(const std::vector<PageMetric>& metrics)
{
    static constexpr char kDigits[] = "0123456789abcdefghijklmnopqrstuvwxyz";
    QJsonArray out;
    for (const PageMetric& pm : metrics) {
        const int width = digitsFor(pm.maximum);
        // Tables share most rows (a piece lifted changes few): each distinct row once, each table
        // its 64 rows' numbers.
        QByteArray rows;
        std::map<QByteArray, int> rowIndex;
        std::vector<std::vector<int>> tableRows;
        for (const auto& t : pm.tables) {
            const QByteArray text = encodeDistances(t, width);
            const qsizetype rowSize = 64 * width;
            std::vector<int> indices;
            for (int r = 0; r < 64; ++r) {
                const QByteArray row = text.mid(r * rowSize, rowSize);
                const auto [it, added] = rowIndex.emplace(row, static_cast<int>(rowIndex.size()));
                if (added)
                    rows += row;
                indices.push_back(it->second);
            }
            tableRows.push_back(std::move(indices));
        }
        const int rowDigits = rowIndex.size() <= 36 * 36 ? 2 : 3;
        QJsonArray tables;
        for (const auto& indices : tableRows) {
            QString text;
            for (const int i : indices)
                for (int k = rowDigits - 1; k >= 0; --k) {
                    int v = i;
                    for (int j = 0; j < k; ++j)
                        v /= 36;
                    text += QChar::fromLatin1(kDigits[v % 36]);
                }
            tables.append(text);
        }
        QString src, routes, ghost;
        QJsonArray captions;
        for (std::size_t i = 0; i < 64; ++i) {
            src += pm.tableOf[i] < 0 ? QChar(u'-') : QChar::fromLatin1(kDigits[pm.tableOf[i] % 36]);
            routes += pm.routes[i] ? u'1' : u'0';
            ghost += pm.ghost[i] ? QChar::fromLatin1(pieceLetter(*pm.ghost[i])) : QChar(u'.');
            captions.append(pm.caption[i]);
        }
        out.append(QJsonObject{{u"name"_s, nameOf(pm.metric)},
                               {u"label"_s, metricLabel(pm.metric)},
                               {u"w"_s, width},
                               {u"max"_s, pm.maximum},
                               {u"source"_s, needsSource(pm.metric)},
                               {u"rows"_s, QString::fromLatin1(rows)},
                               {u"rowDigits"_s, rowDigits},
                               {u"tables"_s, tables},
                               {u"src"_s, src},
                               {u"routes"_s, routes},
                               {u"ghost"_s, ghost},
                               {u"captions"_s, captions}});
    }
    return out;
}

QJsonArray quizData(const std::vector<PageQuestion>& questions, const std::vector<Metric>& metrics)
{
    QJsonArray out;
    for (const PageQuestion& q : questions) {
        const auto m = std::find(metrics.begin(), metrics.end(), q.metric) - metrics.begin();
        out.append(QJsonObject{{u"text"_s, q.text},
                               {u"metric"_s, static_cast<int>(m)},
                               {u"from"_s, squareText(q.from)},
                               {u"square"_s, squareText(q.square)},
                               {u"answer"_s, q.answer < 0 ? u"-"_s : QString::number(q.answer)}});
    }
    return out;
}

QByteArray htmlEscaped(const QString& text)
{
    return xmlEscaped(text);
}

} // namespace

QByteArray pageHtml(const Diagram& diagram, const PageRequest& r)
{
    const std::vector<PageMetric> metrics = pageMetrics(r);
    const std::vector<PageQuestion> questions = pageQuestions(r);
    const Diagram d = withPrintableText({diagram}).front();
    const int width = r.width;
    // A game's own arrows and circles go in a group of their own above the board the script
    // redraws, so that they stay when a pupil measures from another square.
    Diagram unmarked = d;
    unmarked.annotations = {};
    const QByteArray svg = svgDocument({unmarked}, width);
    if (svg.isEmpty())
        return {};

    // The same layout as the exported SVG's (Sheet in exporter.cpp: one column at the origin).
    const BoardRenderer renderer(d);
    const qreal height = std::ceil(renderer.sizeForWidth(width).height() - 1e-6);
    const QRectF target(0, 0, width, height);
    const BoardLayout& l = renderer.layout(target);
    const qreal q = l.square;
    // One compactor for the board and the marks: their groups share the page's CSS classes.
    SvgCompactor compactor;
    const QByteArray staticSvg = compactor.compact(svgBody(svg));
    const QByteArray gameMarks =
        d.annotations.empty() ? QByteArray() : compactor.compact(annotationsSvg(d, target));

    int maximum = 0;
    for (const PageMetric& pm : metrics)
        maximum = std::max(maximum, pm.maximum);
    maximum = std::min(maximum, 127);

    // Drawings the script places: pieces, marks, frames, hatches, as the renderer paints them.
    QByteArray defs;
    std::set<char> letters;
    for (const auto& p : d.pieces)
        if (p)
            letters.insert(pieceLetter(*p));
    for (Square s = A1; s <= H8; ++s)
        if (const auto p = r.query.board.pieceAt(s))
            letters.insert(pieceLetter(*p));
    for (const PageMetric& pm : metrics)
        for (const auto& g : pm.ghost)
            if (g)
                letters.insert(pieceLetter(*g));
    QJsonObject pieceRects;
    for (const char c : letters) {
        const auto p = pieceFromLetter(c);
        if (!p || !hasPieceArt(*p))
            continue;
        defs += "<symbol id=\"pc-" + QByteArray(1, c) + "\" viewBox=\"0 0 45 45\">" +
                pieceSvgElements(*p) + "</symbol>\n";
        QJsonObject rects;
        // Where the piece goes beside each corner number: 0..9, two digits, the dash.
        QStringList texts{u""_s, u"10"_s, u"-"_s};
        for (int digit = 0; digit <= 9; ++digit)
            texts << QString::number(digit);
        const std::vector<QRectF> places = pieceRectsFor(d, *p, texts, width);
        for (qsizetype i = 0; i < texts.size(); ++i) {
            const QString& text = texts[i];
            rects.insert(text.isEmpty()   ? u"none"_s
                         : text == u"-"_s ? u"u"_s
                                          : text,
                         rectArray(places[static_cast<std::size_t>(i)]));
        }
        pieceRects.insert(QString(QChar::fromLatin1(c)), rects);
    }
    const Palette pal(d.palette);
    const QRectF unit(0, 0, q, q);
    defs += symbol("mk-source", q,
                   [&](QPainter& p) { paintMark(p, MarkKind::Source, unit, pal, q, {}); });
    defs += symbol("mk-target", q,
                   [&](QPainter& p) { paintMark(p, MarkKind::Target, unit, pal, q, {}); });
    defs += symbol("frame", q, [&](QPainter& p) { paintFrame(p, unit, pal.arrowColor(), q, {}); });
    for (const bool light : {true, false})
        defs += symbol(light ? "hatch-l" : "hatch-d", q, [&](QPainter& p) {
            paintHatch(p, unit, hatchColor(pal.unreachableColor(light)), q);
        });

    // Each move's arrow, by its displacement on the board, relative to its source's centre.
    QJsonObject arrows;
    ArrowStyle style;
    style.knightL = d.show.knightL;
    for (int df = -7; df <= 7; ++df)
        for (int dr = -7; dr <= 7; ++dr) {
            if (df == 0 && dr == 0)
                continue;
            const Square a = makeSquare(df < 0 ? 7 : 0, dr < 0 ? 7 : 0);
            const Square b = makeSquare(fileOf(a) + df, rankOf(a) + dr);
            QString data;
            for (const QPainterPath& path : routeArrows({a, b}, l, d.flipped, {}, style))
                data += pathData(path, l.squareCenter(a, d.flipped));
            arrows.insert(QString::number(df) + u',' + QString::number(dr), data);
        }

    QJsonArray xs, ys;
    for (std::size_t i = 0; i < 9; ++i) {
        xs.append(rounded(l.xs[i]));
        ys.append(rounded(l.ys[i]));
    }
    QString board;
    for (Square s = A1; s <= H8; ++s) {
        const auto p = r.query.board.pieceAt(s);
        board += p ? QChar::fromLatin1(pieceLetter(*p)) : QChar(u'.');
    }
    QJsonObject start{{u"metric"_s, 0}};
    if (r.query.from)
        start.insert(u"from"_s, squareText(*r.query.from));
    if (r.query.to)
        start.insert(u"to"_s, squareText(*r.query.to));
    start.insert(u"route"_s, r.display.route.value_or(0));

    const QJsonObject data{
        {u"version"_s, 1},
        {u"width"_s, width},
        {u"height"_s, height},
        {u"q"_s, rounded(q)},
        {u"xs"_s, xs},
        {u"ys"_s, ys},
        {u"flipped"_s, d.flipped},
        {u"below"_s, rounded(l.coordinates.bottom())},
        {u"outerLeft"_s, rounded(l.outer.left())},
        {u"outerWidth"_s, rounded(l.outer.width())},
        {u"fonts"_s, QJsonObject{{u"number"_s, l.fonts.number.pixelSize()},
                                 {u"small"_s, l.fonts.smallNumber.pixelSize()},
                                 {u"layer"_s, l.fonts.layer.pixelSize()},
                                 {u"legend"_s, l.fonts.legend.pixelSize()},
                                 {u"caption"_s, l.fonts.caption.pixelSize()}}},
        {u"show"_s, QJsonObject{{u"numbers"_s, d.show.numbers},
                                {u"pieces"_s, d.show.pieces},
                                {u"legend"_s, d.show.legend},
                                {u"caption"_s, d.show.caption},
                                {u"layers"_s, r.display.layerNumbers},
                                {u"transparent"_s, d.show.transparent}}},
        {u"board"_s, board},
        {u"colors"_s, colours(d, maximum)},
        {u"pieceRects"_s, pieceRects},
        {u"arrows"_s, arrows},
        {u"metrics"_s, metricData(metrics)},
        {u"start"_s, start},
        {u"text"_s, texts()},
        {u"quiz"_s, quizData(questions, r.metrics)},
    };
    QByteArray json = QJsonDocument(data).toJson(QJsonDocument::Compact);
    json.replace("</", "<\\/"); // never ends the <script> element early

    const QString title =
        d.caption.section(u'\n', 0, 0).trimmed().isEmpty()
            ? tr("Chess distance diagram", "title of an SVG or PDF without caption")
            : d.caption.section(u'\n', 0, 0).trimmed();
    QByteArray controls;
    controls += "<div class=\"controls\" role=\"toolbar\" aria-label=\"" +
                htmlEscaped(tr("Board controls")) + "\">\n";
    if (metrics.size() > 1) {
        controls += "<label>" + htmlEscaped(tr("Metric")) + " <select id=\"metric\">";
        for (const PageMetric& pm : metrics)
            controls += "<option value=\"" + nameOf(pm.metric).toLatin1() + "\">" +
                        htmlEscaped(metricLabel(pm.metric)) + "</option>";
        controls += "</select></label>\n";
    }
    controls += "<button type=\"button\" id=\"mode-target\" aria-pressed=\"false\">" +
                htmlEscaped(tr("Choose a target")) + "</button>\n";
    controls += "<button type=\"button\" id=\"clear\">" + htmlEscaped(tr("Clear")) + "</button>\n";
    controls += "<span class=\"routes\"><button type=\"button\" id=\"route-prev\" aria-label=\"" +
                htmlEscaped(tr("Previous route")) +
                "\">\u25C0</button>"
                "<span id=\"route-count\" aria-live=\"polite\"></span>"
                "<button type=\"button\" id=\"route-next\" aria-label=\"" +
                htmlEscaped(tr("Next route")) + "\">\u25B6</button></span>\n</div>\n";

    QByteArray quiz;
    if (!questions.empty()) {
        quiz += "<section id=\"quiz\" aria-labelledby=\"quiz-title\">\n<h2 id=\"quiz-title\">" +
                htmlEscaped(tr("Questions")) + "</h2>\n<ol>\n";
        for (std::size_t i = 0; i < questions.size(); ++i)
            quiz += "<li class=\"question\" data-question=\"" + QByteArray::number(qsizetype(i)) +
                    "\"><label>" + htmlEscaped(questions[i].text) +
                    " <input type=\"text\" inputmode=\"numeric\" autocomplete=\"off\" size=\"3\">"
                    "</label> <span class=\"verdict\" aria-live=\"polite\"></span></li>\n";
        quiz += "</ol>\n<p><button type=\"button\" id=\"quiz-check\">" +
                htmlEscaped(tr("Check my answers")) +
                "</button> <button type=\"button\" id=\"quiz-show\">" +
                htmlEscaped(tr("Show the answers")) +
                "</button> <span id=\"quiz-score\" aria-live=\"polite\"></span></p>\n"
                "<p class=\"help\">" +
                htmlEscaped(tr("Write a number, or - where the piece can never go.")) +
                "</p>\n</section>\n";
    }

    QByteArray html;
    html += "<!DOCTYPE html>\n<html lang=\"" + htmlEscaped(tr("en", "the page's language code")) +
            "\">\n<head>\n<meta charset=\"utf-8\">\n"
            "<meta name=\"viewport\" content=\"width=device-width, initial-scale=1\">\n"
            "<meta name=\"generator\" content=\"chess-distance\">\n<title>" +
            htmlEscaped(title) + "</title>\n<style>\n" + resourceText(u"page.css"_s) +
            compactor.css() + "</style>\n</head>\n<body>\n<main>\n<h1 id=\"title\">" +
            htmlEscaped(title) + "</h1>\n" + controls +
            // The board fits the window's height too: its width at most the height left times W/H.
            "<div class=\"board\" style=\"--aspect: " +
            QByteArray::number(double(width) / std::max(1.0, double(height)), 'f', 4) +
            "\">\n<svg id=\"board\" viewBox=\"0 0 " + QByteArray::number(width) + ' ' +
            QByteArray::number(height) + "\" role=\"group\" aria-label=\"" +
            htmlEscaped(tr("Chess board")) + "\">\n<defs>\n" + defs +
            "</defs>\n<g id=\"static\">\n" + staticSvg +
            "\n</g>\n<g id=\"live\"></g>\n<g id=\"game-marks\" pointer-events=\"none\">" +
            gameMarks +
            "</g>\n<g id=\"squares\"></g>\n</svg>\n</div>\n"
            "<p id=\"status\" aria-live=\"polite\"></p>\n"
            "<p class=\"help\">" +
            htmlEscaped(tr("Click, tap or press Enter on a square to measure from it. \"Choose a "
                           "target\" (or a long press) picks the square to reach and shows the "
                           "shortest routes; arrow keys move, Escape clears.")) +
            "</p>\n" + quiz + "</main>\n<script type=\"application/json\" id=\"page-data\">" +
            json + "</script>\n<script>\n" + resourceText(u"page.js"_s) + "</script>\n";
    if (!questions.empty())
        html += "<script>\n" + resourceText(u"quiz.js"_s) + "</script>\n";
    html += "</body>\n</html>\n";
    return html;
}

ExportResult exportPage(const Diagram& diagram, const PageRequest& r, const QString& path,
                        const PageLever& lever)
{
    if (ExportResult checked = checkDrawing(1, r.width); !checked.ok())
        return checked;
    if (path.isEmpty())
        return {ExportResult::Status::BadInput, tr("no output file given")};
    // The script counts and steps through the shortest routes: it would show others than these.
    if (r.query.via || r.query.length || r.query.distinctStops)
        return {ExportResult::Status::BadInput,
                tr("an HTML page steps through the shortest routes only; clear the via square, "
                   "the route length and distinct stops")};
    if (const QString why = quizRefusal(r); !why.isEmpty())
        return {ExportResult::Status::BadInput, why};
    QByteArray html;
    try {
        html = pageHtml(diagram, r);
    } catch (const InputError& e) {
        return {ExportResult::Status::BadInput, i18n::errorText(e)};
    }
    if (html.isEmpty())
        return {ExportResult::Status::IoError,
                tr("cannot write %1: %2", "%1 is a file, %2 the reason")
                    .arg(path, tr("rendering failed", "why a file cannot be written"))};
    if (html.size() > kMaxPageBytes)
        return {ExportResult::Status::BadInput, pageTooBig(html, kMaxPageBytes, lever)};
    return writeOutput(html, path);
}

} // namespace cd
