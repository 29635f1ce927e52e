// One visible mode at a time: what PageDown/PageUp step is decided by the model alone (routes
// while a target is set, else the game's moves while the board follows a game, else the
// wavefront), shown in the status bar and under presentation mode's headline; an edit of the
// position leaves the game until the user goes back to it; a session brings a left game back as
// left. The last test replays a whole lesson, restart included.
#include "guitest.h"

#include "gui/gamepanel.h"
#include "gui/headline.h"
#include "gui/mainwindow.h"
#include "gui/squareinfo.h"

#include "reach.h"

#include <QAction>
#include <QDockWidget>
#include <QFile>
#include <QLabel>
#include <QMenu>
#include <QMenuBar>
#include <QPushButton>
#include <QScreen>
#include <QSettings>
#include <QStatusBar>
#include <QTemporaryDir>
#include <QTest>

using namespace cd;
using namespace guitest;
using cd::gui::BoardState;
using cd::gui::MainWindow;

namespace {

const char* const kOpera = kOperaAndAShortGame;

QString labelText(MainWindow& w, const char* name)
{
    const auto* label = w.findChild<QLabel*>(QString::fromLatin1(name));
    return label ? label->text() : QStringLiteral("<no %1>").arg(QString::fromLatin1(name));
}

QAction* menuAction(MainWindow& w, const QString& text)
{
    for (QAction* menu : w.menuBar()->actions())
        for (QAction* a : menu->menu()->actions())
            if (QString(a->text()).remove(QLatin1Char('&')) == text)
                return a;
    return nullptr;
}

int ply(MainWindow& w)
{
    return w.state()->gameStep().ply.value_or(-1);
}

} // namespace

class TestStepping : public QObject {
    Q_OBJECT
private:
    QTemporaryDir m_dir;
    int m_inis = 0;

    QString opera()
    {
        const QString path = m_dir.filePath(QStringLiteral("opera.pgn"));
        QFile f(path);
        if (!f.open(QIODevice::WriteOnly) || f.write(kOpera) != qint64(qstrlen(kOpera)))
            qFatal("cannot write the test file");
        return path;
    }
    QString freshIni() { return m_dir.filePath(QStringLiteral("s%1.ini").arg(++m_inis)); }

    // The Opera game opened and stepped to "after 9. Bg5" (ply 17).
    void openAtBg5(MainWindow& w)
    {
        QVERIFY(openGame(w, opera(), 0, 17));
        QCOMPARE(ply(w), 17);
        QCOMPARE(w.state()->plyText(), QStringLiteral("after 9. Bg5"));
    }

private slots:
    // PageDown steps the routes while a target is set, the game while the board follows one,
    // the wavefront otherwise; `.` always the routes; the status bar says which.
    void pageDownStepsWhatTheStatusBarNames()
    {
        QSettings s(freshIni(), QSettings::IniFormat);
        MainWindow w(&s);
        showActive(w);
        openAtBg5(w);
        BoardState& state = *w.state();
        QCOMPARE(state.stepping(), BoardState::Stepping::Game);
        QCOMPARE(labelText(w, "stepKeysLabel"), QStringLiteral("PageDown: next move"));
        QTest::keyClick(w.board(), Qt::Key_PageDown);
        QCOMPARE(ply(w), 18);
        QTest::keyClick(w.board(), Qt::Key_PageUp);
        QCOMPARE(ply(w), 17);

        // A target: the routes, even on the game.
        state.setSource(sq("c3")); // the knight: by d1 or d5 to e3
        state.setTarget(sq("e3"));
        QCOMPARE(state.stepping(), BoardState::Stepping::Routes);
        QCOMPARE(labelText(w, "stepKeysLabel"), QStringLiteral("PageDown: next route"));
        QVERIFY(state.answer().trajectories && state.answer().trajectories->count.value > 1);
        QTest::keyClick(w.board(), Qt::Key_PageDown);
        QCOMPARE(ply(w), 17);
        QCOMPARE(state.view().route, std::optional<int>(1));
        QTest::keyClick(w.board(), Qt::Key_Period); // two routes: back to the first
        QCOMPARE(state.view().route, std::optional<int>(0));
        QCOMPARE(ply(w), 17);

        // A target of a metric without routes (the centre's distance): not the routes.
        state.setMetric(Metric::Center);
        QCOMPARE(state.stepping(), BoardState::Stepping::Game);
        state.setMetric(Metric::Reach);

        // No target, the position edited: the game is left, PageDown steps the wavefront.
        state.setTarget(std::nullopt);
        state.editPosition(Board(), QStringLiteral("Clear board"));
        QVERIFY(!state.followingGame());
        QCOMPARE(state.stepping(), BoardState::Stepping::Wavefront);
        QCOMPARE(labelText(w, "stepKeysLabel"), QStringLiteral("PageDown: next wavefront step"));
        state.setSource(sq("b1"));
        QTest::keyClick(w.board(), Qt::Key_PageDown);
        QVERIFY(state.view().wavefront);
        QCOMPARE(state.query().board, Board()); // the game did not come back
        QCOMPARE(ply(w), -1);
    }

