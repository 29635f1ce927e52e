// Presentation mode: full screen with only the board (and its caption), driven by keys, and
// leaving it restores the layout exactly: every dock as it was, the window's state and place.
// High contrast swaps the palette on screen without touching the user's choice.
#include "guitest.h"

#include "gui/boardstate.h"
#include "gui/boardwidget.h"
#include "gui/headline.h"
#include "gui/mainwindow.h"

#include <QAction>
#include <QApplication>
#include <QDockWidget>
#include <QMenuBar>
#include <QMessageBox>
#include <QSettings>
#include <QStatusBar>
#include <QTemporaryDir>
#include <QTest>
#include <QTimer>

using namespace cd;
using cd::gui::MainWindow;
using namespace guitest;

class TestPresentation : public QObject {
    Q_OBJECT
private:
    TempFiles m_files;

    static QDockWidget* dock(MainWindow& w, const char* name)
    {
        return w.findChild<QDockWidget*>(QString::fromLatin1(name));
    }
    // By name: docks tabbed together change places among the window's children.
    static QMap<QString, bool> dockVisibility(MainWindow& w)
    {
        QMap<QString, bool> visible;
        for (QDockWidget* d : w.findChildren<QDockWidget*>(Qt::FindDirectChildrenOnly))
            visible[d->objectName()] = d->isVisible();
        return visible;
    }

private slots:
    void layoutIsRestoredExactly_data()
    {
        QTest::addColumn<bool>("controls");
        QTest::addColumn<bool>("explanation");
        QTest::addColumn<bool>("maximized");
        QTest::newRow("default") << true << false << false;
        QTest::newRow("explanation open") << true << true << false;
        QTest::newRow("controls closed") << false << true << false;
        QTest::newRow("maximized") << true << true << true;
    }
    void layoutIsRestoredExactly()
    {
        QFETCH(bool, controls);
        QFETCH(bool, explanation);
        QFETCH(bool, maximized);
        QSettings s(m_files.freshIni(), QSettings::IniFormat);
        MainWindow w(&s);
        showActive(w);
        if (maximized)
            w.showMaximized();
        dock(w, "controls")->setVisible(controls);
        dock(w, "explanation")->setVisible(explanation);
        QTest::qWait(20);
        const QMap<QString, bool> docks = dockVisibility(w);
        const Qt::WindowStates state = w.windowState();
        const QRect geometry = w.geometry();
        const QRect explanationGeometry = dock(w, "explanation")->geometry();

        QTest::keyClick(w.board(), Qt::Key_F11);
        QVERIFY(w.isFullScreen());
        for (const bool visible : dockVisibility(w))
            QVERIFY(!visible);
        QVERIFY(!w.menuBar()->isVisible());
        QVERIFY(!w.statusBar()->isVisible());
        // A headline in large type replaces the hidden status bar: what is measured, from where.
        auto* headline = w.findChild<gui::Headline*>();
        QVERIFY(headline->isVisible());
        QVERIFY(headline->text().contains(QStringLiteral("Knight distance from e4")));
        QVERIFY(headline->font().pixelSize() >= 20);
        QVERIFY(!w.state()->displayOptions().flipped);
        QTest::keyClick(w.board(), Qt::Key_F); // keys drive it
        QVERIFY(w.state()->displayOptions().flipped);
        QTest::keyClick(w.board(), Qt::Key_2);
        QCOMPARE(w.state()->query().metric, Metric::Manhattan);

        QTest::keyClick(w.board(), Qt::Key_F11);
        QVERIFY(!w.isFullScreen());
        QCOMPARE(dockVisibility(w), docks);
        QCOMPARE(w.windowState(), state);
        QVERIFY(w.menuBar()->isVisible());
        QVERIFY(w.statusBar()->isVisible());
        QVERIFY(!headline->isVisible());
        if (!maximized) // the window system may take a moment to move the window back
            QTRY_COMPARE(w.geometry(), geometry);
        if (explanation)
            QTRY_COMPARE(dock(w, "explanation")->geometry(), explanationGeometry);
    }

    // Esc in presentation mode leaves it and does nothing else; outside it clears the squares,
    // and Ctrl+Z brings them back.
    void escapeLeavesPresentationAndKeepsTheSquares()
    {
        QSettings s(m_files.freshIni(), QSettings::IniFormat);
        MainWindow w(&s);
        showActive(w);
        QCOMPARE(w.state()->query().from, sq("e4"));
        QTest::keyClick(w.board(), Qt::Key_F11);
        QVERIFY(w.isFullScreen());
        QTest::keyClick(w.board(), Qt::Key_Escape);
        QTRY_VERIFY(!w.isFullScreen());
        QCOMPARE(w.state()->query().from, sq("e4"));
        QTest::keyClick(w.board(), Qt::Key_Escape);
        QVERIFY(!w.state()->query().from);
        QTest::keyClick(w.board(), Qt::Key_Z, Qt::ControlModifier);
        QCOMPARE(w.state()->query().from, sq("e4"));
    }

    void highContrastSwapsThePaletteOnScreenOnly()
    {
        QSettings s(m_files.freshIni(), QSettings::IniFormat);
        MainWindow w(&s);
        showActive(w);
        QCOMPARE(w.board()->diagram().palette, PaletteId::Viridis);
        QTest::keyClick(w.board(), Qt::Key_H);
        QCOMPARE(w.board()->diagram().palette, PaletteId::Greys);
        QVERIFY(w.board()->diagram().show.numbers);
        w.saveSettings(); // the user's own palette is what the session keeps
        QCOMPARE(s.value(QStringLiteral("view/palette")).toString(), QStringLiteral("viridis"));
        QTest::keyClick(w.board(), Qt::Key_H);
        QCOMPARE(w.board()->diagram().palette, PaletteId::Viridis);
    }

