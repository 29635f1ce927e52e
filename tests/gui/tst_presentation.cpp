// Presentation mode: full screen with only the board (and its caption), driven by keys, and
// leaving it restores the layout exactly: every dock as it was, the window's state and place.
// High contrast swaps the palette on screen without touching the user's choice.
#include "guitest.h"

#include "gui/headline.h"
#include "gui/mainwindow.h"

#include <QDockWidget>
#include <QMenuBar>
#include <QSettings>
#include <QStatusBar>
#include <QTemporaryDir>
#include <QTest>

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
};

QTEST_MAIN(TestPresentation)
#include "tst_presentation.moc"
