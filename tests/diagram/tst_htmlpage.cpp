// The interactive page: self-contained (nothing fetched), small, and every number it holds is
// the core's: the tables it embeds give the core's maps for pieces, the stand-in and the empty
// board, and the route count read off them by the documented sum is the trajectory count.
#include "diagram/htmlpage.h"
#include "diagram/sidetomove.h"
#include "diagram/svgdocument.h"
#include "diagramfixtures.h"
#include "exercises.h"
#include "metrics.h"
#include "zone.h"

#include <QFile>
#include <QJsonArray>
#include <QJsonDocument>
#include <QJsonObject>
#include <QRegularExpression>
#include <QSet>
#include <QTemporaryDir>
#include <QTest>

using namespace cd;
using namespace fixtures;
using namespace Qt::Literals::StringLiterals;

namespace {

PageRequest middlegameRequest()
{
    PageRequest r;
    r.query = queenReach("d7");
    r.metrics = {Metric::Reach};
    r.display.paths = 3;
    return r;
}

QByteArray pageOf(const PageRequest& r)
{
    return pageHtml(buildDiagram(r.query, answer(r.query), r.display), r);
}

// The JSON the page's script reads.
QJsonObject dataOf(const QByteArray& html)
{
    const QByteArray open = "<script type=\"application/json\" id=\"page-data\">";
    const qsizetype a = html.indexOf(open);
    const qsizetype b = html.indexOf("</script>", a);
    if (a < 0 || b < 0)
        return {};
    QByteArray json = html.mid(a + open.size(), b - a - open.size());
    return QJsonDocument::fromJson(json).object();
}

// d(from, to) in the table a click on `from` uses under metric `mi`, decoded as the script does.
int lookup(const QJsonObject& data, int mi, Square from, Square to, Square row)
{
    const QJsonObject m = data[u"metrics"_s].toArray()[mi].toObject();
    const QChar t = m[u"src"_s].toString()[static_cast<int>(from)];
    if (t == u'-')
        return -2;
    // A table is 64 row numbers into the metric's pool of distinct rows.
    const int tableNo = t.digitValue() >= 0 ? t.digitValue() : t.toLatin1() - 'a' + 10;
    const QString rowNumbers = m[u"tables"_s].toArray()[tableNo].toString();
    const int rd = m[u"rowDigits"_s].toInt();
    const int w = m[u"w"_s].toInt();
    const int rowNo = rowNumbers.mid(static_cast<int>(row) * rd, rd).toInt(nullptr, 36);
    const QString cell = m[u"rows"_s].toString().mid((64 * rowNo + static_cast<int>(to)) * w, w);
    bool ok = false;
    const int v = cell.toInt(&ok, 36);
    return ok ? v : -1;
}

} // namespace

class TestHtmlPage : public QObject {
    Q_OBJECT
private slots:
    void selfContainedAndSmall()
    {
        const QByteArray page = pageOf(middlegameRequest());
        QVERIFY(page.startsWith("<!DOCTYPE html>"));
        qInfo("middlegame page: %lld bytes", static_cast<long long>(page.size()));
        QVERIFY2(page.size() <= 400 * 1024, QByteArray::number(page.size()).constData());
        // Nothing to fetch: no address, no file referenced, no import or external font.
        for (const char* bad :
             {"http", "src=", "@import", "url(", "fetch(", "XMLHttpRequest", "<link", "<img"})
            QVERIFY2(!page.contains(bad), bad);
        QVERIFY(page.contains("id=\"mode-target\""));
        QVERIFY(page.contains("id=\"route-prev\""));
        QVERIFY(page.contains("<svg id=\"board\""));
        QVERIFY(!dataOf(page).isEmpty());
    }