    // The control view draws no wavefront and no routes: PageDown steps the game's moves there,
    // or nothing, and the status bar names no step it would not show.
    void theControlViewStepsOnlyTheGame()
    {
        QSettings s(freshIni(), QSettings::IniFormat);
        MainWindow w(&s);
        showActive(w);
        openAtBg5(w);
        BoardState& state = *w.state();
        state.setControlView(true);
        state.setSource(sq("c3"));
        state.setTarget(sq("e3"));
        QCOMPARE(state.stepping(), BoardState::Stepping::Game);
        QVERIFY(labelText(w, "stepKeysLabel").startsWith(QStringLiteral("PageDown: next move")));
        QTest::keyClick(w.board(), Qt::Key_PageDown);
        QCOMPARE(ply(w), 18);

        state.setTarget(std::nullopt);
        state.editPosition(Board(), QStringLiteral("Clear board"));
        QCOMPARE(state.stepping(), BoardState::Stepping::None);
        QVERIFY(!labelText(w, "stepKeysLabel").contains(QStringLiteral("PageDown")));
        QVERIFY(labelText(w, "stepKeysLabel").startsWith(QStringLiteral("G: control")));
        QTest::keyClick(w.board(), Qt::Key_PageDown);
        QVERIFY(!state.view().wavefront);
        QCOMPARE(state.view().step, 0);
    }

    // Teacher's point 1: a game opened and left, then presentation mode with a knight and a
    // target: PageDown and `.` step the knight's routes on the empty board, never the game, and
    // Esc leaves presentation mode with the board as it was.
    void presentationAfterALeftGameStepsTheRoutes()
    {
        QSettings s(freshIni(), QSettings::IniFormat);
        MainWindow w(&s);
        showActive(w);
        openAtBg5(w);
        BoardState& state = *w.state();
        state.editPosition(Board(), QStringLiteral("Clear board"));
        state.setMetric(Metric::Knight);
        state.setSource(sq("b1"));
        state.setTarget(sq("h8"));
        QVERIFY(menuAction(w, QStringLiteral("Presentation mode")));
        menuAction(w, QStringLiteral("Presentation mode"))->trigger();
        QVERIFY(state.presenting());
        const auto* line = w.findChild<QLabel*>(QStringLiteral("stepKeysLine"));
        QVERIFY(line && line->isVisible());
        QCOMPARE(line->text(), QStringLiteral("PageDown: next route · Esc: leave"));
        for (const auto key : {Qt::Key_PageDown, Qt::Key_PageDown, Qt::Key_PageDown})
            QTest::keyClick(w.board(), key);
        QCOMPARE(state.view().route, std::optional<int>(3));
        QCOMPARE(state.query().board, Board());
        QCOMPARE(ply(w), -1);
        QVERIFY(!state.diagram().caption.contains(QStringLiteral("after")));
        // Left and Right do not step a left game either.
        QTest::keyClick(w.board(), Qt::Key_Right);
        QCOMPARE(ply(w), -1);
        QCOMPARE(state.query().board, Board());
        QTest::keyClick(w.board(), Qt::Key_Escape);
        QVERIFY(!state.presenting());
        QCOMPARE(state.query().board, Board());
        QCOMPARE(state.query().to, sq("h8"));
    }

