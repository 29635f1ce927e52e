// The window's docks in front of a class: never squeezed below a usable width, each found again
// in the View menu once closed, a reset that brings every one back, the board most of a small
// window, floating docks back where they were left and whole on the screen, and
// panels in a larger type in presentation mode.
#include "guitest.h"

#include "gui/headline.h"
#include "gui/mainwindow.h"

#include <QCoreApplication>
#include <QDockWidget>
#include <QFontInfo>
#include <QMenu>
#include <QMenuBar>
#include <QScrollArea>
#include <QScrollBar>
#include <QSettings>
#include <QTest>

using namespace cd;
using cd::gui::MainWindow;
using namespace guitest;

class TestDocks : public QObject {
    Q_OBJECT
private:
    TempFiles m_files;

    static QMenu* viewMenu(MainWindow& w)
    {
        for (QAction* a : w.menuBar()->actions())
            if (a->text() == QStringLiteral("&View"))
                return a->menu();
        return nullptr;
    }

    static QAction* resetAction(MainWindow& w)
    {
        for (QAction* a : viewMenu(w)->actions())
            if (a->text() == QStringLiteral("Reset &layout"))
                return a;
        return nullptr;
    }

    // The window at `size` once its layout (and the docks' fitting) has settled.
    static void resizeTo(MainWindow& w, QSize size)
    {
        w.resize(size);
        QTRY_COMPARE(w.size(), size);
        for (int i = 0; i < 5; ++i) {
            QCoreApplication::processEvents();
            QTest::qWait(10);
        }
    }

