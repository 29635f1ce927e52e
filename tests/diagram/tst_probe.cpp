// Honest pieces: a stand-in on the source (the probe of reach mode, a metric's own piece on an
// empty square) is marked as such and drawn as a ghost; a real piece on the source is never
// redrawn as another.
#include "diagram/boardrenderer.h"
#include "diagramfixtures.h"
#include "renderprobe.h"

#include <QImage>
#include <QPainter>
#include <QTest>

using namespace cd;
using namespace fixtures;
using renderref::paint;

namespace {

// How far two pictures differ inside r, summed over the pixels' grey levels.
qint64 difference(const QImage& a, const QImage& b, const QRect& r)
{
    qint64 sum = 0;
    for (int y = r.top(); y <= r.bottom(); ++y)
        for (int x = r.left(); x <= r.right(); ++x)
            sum += std::abs(qGray(a.pixel(x, y)) - qGray(b.pixel(x, y)));
    return sum;
}

} // namespace

class TestProbe : public QObject {
    Q_OBJECT
private slots:
    void aRealPieceOnTheSourceStaysItself()
    {
        Query q;
        q.metric = Metric::Chebyshev; // the king's metric ...
        q.board = *Board::fromFen("8/8/8/8/4N3/8/8/8 w - - 0 1");
        q.from = sq("e4"); // ... measured from a square where a knight stands
        const Diagram d = diagramOf(q);
        QCOMPARE(d.pieceAt(sq("e4")), (Piece{Color::White, PieceType::Knight}));
        QVERIFY(!d.probe);
        QVERIFY(!probeOnSource(q, answer(q)));
    }

    void aMetricsPieceOnAnEmptySourceIsAProbe()
    {
        Query q = knightFrom("d4");
        q.board = Board::startPosition();
        const Diagram d = diagramOf(q);
        QCOMPARE(d.pieceAt(sq("d4")), (Piece{Color::White, PieceType::Knight}));
        QCOMPARE(d.probe, sq("d4"));
    }

    void theReachProbeIsAProbeAndThePiecesOwnMoverIsNot()
    {
        Query q = queenReach();
        QVERIFY(!diagramOf(q).probe); // the queen of the position
        q.from = sq("d4");            // an empty square: a probe stands in
        q.piece = Piece{Color::White, PieceType::Knight};
        const Diagram d = diagramOf(q);
        QCOMPARE(d.probe, sq("d4"));
        QCOMPARE(d.pieceAt(sq("d4")), (Piece{Color::White, PieceType::Knight}));
    }

    // The ghost: the same piece drawn with less ink as a probe than as a piece of the position.
    void theProbeIsDrawnAsAGhost()
    {
        Query real;
        real.metric = Metric::Knight;
        real.board = *Board::fromFen("8/8/8/8/3N4/8/8/8 w - - 0 1");
        real.from = sq("d4");
        Query probe = knightFrom("d4");
        const Diagram a = diagramOf(real);
        const Diagram b = diagramOf(probe);
        QVERIFY(!a.probe);
        QCOMPARE(b.probe, sq("d4"));
        QCOMPARE(a.pieceAt(sq("d4")), b.pieceAt(sq("d4")));
        const int width = 480;
        const QRect d4 = layoutDiagram(a, width).squareRect(sq("d4"), false).toAlignedRect();
        // How much the piece changes its square, drawn solid and as a ghost.
        Diagram bare = a;
        bare.pieces[static_cast<std::size_t>(sq("d4"))].reset();
        const QImage empty = paint(bare, width);
        const qint64 solid = difference(paint(a, width), empty, d4);
        const qint64 ghost = difference(paint(b, width), empty, d4);
        QVERIFY(solid > 0);
        QVERIFY2(ghost < solid * 7 / 10,
                 qPrintable(QStringLiteral("%1 vs %2").arg(ghost).arg(solid)));
    }
};

QTEST_MAIN(TestProbe)
#include "tst_probe.moc"