    // Back to the game (File menu, and the Game dock's button) returns to the move left;
    // File → Close game closes it and keeps the board; both undo.
    void backToTheGameAndCloseGame()
    {
        QSettings s(freshIni(), QSettings::IniFormat);
        MainWindow w(&s);
        showActive(w);
        openAtBg5(w);
        BoardState& state = *w.state();
        const Board bg5 = state.query().board;
        QAction* back = menuAction(w, QStringLiteral("Back to the game"));
        QAction* close = menuAction(w, QStringLiteral("Close game"));
        QVERIFY(back && close);
        QVERIFY(!back->isEnabled());
        state.removePiece(sq("g5"));
        QVERIFY(!state.followingGame());
        QVERIFY(back->isEnabled());
        auto* panel = w.findChild<gui::GamePanel*>();
        QPushButton* dockBack = nullptr;
        for (QPushButton* b : panel->findChildren<QPushButton*>())
            if (b->text() == QStringLiteral("Back to the game"))
                dockBack = b;
        QVERIFY(dockBack);
        w.findChild<QDockWidget*>(QStringLiteral("game"))->show();
        QVERIFY(dockBack->isVisible());
        dockBack->click();
        QCOMPARE(ply(w), 17);
        QCOMPARE(state.query().board, bg5);
        QVERIFY(!back->isEnabled());
        QVERIFY(!dockBack->isVisible());

        close->trigger();
        QVERIFY(!state.gameLine());
        QCOMPARE(state.query().board, bg5);
        QVERIFY(!close->isEnabled());
        state.undoStack()->undo();
        QVERIFY(state.followingGame());
    }

    // Opening a game measures the game's own pieces: never an empty-board knight map over them.
    void openingAGameMeasuresItsPieces()
    {
        QSettings s(freshIni(), QSettings::IniFormat);
        MainWindow w(&s);
        showActive(w);
        BoardState& state = *w.state();
        state.setMetric(Metric::Knight);
        state.setSource(sq("d4"));
        QVERIFY(openGame(w, opera(), 0, 0));
        QCOMPARE(state.query().metric, Metric::Reach);
        QVERIFY(!state.query().from); // d4 is empty at the start: nothing measured until a click
        QVERIFY(openGame(w, opera(), 0, 17));
        state.setSource(sq("g5"));
        QCOMPARE(state.answer().map, reach(state.query().board, sq("g5"), state.query().reach));
        QVERIFY(openGame(w, opera(), 0, 17));
        QVERIFY(!state.query().from); // a game opened starts from a clean selection
    }

    // Teacher's point 9: the square says why its number is larger than a pupil expects.
    void aSquareSaysWhyItsNumberIsLarger()
    {
        QSettings s(freshIni(), QSettings::IniFormat);
        MainWindow w(&s);
        showActive(w);
        BoardState& state = *w.state();
        state.editPosition(*Board::fromFen("4k3/3p4/8/8/8/8/8/3RK3 w - - 0 1"),
                           QStringLiteral("Position"));
        state.measurePiece(sq("d1"));
        const QString d8 = state.describeSquare(sq("d8"));
        QVERIFY2(d8.contains(QStringLiteral("d7 holds a piece: a capture ends the route")),
                 qPrintable(d8));
        QVERIFY2(!state.describeSquare(sq("d7")).contains(QStringLiteral("holds")),
                 qPrintable(state.describeSquare(sq("d7"))));
        QVERIFY(!state.describeSquare(sq("a1")).contains(QStringLiteral("holds")));
        // An own piece: the route goes round it.
        state.editPosition(*Board::fromFen("4k3/3P4/8/8/8/8/8/3RK3 w - - 0 1"),
                           QStringLiteral("Position"));
        QVERIFY(state.describeSquare(sq("d8")).contains(
            QStringLiteral("d7 holds a piece of its own side")));
    }

    // Teacher's point 3: "Show the change" keeps the chosen view and follows the measured piece.
    void theChangeFollowsThePieceAndTheView()
    {
        QSettings s(freshIni(), QSettings::IniFormat);
        MainWindow w(&s);
        w.resize(1920, 1080);
        showActive(w);
        BoardState& state = *w.state();
        state.editPosition(*Board::fromFen(kMiddlegame), QStringLiteral("Position"));
        state.measurePiece(sq("f3"));
        QVERIFY(state.toggleBlocked(sq("e5")));
        state.compareWithoutWhatIf();
        const auto changeOf = [&state](Square from) {
            ReachOptions without = state.query().reach;
            without.blocked = 0;
            const DistanceMap after = reach(state.query().board, from, state.query().reach);
            const DistanceMap before = reach(state.query().board, from, without);
            int checked = 0;
            for (Square x = A1; x <= H8; ++x) {
                const auto i = static_cast<std::size_t>(x);
                if (after[i] == kUnreachable || before[i] == kUnreachable)
                    continue;
                if (state.compareDiagram().cell(x).value != after[i] - before[i])
                    return -1;
                ++checked;
            }
            return checked;
        };
        QVERIFY(changeOf(sq("f3")) > 0);
        state.measurePiece(sq("c3")); // another piece: the change follows it at once
        QVERIFY(changeOf(sq("c3")) > 0);
        // With the arrival view chosen, the change keeps it: both boards show who comes first.
        state.setArrival(cd::ArrivalView::White);
        state.compareWithoutWhatIf();
        QCOMPARE(state.view().arrival, std::optional(cd::ArrivalView::White));
        QVERIFY(state.compareDiagram().caption.startsWith(
            QStringLiteral("Without the what-if squares")));
        // On a projector both boards together take at least half the screen's height.
        state.setArrival(std::nullopt);
        menuAction(w, QStringLiteral("Presentation mode"))->trigger();
        QTest::qWait(50);
        const int screenHeight = w.screen()->geometry().height();
        QVERIFY2(w.board()->height() >= screenHeight / 2,
                 qPrintable(QStringLiteral("%1 of %2").arg(w.board()->height()).arg(screenHeight)));
    }

