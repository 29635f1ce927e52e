// The window in front of a class: the board stays where it is while the lesson changes what it
// shows, so the next click lands on the square the teacher aims at.
#include "guitest.h"

#include "gui/boardstate.h"
#include "gui/boardwidget.h"
#include "gui/mainwindow.h"
#include "gui/metricinfo.h"

#include <QSettings>
#include <QTest>

using namespace cd;
using cd::gui::MainWindow;
using namespace guitest;

class TestLesson : public QObject {
    Q_OBJECT
private:
    TempFiles m_files;

private slots:
    // Setting and clearing a source or target (the legend comes and goes, one or two rows of
    // it) never moves or resizes a square, under any metric.
    void theBoardStaysStillWhileTheLegendComesAndGoes()
    {
        QSettings s(m_files.freshIni(), QSettings::IniFormat);
        MainWindow w(&s);
        w.resize(1280, 800);
        showActive(w);
        gui::BoardWidget& board = *w.board();
        QTest::keyClick(&board, Qt::Key_Escape); // no source: no legend
        QVERIFY(!w.state()->query().from);
        QVERIFY(board.diagram().legend.empty());
        const QRectF a1 = board.squareRect(sq("a1"));
        const QRectF h8 = board.squareRect(sq("h8"));
        std::size_t widest = 0;
        for (const Metric m : gui::menuMetrics()) {
            w.state()->setMetric(m);
            for (const char* from : {"a1", "d4", "b7"}) {
                click(board, from);
                QCOMPARE(w.state()->query().from, sq(from));
                widest = std::max(widest, board.diagram().legend.size());
                QCOMPARE(board.squareRect(sq("a1")), a1);
                QCOMPARE(board.squareRect(sq("h8")), h8);
                click(board, "h8", Qt::RightButton);
                QCOMPARE(board.squareRect(sq("a1")), a1);
                click(board, from); // clears the source again
                QVERIFY(!w.state()->query().from);
                QCOMPARE(board.squareRect(sq("a1")), a1);
            }
        }
        QVERIFY(widest >= 15); // Manhattan from a1: 0..14, a legend of more than one row
    }
};

QTEST_MAIN(TestLesson)
#include "tst_lesson.moc"