    // The keys a presenter's remote sends: F5 starts presentation mode and keeps it, B and `.`
    // black the screen until the next key (which does nothing else) instead of opening a
    // comparison or stepping a route, F1 and Ctrl+M open no panel over the class's view: theirs
    // opens once Esc leaves presentation mode.
    void theRemoteKeysDoWhatPresentationProgramsDo()
    {
        QSettings s(m_files.freshIni(), QSettings::IniFormat);
        MainWindow w(&s);
        showActive(w);
        gui::BoardState& state = *w.state();
        state.setTarget(sq("h8"));
        QTest::keyClick(w.board(), Qt::Key_F5);
        QVERIFY(state.presenting());
        QTest::keyClick(w.board(), Qt::Key_F5, Qt::ShiftModifier);
        QVERIFY(state.presenting());
        auto* blank = w.findChild<QWidget*>(QStringLiteral("blankScreen"));
        QVERIFY(blank);
        for (const auto key : {Qt::Key_B, Qt::Key_Period}) {
            QTest::keyClick(w.board(), key);
            QVERIFY(blank->isVisible());
            QCOMPARE(blank->geometry(), w.rect());
            QCOMPARE(state.view().compare, gui::CompareMode::Off);
            QVERIFY(!state.view().route);
            QTest::keyClick(QApplication::focusWidget(), Qt::Key_PageDown);
            QVERIFY(!blank->isVisible());
            QVERIFY(!state.view().route); // the key that ends the black screen does nothing else
            QVERIFY(state.presenting());
        }
        QTest::keyClick(w.board(), Qt::Key_PageDown);
        QCOMPARE(state.view().route, std::optional<int>(1));

        for (const char* name : {"explanation", "mobility"})
            QVERIFY(!dock(w, name)->isVisible());
        QTest::keyClick(w.board(), Qt::Key_F1);
        QTest::keyClick(w.board(), Qt::Key_M, Qt::ControlModifier);
        for (const char* name : {"explanation", "mobility"})
            QVERIFY(!dock(w, name)->isVisible());
        auto* headline = w.findChild<gui::Headline*>();
        QVERIFY2(headline->text().contains(QStringLiteral("opens when presentation mode is left")),
                 qPrintable(headline->text()));
        QTest::keyClick(w.board(), Qt::Key_Escape);
        QVERIFY(!state.presenting());
        QTRY_VERIFY(dock(w, "mobility")->isVisible() || dock(w, "explanation")->isVisible());
        QVERIFY(!dock(w, "mobility")->isHidden());
        QVERIFY(!dock(w, "explanation")->isHidden());
        // Outside presentation mode B freezes "before" again.
        QTest::keyClick(w.board(), Qt::Key_B);
        QCOMPARE(state.view().compare, gui::CompareMode::Before);
    }

    // Ctrl+M shows the Mobility panel (raised in front of its tabs), and never hides it.
    void ctrlMShowsTheMobilityPanel()
    {
        QSettings s(m_files.freshIni(), QSettings::IniFormat);
        MainWindow w(&s);
        showActive(w);
        for (int i = 0; i < 2; ++i) {
            QTest::keyClick(w.board(), Qt::Key_M, Qt::ControlModifier);
            QTRY_VERIFY(dock(w, "mobility")->isVisible());
        }
    }

    // Help → Keyboard shortcuts lists what the remote's keys do in presentation mode.
    void theHelpListsTheRemoteKeys()
    {
        QSettings s(m_files.freshIni(), QSettings::IniFormat);
        MainWindow w(&s);
        showActive(w);
        QAction* help = nullptr;
        for (QAction* a : w.findChildren<QAction*>())
            if (a->text() == QStringLiteral("&Keyboard shortcuts"))
                help = a;
        QVERIFY(help);
        QString text;
        QTimer::singleShot(0, &w, [&text] {
            auto* box = qobject_cast<QMessageBox*>(QApplication::activeModalWidget());
            if (!box)
                return;
            text = box->text();
            box->accept();
        });
        help->trigger();
        QVERIFY2(text.contains(QStringLiteral("black screen until the next key")),
                 qPrintable(text));
        QVERIFY2(text.contains(QStringLiteral("Shift+F5")), qPrintable(text));
    }

    // All routes (R) on a projector: no more arrows than stay readable, and the headline says
    // how many are left out.
    void allRoutesStayReadable()
    {
        QSettings s(m_files.freshIni(), QSettings::IniFormat);
        MainWindow w(&s);
        showActive(w);
        gui::BoardState& state = *w.state();
        state.setMetric(Metric::Knight);
        state.setSource(sq("a1"));
        state.setTarget(sq("h8"));
        QTest::keyClick(w.board(), Qt::Key_F11);
        QTest::keyClick(w.board(), Qt::Key_R);
        QCOMPARE(state.view().routesShown, gui::kMaxRoutesShown);
        QCOMPARE(w.board()->diagram().arrows.size(), std::size_t(gui::kReadableRoutes));
        auto* headline = w.findChild<gui::Headline*>();
        QVERIFY2(headline->text().contains(QStringLiteral(
                     "12 of 108 routes drawn, the others left out to stay readable")),
                 qPrintable(headline->text()));
        QTest::keyClick(w.board(), Qt::Key_F11); // the window draws them all again
        QCOMPARE(w.board()->diagram().arrows.size(), std::size_t(gui::kMaxRoutesShown));
    }
};

QTEST_MAIN(TestPresentation)
#include "tst_presentation.moc"
