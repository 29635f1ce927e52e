// Kappe's matrices view: (I | A)^n stepped to the closure equals the distance fill (entry (u, v)
// set at power n iff distance(u, v) <= n) for a knight on the empty board and for pieces in a
// middlegame position; hovering a cell outlines its pair on the board, clicking sets the squares.
#include "guitest.h"

#include "gui/kappeview.h"
#include "gui/mainwindow.h"

#include "kappe.h"

#include <QAction>
#include <QDockWidget>
#include <QSettings>
#include <QTemporaryDir>
#include <QTest>
#include <QToolButton>

using namespace cd;
using cd::gui::BoardState;
using cd::gui::BoardWidget;
using cd::gui::KappeView;
using namespace guitest;

namespace {

// Every entry of every power against the distances `dist(u, v)`.
template <typename Dist> void compareAll(const KappeSteps& steps, Dist dist)
{
    for (int n = 0; n <= steps.closure() + 1; ++n)
        for (Square u = A1; u <= H8; ++u)
            for (Square v = A1; v <= H8; ++v) {
                const int d = dist(u, v);
                if (steps.isSet(n, u, v) != (d != kUnreachable && d <= n))
                    QFAIL(qPrintable(QStringLiteral("power %1, %2 -> %3: distance %4")
                                         .arg(n)
                                         .arg(QString::fromStdString(squareName(u)),
                                              QString::fromStdString(squareName(v)))
                                         .arg(d)));
            }
}

} // namespace

class TestKappeView : public QObject {
    Q_OBJECT
private slots:
    void knightOnTheEmptyBoard()
    {
        BoardState state; // knight metric from e4
        BoardWidget board(&state);
        KappeView view(&state);
        view.refresh();
        QVERIFY(view.error().isEmpty());
        const auto& steps = view.steps();
        QCOMPARE(steps.closure(), 6); // a1 -> h8 takes six knight moves
        compareAll(steps, [](Square u, Square v) { return knightDistance(u, v); });
        QCOMPARE(steps.power(steps.closure()),
                 reachabilityClosure(emptyBoardGraph(PieceType::Knight)));
        QCOMPARE(steps.firstPower(sq("b1"), sq("c3")), 1);
        QCOMPARE(steps.firstPower(sq("a1"), sq("h8")), 6);
        QCOMPARE(view.step(), 1); // starts at I | A
        QCOMPARE(view.matrix()->sourceRow(), std::optional(sq("e4")));
    }

    void stepsEndAtTheClosure()
    {
        BoardState state;
        BoardWidget board(&state);
        KappeView view(&state);
        view.refresh();
        auto* next = view.findChildren<QToolButton*>().at(2);
        QCOMPARE(next->text(), view.tr("n + 1 ▶"));
        for (int i = 0; i < 10; ++i)
            next->click();
        QCOMPARE(view.step(), 6);
        QVERIFY(!next->isEnabled());
        view.setStep(99);
        QCOMPARE(view.step(), 6);
        view.setStep(-3);
        QCOMPARE(view.step(), 0);
        QCOMPARE(view.steps().count(0), 64); // the identity
        QCOMPARE(view.steps().count(6), 4096);
        // The keys step while the view has the focus.
        view.show();
        QVERIFY(QTest::qWaitForWindowExposed(&view));
        view.activateWindow();
        view.matrix()->setFocus();
        QTest::keyClick(view.matrix(), Qt::Key_End);
        QCOMPARE(view.step(), 6);
        QTest::keyClick(view.matrix(), Qt::Key_Left);
        QCOMPARE(view.step(), 5);
        QTest::keyClick(view.matrix(), Qt::Key_Home);
        QCOMPARE(view.step(), 0);
        QTest::keyClick(view.matrix(), Qt::Key_Right);
        QCOMPARE(view.step(), 1);
    }

    void reachInAMiddlegame_data()
    {
        QTest::addColumn<QString>("source");
        QTest::newRow("white knight f3") << QStringLiteral("f3");
        QTest::newRow("white bishop d2") << QStringLiteral("d2");
        QTest::newRow("white rook a1") << QStringLiteral("a1");
        QTest::newRow("black knight c6") << QStringLiteral("c6");
        QTest::newRow("white pawn h2") << QStringLiteral("h2");
        QTest::newRow("probe on empty e5") << QStringLiteral("e5");
    }
    void reachInAMiddlegame()
    {
        QFETCH(QString, source);
        const Square from = *parseSquare(source.toStdString());
        BoardState state;
        BoardWidget board(&state);
        Query q;
        q.metric = Metric::Reach;
        q.from = from;
        q.board = *Board::fromFen(kMiddlegame);
        state.reset(q);
        KappeView view(&state);
        view.refresh();
        QVERIFY2(view.error().isEmpty(), qPrintable(view.error()));
        const auto& steps = view.steps();
        const MoveGraph g = queryGraph(state.answeredQuery());
        QCOMPARE(steps.adjacency(), g);
        // The source's row is the board's map: the bitboard fill of the core.
        const Piece mover = state.query().board.pieceAt(from).value_or(state.probePiece());
        const DistanceMap fill =
            reachFill(makeContext(state.query().board, from, mover, state.query().reach));
        QCOMPARE(fill, state.answer().map);
        for (int n = 0; n <= steps.closure(); ++n)
            for (Square v = A1; v <= H8; ++v) {
                const int d = fill[static_cast<std::size_t>(v)];
                QCOMPARE(steps.isSet(n, from, v), d != kUnreachable && d <= n);
            }
        // Every row: the core's search on the same graph and Kappe's sound variant.
        const KappeResult kappe = kappeSound(g);
        compareAll(steps, [&](Square u, Square v) {
            return int(kappe.distances[static_cast<std::size_t>(u)][static_cast<std::size_t>(v)]);
        });
        compareAll(steps, [&](Square u, Square v) {
            return int(graphDistances(g, u)[static_cast<std::size_t>(v)]);
        });
        int longest = 0;
        for (const auto& row : kappe.distances)
            longest = std::max(longest, maxDistance(row));
        QCOMPARE(steps.closure(), longest);
        QCOMPARE(steps.power(steps.closure()), reachabilityClosure(g));
    }

