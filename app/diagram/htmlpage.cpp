#include "diagram/htmlpage.h"

#include "diagram/boardrenderer.h"
#include "diagram/diagramtext.h"
#include "diagram/metricnames.h"
#include "diagram/outputtarget.h"
#include "diagram/pagedrawings.h"
#include "diagram/pagejson.h"
#include "diagram/sidetomove.h"
#include "diagram/svgcompact.h"
#include "diagram/svgdocument.h"
#include "diagram/targettext.h"
#include "diagram/xmltext.h"
#include "i18n/coremessages.h"

#include <QFile>

#include <algorithm>
#include <cmath>

using namespace Qt::Literals::StringLiterals;

namespace cd {

namespace {

// The text of a resource embedded at build time (resources/page).
QByteArray resourceText(const QString& name)
{
    QFile f(u":/page/"_s + name);
    if (!f.open(QIODevice::ReadOnly))
        return {};
    return f.readAll();
}

QByteArray htmlEscaped(const QString& text)
{
    return xmlEscaped(text);
}

// A game's arrows and circles on `d`, drawn as the exported SVG draws them into `target` (a box
// at the origin).
QByteArray annotationsSvg(const Diagram& d, const QRectF& target)
{
    return svgFragment(target.size(),
                       [&](QPainter& p) { BoardRenderer(d).paintAnnotationsOnly(p, target); });
}

// The metric menu (with more than one metric), the control picture's button (when the page opens
// on it), target mode, clear and the route stepper.
QByteArray controlsHtml(const std::vector<PageMetric>& metrics, bool control)
{
    QByteArray controls;
    controls += "<div class=\"controls\" role=\"toolbar\" aria-label=\"" +
                htmlEscaped(tr("Board controls")) + "\">\n";
    if (metrics.size() > 1) {
        controls += "<label>" + htmlEscaped(tr("Metric")) + " <select id=\"metric\">";
        for (const PageMetric& pm : metrics)
            controls += "<option value=\"" + pageMetricName(pm.metric).toLatin1() + "\">" +
                        htmlEscaped(metricLabel(pm.metric)) + "</option>";
        controls += "</select></label>\n";
    }
    if (control)
        controls += "<button type=\"button\" id=\"show-control\">" +
                    htmlEscaped(tr("Control of the squares")) + "</button>\n";
    controls += "<button type=\"button\" id=\"mode-target\" aria-pressed=\"false\">" +
                htmlEscaped(tr("Choose a target")) + "</button>\n";
    controls += "<button type=\"button\" id=\"clear\">" + htmlEscaped(tr("Clear")) + "</button>\n";
    controls += "<span class=\"routes\"><button type=\"button\" id=\"route-prev\" aria-label=\"" +
                htmlEscaped(tr("Previous route")) +
                "\">\u25C0</button>"
                "<span id=\"route-count\" aria-live=\"polite\"></span>"
                "<button type=\"button\" id=\"route-next\" aria-label=\"" +
                htmlEscaped(tr("Next route")) + "\">\u25B6</button></span>\n</div>\n";

    return controls;
}

// The questions, their answer fields and the buttons that check and show the answers.
QByteArray quizHtml(const std::vector<PageQuestion>& questions)
{
    QByteArray quiz;
    if (!questions.empty()) {
        quiz += "<section id=\"quiz\" aria-labelledby=\"quiz-title\">\n<h2 id=\"quiz-title\">" +
                htmlEscaped(tr("Questions")) + "</h2>\n<ol>\n";
        for (std::size_t i = 0; i < questions.size(); ++i)
            quiz += "<li class=\"question\" data-question=\"" + QByteArray::number(qsizetype(i)) +
                    "\"><label>" + htmlEscaped(questions[i].text) + " <input type=\"text\"" +
                    (questions[i].answers.isEmpty() ? " inputmode=\"numeric\"" : "") +
                    " autocomplete=\"off\" size=\"3\">"
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

    return quiz;
}

// The parts of the page pageHtml assembles.
struct PageParts {
    QString title;
    QByteArray css;
    QByteArray controls;
    QByteArray defs;
    QByteArray board; // the exported diagram's SVG body, made smaller
    QByteArray gameMarks;
    QByteArray quiz;
    QByteArray json;
    int width = 0;
    qreal height = 0;
    bool withQuiz = false;
};

QByteArray boardHtml(const PageParts& p)
{
    // The board fits the window's height too: its width at most the height left times W/H.
    return "<div class=\"board\" style=\"--aspect: " +
           QByteArray::number(double(p.width) / std::max(1.0, double(p.height)), 'f', 4) +
           "\">\n<svg id=\"board\" viewBox=\"0 0 " + QByteArray::number(p.width) + ' ' +
           QByteArray::number(p.height) + "\" role=\"group\" aria-label=\"" +
           htmlEscaped(tr("Chess board")) + "\">\n<defs>\n" + p.defs +
           "</defs>\n<g id=\"static\">\n" + p.board +
           "\n</g>\n<g id=\"live\"></g>\n<g id=\"game-marks\" pointer-events=\"none\">" +
           p.gameMarks + "</g>\n<g id=\"squares\"></g>\n</svg>\n</div>\n";
}

QByteArray documentHtml(const PageParts& p)
{
    QByteArray html;
    html += "<!DOCTYPE html>\n<html lang=\"" + htmlEscaped(tr("en", "the page's language code")) +
            "\">\n<head>\n<meta charset=\"utf-8\">\n"
            "<meta name=\"viewport\" content=\"width=device-width, initial-scale=1\">\n"
            "<meta name=\"generator\" content=\"chess-distance\">\n<title>" +
            htmlEscaped(p.title) + "</title>\n<style>\n" + p.css +
            "</style>\n</head>\n<body>\n<main>\n<h1 id=\"title\">" + htmlEscaped(p.title) +
            "</h1>\n" + p.controls + boardHtml(p) +
            "<p id=\"status\" aria-live=\"polite\"></p>\n"
            "<p class=\"help\">" +
            htmlEscaped(tr("Click, tap or press Enter on a square to measure from it. \"Choose a "
                           "target\" (or a long press) picks the square to reach and shows the "
                           "shortest routes; arrow keys move, Escape clears.")) +
            "</p>\n" + p.quiz + "</main>\n<script type=\"application/json\" id=\"page-data\">" +
            p.json + "</script>\n<script>\n" + resourceText(u"page.js"_s) + "</script>\n";
    if (p.withQuiz)
        html += "<script>\n" + resourceText(u"quiz.js"_s) + "</script>\n";
    html += "</body>\n</html>\n";
    return html;
}

} // namespace

QByteArray pageHtml(const Diagram& diagram, const PageRequest& r)
{
    const std::vector<PageMetric> metrics = pageMetrics(r);
    const std::vector<PageQuestion> questions = pageQuestions(r);
    const Diagram d = withPrintableText({diagram}).front();
    PageParts parts;
    parts.width = r.width;
    // A game's own arrows and circles go in a group of their own above the board the script
    // redraws, so that they stay when a pupil measures from another square.
    Diagram unmarked = d;
    unmarked.annotations = {};
    const QByteArray svg = svgDocument({unmarked}, parts.width);
    if (svg.isEmpty())
        return {};
    // The same layout as the exported SVG's (Sheet in exporter.cpp: one column at the origin).
    const BoardRenderer renderer(d);
    parts.height = std::ceil(renderer.sizeForWidth(parts.width).height() - 1e-6);
    const QRectF target(0, 0, parts.width, parts.height);
    const BoardLayout& l = renderer.layout(target);
    // One compactor for the board and the marks: their groups share the page's CSS classes.
    SvgCompactor compactor;
    parts.board = compactor.compact(svgBody(svg));
    if (!d.annotations.empty())
        parts.gameMarks = compactor.compact(annotationsSvg(d, target));
    const PageDrawings drawings = pageDrawings(d, r, metrics, l);
    parts.title = pageHeadline(d);
    // A question of the zone asks what its verdict would say: the headline asks it instead.
    if (!questions.empty() && !questions.front().answers.isEmpty())
        parts.title = questions.front().text;
    parts.css = resourceText(u"page.css"_s) + compactor.css();
    parts.controls = controlsHtml(metrics, r.control);
    parts.defs = drawings.defs;
    parts.quiz = quizHtml(questions);
    parts.withQuiz = !questions.empty();
    parts.json = pageDataJson(d, r, metrics, questions, l, parts.height, drawings);
    return documentHtml(parts);
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