    // The lesson replayed: open a PGN, step to move 9, measure, leave the game, a knight with a
    // target, presentation mode, PageDown ×2, Esc, quit, restart: the empty board, the route and
    // the left game are as they were.
    void theLessonComesBackAsItWasLeft()
    {
        const QString ini = freshIni();
        Query shown;
        std::optional<int> route;
        {
            QSettings s(ini, QSettings::IniFormat);
            MainWindow w(&s);
            showActive(w);
            QVERIFY(openGame(w, opera(), 0, 0));
            for (int k = 0; k < 17; ++k)
                QTest::keyClick(w.board(), Qt::Key_Right);
            QCOMPARE(w.state()->plyText(), QStringLiteral("after 9. Bg5"));
            click(*w.board(), "g5");
            QCOMPARE(w.state()->query().from, sq("g5"));
            for (QPushButton* b : w.findChildren<QPushButton*>())
                if (b->text() == QStringLiteral("Clear board"))
                    b->click();
            QVERIFY(!w.state()->followingGame());
            w.state()->setMetric(Metric::Knight);
            click(*w.board(), "b1");
            click(*w.board(), "h8", Qt::RightButton);
            QCOMPARE(w.state()->query().to, sq("h8"));
            menuAction(w, QStringLiteral("Presentation mode"))->trigger();
            QTest::keyClick(w.board(), Qt::Key_PageDown);
            QTest::keyClick(w.board(), Qt::Key_PageDown);
            QCOMPARE(w.state()->view().route, std::optional<int>(2));
            QTest::keyClick(w.board(), Qt::Key_Escape);
            QVERIFY(!w.state()->presenting());
            shown = w.state()->query();
            route = w.state()->view().route;
            QCOMPARE(shown.board, Board());
            w.close();
        }
        QSettings s(ini, QSettings::IniFormat);
        MainWindow again(&s);
        showActive(again);
        BoardState& state = *again.state();
        QTRY_VERIFY(state.gameLine()); // the saved game is read on a thread of its own
        QCOMPARE(state.query().board, Board());
        QCOMPARE(state.query().metric, Metric::Knight);
        QCOMPARE(state.query().from, sq("b1"));
        QCOMPARE(state.query().to, sq("h8"));
        QCOMPARE(state.view().route, route);
        QVERIFY(state.gameLine()); // the game is open in the dock, and left
        QVERIFY(!state.followingGame());
        QCOMPARE(state.gameStep().leftAt, 17);
        QCOMPARE(state.stepping(), BoardState::Stepping::Routes);
        menuAction(again, QStringLiteral("Back to the game"))->trigger();
        QCOMPARE(state.plyText(), QStringLiteral("after 9. Bg5"));
    }

    // Teacher's point 15: headlines open with a capital, and the window says "route".
    void headlinesSpeakOfRoutesWithACapital()
    {
        QSettings s(freshIni(), QSettings::IniFormat);
        MainWindow w(&s);
        showActive(w);
        openAtBg5(w);
        w.state()->setSource(sq("c3"));
        w.state()->setTarget(sq("e3"));
        QVERIFY2(labelText(w, "routeLabel").startsWith(QStringLiteral("After 9. Bg5")),
                 qPrintable(labelText(w, "routeLabel")));
        QVERIFY2(labelText(w, "routeLabel").contains(QStringLiteral("shortest routes")),
                 qPrintable(labelText(w, "routeLabel")));
        menuAction(w, QStringLiteral("Presentation mode"))->trigger();
        const auto* headline = w.findChild<gui::Headline*>();
        QVERIFY(headline && headline->isVisible());
        QVERIFY2(headline->text().startsWith(QStringLiteral("Black to move · after 9. Bg5")),
                 qPrintable(headline->text()));
        QVERIFY(!headline->text().contains(QStringLiteral("trajector")));
    }
};

QTEST_MAIN(TestStepping)
#include "tst_stepping.moc"