    void hoverMarksThePairAndClickSetsIt()
    {
        BoardState state;
        BoardWidget board(&state);
        KappeView view(&state);
        view.resize(700, 800);
        view.show();
        QVERIFY(QTest::qWaitForWindowExposed(&view));
        MatrixWidgetCheck(view, board, state);
    }

    void followsTheState()
    {
        BoardState state;
        BoardWidget board(&state);
        KappeView view(&state);
        view.show();
        QVERIFY(QTest::qWaitForWindowExposed(&view));
        state.setMetric(Metric::Rook);
        QCOMPARE(view.steps().closure(), 2);
        QCOMPARE(view.steps().adjacency(), emptyBoardGraph(PieceType::Rook));
        state.setMetric(Metric::File); // no moves: no matrix, and the view says why
        QVERIFY(!view.error().isEmpty());
        QCOMPARE(view.steps().closure(), 0);
        state.setMetric(Metric::Reach);
        state.clearSelection();
        QVERIFY(!view.error().isEmpty()); // reach needs the piece on a source
        state.setSource(sq("e4"));
        QVERIFY(view.error().isEmpty());
        QCOMPARE(view.steps().adjacency(), emptyBoardGraph(PieceType::Knight)); // the probe
    }

    void windowMenuAndShortcut()
    {
        QTemporaryDir dir;
        QSettings s(dir.filePath(QStringLiteral("s.ini")), QSettings::IniFormat);
        gui::MainWindow w(&s);
        showActive(w);
        auto* view = w.findChild<KappeView*>();
        QVERIFY(view);
        QVERIFY(!view->isVisible());
        w.board()->setFocus();
        QTest::keyClick(w.board(), Qt::Key_K, Qt::ControlModifier);
        QVERIFY(view->isVisible());
        QCOMPARE(view->steps().closure(), 6);
        auto* action = w.findChild<QAction*>(QStringLiteral("kappeAction"));
        QVERIFY(action && action->isChecked());
        action->trigger();
        QVERIFY(!view->isVisible());
        QVERIFY(!w.state()->highlight());
    }

private:
    static void MatrixWidgetCheck(KappeView& view, BoardWidget& board, BoardState& state)
    {
        auto* m = view.matrix();
        const QPoint cell = m->cellRect(sq("b1"), sq("c3")).center().toPoint();
        QCOMPARE(m->cellAt(QPointF(cell)), std::optional(gui::SquarePair{sq("b1"), sq("c3")}));
        QTest::mouseMove(m, cell);
        QTRY_COMPARE(state.highlight(), std::optional(std::pair{sq("b1"), sq("c3")}));
        // A Diagram mark, so that exports show it too.
        QVERIFY(std::count(board.diagram().marks.begin(), board.diagram().marks.end(),
                           Mark{sq("b1"), MarkKind::PairFrom}) == 1);
        QCOMPARE(view.statusText(),
                 QStringLiteral("b1 → c3: reachable in 1 move, new at this power"));
        const QPoint far = m->cellRect(sq("a1"), sq("h8")).center().toPoint();
        QTest::mouseMove(m, far);
        QTRY_COMPARE(state.highlight(), std::optional(std::pair{sq("a1"), sq("h8")}));
        QVERIFY(view.statusText().startsWith(QStringLiteral("a1 → h8: not within 1 move")));
        view.setStep(6);
        QCOMPARE(view.statusText(),
                 QStringLiteral("a1 → h8: reachable in 6 moves, new at this power"));
        QEvent leave(QEvent::Leave);
        QApplication::sendEvent(m, &leave);
        QVERIFY(!state.highlight());
        QTest::mouseClick(m, Qt::LeftButton, {}, cell);
        QCOMPARE(state.query().from, std::optional(sq("b1")));
        QCOMPARE(state.query().to, std::optional(sq("c3")));
        QCOMPARE(m->sourceRow(), std::optional(sq("b1")));
        QCOMPARE(view.step(), 6); // the same graph: the step stays
    }
};

QTEST_MAIN(TestKappeView)
#include "tst_kappeview.moc"
