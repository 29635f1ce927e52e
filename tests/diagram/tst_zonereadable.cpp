// The zone read from the back of a room: every text the zone adds to a picture (the counts on the
// meeting squares, a late piece's label, the stops' moves) is at least 2.5 % of the board's height
// at every size, and a late piece is drawn too, in grey, with its label.
#include "diagram/boardrenderer.h"
#include "diagram/diagrambuilder.h"
#include "diagram/zonediagram.h"

#include <QBuffer>
#include <QPainter>
#include <QRegularExpression>
#include <QSvgGenerator>
#include <QTest>

#include <map>

using namespace cd;

namespace {

Diagram zoned(const char* fen)
{
    Query q;
    q.metric = Metric::Reach;
    q.board = *Board::fromFen(fen);
    q.from = *parseSquare("a5");
    q.to = *parseSquare("a1");
    q.limit = 1;
    Diagram d = buildDiagram(q, answer(q), {});
    addZone(d, zone(q));
    return d;
}

// Each text of the SVG of `d` painted `width` wide, with its font's pixel size.
std::multimap<QString, double> texts(const Diagram& d, int width, double* boardHeight)
{
    const BoardRenderer r(d);
    const QRectF target(QPointF(0, 0), r.sizeForWidth(width));
    *boardHeight = r.boardRect(target).height();
    QByteArray svg;
    QBuffer buffer(&svg);
    buffer.open(QIODevice::WriteOnly);
    QSvgGenerator generator;
    generator.setOutputDevice(&buffer);
    generator.setSize(target.size().toSize());
    generator.setViewBox(target);
    {
        QPainter p(&generator);
        r.paint(p, target);
    }
    std::multimap<QString, double> out;
    static const QRegularExpression text(
        QStringLiteral("<text[^>]*font-size=\"([0-9.]+)\"[^>]*>([^<]*)</text>"));
    for (const auto& m : text.globalMatch(QString::fromUtf8(svg)))
        out.emplace(m.captured(2).trimmed(), m.captured(1).toDouble());
    return out;
}

} // namespace

class TestZoneReadable : public QObject {
    Q_OBJECT
private slots:
    void zoneTextIsLarge_data()
    {
        QTest::addColumn<QString>("fen");
        QTest::addColumn<int>("width");
        for (const int width : {320, 640, 1000, 1400}) {
            QTest::addRow("in time, %d px", width)
                << QStringLiteral("8/8/8/p7/8/8/4K3/8 b - - 0 1") << width;
            QTest::addRow("too late, %d px", width)
                << QStringLiteral("8/8/8/p7/8/8/5K2/8 b - - 0 1") << width;
        }
    }
    void zoneTextIsLarge()
    {
        QFETCH(QString, fen);
        QFETCH(int, width);
        const Diagram with = zoned(fen.toLatin1().constData());
        Diagram without = with;
        without.zone = {};
        double board = 0;
        auto all = texts(with, width, &board);
        // What the zone adds: the texts of the picture with it less those of the one without.
        for (const auto& [text, size] : texts(without, width, &board)) {
            const auto it = all.find(text);
            if (it != all.end())
                all.erase(it);
        }
        QVERIFY(!all.empty());
        for (const auto& [text, size] : all)
            QVERIFY2(
                size / board >= 0.025,
                qPrintable(
                    QStringLiteral("'%1': %2 px on a %3 px board").arg(text).arg(size).arg(board)));
    }

    // The "no" half: the late king's count on a1 and its label, the verdict naming it.
    void theLateKingIsDrawn()
    {
        const Diagram d = zoned("8/8/8/p7/8/8/5K2/8 b - - 0 1");
        double board = 0;
        const auto all = texts(d, 640, &board);
        QVERIFY(all.count(QStringLiteral("one move too late")) == 1);
        QVERIFY(all.count(QStringLiteral("5")) >= 1); // its moves to a1
        QCOMPARE(d.caption.section(u'\n', 0, 0),
                 QStringLiteral("No white piece stops the a-pawn: the king f2 is one move too "
                                "late"));
        // In time instead (the king on e2): its own count, 4, and no late label.
        const Diagram yes = zoned("8/8/8/p7/8/8/4K3/8 b - - 0 1");
        QCOMPARE(texts(yes, 640, &board).count(QStringLiteral("one move too late")), 0u);
    }
};

QTEST_MAIN(TestZoneReadable)
#include "tst_zonereadable.moc"
