#include "diagram/pagejson.h"

#include "diagram/diagramtext.h"
#include "diagram/metricnames.h"
#include "diagram/pagelayout.h"
#include "diagram/pieceset.h"
#include "diagram/sidetomove.h"
#include "diagram/squaretext.h"
#include "diagram/targettext.h"

#include <QJsonArray>
#include <QJsonDocument>
#include <QJsonObject>

#include <algorithm>
#include <cmath>
#include <map>

using namespace Qt::Literals::StringLiterals;

namespace cd {

namespace {

QString hex(const QColor& c)
{
    return c.name(QColor::HexRgb);
}

double rounded(qreal v)
{
    return std::round(v * 100) / 100;
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
        {u"hidden"_s, tr("%1, asked in the questions",
                         "a square's accessible name while a quiz question asks it")},
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
        {u"reallyShow"_s, tr("Really show the answers?", "the quiz's button, clicked once")},
        // The caption's words of a target, as render's caption says them (targettext.h).
        {u"captionJoin"_s, captionSeparator()},
        {u"whiteToMove"_s, sideToMoveText(Color::White)},
        {u"blackToMove"_s, sideToMoveText(Color::Black)},
        {u"captionDistance"_s, targetDistanceTemplate()},
        {u"captionUnreachable"_s, targetDistanceText(-1)},
        {u"captionRoute"_s, shortestRoutesTemplate(true, 1)},
        {u"captionRoutes"_s, shortestRoutesTemplate(false, 2)},
        {u"captionNoRoutes"_s, noRoutesText({})},
    };
}

constexpr char kDigits[] = "0123456789abcdefghijklmnopqrstuvwxyz";

// A metric's tables as a pool of distinct rows (tables share most rows: a piece lifted changes
// few) and, per table, its 64 rows' numbers in the pool.
struct RowPool {
    QByteArray rows;
    int rowDigits = 2;
    QJsonArray tables;
};

RowPool rowPool(const PageMetric& pm, int width)
{
    RowPool pool;
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
                pool.rows += row;
            indices.push_back(it->second);
        }
        tableRows.push_back(std::move(indices));
    }
    pool.rowDigits = rowIndex.size() <= 36 * 36 ? 2 : 3;
    for (const auto& indices : tableRows) {
        QString text;
        for (const int i : indices)
            for (int k = pool.rowDigits - 1; k >= 0; --k) {
                int v = i;
                for (int j = 0; j < k; ++j)
                    v /= 36;
                text += QChar::fromLatin1(kDigits[v % 36]);
            }
        pool.tables.append(text);
    }
    return pool;
}

// Every table as base-36 text and what a click on each square looks up.
QJsonArray metricData(const std::vector<PageMetric>& metrics)
{
    QJsonArray out;
    for (const PageMetric& pm : metrics) {
        const int width = digitsFor(pm.maximum);
        const RowPool pool = rowPool(pm, width);
        QString src, routes, ghost;
        QJsonArray captions, targetCaptions;
        for (std::size_t i = 0; i < 64; ++i) {
            src += pm.tableOf[i] < 0 ? QChar(u'-') : QChar::fromLatin1(kDigits[pm.tableOf[i] % 36]);
            routes += pm.routes[i] ? u'1' : u'0';
            ghost += pm.ghost[i] ? QChar::fromLatin1(pieceLetter(*pm.ghost[i])) : QChar(u'.');
            captions.append(pm.caption[i]);
            targetCaptions.append(pm.targetCaption[i]);
        }
        out.append(QJsonObject{{u"name"_s, pageMetricName(pm.metric)},
                               {u"label"_s, metricLabel(pm.metric)},
                               {u"w"_s, width},
                               {u"max"_s, pm.maximum},
                               {u"source"_s, needsSource(pm.metric)},
                               {u"rows"_s, QString::fromLatin1(pool.rows)},
                               {u"rowDigits"_s, pool.rowDigits},
                               {u"tables"_s, pool.tables},
                               {u"src"_s, src},
                               {u"routes"_s, routes},
                               {u"ghost"_s, ghost},
                               {u"captions"_s, captions},
                               {u"targetCaptions"_s, targetCaptions}});
    }
    return out;
}

QJsonArray quizData(const std::vector<PageQuestion>& questions, const std::vector<Metric>& metrics)
{
    QJsonArray out;
    for (const PageQuestion& q : questions) {
        if (!q.answers.isEmpty()) {
            // The zone's question: no board of a metric to hide a square on.
            out.append(QJsonObject{{u"text"_s, q.text},
                                   {u"metric"_s, -1},
                                   {u"zone"_s, true},
                                   {u"answer"_s, q.answers.front()},
                                   {u"accept"_s, QJsonArray::fromStringList(q.answers)}});
            continue;
        }
        const auto m = std::find(metrics.begin(), metrics.end(), q.metric) - metrics.begin();
        out.append(QJsonObject{{u"text"_s, q.text},
                               {u"metric"_s, static_cast<int>(m)},
                               {u"from"_s, squareText(q.from)},
                               {u"square"_s, squareText(q.square)},
                               {u"answer"_s, q.answer < 0 ? u"-"_s : QString::number(q.answer)}});
    }
    return out;
}

