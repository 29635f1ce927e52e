// The homework page's layout data against the renderer: every number written where the page's
// data says gives the pixels `render` paints there, and every piece goes on the pixels render
// puts it on, on every square, flipped and not, at several widths.
#include "renderprobe.h"

#include "diagram/htmlpage.h"
#include "diagram/palette.h"
#include "diagram/squareplaces.h"

#include <QJsonArray>
#include <QJsonDocument>
#include <QJsonObject>

using namespace renderref;

namespace {

// The JSON the page's script reads.
QJsonObject dataOf(const QByteArray& html)
{
    const QByteArray open = "<script type=\"application/json\" id=\"page-data\">";
    const qsizetype a = html.indexOf(open);
    const qsizetype b = html.indexOf("</script>", a);
    if (a < 0 || b < 0)
        return {};
    return QJsonDocument::fromJson(html.mid(a + open.size(), b - a - open.size())).object();
}

QString numberText(const Cell& c)
{
    return c.role == CellRole::Unreachable ? u"\u2013"_s : QString::number(c.value);
}

// The mean difference per channel (0..255) of two images within `box`.
double meanDifference(const QImage& a, const QImage& b, const QRect& box)
{
    double total = 0;
    int n = 0;
    for (int y = box.top(); y <= box.bottom(); ++y)
        for (int x = box.left(); x <= box.right(); ++x) {
            const QRgb p = a.pixel(x, y);
            const QRgb q = b.pixel(x, y);
            total += std::abs(qRed(p) - qRed(q)) + std::abs(qGreen(p) - qGreen(q)) +
                     std::abs(qBlue(p) - qBlue(q));
            n += 3;
        }
    return n ? total / n : 0;
}

} // namespace

class TestPageLayout : public QObject {
    Q_OBJECT
private slots:
    void anchorsAreTheRenderers_data()
    {
        QTest::addColumn<bool>("position");
        QTest::addColumn<bool>("flipped");
        QTest::addColumn<int>("width");
        for (const bool position : {false, true})
            for (const bool flipped : {false, true})
                for (const int width : {333, 560, 801})
                    QTest::addRow("%s%s %d", position ? "position" : "empty board",
                                  flipped ? " flipped" : "", width)
                        << position << flipped << width;
    }

    // Each number drawn at the page's anchor onto its square's fill, as the script does, gives
    // the pixels the renderer painted (they differ by 0); half a pixel off, by 5 and more.
    void anchorsAreTheRenderers()
    {
        QFETCH(bool, position);
        QFETCH(bool, flipped);
        QFETCH(int, width);
        PageRequest request;
        request.query = position ? queenReach() : knightFrom("e4");
        request.metrics = {request.query.metric};
        request.display.flipped = flipped;
        request.width = width;
        const Diagram d = buildDiagram(request.query, answer(request.query), request.display);
        const QJsonObject data = dataOf(pageHtml(d, request));
        const QJsonObject layout = data[u"layout"_s].toObject();
        const QJsonObject squares = layout[u"squares"_s].toObject();
        const QJsonObject starts = layout[u"starts"_s].toObject();
        const QImage image = paint(d, width);
        const BoardRenderer renderer(d);
        const QRectF target(QPointF(0, 0), image.size());
        const BoardLayout& l = renderer.layout(target);
        for (int i = 0; i <= 8; ++i) {
            QCOMPARE(data[u"xs"_s].toArray()[i].toDouble(), l.xs[static_cast<std::size_t>(i)]);
            QCOMPARE(data[u"ys"_s].toArray()[i].toDouble(), l.ys[static_cast<std::size_t>(i)]);
        }
        int numbers = 0;
        int corners = 0;
        for (Square s = A1; s <= H8; ++s) {
            const Cell& cell = d.cell(s);
            if (cell.role != CellRole::Value)
                continue; // a dash lies on a hatch the script draws as its own layer
            const QString text = numberText(cell);
            const QRectF square = l.squareRect(s, flipped);
            const int column = static_cast<int>(
                std::lower_bound(l.xs.begin(), l.xs.end(), square.left()) - l.xs.begin());
            const bool corner = d.pieceAt(s).has_value();
            const QFont font = corner ? l.fonts.smallNumber : l.fonts.number;
            const QJsonArray cornerAt =
                squares[u"corner"_s].toArray()[static_cast<int>(s)].toArray();
            const QPointF at =
                corner ? QPointF(cornerAt[0].toDouble(), cornerAt[1].toDouble())
                       : QPointF(starts[text].toArray()[column].toDouble(),
                                 squares[u"centre"_s].toArray()[static_cast<int>(s)].toDouble());
            // The glyphs' ink, grown a pixel: a piece keeps clear of more than that.
            const QRect ink =
                QFontMetricsF(font).tightBoundingRect(text).translated(at).toAlignedRect().adjusted(
                    -1, -1, 1, 1);
            const QRgb fill = fillSample(image, renderer, s);
            QImage redrawn = image.copy();
            QPainter p(&redrawn);
            p.setRenderHint(QPainter::Antialiasing);
            p.fillRect(ink, QColor(fill));
            p.setFont(font);
            p.setPen(textColorOn(QColor(fill)));
            p.drawText(at, text);
            p.end();
            const double difference = meanDifference(image, redrawn, ink);
            QVERIFY2(difference < 1,
                     qPrintable(u"%1 on %2 (%3): %4"_s
                                    .arg(text, QString::fromStdString(squareName(s)),
                                         corner ? u"corner"_s : u"centred"_s)
                                    .arg(difference)));
            ++(corner ? corners : numbers);
        }
        QVERIFY(numbers > 10);
        QVERIFY(!position || corners > 10);
    }

