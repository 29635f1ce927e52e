// The wavefront control: one step per distance, the frontier framed and farther squares plain,
// play advancing with the timer and stopping at the end, and a new map clamping the step.
#include "guitest.h"

#include "gui/headline.h"
#include "gui/mainwindow.h"
#include "gui/wavefrontcontrol.h"

#include <QAction>
#include <QSettings>
#include <QSlider>
#include <QTemporaryDir>
#include <QTest>
#include <QTimer>

using namespace cd;
using cd::gui::MainWindow;
using cd::gui::WavefrontControl;
using namespace guitest;

namespace {

int coloured(const Diagram& d)
{
    int n = 0;
    for (Square s = A1; s <= H8; ++s)
        n += d.cell(s).role == CellRole::Value;
    return n;
}

} // namespace

class TestWavefront : public QObject {
    Q_OBJECT
private:
    TempFiles m_files;

    // A fresh window (knight from e4 on the empty board), on screen and active.
    std::unique_ptr<MainWindow> window(std::unique_ptr<QSettings>& settings)
    {
        settings = std::make_unique<QSettings>(m_files.freshIni(), QSettings::IniFormat);
        auto w = std::make_unique<MainWindow>(settings.get());
        w->show();
        QApplication::setActiveWindow(w.get());
        if (!QTest::qWaitForWindowActive(w.get()))
            qWarning("window not active");
        w->board()->setFocus();
        return w;
    }

private slots:
    void oneStepPerDistance()
    {
        std::unique_ptr<QSettings> s;
        auto w = window(s);
        WavefrontControl* wave = w->wavefront();
        QCOMPARE(w->state()->query().from, sq("e4"));
        QVERIFY(!wave->step());
        QVERIFY(!w->state()->displayOptions().step);
        QTest::keyClick(w->board(), Qt::Key_W);
        QCOMPARE(wave->step(), 0);
        QCOMPARE(wave->largest(), 4); // knight from e4
        auto* slider = wave->findChild<QSlider*>();
        QCOMPARE(slider->maximum() - slider->minimum() + 1, wave->largest() + 1);
        QTest::keyClick(w->board(), Qt::Key_W);
        QVERIFY(!wave->step());
        QCOMPARE(coloured(w->board()->diagram()), 64);
    }

    void steppingChangesTheDiagram()
    {
        std::unique_ptr<QSettings> s;
        auto w = window(s);
        QTest::keyClick(w->board(), Qt::Key_W);
        const Diagram& d = w->board()->diagram();
        QCOMPARE(w->state()->displayOptions().step, 0);
        QCOMPARE(d.frontier, std::vector<Square>{sq("e4")});
        QCOMPARE(coloured(d), 1);
        QTest::keyClick(w->board(), Qt::Key_BracketRight);
        QCOMPARE(w->wavefront()->step(), 1);
        QCOMPARE(w->board()->diagram().frontier.size(), std::size_t{8});
        QCOMPARE(coloured(w->board()->diagram()), 9);
        QCOMPARE(w->board()->diagram().cell(sq("e5")).role, CellRole::Plain); // 3 moves away
        for (int i = 0; i < 10; ++i) // past the end: stays at the last step
            QTest::keyClick(w->board(), Qt::Key_BracketRight);
        QCOMPARE(w->wavefront()->step(), 4);
        QCOMPARE(coloured(w->board()->diagram()), 64);
        QVERIFY(!w->board()->diagram().frontier.empty());
        QTest::keyClick(w->board(), Qt::Key_BracketLeft);
        QCOMPARE(w->wavefront()->step(), 3);
        QVERIFY(coloured(w->board()->diagram()) < 64);
    }

    void playAdvancesAndStopsAtTheEnd()
    {
        std::unique_ptr<QSettings> s;
        auto w = window(s);
        WavefrontControl* wave = w->wavefront();
        QTest::keyClick(w->board(), Qt::Key_P); // play switches the mode on, from step 0
        QVERIFY(wave->isPlaying());
        QCOMPARE(wave->step(), 0);
        QVERIFY(wave->playAction()->isChecked());
        wave->timer()->setInterval(20);
        QTRY_VERIFY_WITH_TIMEOUT(wave->step().value_or(0) >= 1, 2000);
        QTRY_VERIFY_WITH_TIMEOUT(!wave->isPlaying(), 3000);
        QCOMPARE(wave->step(), wave->largest());
        QVERIFY(!wave->playAction()->isChecked());
        QCOMPARE(w->state()->displayOptions().step, 4);

        // At the end, play starts over; P again pauses.
        QTest::keyClick(w->board(), Qt::Key_P);
        QCOMPARE(wave->step(), 0);
        QVERIFY(wave->isPlaying());
        QTest::keyClick(w->board(), Qt::Key_P);
        QVERIFY(!wave->isPlaying());
        QCOMPARE(wave->step(), 0);
    }

    void aNewMapClampsTheStep()
    {
        std::unique_ptr<QSettings> s;
        auto w = window(s);
        WavefrontControl* wave = w->wavefront();
        wave->setStep(4);
        QCOMPARE(wave->step(), 4);
        w->state()->setMetric(Metric::Rook); // largest 2
        QCOMPARE(wave->largest(), 2);
        QCOMPARE(wave->step(), 2);
        QCOMPARE(w->state()->displayOptions().step, 2);
        w->state()->setMetric(Metric::Manhattan); // a8 is 8 from e4: the step stays
        QCOMPARE(wave->largest(), 8);
        QCOMPARE(wave->step(), 2);
        wave->setPlaying(true);
        w->state()->clearSelection(); // nothing measured: no step, no playing
        QVERIFY(!wave->step());
        QVERIFY(!wave->isPlaying());
        QVERIFY(!w->state()->displayOptions().step);
        click(*w->board(), "a1");
        QCOMPARE(wave->step(), 2);
    }

    void keysWorkInPresentationMode()
    {
        std::unique_ptr<QSettings> s;
        auto w = window(s);
        QTest::keyClick(w->board(), Qt::Key_F11);
        QTest::keyClick(w->board(), Qt::Key_W);
        QTest::keyClick(w->board(), Qt::Key_BracketRight);
        QCOMPARE(w->wavefront()->step(), 1);
        QVERIFY(w->findChild<gui::Headline*>()->text().contains(QStringLiteral("step 1 of 4")));
        QTest::keyClick(w->board(), Qt::Key_F11);
    }
};

QTEST_MAIN(TestWavefront)
#include "tst_wavefront.moc"