// The position's pieces by square, "." for an empty one.
QString boardLetters(const PageRequest& r)
{
    QString board;
    for (Square s = A1; s <= H8; ++s) {
        const auto p = r.query.board.pieceAt(s);
        board += p ? QChar::fromLatin1(pieceLetter(*p)) : QChar(u'.');
    }
    return board;
}

// The query the page opens on.
QJsonObject start(const PageRequest& r)
{
    QJsonObject start{{u"metric"_s, 0}};
    if (r.query.from)
        start.insert(u"from"_s, squareText(*r.query.from));
    if (r.query.to)
        start.insert(u"to"_s, squareText(*r.query.to));
    start.insert(u"route"_s, r.display.route.value_or(0));
    if (r.zone)
        start.insert(u"zone"_s, true);
    if (r.control)
        start.insert(u"control"_s, true);
    return start;
}

// The control picture's counts, White's and Black's by square (a1 = 0), for data-control.
QJsonObject controlData(const ControlOverlay& control)
{
    QJsonArray white, black;
    for (const ControlCount& c : control.counts) {
        white.append(c.white);
        black.append(c.black);
    }
    return {{u"white"_s, white}, {u"black"_s, black}};
}

// With the zone: the headline its picture comes with, the side to move and the verdict.
QJsonObject zoneStart(QJsonObject start, const Diagram& d)
{
    if (start.contains(u"zone"_s) || start.contains(u"control"_s))
        start.insert(u"title"_s, pageHeadline(d));
    return start;
}

} // namespace

QString pageHeadline(const Diagram& d)
{
    QString first = d.caption.section(u'\n', 0, 0).trimmed();
    // The side to move as the caption's first line (sidetomove.h): the headline goes on to
    // what is shown, "Black to move · the king is in time".
    if (d.toMove && first == sideToMoveText(*d.toMove) && d.caption.count(u'\n') > 0)
        first += captionSeparator() + d.caption.section(u'\n', 1, 1).trimmed();
    return first.isEmpty() ? tr("Chess distance diagram", "title of an SVG or PDF without caption")
                           : first;
}

QString pageMetricName(Metric m)
{
    const std::string_view name = metricName(m);
    return QString::fromLatin1(name.data(), static_cast<qsizetype>(name.size()));
}

QByteArray pageDataJson(const Diagram& d, const PageRequest& r,
                        const std::vector<PageMetric>& metrics,
                        const std::vector<PageQuestion>& questions, const BoardLayout& l,
                        qreal height, const PageDrawings& drawings)
{
    int maximum = 0;
    for (const PageMetric& pm : metrics)
        maximum = std::max(maximum, pm.maximum);
    maximum = std::min(maximum, 127);
    const QJsonObject text = texts();
    // What the script lays out itself: a caption with a target.
    QStringList captionTexts;
    for (const auto* key : {"captionJoin", "captionDistance", "captionUnreachable", "captionRoute",
                            "captionRoutes", "captionNoRoutes"})
        captionTexts << text.value(QString::fromLatin1(key)).toString();
    for (const PageMetric& pm : metrics)
        for (const QString& caption : pm.targetCaption)
            captionTexts << caption;
    QJsonArray xs, ys;
    for (std::size_t i = 0; i < 9; ++i) {
        xs.append(rounded(l.xs[i]));
        ys.append(rounded(l.ys[i]));
    }
    QJsonObject data{
        {u"version"_s, 2},
        {u"width"_s, rounded(l.outer.width())},
        {u"height"_s, height},
        {u"xs"_s, xs},
        {u"ys"_s, ys},
        {u"flipped"_s, d.flipped},
        {u"below"_s, rounded(l.coordinates.bottom())},
        {u"layout"_s, pageLayout(d, l, metrics, captionTexts)},
        {u"show"_s, QJsonObject{{u"numbers"_s, d.show.numbers},
                                {u"pieces"_s, d.show.pieces},
                                {u"legend"_s, d.show.legend},
                                {u"caption"_s, d.show.caption},
                                {u"layers"_s, r.display.layerNumbers},
                                {u"transparent"_s, d.show.transparent}}},
        {u"board"_s, boardLetters(r)},
        {u"colors"_s, colours(d, maximum)},
        {u"pieceRects"_s, drawings.pieceRects},
        {u"arrows"_s, drawings.arrows},
        {u"metrics"_s, metricData(metrics)},
        {u"start"_s, zoneStart(start(r), d)},
        {u"text"_s, text},
        {u"quiz"_s, quizData(questions, r.metrics)},
    };
    if (d.control)
        data.insert(u"control"_s, controlData(*d.control));
    QByteArray json = QJsonDocument(data).toJson(QJsonDocument::Compact);
    json.replace("</", "<\\/"); // never ends the <script> element early
    return json;
}

} // namespace cd