    // Where the script puts each piece (its place on a square of that size beside that number,
    // from the square's top left) is the pixel the renderer copies the piece's tile to.
    void piecesGoWhereTheRendererPutsThem_data()
    {
        QTest::addColumn<bool>("flipped");
        QTest::addColumn<int>("width");
        for (const bool flipped : {false, true})
            for (const int width : {333, 560, 801, 1200})
                QTest::addRow("%s%d", flipped ? "flipped " : "", width) << flipped << width;
    }

    void piecesGoWhereTheRendererPutsThem()
    {
        QFETCH(bool, flipped);
        QFETCH(int, width);
        PageRequest request;
        request.query = queenReach();
        request.metrics = {Metric::Reach};
        request.display.flipped = flipped;
        request.width = width;
        const Diagram d = buildDiagram(request.query, answer(request.query), request.display);
        const QJsonObject data = dataOf(pageHtml(d, request));
        const QJsonObject places = data[u"pieceRects"_s].toObject();
        const BoardRenderer renderer(d);
        const QRectF target(0, 0, width, std::ceil(renderer.sizeForWidth(width).height() - 1e-6));
        int pieces = 0;
        for (Square s = A1; s <= H8; ++s) {
            const auto piece = d.pieceAt(s);
            if (!piece)
                continue;
            const QRectF square = renderer.squareRect(target, s);
            const QJsonObject bySize = places[QString(QChar::fromLatin1(pieceLetter(*piece)))]
                                           .toObject()[QString::number(square.width()) + u'x' +
                                                       QString::number(square.height())]
                                           .toObject();
            const QString text = numberText(d.cell(s));
            const QJsonArray place =
                (bySize.contains(text) ? bySize[text] : bySize[QString()]).toArray();
            const QRectF drawn = renderer.pieceRect(target, s);
            const QByteArray where = QByteArray(squareName(s).c_str()) + " beside " + text.toUtf8();
            QVERIFY2(place.size() == 3, where);
            QCOMPARE(square.topLeft() + QPointF(place[0].toDouble(), place[1].toDouble()),
                     snappedToPixel(drawn.topLeft()));
            QVERIFY2(std::abs(place[2].toDouble() - drawn.width()) < 0.01, where);
            ++pieces;
        }
        QCOMPARE(pieces, 31); // the middlegame's
    }
};

QTEST_MAIN(TestPageLayout)
#include "tst_pagelayout.moc"