    // The page opens on the exported SVG: every element it draws is inside, unchanged, in the
    // same order (only the groups' repeated style attributes became CSS classes; empty groups and
    // definitions went).
    void opensOnTheExportedDiagram()
    {
        const PageRequest r = middlegameRequest();
        const Diagram d = buildDiagram(r.query, answer(r.query), r.display);
        const QString svg = QString::fromUtf8(svgDocument({d}, r.width));
        const QString page = QString::fromUtf8(pageHtml(d, r));
        static const QRegularExpression groups(
            uR"re( vector-effect="none"|</?g[^>]*>|<defs>\s*</defs>|\s+)re"_s);
        const auto leaves = [&](QString text) { return text.remove(groups); };
        const qsizetype a = svg.indexOf(u"</desc>"_s) + 7;
        const QString drawing = leaves(svg.mid(a, svg.lastIndexOf(u"</svg>"_s) - a));
        const qsizetype b = page.indexOf(u"<g id=\"static\">"_s);
        const qsizetype e = page.indexOf(u"<g id=\"live\">"_s);
        QVERIFY(b > 0 && e > b);
        QVERIFY(drawing.size() > 10000);
        QCOMPARE(leaves(page.mid(b, e - b)), drawing);
        // A group's style, now a class.
        QVERIFY(svg.contains(uR"(font-family="DejaVu Sans" font-size="22" font-weight="600")"_s));
        QVERIFY(page.contains(uR"(font-family:'DejaVu Sans';font-size:22px;font-weight:600;)"_s));
    }

    // A game's arrows and circles ([%cal], [%csl]) stand in a group of their own above the board
    // the script redraws, so a click elsewhere keeps them; the board under them is the export's.
    void gameMarksStayAboveTheRedrawnBoard()
    {
        const PageRequest r = middlegameRequest();
        Diagram d = buildDiagram(r.query, answer(r.query), r.display);
        const QString without = QString::fromUtf8(svgDocument({d}, r.width));
        d.annotations.arrows.push_back({*parseSquare("b1"), *parseSquare("c3"), MarkColour::Green});
        d.annotations.circles.push_back({*parseSquare("d5"), MarkColour::Red});
        const QString with = QString::fromUtf8(svgDocument({d}, r.width));
        const QString page = QString::fromUtf8(pageHtml(d, r));
        static const QRegularExpression groups(
            uR"re( vector-effect="none"|</?g[^>]*>|<defs>\s*</defs>|\s+)re"_s);
        const auto leaves = [&](QString text) { return text.remove(groups); };
        const auto drawing = [&](const QString& svg) {
            const qsizetype a = svg.indexOf(u"</desc>"_s) + 7;
            return leaves(svg.mid(a, svg.lastIndexOf(u"</svg>"_s) - a));
        };
        const qsizetype b = page.indexOf(u"<g id=\"static\">"_s);
        const qsizetype e = page.indexOf(u"<g id=\"live\">"_s);
        const qsizetype m = page.indexOf(u"<g id=\"game-marks\""_s);
        const qsizetype h = page.indexOf(u"<g id=\"squares\">"_s);
        QVERIFY(b > 0 && e > b && m > e && h > m);
        QCOMPARE(leaves(page.mid(b, e - b)), drawing(without));
        const QString marks = leaves(page.mid(m, h - m));
        QVERIFY2(marks.contains(u"<path"_s) || marks.contains(u"<polygon"_s), qPrintable(marks));
        // As many shapes as the marks add to the export.
        const auto paths = [](const QString& text) { return text.count(u"<path"_s); };
        QCOMPARE(paths(marks), paths(drawing(with)) - paths(drawing(without)));
    }

    void piecesAndStandInAreTheCoresMaps()
    {
        const PageRequest r = middlegameRequest();
        const QJsonObject data = dataOf(pageOf(r));
        // Pieces of both colours, and empty squares measured with the window's stand-in knight.
        for (const char* from : {"c2", "f3", "a1", "e1", "d8", "h7", "e4", "a5"}) {
            Query q = r.query;
            q.from = sq(from);
            q.to.reset();
            if (!q.board.pieceAt(*q.from))
                q.piece = Piece{Color::White, PieceType::Knight};
            const Answer a = answer(q);
            for (Square s = A1; s <= H8; ++s)
                QCOMPARE(lookup(data, 0, *q.from, s, *q.from),
                         static_cast<int>(a.map[static_cast<std::size_t>(s)]));
        }
    }

