// The side-to-move marker (diagram/sidetomove.h): a disc of the side's colour right of the board,
// beside the rank nearest to that side's edge as the board is turned, painted by the renderer like
// every part of a diagram, so that the window and the exports agree. Without it the layout is
// the one it always was.
#include "diagram/sidetomove.h"
#include "renderprobe.h"

using namespace renderref;

namespace {

Diagram marked(std::optional<Color> side, bool flipped)
{
    Diagram d;
    d.flipped = flipped;
    d.toMove = side;
    return d;
}

// The marker's box in an image of `width` pixels, and that image.
std::pair<QRectF, QImage> paintMarker(const Diagram& d, int width)
{
    const QImage image = paint(d, width);
    const BoardRenderer r(d);
    return {r.layout(QRectF(QPointF(0, 0), image.size())).toMove, image};
}

int lightness(QRgb c)
{
    return qGray(c);
}

} // namespace

class TestToMoveMarker : public QObject {
    Q_OBJECT
private slots:
    void discBesideTheSidesEdge_data()
    {
        QTest::addColumn<int>("side");
        QTest::addColumn<bool>("flipped");
        QTest::addColumn<bool>("bottom");
        QTest::addColumn<bool>("light");
        QTest::newRow("White to move") << int(Color::White) << false << true << true;
        QTest::newRow("Black to move") << int(Color::Black) << false << false << false;
        QTest::newRow("White to move, flipped") << int(Color::White) << true << false << true;
        QTest::newRow("Black to move, flipped") << int(Color::Black) << true << true << false;
    }

    void discBesideTheSidesEdge()
    {
        QFETCH(int, side);
        QFETCH(bool, flipped);
        QFETCH(bool, bottom);
        QFETCH(bool, light);
        const Diagram d = marked(static_cast<Color>(side), flipped);
        const auto [box, image] = paintMarker(d, 600);
        QVERIFY(!box.isEmpty());
        const BoardLayout l = BoardRenderer(d).layout(QRectF(QPointF(0, 0), image.size()));
        QVERIFY(box.left() >= l.board().right()); // beside the board, not on it
        QVERIFY(box.right() <= image.width());
        const QRectF edgeRow = bottom
                                   ? QRectF(QPointF(l.xs[0], l.ys[7]), QPointF(l.xs[8], l.ys[8]))
                                   : QRectF(QPointF(l.xs[0], l.ys[0]), QPointF(l.xs[8], l.ys[1]));
        QVERIFY(box.top() >= edgeRow.top() && box.bottom() <= edgeRow.bottom());
        const int centre = lightness(image.pixel(box.center().toPoint()));
        QVERIFY2(light ? centre > 230 : centre < 60, qPrintable(QString::number(centre)));
        QVERIFY(box.width() >= 0.25 * l.square); // as large as a printed diagram's
    }

    // The board keeps its place and size when no side is marked: exports without the marker
    // are the pictures they always were.
    void noMarkerNoChange()
    {
        const Diagram withCoords = marked(std::nullopt, false);
        QVERIFY(layoutDiagram(withCoords, 600).toMove.isEmpty());
        QCOMPARE(layoutDiagram(withCoords, 600).square, 600 / (8 + 0.42 + 0.14));
        Diagram plain = withCoords;
        plain.show = bare();
        QCOMPARE(layoutDiagram(plain, 600).square, 600.0 / 8);
    }

    void wordsOpenTheCaption()
    {
        Diagram d;
        d.caption = QStringLiteral("Knight distance");
        markSideToMove(d, Color::Black, true);
        QCOMPARE(d.caption, QStringLiteral("Black to move\nKnight distance"));
        QCOMPARE(d.toMove, std::optional(Color::Black));
        Diagram e;
        markSideToMove(e, Color::White, false);
        QVERIFY(e.caption.isEmpty());
        QCOMPARE(e.toMove, std::optional(Color::White));
    }
};

QTEST_MAIN(TestToMoveMarker)
#include "tst_tomovemarker.moc"
