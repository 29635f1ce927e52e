// The Explanation panel: every metric has its text, the histogram (pairhistogram.h, tested in
// tests/core) and what it counted, reach counts the current piece in the current position, and
// the dock follows the board.
#include "guitest.h"

#include "gui/explanationpanel.h"
#include "gui/histogramwidget.h"
#include "gui/mainwindow.h"
#include "gui/metricguide.h"
#include "gui/metricinfo.h"

#include <QDialog>
#include <QDockWidget>
#include <QSettings>
#include <QTemporaryDir>
#include <QTest>
#include <QTextBrowser>

using namespace cd;
using namespace guitest;

class TestExplanation : public QObject {
    Q_OBJECT
private slots:
    void everyMetricIsExplained()
    {
        for (const Metric m : gui::menuMetrics()) {
            const gui::MetricGuide g = gui::metricGuide(m);
            QVERIFY2(!g.plain.isEmpty() && !g.computation.isEmpty() && !g.example.isEmpty(),
                     qPrintable(gui::metricLabel(m)));
        }
    }

    // Each explanation opens with one plain sentence: short, one full stop, none of the words
    // that belong under "How it is computed".
    void theFirstSentenceIsPlain()
    {
        const QStringList jargon = {
            QStringLiteral("formula"),    QStringLiteral("bitboard"),  QStringLiteral("matrix"),
            QStringLiteral("orthogonal"), QStringLiteral("chebyshev"), QStringLiteral("manhattan"),
            QStringLiteral("breadth"),    QStringLiteral("source"),    QStringLiteral("metric"),
            QStringLiteral("max("),       QStringLiteral("min("),      QStringLiteral("|"),
            QStringLiteral("chess 4"),    QStringLiteral("kbnk"),      QStringLiteral("mop-up")};
        for (const Metric m : gui::menuMetrics()) {
            const QString plain = gui::metricGuide(m).plain;
            const QString name = gui::metricLabel(m);
            for (const QString& word : jargon)
                QVERIFY2(!plain.contains(word, Qt::CaseInsensitive),
                         qPrintable(name + QStringLiteral(": ") + word));
            QVERIFY2(plain.endsWith(QLatin1Char('.')), qPrintable(name));
            QVERIFY2(plain.count(QLatin1Char('.')) == 1,
                     qPrintable(name + QStringLiteral(": ") + plain));
            QVERIFY2(plain.split(QLatin1Char(' '), Qt::SkipEmptyParts).size() <= 25,
                     qPrintable(name + QStringLiteral(": ") + plain));
            QVERIFY(!gui::metricGuide(m).computation.isEmpty());
        }
        // KBNK corner says what it is for: the corners where the three pieces mate a lone king.
        const QString kbnk = gui::metricGuide(Metric::KbnkCorner).plain;
        QVERIFY(kbnk.contains(QStringLiteral("corner")) &&
                kbnk.contains(QStringLiteral("checkmate")));
    }

    // Help > What the metrics mean: the plain sentence and how it is computed for every metric,
    // in a window that fits the screen (it scrolls) and closes.
    void theHelpFitsTheScreen()
    {
        QTemporaryDir dir;
        QSettings s(dir.filePath(QStringLiteral("h.ini")), QSettings::IniFormat);
        gui::MainWindow w(&s);
        showActive(w);
        QAction* help = nullptr;
        for (QAction* a : w.findChildren<QAction*>())
            if (a->text() == QStringLiteral("What the &metrics mean"))
                help = a;
        QVERIFY(help);
        help->trigger();
        auto* dialog = w.findChild<QDialog*>(QStringLiteral("metricHelp"));
        QVERIFY(dialog && dialog->isVisible());
        QVERIFY(w.screen()->availableGeometry().contains(dialog->geometry()));
        const QString text = dialog->findChild<QTextBrowser*>()->toPlainText();
        for (const Metric m : gui::menuMetrics()) {
            QVERIFY(text.contains(gui::metricLabel(m)));
            QVERIFY(text.contains(gui::metricGuide(m).plain));
        }
        QCOMPARE(text.count(QStringLiteral("How it is computed:")),
                 static_cast<int>(gui::menuMetrics().size()));
        dialog->close();
        QTRY_VERIFY(!w.findChild<QDialog*>(QStringLiteral("metricHelp")));
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
        // The window's "route" is defined once here by Stilman's term.
        QVERIFY(panel->text().contains(QStringLiteral("what Stilman calls a trajectory")));

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