    // The count the page shows is read off the tables: each layer's squares summing the counts of
    // the squares one layer earlier one move away. It equals the core's trajectory count.
    void routeCountsFromLookupsEqualTheCore()
    {
        const PageRequest r = middlegameRequest();
        const QJsonObject data = dataOf(pageOf(r));
        for (const auto& [from, to] : {std::pair("c2", "d7"), std::pair("c2", "h7"),
                                       std::pair("f3", "e8"), std::pair("a1", "a8")}) {
            const Square x = sq(from), y = sq(to);
            const auto d = [&](Square u, Square v) { return lookup(data, 0, x, v, u); };
            const int length = d(x, y);
            std::vector<std::uint64_t> count(64, 0);
            count[static_cast<std::size_t>(x)] = 1;
            for (int i = 1; i <= length; ++i)
                for (Square v = A1; v <= H8; ++v) {
                    if (d(x, v) != i || d(v, y) != length - i)
                        continue;
                    for (Square u = A1; u <= H8; ++u)
                        if (d(x, u) == i - 1 && d(u, y) == length - i + 1 && d(u, v) == 1)
                            count[static_cast<std::size_t>(v)] +=
                                count[static_cast<std::size_t>(u)];
                }
            Query q = r.query;
            q.from = x;
            q.to = y;
            const Answer a = answer(q);
            QVERIFY(a.trajectories);
            QCOMPARE(count[static_cast<std::size_t>(y)], a.trajectories->count.value);
        }
    }

    // With a target the page's caption reads as render's: the click's template filled in with
    // the target and the words the data gives for its distance and routes.
    void targetCaptionsAreRendersWords()
    {
        PageRequest r = middlegameRequest();
        r.query.reach.captures = CaptureMode::Continue; // a rule after the squares
        r.metrics = {Metric::Reach, Metric::Knight};
        const QJsonObject data = dataOf(pageOf(r));
        const QJsonObject text = data[u"text"_s].toObject();
        const QString join = text[u"captionJoin"_s].toString();
        int checked = 0;
        int unreachable = 0;
        for (int mi = 0; mi < 2; ++mi) {
            const QJsonArray templates =
                data[u"metrics"_s].toArray()[mi].toObject()[u"targetCaptions"_s].toArray();
            for (const auto& [from, to] :
                 {std::pair("c2", "d7"), std::pair("c2", "h8"), std::pair("f3", "e8"),
                  std::pair("e1", "a8"), std::pair("h1", "g2"), std::pair("a2", "a3"),
                  std::pair("a2", "a1")}) {
                Query q = r.query;
                q.metric = r.metrics[static_cast<std::size_t>(mi)];
                q.from = sq(from);
                q.to = sq(to);
                const Answer a = answer(q);
                const int d = a.map[static_cast<std::size_t>(*q.to)];
                unreachable += d < 0;
                QStringList words{d < 0 ? text[u"captionUnreachable"_s].toString()
                                        : text[u"captionDistance"_s].toString().arg(d)};
                const quint64 count = a.trajectories ? a.trajectories->count.value : 0;
                words << (count == 0   ? text[u"captionNoRoutes"_s].toString()
                          : count == 1 ? text[u"captionRoute"_s].toString().arg(count)
                                       : text[u"captionRoutes"_s].toString().arg(count));
                const QString page = templates[static_cast<int>(*q.from)].toString().arg(
                    QString::fromLatin1(to), words.join(join));
                // render's caption: the side to move first where the picture turns on it.
                Diagram shown;
                shown.caption = defaultCaption(q, a, r.display);
                if (sideToMoveMatters(q, false))
                    markSideToMove(shown, whiteToMove(q.board) ? Color::White : Color::Black, true);
                const QString rendered =
                    shown.caption.section(u'\n', 0, static_cast<int>(page.count(u'\n')));
                QCOMPARE(page, rendered);
                ++checked;
            }
        }
        QCOMPARE(checked, 14);
        QVERIFY(unreachable > 0);
    }

    void emptyBoardMetricsAreTheFormulas()
    {
        PageRequest r;
        r.query = knightFrom("e4");
        r.metrics = {Metric::Knight, Metric::Chebyshev, Metric::Manhattan, Metric::Edge};
        const QByteArray page = pageOf(r);
        QVERIFY(page.contains("<select id=\"metric\">"));
        QVERIFY(page.contains("<option value=\"chebyshev\">"));
        const QJsonObject data = dataOf(page);
        for (int mi = 0; mi < 4; ++mi)
            for (const char* from : {"a1", "e4", "h8"})
                for (Square s = A1; s <= H8; ++s)
                    QCOMPARE(lookup(data, mi, sq(from), s, sq(from)),
                             static_cast<int>(metricDistance(r.metrics[mi], sq(from), s)));
    }

