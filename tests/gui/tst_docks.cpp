// The window's docks in front of a class: never squeezed below a usable width, a reset to the
// first start's layout, floating docks back where they were left and whole on the screen, and
// panels in a larger type in presentation mode.
#include "guitest.h"

#include "gui/mainwindow.h"

#include <QCoreApplication>
#include <QDockWidget>
#include <QFontInfo>
#include <QSettings>
#include <QTest>

using namespace cd;
using cd::gui::MainWindow;
using namespace guitest;

class TestDocks : public QObject {
    Q_OBJECT
private:
    TempFiles m_files;

private slots:
    // Docks cannot be squeezed below a usable width, and View > Reset layout brings back the
    // arrangement of a first start after docks were floated, moved, shown and hidden.
    void docksKeepAUsableWidthAndTheLayoutResets()
    {
        QSettings s(m_files.freshIni(), QSettings::IniFormat);
        MainWindow w(&s);
        showActive(w);
        QDockWidget* controls = nullptr;
        QDockWidget* kappe = nullptr;
        for (QDockWidget* d : w.findChildren<QDockWidget*>()) {
            QVERIFY2(d->widget()->minimumWidth() >= 260, qPrintable(d->objectName()));
            if (d->objectName() == QStringLiteral("controls"))
                controls = d;
            if (d->objectName() == QStringLiteral("kappe"))
                kappe = d;
        }
        QVERIFY(controls && kappe);
        QVERIFY(!kappe->isVisible());
        controls->setFloating(true);
        w.addDockWidget(Qt::LeftDockWidgetArea, kappe);
        kappe->show();
        QAction* reset = nullptr;
        for (QAction* a : w.findChildren<QAction*>())
            if (a->text() == QStringLiteral("Reset &layout"))
                reset = a;
        QVERIFY(reset);
        reset->trigger();
        QVERIFY(!controls->isFloating());
        QCOMPARE(w.dockWidgetArea(controls), Qt::RightDockWidgetArea);
        QVERIFY(!kappe->isVisible());
        QVERIFY(controls->isVisible());
    }

    // A floating dock comes back floating, where it was left; one left beyond the screen (a
    // larger monitor last time) comes back whole on this one.
    void aFloatingDockComesBackWhereItWasLeft()
    {
        const QString ini = m_files.freshIni();
        const auto controlsOf = [](MainWindow& w) {
            return w.findChild<QDockWidget*>(QStringLiteral("controls"));
        };
        const auto floatAndClose = [&](QPoint at) {
            QSettings s(ini, QSettings::IniFormat);
            MainWindow w(&s);
            showActive(w);
            QDockWidget* controls = controlsOf(w);
            controls->setFloating(true);
            controls->move(at);
            QVERIFY(QTest::qWaitFor([&] { return controls->pos() == at; }));
            w.close();
        };
        // Opens the window again and hands its Controls dock and the screen to `check`.
        const auto reopen = [&](const auto& check) {
            QSettings s(ini, QSettings::IniFormat);
            MainWindow w(&s);
            showActive(w);
            QCoreApplication::processEvents(); // docks are kept on screen once the window shows
            check(*controlsOf(w), w.screen()->availableGeometry());
        };
        floatAndClose(QPoint(150, 120));
        reopen([](const QDockWidget& controls, const QRect&) {
            QVERIFY(controls.isFloating());
            QVERIFY(controls.isVisible());
            QCOMPARE(controls.pos(), QPoint(150, 120));
        });
        floatAndClose(QPoint(5000, 4000));
        reopen([](const QDockWidget& controls, const QRect& screen) {
            QVERIFY(controls.isFloating());
            const QRect frame = controls.frameGeometry();
            QVERIFY2(screen.contains(frame), qPrintable(QStringLiteral("%1,%2 %3x%4 on %5x%6")
                                                            .arg(frame.x())
                                                            .arg(frame.y())
                                                            .arg(frame.width())
                                                            .arg(frame.height())
                                                            .arg(screen.width())
                                                            .arg(screen.height())));
        });
    }

    // A panel opened in presentation mode (Kappe's matrices) is set in a larger type on a large
    // screen, and back in the application's type afterwards.
    void panelsGrowWithTheScreenInPresentationMode()
    {
        QSettings s(m_files.freshIni(), QSettings::IniFormat);
        MainWindow w(&s);
        showActive(w);
        QDockWidget* kappe = nullptr;
        for (QDockWidget* d : w.findChildren<QDockWidget*>())
            if (d->objectName() == QStringLiteral("kappe"))
                kappe = d;
        QVERIFY(kappe);
        const qreal normal = QFontInfo(kappe->widget()->font()).pointSizeF();
        QTest::keyClick(w.board(), Qt::Key_F11);
        QTest::keyClick(w.board(), Qt::Key_K, Qt::ControlModifier);
        QVERIFY(kappe->isVisible());
        const qreal screenHeight = w.screen()->geometry().height();
        const qreal presenting = QFontInfo(kappe->widget()->font()).pointSizeF();
        if (screenHeight > 800)
            QVERIFY2(presenting > normal * 1.05,
                     qPrintable(QStringLiteral("%1 vs %2").arg(presenting).arg(normal)));
        else
            QVERIFY(presenting >= normal);
        QTest::keyClick(w.board(), Qt::Key_F11);
        QCOMPARE(QFontInfo(kappe->widget()->font()).pointSizeF(), normal);
        // The scale itself: a projector's 1080 lines give half as large again, a laptop none.
        QCOMPARE(MainWindow::panelScale(1080), 1.5);
        QCOMPARE(MainWindow::panelScale(2160), 3.0);
        QCOMPARE(MainWindow::panelScale(600), 1.0);
    }
};

QTEST_MAIN(TestDocks)
#include "tst_docks.moc"
