// The comparison board: another metric beside the main board on one shared colour scale, the
// difference A − B, the map frozen before a position change, and clicks on the second board.
#include "guitest.h"

#include "gui/compareview.h"
#include "gui/mainwindow.h"

#include <QSettings>
#include <QTemporaryDir>
#include <QTest>

using namespace cd;
using cd::gui::CompareView;
using cd::gui::MainWindow;
using namespace guitest;

namespace {

int cellAt(const Diagram& d, const char* name)
{
    return d.cell(sq(name)).value;
}

} // namespace

class TestCompare : public QObject {
    Q_OBJECT
private:
    TempFiles m_files;

private slots:
    void anotherMetricOnOneScale()
    {
        QSettings s(m_files.freshIni(), QSettings::IniFormat);
        MainWindow w(&s);
        showActive(w);
        CompareView* c = w.compare();
        QVERIFY(!c->isVisible());
        QCOMPARE(w.board()->diagram().maxValue, 4); // knight from e4
        c->compareWith(Metric::Manhattan);
        QVERIFY(c->isVisible());
        QCOMPARE(cellAt(c->diagram(), "a8"), 8);
        QCOMPARE(cellAt(c->diagram(), "e4"), 0);
        QCOMPARE(c->diagram().marks, w.board()->diagram().marks); // same source
        QCOMPARE(c->sharedMax(), 8);
        QCOMPARE(c->diagram().maxValue, 8);
        QCOMPARE(w.board()->diagram().maxValue, 8);
        QVERIFY(w.board()->diagram().show.caption); // the boards say which is which
        QVERIFY(c->diagram().caption.startsWith(QStringLiteral("Manhattan")));

        // The main board's source and position are the second board's too.
        click(*w.board(), "a1");
        QCOMPARE(cellAt(c->diagram(), "h8"), 14);
        QCOMPARE(w.board()->diagram().maxValue, 14);

        QTest::keyClick(w.board(), Qt::Key_C); // off: the main board has its own scale again
        QVERIFY(!c->isVisible());
        QCOMPARE(w.board()->diagram().maxValue, 6);
        QVERIFY(!w.board()->diagram().show.caption);
        QTest::keyClick(w.board(), Qt::Key_C); // on again with the same metric
        QCOMPARE(c->mode(), CompareView::Mode::Metric);
        QCOMPARE(c->metric(), Metric::Manhattan);
    }

    void differenceOfTwoMetrics()
    {
        QSettings s(m_files.freshIni(), QSettings::IniFormat);
        MainWindow w(&s);
        showActive(w);
        CompareView* c = w.compare();
        c->compareWith(Metric::Manhattan);
        QTest::keyClick(w.board(), Qt::Key_D);
        QVERIFY(c->difference());
        QVERIFY(c->diagram().diverging);
        QCOMPARE(cellAt(c->diagram(), "e4"), 0);
        QCOMPARE(cellAt(c->diagram(), "f6"), 1 - 3); // knight 1, Manhattan 3
        QCOMPARE(cellAt(c->diagram(), "e5"), 3 - 1);
        QCOMPARE(c->sharedMax(), 0);
        QCOMPARE(w.board()->diagram().maxValue, 4); // A keeps its own scale
    }

    void beforeAndAfterAPositionChange()
    {
        QSettings s(m_files.freshIni(), QSettings::IniFormat);
        MainWindow w(&s);
        showActive(w);
        w.state()->setMetric(Metric::Reach);
        QVERIFY(drop(*w.board(), "R", "a1"));
        click(*w.board(), "a1");
        QCOMPARE(at(w.state()->answer(), "a5"), 1);
        QTest::keyClick(w.board(), Qt::Key_B);
        CompareView* c = w.compare();
        QCOMPARE(c->mode(), CompareView::Mode::Before);
        QVERIFY(drop(*w.board(), "P", "a4"));
        QCOMPARE(at(w.state()->answer(), "a5"), 3); // the pawn is in the way now
        QCOMPARE(cellAt(c->diagram(), "a5"), 1);    // the frozen map is not
        QVERIFY(!c->diagram().pieceAt(sq("a4")));
        QVERIFY(c->diagram().caption.startsWith(QStringLiteral("Before")));
        c->setDifference(true);
        QCOMPARE(cellAt(c->diagram(), "a5"), 3 - 1); // after − before
        QCOMPARE(c->diagram().cell(sq("a4")).role, CellRole::Unreachable);
    }

    void clicksOnTheSecondBoardSetTheSquares()
    {
        QSettings s(m_files.freshIni(), QSettings::IniFormat);
        MainWindow w(&s);
        showActive(w);
        CompareView* c = w.compare();
        c->compareWith(Metric::Chebyshev);
        QTest::qWait(10);
        QTest::mouseClick(c, Qt::LeftButton, {}, c->squareRect(sq("c3")).center().toPoint());
        QCOMPARE(w.state()->query().from, sq("c3"));
        QTest::mouseClick(c, Qt::RightButton, {}, c->squareRect(sq("g7")).center().toPoint());
        QCOMPARE(w.state()->query().to, sq("g7"));
        QCOMPARE(cellAt(c->diagram(), "g7"), 4);
    }
};

QTEST_MAIN(TestCompare)
#include "tst_compare.moc"