    void quizAsksTheWorksheetsQuestions()
    {
        PageRequest r = middlegameRequest();
        r.quiz = QuizRequest{7, 42};
        const QByteArray page = pageOf(r);
        QCOMPARE(page.count("class=\"question\""), 7);
        QVERIFY(page.contains("id=\"quiz-check\"") && page.contains("id=\"quiz-show\""));
        ExerciseSpec spec;
        spec.metrics = {Metric::Reach};
        spec.count = 7;
        spec.seed = 42;
        spec.questions = 1;
        spec.board = r.query.board;
        const std::vector<Exercise> exercises = makeExercises(spec);
        const QJsonArray quiz = dataOf(page)[u"quiz"_s].toArray();
        QCOMPARE(quiz.size(), 7);
        // The lesson's queen first: c2 to its target d7, then three more of its squares.
        QCOMPARE(quiz[0].toObject()[u"square"_s].toString(), u"d7"_s);
        for (qsizetype i = 0; i < 4; ++i)
            QCOMPARE(quiz[i].toObject()[u"from"_s].toString(), u"c2"_s);
        // Then the generator's questions, in its order, leaving out any already asked.
        std::size_t next = 0;
        for (qsizetype i = 4; i < 7; ++i) {
            const QJsonObject q = quiz[i].toObject();
            const auto same = [&](const Exercise& e, qsizetype k) {
                const QJsonObject o = quiz[k].toObject();
                return o[u"from"_s].toString() ==
                           QString::fromStdString(squareName(*e.query.from)) &&
                       o[u"square"_s].toString() == QString::fromStdString(squareName(e.asked[0]));
            };
            const auto askedBefore = [&](const Exercise& e) {
                for (qsizetype k = 0; k < i; ++k)
                    if (same(e, k))
                        return true;
                return false;
            };
            while (askedBefore(exercises[next]))
                ++next;
            const Exercise& e = exercises[next++];
            QVERIFY(same(e, i));
            const int want = e.answer.map[static_cast<std::size_t>(e.asked[0])];
            QCOMPARE(q[u"answer"_s].toString(), want < 0 ? u"-"_s : QString::number(want));
        }
    }

    // The lesson's question comes first (the source to the target), then more about the
    // lesson's piece; no question is asked twice, even of a pawn with four squares to go.
    void quizAsksTheLessonFirstAndNothingTwice()
    {
        for (const std::uint64_t seed : {1, 2, 3, 7}) {
            PageRequest r;
            r.query.metric = Metric::Reach;
            r.query.board = *Board::fromFen("8/8/8/p7/8/8/4K3/8 b - - 0 1");
            r.query.from = sq("a5");
            r.query.to = sq("a1");
            r.metrics = {Metric::Reach};
            r.quiz = QuizRequest{10, seed};
            const QJsonArray quiz = dataOf(pageOf(r))[u"quiz"_s].toArray();
            QCOMPARE(quiz.size(), 10);
            QCOMPARE(quiz[0].toObject()[u"from"_s].toString(), u"a5"_s);
            QCOMPARE(quiz[0].toObject()[u"square"_s].toString(), u"a1"_s);
            QCOMPARE(quiz[0].toObject()[u"answer"_s].toString(), u"4"_s);
            QSet<QString> seen;
            int fromSource = 0;
            for (const QJsonValue& v : quiz) {
                const QJsonObject q = v.toObject();
                const QString key = q[u"from"_s].toString() + q[u"square"_s].toString();
                QVERIFY2(!seen.contains(key), qPrintable(u"asked twice: "_s + key));
                seen.insert(key);
                fromSource += q[u"from"_s].toString() == u"a5"_s;
                // Every answer is the distance map's of the piece asked about.
                Query asked = r.query;
                asked.from = sq(q[u"from"_s].toString().toLatin1().constData());
                asked.to.reset();
                const int want = answer(asked).map[static_cast<std::size_t>(
                    sq(q[u"square"_s].toString().toLatin1().constData()))];
                QCOMPARE(q[u"answer"_s].toString(), want < 0 ? u"-"_s : QString::number(want));
            }
            QVERIFY2(fromSource >= 4, qPrintable(QString::number(fromSource)));
        }
    }

