// The Explanation panel: every metric has its text, the histogram (pairhistogram.h, tested in
// tests/core) and what it counted, reach counts the current piece in the current position, and
// the dock follows the board.
#include "guitest.h"

#include "gui/explanationpanel.h"
#include "gui/histogramwidget.h"
#include "gui/mainwindow.h"
#include "gui/metricguide.h"
#include "gui/metricinfo.h"

#include <QDockWidget>
#include <QSettings>
#include <QTemporaryDir>
#include <QTest>

using namespace cd;
using namespace guitest;

class TestExplanation : public QObject {
    Q_OBJECT
private slots:
    void everyMetricIsExplained()
    {
        for (const Metric m : gui::menuMetrics()) {
            const gui::MetricGuide g = gui::metricGuide(m);
            QVERIFY2(!g.definition.isEmpty() && !g.computation.isEmpty() && !g.example.isEmpty(),
                     qPrintable(gui::metricLabel(m)));
        }
    }

    void theDockFollowsTheBoard()
    {
        QTemporaryDir dir;
        QSettings s(dir.filePath(QStringLiteral("e.ini")), QSettings::IniFormat);
        gui::MainWindow w(&s);
        showActive(w);
        auto* dock = w.findChild<QDockWidget*>(QStringLiteral("explanation"));
        QVERIFY(!dock->isVisible());
        QTest::keyClick(w.board(), Qt::Key_F1);
        QVERIFY(dock->isVisible());
        auto* panel = w.findChild<gui::ExplanationPanel*>();
        QVERIFY(panel->text().contains(gui::metricLabel(Metric::Knight)));
        QCOMPARE(panel->histogram()->histogram().pairs, 4096);
        QCOMPARE(panel->histogram()->histogram().counts.size(), std::size_t{7});
        QVERIFY(panel->text().contains(QStringLiteral("all 4096 ordered pairs of squares")));

        click(*w.board(), "g7", Qt::RightButton);
        QVERIFY(panel->text().contains(QStringLiteral("e4 to g7 is 3")));

        // Reach: the rook on a1 of this position, blocked by its own pawn on a4.
        w.state()->setMetric(Metric::Reach);
        QVERIFY(drop(*w.board(), "R", "a1"));
        QVERIFY(drop(*w.board(), "P", "a4"));
        click(*w.board(), "a1");
        const PairHistogram h = panel->histogram()->histogram();
        QVERIFY(h.unreachable > 0); // a rook on a1 .. h8 never reaches the pawn's a4
        QVERIFY(h.counts != metricHistogram(Metric::Rook).counts);
        QTest::keyClick(w.board(), Qt::Key_F1);
        QVERIFY(!dock->isVisible());
    }
};

QTEST_MAIN(TestExplanation)
#include "tst_explanation.moc"