    // "b wide in a window w wide", for the failure message.
    static QByteArray share(MainWindow& w)
    {
        return QStringLiteral("board %1 px in a window %2 x %3")
            .arg(w.board()->width())
            .arg(w.width())
            .arg(w.height())
            .toUtf8();
    }

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
        resizeTo(w, QSize(1920, 1080)); // room for a column on either side
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
        QVERIFY(!kappe->isHidden()); // every dock comes back, Kappe's a tab of the left column
        QCOMPARE(w.dockWidgetArea(kappe), Qt::LeftDockWidgetArea);
        QVERIFY(controls->isVisible());
    }

    // Every dock can be found again once closed: its action is in the View menu, and View >
    // Reset layout brings every one back, docked where a first start puts it, the side docks
    // as tabs of one column (the one in front visible, the others a tab away).
    void everyClosedDockIsFoundAgainInTheViewMenu()
    {
        QSettings s(m_files.freshIni(), QSettings::IniFormat);
        MainWindow w(&s);
        showActive(w);
        resizeTo(w, QSize(1920, 1080));
        QMenu* view = viewMenu(w);
        QVERIFY(view);
        const QList<QDockWidget*> docks = w.findChildren<QDockWidget*>();
        QCOMPARE(docks.size(), 5); // controls, mobility, explanation, game, kappe
        for (QDockWidget* d : docks) {
            QVERIFY2(view->actions().contains(d->toggleViewAction()), qPrintable(d->objectName()));
            d->show();
            QVERIFY2(d->close(), qPrintable(d->objectName()));
            QVERIFY(d->isHidden());
            d->toggleViewAction()->trigger(); // as the View menu does
            QVERIFY2(!d->isHidden(), qPrintable(d->objectName()));
            QVERIFY(d->close());
        }
        QAction* reset = resetAction(w);
        QVERIFY(reset);
        reset->trigger();
        QTest::qWait(50);
        int inFront = 0;
        for (QDockWidget* d : docks) {
            const QByteArray name = d->objectName().toUtf8();
            QVERIFY2(!d->isHidden() && d->toggleViewAction()->isChecked(), name.data());
            QVERIFY2(!d->isFloating(), name.data());
            const Qt::DockWidgetArea home = d->objectName() == QStringLiteral("controls")
                                                ? Qt::RightDockWidgetArea
                                                : Qt::LeftDockWidgetArea;
            QVERIFY2(w.dockWidgetArea(d) == home, name.data());
            if (home == Qt::LeftDockWidgetArea) {
                // Qt keeps a tab behind another "visible", out of the window's sight.
                inFront += d->visibleRegion().isEmpty() ? 0 : 1;
                QCOMPARE(w.tabifiedDockWidgets(d).size(), 3);
            } else {
                QVERIFY(!d->visibleRegion().isEmpty());
            }
        }
        QCOMPARE(inFront, 1);
        QVERIFY2(w.board()->width() >= 0.55 * w.width(), share(w).data());
    }

    // A small window keeps most of its width for the board: the docks tab into one column and
    // narrow (first start, a game open beside the controls, every dock after a reset); at
    // 1280 x 800 the controls fit without a scroll bar.
    void theBoardKeepsMostOfASmallWindow()
    {
        QSettings s(m_files.freshIni(), QSettings::IniFormat);
        MainWindow w(&s);
        showActive(w);
        QDockWidget* game = w.findChild<QDockWidget*>(QStringLiteral("game"));
        QDockWidget* controls = w.findChild<QDockWidget*>(QStringLiteral("controls"));
        QVERIFY(game && controls);
        for (const QSize size : {QSize(1920, 1080), QSize(1280, 800), QSize(800, 600)}) {
            for (int layout = 0; layout < 3; ++layout) {
                resetAction(w)->trigger(); // every dock shown
                if (layout < 2)
                    for (QDockWidget* d : w.findChildren<QDockWidget*>())
                        if (d != controls && (layout == 0 || d != game))
                            d->close();
                resizeTo(w, size);
                QVERIFY2(
                    w.board()->width() >= 0.55 * w.width(),
                    QByteArray(share(w) + " layout " + QByteArray::number(layout)).constData());
                QVERIFY(controls->isVisible() || game->isVisible());
            }
        }
        // First start's layout at 1280 x 800: the controls whole, without scrolling.
        resetAction(w)->trigger();
        for (QDockWidget* d : w.findChildren<QDockWidget*>())
            if (d != controls)
                d->close();
        resizeTo(w, QSize(1280, 800));
        auto* scroll = qobject_cast<QScrollArea*>(controls->widget());
        QVERIFY(scroll);
        QVERIFY2(!scroll->verticalScrollBar()->isVisible(),
                 qPrintable(QStringLiteral("the controls need %1 px, have %2")
                                .arg(scroll->widget()->minimumSizeHint().height())
                                .arg(scroll->viewport()->height())));
    }

    // Presentation mode's headline keeps two lines' room: a long notice (it wraps) and a short
    // one leave the board exactly where it was.
    void aWrappingHeadlineNeverMovesTheBoard()
    {
        QSettings s(m_files.freshIni(), QSettings::IniFormat);
        MainWindow w(&s);
        showActive(w);
        QTest::keyClick(w.board(), Qt::Key_F11);
        auto* headline = w.findChild<gui::Headline*>();
        QVERIFY(headline);
        QTRY_VERIFY(headline->isVisible());
        QTest::qWait(50);
        emit w.state()->notice(QStringLiteral("short"));
        QCoreApplication::processEvents();
        const QRect board = w.board()->geometry();
        const QRectF a1 = w.board()->squareRect(sq("a1"));
        QString longText;
        for (int i = 0; i < 12; ++i)
            longText += QStringLiteral("White knight from b5 was taken in 10... cxb5 ");
        emit w.state()->notice(longText);
        QCoreApplication::processEvents();
        QVERIFY(headline->text().contains(longText.trimmed()));
        QCOMPARE(w.board()->geometry(), board);
        QCOMPARE(w.board()->squareRect(sq("a1")), a1);
        emit w.state()->notice(QString());
        QCoreApplication::processEvents();
        QCOMPARE(w.board()->geometry(), board);
        QTest::keyClick(w.board(), Qt::Key_F11);
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

    // A panel asked for in presentation mode (Kappe's matrices) is set in a larger type on a large
    // screen, and back in the application's type afterwards, when it opens.
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
        QVERIFY(!kappe->isVisible()); // never over the class's view: it opens on leaving
        const qreal screenHeight = w.screen()->geometry().height();
        const qreal presenting = QFontInfo(kappe->widget()->font()).pointSizeF();
        if (screenHeight > 800)
            QVERIFY2(presenting > normal * 1.05,
                     qPrintable(QStringLiteral("%1 vs %2").arg(presenting).arg(normal)));
        else
            QVERIFY(presenting >= normal);
        QTest::keyClick(w.board(), Qt::Key_F11);
        QVERIFY(kappe->isVisible());
        QCOMPARE(QFontInfo(kappe->widget()->font()).pointSizeF(), normal);
        // The scale itself: a projector's 1080 lines give half as large again, a laptop none.
        QCOMPARE(MainWindow::panelScale(1080), 1.5);
        QCOMPARE(MainWindow::panelScale(2160), 3.0);
        QCOMPARE(MainWindow::panelScale(600), 1.0);
    }
};

QTEST_MAIN(TestDocks)
#include "tst_docks.moc"