    // With the zone the quiz asks the lesson's question first, in both of its outcomes.
    void zoneQuizAsksTheZonesQuestion_data()
    {
        QTest::addColumn<QString>("fen");
        QTest::addColumn<QStringList>("answers");
        QTest::newRow("in time") << u"8/8/8/p7/8/8/4K3/8 b - - 0 1"_s
                                 << QStringList{u"yes"_s, u"a1"_s, u"4"_s};
        QTest::newRow("too late") << u"8/8/8/p7/8/8/5K2/8 b - - 0 1"_s
                                  << QStringList{u"no"_s, u"1"_s, u"5"_s};
    }
    void zoneQuizAsksTheZonesQuestion()
    {
        QFETCH(QString, fen);
        QFETCH(QStringList, answers);
        PageRequest r;
        r.query.metric = Metric::Reach;
        r.query.board = *Board::fromFen(fen.toStdString());
        r.query.from = sq("a5");
        r.query.to = sq("a1");
        r.metrics = {Metric::Reach};
        r.zone = true;
        r.quiz = QuizRequest{6, 1};
        const QJsonArray quiz = dataOf(pageOf(r))[u"quiz"_s].toArray();
        QCOMPARE(quiz.size(), 6);
        QVERIFY2(quiz[0].toObject()[u"text"_s].toString().startsWith(
                     u"Black to move: can the white king on "_s),
                 qPrintable(quiz[0].toObject()[u"text"_s].toString()));
        for (qsizetype i = 0; i < 3; ++i)
            QCOMPARE(quiz[i].toObject()[u"answer"_s].toString(), answers[i]);
        QVERIFY(quiz[0].toObject()[u"zone"_s].toBool());
        QCOMPARE(quiz[2].toObject()[u"square"_s].toString(), u"a1"_s);
    }

    // The window's query may hold a via square, a route length or distinct stops: the page would
    // count and step through other routes, so it is refused (as render refuses the options).
    void otherRoutesAreRefused()
    {
        QTemporaryDir dir;
        const QString path = dir.filePath(u"page.html"_s);
        for (int option = 0; option < 3; ++option) {
            PageRequest r = middlegameRequest();
            if (option == 0)
                r.query.via = sq("e6");
            else if (option == 1)
                r.query.length = 4;
            else
                r.query.distinctStops = true;
            const Diagram d = buildDiagram(r.query, answer(r.query), r.display);
            const ExportResult result = exportPage(d, r, path);
            QCOMPARE(result.status, ExportResult::Status::BadInput);
            QVERIFY2(result.message.contains(u"shortest routes only"_s),
                     qPrintable(result.message));
            QVERIFY(!QFile::exists(path));
        }
    }

    void badInputWritesNothing()
    {
        QTemporaryDir dir;
        const QString path = dir.filePath(u"page.html"_s);
        {
            QFile f(path);
            QVERIFY(f.open(QIODevice::WriteOnly));
            f.write("sentinel");
        }
        // A quiz about the pieces of a position with no piece that can move.
        PageRequest r;
        r.query.metric = Metric::Reach;
        r.query.from = sq("e4");
        r.query.piece = Piece{Color::White, PieceType::Queen};
        r.metrics = {Metric::Reach};
        r.quiz = QuizRequest{};
        const Diagram d = buildDiagram(r.query, answer(r.query), r.display);
        const ExportResult bad = exportPage(d, r, path);
        QCOMPARE(bad.status, ExportResult::Status::BadInput);
        QVERIFY(!bad.message.isEmpty() && !bad.message.contains(u'\n'));
        QFile f(path);
        QVERIFY(f.open(QIODevice::ReadOnly));
        QCOMPARE(f.readAll(), QByteArray("sentinel"));

        const ExportResult io = exportPage(d, PageRequest{r.query, r.metrics, {}, 800, {}},
                                           dir.filePath(u"missing/page.html"_s));
        QCOMPARE(io.status, ExportResult::Status::IoError);
        QVERIFY(io.message.contains(u"missing/page.html"_s));
        QVERIFY(!QFile::exists(dir.filePath(u"missing"_s)));
    }
};

QTEST_MAIN(TestHtmlPage)
#include "tst_htmlpage.moc"
