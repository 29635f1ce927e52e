// The Explanation panel: every metric has its text, the histograms agree with docs/metrics.md
// (its tables of counts), reach counts the current piece in the current position, and the dock
// follows the board.
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
using cd::gui::PairHistogram;
using namespace guitest;

Q_DECLARE_METATYPE(cd::Metric)

class TestExplanation : public QObject {
    Q_OBJECT
private slots:
    void histogramsMatchTheSpec_data()
    {
        QTest::addColumn<Metric>("metric");
        QTest::addColumn<QList<int>>("counts");
        QTest::addColumn<int>("unreachable");
        QTest::addColumn<long long>("sum");
        QTest::newRow("file") << Metric::File << QList<int>{512, 896, 768, 640, 512, 384, 256, 128}
                              << 0 << 10752LL;
        QTest::newRow("chebyshev")
            << Metric::Chebyshev << QList<int>{64, 420, 672, 780, 768, 660, 480, 252} << 0
            << 15120LL;
        QTest::newRow("knight") << Metric::Knight << QList<int>{64, 336, 1080, 1536, 900, 176, 4}
                                << 0 << 11608LL;
        QTest::newRow("rook") << Metric::Rook << QList<int>{64, 896, 3136} << 0 << 7168LL;
        QTest::newRow("bishop") << Metric::Bishop << QList<int>{64, 560, 1424} << 2048 << 3408LL;
        QTest::newRow("queen") << Metric::Queen << QList<int>{64, 1456, 2576} << 0 << 6608LL;
        QTest::newRow("pawn") << Metric::Pawn << QList<int>{48, 56, 40, 32, 24, 16} << 2856
                              << 408LL;
        QTest::newRow("manhattan")
            << Metric::Manhattan
            << QList<int>{64, 224, 388, 496, 552, 560, 524, 448, 336, 224, 140, 80, 40, 16, 4} << 0
            << 21504LL;
        QTest::newRow("center") << Metric::Center << QList<int>{4, 12, 20, 28} << 0 << 136LL;
        QTest::newRow("center manhattan")
            << Metric::CenterManhattan << QList<int>{4, 8, 12, 16, 12, 8, 4} << 0 << 192LL;
    }
    void histogramsMatchTheSpec()
    {
        QFETCH(Metric, metric);
        QFETCH(QList<int>, counts);
        QFETCH(int, unreachable);
        QFETCH(long long, sum);
        const PairHistogram h = gui::metricHistogram(metric);
        QCOMPARE(QList<int>(h.counts.begin(), h.counts.end()), counts);
        QCOMPARE(h.unreachable, unreachable);
        QCOMPARE(h.sum(), sum);
        int total = unreachable;
        for (const int n : counts)
            total += n;
        QCOMPARE(h.pairs, total);
    }

    void manhattanMeanIsExactlyFiveAndAQuarter()
    {
        QCOMPARE(gui::metricHistogram(Metric::Manhattan).mean(), 5.25);
    }

    // On the empty board the fill of a knight or rook gives the empty-board histogram.
    void reachOnTheEmptyBoardAgrees()
    {
        const auto reachCounts = [](PieceType t) {
            return gui::reachHistogram(Position{}, Piece{Color::White, t}, {}).counts;
        };
        QCOMPARE(reachCounts(PieceType::Knight), gui::metricHistogram(Metric::Knight).counts);
        QCOMPARE(reachCounts(PieceType::Rook), gui::metricHistogram(Metric::Rook).counts);
        const PairHistogram pawn =
            gui::reachHistogram(Position{}, Piece{Color::White, PieceType::Pawn}, {});
        QCOMPARE(pawn.pairs, 3072);
        QCOMPARE(pawn.counts, gui::metricHistogram(Metric::Pawn).counts);
    }

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

        click(*w.board(), "g7", Qt::RightButton);
        QVERIFY(panel->text().contains(QStringLiteral("e4 to g7 is 3")));

        // Reach: the rook on a1 of this position, blocked by its own pawn on a4.
        w.state()->setMetric(Metric::Reach);
        QVERIFY(drop(*w.board(), "R", "a1"));
        QVERIFY(drop(*w.board(), "P", "a4"));
        click(*w.board(), "a1");
        const PairHistogram h = panel->histogram()->histogram();
        QVERIFY(h.unreachable > 0); // a rook on a1 .. h8 never reaches the pawn's a4
        QVERIFY(h.counts != gui::metricHistogram(Metric::Rook).counts);
        QTest::keyClick(w.board(), Qt::Key_F1);
        QVERIFY(!dock->isVisible());
    }
};

QTEST_MAIN(TestExplanation)
#include "tst_explanation.moc"
